import CGL
import Foundation
import StrataCore
import StrataGraphics

/// How a window frame reached the window's back buffer (`FrameStats.windowPath`).
public enum WindowFramePath: String, Sendable {
    /// Not a window frame (`Compositor.render`).
    case none
    /// Drawn whole straight into the window's back buffer: most of the window changed, so
    /// keeping a retained copy would cost a whole-window blit on top of a near-whole redraw.
    case direct
    /// Only the damaged pixels redrawn into the retained backing, then the backing blitted.
    case retained
    /// Drawn whole into the retained backing (it was stale or new) and blitted, so that the
    /// next small changes can be drawn incrementally.
    case retainedWhole
}

/// Window frames: damage tracking must never cost more than it saves. A window's back buffer
/// holds no defined picture after a swap, so drawing only what changed needs a retained
/// framebuffer and a whole-window copy every frame. Where most of the window changes anyway
/// (a hundred sprites spread over it), that copy is pure overhead: those frames are drawn
/// whole, straight into the back buffer. The retained path is kept for small changes, where
/// redrawing a few pixels and one blit beat redrawing everything.
extension Compositor {
    /// The share of the window above which a frame is drawn straight into the back buffer.
    public static let directDrawThreshold = 0.5

    /// Renders `root` for a window of `pixelWidth`×`pixelHeight` pixels into `window` (its
    /// framebuffer, normally 0), choosing per frame from the damaged area between drawing it
    /// whole into the window and redrawing only the damage in `backing` and blitting that.
    /// The picture is the same either way. `threshold` (0...1) is the damaged share of the
    /// window above which the frame is drawn directly. The same as `prepareWindowFrame`
    /// followed by `submitWindowFrame`.
    @discardableResult
    public func renderWindow(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1,
                             backing: RetainedFramebuffer?, window: UInt32 = 0, clearColor: RGBA? = .black,
                             threshold: Double = Compositor.directDrawThreshold) throws -> FrameStats {
        try prepareWindowFrame(root, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, backing: backing,
                               window: window, clearColor: clearColor, threshold: threshold)
        return try submitWindowFrame()
    }

    /// The first half of `renderWindow`: walks `root`'s presentation tree and records the frame
    /// (and which path it takes) without drawing anything into the window, so that a host can
    /// record the next frame while the GL still draws the last one and present that one only
    /// then (`submitWindowFrame` draws it). Reads the tree now; the GL work that follows needs
    /// nothing of it. A second call before the submit replaces the recorded frame.
    public func prepareWindowFrame(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1,
                                   backing: RetainedFramebuffer?, window: UInt32 = 0, clearColor: RGBA? = .black,
                                   threshold: Double = Compositor.directDrawThreshold) throws {
        pendingWindowFrame = nil
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw GLError("cannot render into \(pixelWidth)×\(pixelHeight) pixels: the size must be positive")
        }
        let s = Double(scale)
        guard s.isFinite, s > 0 else { throw GLError("the render scale must be positive and finite, not \(scale)") }
        let start = DispatchTime.now().uptimeNanoseconds
        _ = GLError.drain()
        list.reset()
        let uploadsBefore = textures.uploads
        let binding = TargetBinding(framebuffer: window, width: pixelWidth, height: pixelHeight, topDown: false, clear: false)
        do {
            try builder.build(root: root, binding: binding, scale: s)
        } catch {
            list.reset()
            builder.shadowCache.purge(pool: pool)   // surfaces kept this frame were never blurred
            builder.rasterCache.purge(pool: pool)   // nor drawn
            pool.endFrame()
            damageTracker.invalidate()
            backingHoldsLastFrame = false
            throw error
        }
        let built = DispatchTime.now().uptimeNanoseconds
        // An opaque backdrop over the whole target becomes the clear (DrawList.foldLeadingFill).
        let clearColor = debug.mode == .overdraw || !foldsBackdrop ? clearColor : (list.foldLeadingFill() ?? clearColor)
        let total = pixelWidth * pixelHeight
        // A frame damaging more than the threshold is drawn direct whatever the damage is, so
        // the comparison stops there (not on a window's first frame at a size: that one goes
        // through the backing whatever it damages).
        let firstAtSize = lastWindowSize != (pixelWidth, pixelHeight)
        let limit = firstAtSize ? Int.max : Int(saturating: threshold * Double(total), rounding: .down)
        let damage = debug.mode == .overdraw || backing == nil ? nil
            : damageTracker.damage(of: list, binding: binding, clearColor: clearColor, limit: limit)
        let damaged = damage.map { d -> Int in
            let c = d.intersection(PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
            return c.isEmpty ? 0 : c.width * c.height
        } ?? total
        pendingWindowFrame = PendingWindowFrame(binding: binding, clearColor: clearColor, damage: damage, damaged: damaged,
                                                total: total, firstAtSize: firstAtSize, threshold: threshold,
                                                backing: backing, window: window, start: start, built: built,
                                                uploadsBefore: uploadsBefore)
    }

    /// Whether a frame recorded by `prepareWindowFrame` waits for `submitWindowFrame`.
    public var hasPreparedWindowFrame: Bool { pendingWindowFrame != nil }

    /// The second half of `renderWindow`: draws the frame `prepareWindowFrame` recorded into
    /// the window (directly, or through the backing and a blit). Throws when none is recorded.
    @discardableResult
    public func submitWindowFrame() throws -> FrameStats {
        guard let frame = pendingWindowFrame else { throw GLError("no window frame was prepared to submit") }
        pendingWindowFrame = nil
        let binding = frame.binding, clearColor = frame.clearColor, damage = frame.damage
        let pixelWidth = binding.width, pixelHeight = binding.height, total = frame.total
        var stats: FrameStats
        var path = WindowFramePath.direct
        // A window's first frame (or the first at a new size) says nothing about how the next
        // ones change: it goes through the backing, so that a still or quiet scene is
        // incremental from its second frame on.
        lastWindowSize = (pixelWidth, pixelHeight)
        if let backing = frame.backing, frame.firstAtSize || Double(frame.damaged) <= frame.threshold * Double(total),
           backing.width == pixelWidth && backing.height == pixelHeight || Self.prepare(backing, pixelWidth, pixelHeight) {
            // A backing just (re)allocated holds nothing yet.
            if backing.width != lastBackingSize.width || backing.height != lastBackingSize.height { backingHoldsLastFrame = false }
            lastBackingSize = (backing.width, backing.height)
            if backingHoldsLastFrame, let damage {
                path = .retained
                stats = damage.isEmpty ? FrameStats()
                    : execute(main: binding, clearColor: clearColor, damage: damage, into: backing.framebuffer)
                stats.redrawnPixels = frame.damaged
            } else {
                path = .retainedWhole
                stats = execute(main: binding, clearColor: clearColor, into: backing.framebuffer)
                stats.redrawnPixels = total
            }
            backing.copy(to: frame.window)
            backingHoldsLastFrame = true
        } else {
            stats = execute(main: binding, clearColor: clearColor)
            stats.redrawnPixels = total
            backingHoldsLastFrame = false
        }
        damageTracker.record(list, binding: binding, clearColor: clearColor)
        stats.windowPath = path
        stats.buildTime = Double(frame.built - frame.start) * 1e-9
        stats.submitTime = Double(DispatchTime.now().uptimeNanoseconds - frame.built) * 1e-9
        stats.layersDrawn = builder.layersDrawn
        stats.textureUploads = textures.uploads - frame.uploadsBefore
        stats.surfacesUsed = list.surfaces.count
        textures.endFrame()
        builder.pathMasks.endFrame()
        builder.shadowCache.endFrame(pool: pool)
        builder.rasterCache.endFrame(pool: pool)
        pool.endFrame()
        list.surfaces.removeAll(keepingCapacity: true)
        stats.texturesLive = textures.liveCount
        stats.surfacesLive = pool.liveCount
        lastFrameStats = stats
        debug.report(stats, compositor: self)
        if let error = GLError.drain() { throw GLError("rendering a frame raised \(error)") }
        return stats
    }

    /// Sizes the backing; false (with a message, once) when the GL cannot make it.
    private static func prepare(_ backing: RetainedFramebuffer, _ width: Int, _ height: Int) -> Bool {
        do {
            try backing.prepare(width: width, height: height)
            return true
        } catch {
            Diagnostics.warnOnce("drawing every window frame whole: \(error)")
            return false
        }
    }
}

/// A window frame recorded by `prepareWindowFrame` and not yet drawn.
struct PendingWindowFrame {
    let binding: TargetBinding
    let clearColor: RGBA?
    let damage: PixelRect?
    let damaged: Int
    let total: Int
    let firstAtSize: Bool
    let threshold: Double
    let backing: RetainedFramebuffer?
    let window: UInt32
    /// When the recording began and ended (DispatchTime nanoseconds), and the texture uploads
    /// counted before it.
    let start: UInt64
    let built: UInt64
    let uploadsBefore: Int
}
