import CGL
import Foundation
import StrataCore
import StrataGraphics

/// Renders layer trees to images with no window and no GPU: a `Compositor` on the process's
/// headless EGL context (`HeadlessContext`), drawing into a framebuffer object of a fixed
/// pixel size. Every GL call runs on the `GLThread`; the methods may be called from any
/// thread (they wait for the GL thread).
public final class OffscreenRenderer {
    /// The image width in pixels.
    public let pixelWidth: Int
    /// The image height in pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat
    private let resources: Resources
    fileprivate var resourcesForTests: Resources { resources }

    /// The GL objects, created and deleted on the GL thread.
    fileprivate final class Resources: @unchecked Sendable {
        var compositor: Compositor?
        let target = RetainedFramebuffer()
        var framebuffer: GLuint { target.framebuffer }
        var redrawsOnlyChanges = true
    }

    /// A renderer of `pixelWidth`×`pixelHeight` pixels at `scale` pixels per point. Throws a
    /// `GLError` for a size that is not positive or exceeds the GPU's limit, when headless
    /// OpenGL 3.3 is unavailable, or when the shaders cannot be found or built.
    public convenience init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1) throws {
        try self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, maximumTextureSize: nil)
    }

    /// `maximumTextureSize` lowers the GPU's texture limit (tests of oversized images).
    init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, maximumTextureSize: Int?) throws {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw GLError("cannot render \(pixelWidth)×\(pixelHeight) pixels: the size must be positive")
        }
        guard scale.isFinite, scale > 0 else { throw GLError("the render scale must be positive and finite, not \(scale)") }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        let r = Resources()
        resources = r
        try GLThread.shared.run {
            _ = try HeadlessContext.shared()
            var limit: GLint = 0
            glGetIntegerv(GLenum(GL_MAX_RENDERBUFFER_SIZE), &limit)
            guard pixelWidth <= Int(limit), pixelHeight <= Int(limit) else {
                throw GLError("cannot render \(pixelWidth)×\(pixelHeight) pixels: this GPU's limit is \(limit) per side")
            }
            r.compositor = try Compositor(maximumTextureSize: maximumTextureSize)
            try r.target.prepare(width: pixelWidth, height: pixelHeight)
        }
    }

    deinit {
        let r = resources
        try? GLThread.shared.run {
            r.compositor = nil
            r.target.release()
        }
    }

    /// The figures of the last frame.
    public var lastFrameStats: FrameStats { resources.compositor?.lastFrameStats ?? FrameStats() }

    /// Renders `root`'s presentation snapshot as it stands (call
    /// `root.updatePresentationTree(at:)` first, or use `renderFrame(_:at:)`), over
    /// `background` (default transparent), and reads it back: premultiplied RGBA, rows top
    /// to bottom, the root's origin at the top-left pixel.
    public func render(_ root: CALayer, background: RGBA = .clear) throws -> CGImage {
        let r = resources
        let (w, h, s) = (pixelWidth, pixelHeight, scale)
        let pixels: [UInt8] = try GLThread.shared.run {
            guard let compositor = r.compositor else { throw GLError("the renderer has no compositor") }
            try compositor.render(root, pixelWidth: w, pixelHeight: h, scale: s, framebuffer: r.framebuffer,
                                  topDown: true, clearColor: background,
                                  incremental: r.redrawsOnlyChanges)
            var pixels = [UInt8](repeating: 0, count: w * h * 4)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), r.framebuffer)
            glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 4)
            pixels.withUnsafeMutableBytes { bytes in
                glReadPixels(0, 0, GLsizei(w), GLsizei(h), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            }
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            if let error = GLError.drain() { throw GLError("reading the frame back raised \(error)") }
            return pixels
        }
        return try CGImage(width: w, height: h, pixels: pixels)
    }

    /// Renders `root`'s presentation snapshot into the renderer's framebuffer without reading
    /// it back, and waits for the GPU to finish (benchmarks: `finishTime` is that wait).
    @discardableResult
    public func draw(_ root: CALayer, background: RGBA = .clear) throws -> FrameStats {
        try drawIntoFramebuffer(root, background: background, wait: true)
    }

    /// Queues a frame of `root`'s presentation snapshot into the renderer's framebuffer and
    /// returns without waiting for the GPU: the pipelined way to render a sequence, where the
    /// next frame's CPU work (evaluating the tree, recording the draw list) overlaps the GPU
    /// (on llvmpipe, its rasteriser threads) drawing this one. GL keeps the frames in order;
    /// `finish()` waits for all of them, and `render(_:background:)` reads back the latest.
    @discardableResult
    public func submit(_ root: CALayer, background: RGBA = .clear) throws -> FrameStats {
        try drawIntoFramebuffer(root, background: background, wait: false)
    }

    /// `draw` (`wait`: glFinish, timed) and `submit` (glFlush).
    private func drawIntoFramebuffer(_ root: CALayer, background: RGBA, wait: Bool) throws -> FrameStats {
        let r = resources
        let (w, h, s) = (pixelWidth, pixelHeight, scale)
        return try GLThread.shared.run {
            guard let compositor = r.compositor else { throw GLError("the renderer has no compositor") }
            var stats = try compositor.render(root, pixelWidth: w, pixelHeight: h, scale: s, framebuffer: r.framebuffer,
                                              topDown: true, clearColor: background,
                                  incremental: r.redrawsOnlyChanges)
            guard wait else {
                glFlush()
                return stats
            }
            let start = DispatchTime.now().uptimeNanoseconds
            glFinish()
            stats.finishTime = Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9
            return stats
        }
    }

    /// Waits until the GPU has drawn every submitted frame; returns the seconds waited.
    @discardableResult
    public func finish() -> Double {
        let waited = try? GLThread.shared.run {
            let start = DispatchTime.now().uptimeNanoseconds
            glFinish()
            return Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9
        }
        return waited ?? 0
    }

    /// The framebuffer object it renders into (for GL code on the GL thread, e.g. a
    /// benchmark's reference loop drawing into the same target). Drawing into it yourself:
    /// call `invalidateContents()` afterwards, so the next frame is drawn whole.
    public var framebuffer: UInt32 { resources.framebuffer }

    /// Whether a frame redraws only the pixels that changed since the last one (the
    /// framebuffer keeps the last frame; the picture is the same as a whole redraw). Default
    /// true; `FrameStats.redrawnPixels` tells how much each frame redrew.
    public var redrawsOnlyChanges: Bool {
        get {
            let r = resources
            return (try? GLThread.shared.run { r.redrawsOnlyChanges }) ?? true
        }
        set {
            let r = resources
            try? GLThread.shared.run { r.redrawsOnlyChanges = newValue }
        }
    }

    /// Forgets what the framebuffer holds: the next frame is drawn whole (after GL code of
    /// your own drew into `framebuffer`).
    public func invalidateContents() {
        let r = resources
        try? GLThread.shared.run { r.compositor?.damageTracker.invalidate() }
    }

    /// Brings `root` to time `time` and renders it: `root.layoutAndDisplayIfNeeded()`,
    /// `root.updatePresentationTree(at: time)`, then `render(_:background:)`. The first two
    /// run on the caller's thread (under its media clock), the drawing on the GL thread.
    ///
    /// `time` is absolute media time — the `CACurrentMediaTime()` of the clock the tree's
    /// animations were committed on — not seconds since the tree was built. Animations begin
    /// when their transaction commits, so a tree built and rendered "at 0.5" without a
    /// commit shows nothing of its animations yet, and on the real-time clock 0.5 is long
    /// ago. To render the tree as it looks 0.5 s after it was built, use `Recorder`
    /// (`try Recorder(layer: root, size: size).image(at: 0.5)`), which owns a virtual clock
    /// and commits for you; or bind a virtual clock, commit, advance it and pass its `now`.
    public func renderFrame(_ root: CALayer, at time: CFTimeInterval, background: RGBA = .clear) throws -> CGImage {
        root.layoutAndDisplayIfNeeded()
        root.updatePresentationTree(at: time)
        return try render(root, background: background)
    }
}

extension OffscreenRenderer {
    /// Surfaces the pool has created (tests check reuse). GL thread only.
    var poolCreatedCount: Int { resourcesForTests.compositor?.pool.created ?? 0 }
    /// The longest side of any intermediate surface created so far (tests of memory bounds).
    func largestSurfaceSide() throws -> Int {
        let r = resourcesForTests
        return try GLThread.shared.run { r.compositor?.pool.largestSide ?? 0 }
    }
    /// Whether images shown at their size take the sprite program (tests compare both looks).
    func setUsesSprites(_ on: Bool) throws {
        let r = resourcesForTests
        try GLThread.shared.run { r.compositor?.builder.usesSprites = on }
    }
    /// Whether plain image sublayers take the sprite-leaf path (tests compare its draw lists
    /// with the general walk's).
    func setUsesSpriteLeaves(_ on: Bool) throws {
        let r = resourcesForTests
        try GLThread.shared.run { r.compositor?.builder.usesSpriteLeaves = on }
    }
    /// The last frame's draw list: every instance's bytes, its commands as text, and how many
    /// layers the sprite-leaf path recorded.
    func lastDrawList() throws -> (instances: [[UInt8]], commands: [String], spriteLeaves: Int) {
        let r = resourcesForTests
        return try GLThread.shared.run {
            guard let c = r.compositor else { return ([], [], 0) }
            let instances = c.list.instances.map { q in withUnsafeBytes(of: q) { Array($0) } }
            return (instances, c.list.commands.map { String(describing: $0) }, c.builder.spriteLeavesDrawn)
        }
    }
}
