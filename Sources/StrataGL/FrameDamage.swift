import CGL
import Foundation
import StrataGraphics

/// What a frame changed on screen, for a target that keeps its pixels between frames (an
/// offscreen framebuffer only this compositor draws into): the last frame's draw list is kept,
/// the new one compared with it, and only the pixels under quads that differ are redrawn —
/// every command replayed under a scissor around them (the technique of damage tracking in
/// compositors such as Weston's and Chromium's; here derived from the draw lists, so no layer
/// property can be forgotten: whatever changes a pixel changes a quad).
///
/// Conservative: a frame whose commands differ from the last in kind, batching or clip (a
/// layer appeared or went), or that uses blurs or transitions, is redrawn whole; a batch that
/// shows another texture redraws where its quads are. A texture name stands for one image
/// across two consecutive frames (the `TextureCache` keeps an image's texture until the frame
/// after its last use, so a name is never reused sooner).
///
/// Groups drawn through intermediate surfaces (group opacity, masks, `compositingFilter`
/// blends) are redrawn whole into their surfaces and composited under the damage: a change
/// inside one damages the whole area its composite covers. Compositing is per pixel — a blend
/// mode reads the backdrop only at the pixel it writes — so a change beneath a blended layer
/// needs only its own pixels redrawn: there the backdrop is drawn afresh before it is copied
/// and blended again, and elsewhere the blend's output is scissored away.
struct FrameDamage {
    private var framebuffer: GLuint = 0
    private var width = 0, height = 0
    private var topDown = true
    private var clearColor: RGBA?
    private var instances: [QuadInstance] = []
    private var commands: [DrawCommand] = []
    /// Which group each of the last frame's instances belongs to (nil: no surfaces).
    private var groups: SurfaceGroups?
    private var isValid = false

    /// Forgets the last frame: the next one is drawn whole.
    mutating func invalidate() { isValid = false }

    /// The part of the target to redraw for `list` (nil: all of it; an empty rectangle:
    /// nothing changed). `limit`: past this many pixels the answer is nil at once — a window
    /// frame that damages more than its share is drawn whole anyway, and with thousands of
    /// moving sprites the rest of the comparison was a per-sprite cost for nothing.
    func damage(of list: DrawList, binding: TargetBinding, clearColor: RGBA?, limit: Int = .max) -> PixelRect? {
        guard isValid, Self.isIncremental(list), framebuffer == binding.framebuffer, width == binding.width,
              height == binding.height, topDown == binding.topDown, self.clearColor == clearColor,
              commands.count == list.commands.count, instances.count == list.instances.count else { return nil }
        let newGroups = list.surfaces.isEmpty ? nil : SurfaceGroups(list, main: binding.framebuffer)
        guard groups == newGroups else { return nil }
        var damage: PixelRect?
        var dirtyGroups = Set<Int>()
        func add(_ quad: QuadInstance) -> Bool {
            guard let bounds = bounds(of: quad) else { return false }
            let union = damage.map { $0.union(bounds) } ?? bounds
            damage = union
            // Bounds lie inside the target, so the union does too: its area is what it costs.
            return union.width * union.height <= limit
        }
        /// Instance `i` changed: its old and new places, or the whole of its group's composite.
        func touch(_ i: Int) -> Bool {
            if let group = newGroups?.group[i], group >= 0 {
                dirtyGroups.insert(group)
                return true
            }
            return add(instances[i]) && add(list.instances[i])
        }
        for (old, new) in zip(commands, list.commands) where !Self.sameCommand(old, new) {
            // The same quads with another image, sampler or mask (contents swapped): redraw
            // where they are. Anything else — other quads, clips, order — redraws all.
            guard case .draw(let x) = old, case .draw(let y) = new, x.first == y.first, x.count == y.count,
                  x.program == y.program, x.clip == y.clip else { return nil }
            for i in x.first..<(x.first + x.count) {
                guard touch(i) else { return nil }
            }
        }
        let size = MemoryLayout<QuadInstance>.size
        let changed: Bool? = instances.withUnsafeBytes { oldBytes in
            list.instances.withUnsafeBytes { newBytes in
                let stride = MemoryLayout<QuadInstance>.stride
                for i in 0..<instances.count where memcmp(oldBytes.baseAddress! + i * stride, newBytes.baseAddress! + i * stride, size) != 0 {
                    guard touch(i) else { return nil }
                }
                return true
            }
        }
        guard changed != nil else { return nil }
        for group in dirtyGroups {
            guard let c = newGroups?.composite[group], c >= 0, add(instances[c]), add(list.instances[c]) else { return nil }
        }
        return damage ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Keeps `list` as the last frame drawn into `binding` (copied into storage kept between
    /// frames, so a steady frame allocates nothing).
    mutating func record(_ list: DrawList, binding: TargetBinding, clearColor: RGBA?) {
        guard Self.isIncremental(list) else { return invalidate() }
        framebuffer = binding.framebuffer
        width = binding.width
        height = binding.height
        topDown = binding.topDown
        self.clearColor = clearColor
        instances.removeAll(keepingCapacity: true)
        instances.append(contentsOf: list.instances)
        commands.removeAll(keepingCapacity: true)
        commands.append(contentsOf: list.commands)
        groups = list.surfaces.isEmpty ? nil : SurfaceGroups(list, main: binding.framebuffer)
        isValid = true
    }

    /// Whether a frame draws only quads, stencil clips and surface groups (no blurs or
    /// transitions, whose passes this comparison does not follow).
    private static func isIncremental(_ list: DrawList) -> Bool {
        for command in list.commands {
            switch command {
            case .bind, .draw, .stencil, .copyBackdrop, .blend: continue
            case .blur, .transition: return false
            }
        }
        return true
    }

    private static func sameCommand(_ a: DrawCommand, _ b: DrawCommand) -> Bool {
        switch (a, b) {
        case (.bind(let x), .bind(let y)): return x == y
        case (.draw(let x), .draw(let y)): return x == y
        case (.stencil(let i, let l, let inc, let s), .stencil(let j, let m, let inc2, let t)):
            return i == j && l == m && inc == inc2 && s == t
        case (.copyBackdrop(let x), .copyBackdrop(let y)): return x == y
        case (.blend(let x), .blend(let y)): return x == y
        default:
            return false
        }
    }

    /// The pixels a quad can touch: its corners pushed out by its anti-aliasing margin, through
    /// its matrix and the perspective divide, plus two pixels; nil when a corner is at or
    /// behind the eye (the quad could then cover anything).
    private func bounds(of quad: QuadInstance) -> PixelRect? {
        let margin = quad.params.w
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        for x in [quad.rect.x - margin, quad.rect.z + margin] {
            for y in [quad.rect.y - margin, quad.rect.w + margin] {
                let p = quad.row0 * x + quad.row1 * y + quad.row3
                guard p.w > 1e-6, p.x.isFinite, p.y.isFinite, p.w.isFinite else { return nil }
                let px = (p.x / p.w + 1) * 0.5 * Float(width), py = (p.y / p.w + 1) * 0.5 * Float(height)
                minX = Swift.min(minX, px); maxX = Swift.max(maxX, px)
                minY = Swift.min(minY, py); maxY = Swift.max(maxY, py)
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite,
              abs(minX) < 1e7, abs(minY) < 1e7, abs(maxX) < 1e7, abs(maxY) < 1e7 else { return nil }
        let x0 = Int(saturating: minX.rounded(.down)) - 2, x1 = Int(saturating: maxX.rounded(.up)) + 2
        // GL rows count from the framebuffer's first row; a picture's rows from its top.
        let g0 = Int(saturating: minY.rounded(.down)) - 2, g1 = Int(saturating: maxY.rounded(.up)) + 2
        let (y0, y1) = topDown ? (g0, g1) : (height - g1, height - g0)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
    }
}

extension PixelRect {
    /// The smallest rectangle holding both (an empty one adds nothing).
    func union(_ o: PixelRect) -> PixelRect {
        if o.isEmpty { return self }
        if isEmpty { return o }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        let x1 = max(x + width, o.x + o.width), y1 = max(y + height, o.y + o.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Which target each instance of a frame is drawn into: the main target, or a top-level
/// group of intermediate surfaces (a group opacity, mask or blend-mode layer, with everything
/// nested in it), and for each group the instance that composites it onto the main target —
/// the first instance drawn there after the group's surfaces close (FrameBuilder records the
/// composite right after `endSurface`).
struct SurfaceGroups: Equatable {
    /// Per instance: -1 on the main target, else its group's number.
    var group: [Int]
    /// Per group: the compositing instance, -1 if none was seen.
    var composite: [Int] = []

    init(_ list: DrawList, main: GLuint) {
        group = [Int](repeating: -1, count: list.instances.count)
        var inSurface = false, awaitingComposite = false
        func mark(_ i: Int) {
            if inSurface {
                group[i] = composite.count - 1
            } else if awaitingComposite {
                composite[composite.count - 1] = i
                awaitingComposite = false
            }
        }
        for command in list.commands {
            switch command {
            case .bind(let b):
                if b.framebuffer != main, !inSurface {
                    // A second surface before the composite (a mask's) belongs to the same group.
                    if !awaitingComposite { composite.append(-1) }
                    inSurface = true
                    awaitingComposite = false
                } else if b.framebuffer == main, inSurface {
                    inSurface = false
                    awaitingComposite = true
                }
            case .draw(let batch): for i in batch.first..<(batch.first + batch.count) { mark(i) }
            case .stencil(let i, _, _, _): mark(i)
            case .transition(let draw): mark(draw.instance)
            case .blend(let draw): mark(draw.instance)
            case .blur, .copyBackdrop: break
            }
        }
    }
}
