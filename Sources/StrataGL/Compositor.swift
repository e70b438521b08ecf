import CGL
import Foundation
import StrataCore
import StrataGraphics

/// Renders a layer tree's presentation state with OpenGL 3.3 core into a framebuffer.
///
/// Create it with the target's GL context current, and use it only on that context's thread:
/// the SDL host makes its window's context current and calls `render(_:pixelWidth:…framebuffer: 0)`;
/// `OffscreenRenderer` wraps one around a headless context and a framebuffer object.
/// Before rendering, the caller brings the tree up to date
/// (`root.layoutAndDisplayIfNeeded(); root.updatePresentationTree(at: t)`); the compositor
/// reads each layer's `presentationSnapshot` and never changes the model.
///
/// Resources live as long as the compositor: images are uploaded once per distinct `CGImage`
/// and deleted after a frame that no longer shows them; intermediate surfaces come from a
/// pool; the instance buffer grows and is then reused. A steady frame creates no GL objects.
public final class Compositor {
    let shaders: ShaderLibrary
    /// The quad programs, indexed by `QuadInstance.Program`.
    let programs: [ShaderProgram]
    let blurProgram: ShaderProgram
    /// quad.glsl and sprite.glsl compiled for the overdraw map (`STRATA_DEBUG_RENDER=overdraw`),
    /// indexed by `QuadInstance.Program` (nil for the programs that test `u_pass` per pixel):
    /// the normal compilations carry no per-pixel test for it. Built by the first frame that
    /// draws the map — a debug mode is not worth two compilations at every start.
    var overdrawPrograms: [ShaderProgram?]?
    /// Sampler objects, indexed by `QuadInstance.Sampler` (0: none, the texture's own state).
    var samplers: [GLuint] = [0, 0, 0, 0]
    let transitionProgram: ShaderProgram
    /// `shaders/blend.glsl`: compositingFilter blend modes (BlendRenderer).
    let blendProgram: ShaderProgram
    let textures: TextureCache
    let pool: TexturePool
    let list = DrawList()
    let builder: FrameBuilder
    var vertexArray: GLuint = 0
    var instanceBuffer: GLuint = 0
    var instanceCapacity = 0
    /// The sprite batches' compact forms gathered for upload (`QuadInstance.spriteAttributes`),
    /// kept for the next frame's storage.
    var spriteStaging: [SIMD4<Float>] = []
    var debug = DebugRendering.fromEnvironment()
    var lastDebugPrint = Date.distantPast
    /// The figures of the last frame rendered.
    public internal(set) var lastFrameStats = FrameStats()
    /// The last frame drawn with `incremental`, to redraw only what changes.
    var damageTracker = FrameDamage()
    /// `renderWindow`: the retained backing holds the frame the damage tracker last recorded.
    var backingHoldsLastFrame = false
    /// Whether an opaque backdrop over the whole target becomes the clear (off in tests, to
    /// compare with it drawn).
    var foldsBackdrop = true
    var lastBackingSize = (width: 0, height: 0)
    var lastWindowSize = (width: 0, height: 0)
    /// The window frame `prepareWindowFrame` recorded, until `submitWindowFrame` draws it.
    var pendingWindowFrame: PendingWindowFrame?

    /// Builds the compositor's programs and buffers in the GL context current on this thread.
    /// Throws a `GLError` when there is no usable context (GL below 3.3 core), a shader file
    /// is missing, or a shader fails to compile (the message names the file).
    public convenience init() throws {
        try self.init(maximumTextureSize: nil)
    }

    /// `maximumTextureSize` lowers the GPU's limit, for tests of oversized images.
    init(maximumTextureSize: Int?) throws {
        guard let versionPointer = glGetString(GLenum(GL_VERSION)) else {
            throw GLError("no current OpenGL context on this thread: make one current before creating a Compositor")
        }
        var major: GLint = 0, minor: GLint = 0
        glGetIntegerv(GLenum(GL_MAJOR_VERSION), &major)
        glGetIntegerv(GLenum(GL_MINOR_VERSION), &minor)
        guard major > 3 || (major == 3 && minor >= 3) else {
            throw GLError("OpenGL 3.3 core is required; the current context is \(String(cString: versionPointer))")
        }
        let library = try ShaderLibrary()
        shaders = library
        programs = try QuadInstance.Program.allCases.map { try library.program($0.fileName, defines: $0.defines) }
        blurProgram = try library.program("blur.glsl")
        transitionProgram = try library.program("transition.glsl")
        blendProgram = try library.program("blend.glsl")
        var maxTexture: GLint = 0, maxRenderbuffer: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &maxTexture)
        glGetIntegerv(GLenum(GL_MAX_RENDERBUFFER_SIZE), &maxRenderbuffer)
        let limit = Int(max(64, maxTexture))
        textures = TextureCache(maximumSize: min(limit, maximumTextureSize ?? limit))
        pool = TexturePool(maximumSize: Int(max(64, min(maxTexture, maxRenderbuffer))))
        builder = FrameBuilder(list: list, textures: textures, pool: pool)
        glGenVertexArrays(1, &vertexArray)
        glGenBuffers(1, &instanceBuffer)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
        QuadInstance.enableAttributes()
        glBindVertexArray(0)
        for program in programs { Self.bindTextureUnits(program) }
        glGenSamplers(3, &samplers[1])
        for (i, minFilter, magFilter) in [(1, GL_LINEAR, GL_LINEAR), (2, GL_LINEAR_MIPMAP_LINEAR, GL_LINEAR),
                                          (3, GL_NEAREST, GL_NEAREST)] {
            glSamplerParameteri(samplers[i], GLenum(GL_TEXTURE_MIN_FILTER), minFilter)
            glSamplerParameteri(samplers[i], GLenum(GL_TEXTURE_MAG_FILTER), magFilter)
            glSamplerParameteri(samplers[i], GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
            glSamplerParameteri(samplers[i], GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        }
        glUseProgram(blurProgram.id)
        glUniform1i(blurProgram.uniform("u_source"), 0)
        Self.configureTransitionProgram(transitionProgram)
        try Self.configureBlendProgram(blendProgram)
        glUseProgram(0)
        if let error = GLError.drain() { throw GLError("setting up the compositor raised \(error)") }
    }

    /// Points a program's samplers at texture units 0 (the image) and 1 (the mask).
    static func bindTextureUnits(_ program: ShaderProgram) {
        glUseProgram(program.id)
        glUniform1i(program.uniform("u_texture"), 0)
        glUniform1i(program.uniform("u_mask"), 1)
    }

    /// The overdraw compilations, built on first use; nil (with a one-time message) when they
    /// do not build, and the map then shows those programs' quads in their own colours.
    func overdrawVariants() -> [ShaderProgram?]? {
        if let overdrawPrograms { return overdrawPrograms }
        do {
            let variants = try QuadInstance.Program.allCases.map {
                $0.hasOverdrawVariant ? try shaders.program($0.fileName, defines: "#define OVERDRAW 1\n") : nil
            }
            for case let program? in variants { Self.bindTextureUnits(program) }
            overdrawPrograms = variants
            return variants
        } catch {
            Diagnostics.warnOnce("the overdraw map's shader variants did not build: \(error)")
            return nil
        }
    }

    deinit {
        textures.purge()
        pool.purge()
        glDeleteSamplers(3, &samplers[1])
        glDeleteBuffers(1, &instanceBuffer)
        glDeleteVertexArrays(1, &vertexArray)
    }

    /// Renders `root` (a model layer; its presentation snapshot is read) into `framebuffer`
    /// of `pixelWidth`×`pixelHeight` pixels, `scale` pixels per point, with the root's
    /// coordinate space at the top-left corner, y down. `clearColor` (nil: keep what is there)
    /// fills the framebuffer first. Framebuffer 0 (a window) is drawn bottom-up as GL shows
    /// it; any other framebuffer is drawn top-down (`topDown`) so that reading it back gives
    /// rows top to bottom with no flip. Returns the frame's figures.
    ///
    /// `incremental`: the framebuffer still holds this compositor's last frame (an offscreen
    /// target nobody else draws into), so only the pixels that change are redrawn
    /// (`FrameStats.redrawnPixels`); the picture is the same as a whole redraw. Off for a
    /// window, whose back buffer holds no defined picture after a swap.
    @discardableResult
    public func render(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1,
                       framebuffer: UInt32 = 0, topDown: Bool? = nil, clearColor: RGBA? = .clear,
                       incremental: Bool = false) throws -> FrameStats {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw GLError("cannot render into \(pixelWidth)×\(pixelHeight) pixels: the size must be positive")
        }
        let s = Double(scale)
        guard s.isFinite, s > 0 else { throw GLError("the render scale must be positive and finite, not \(scale)") }
        let start = DispatchTime.now().uptimeNanoseconds
        _ = GLError.drain()   // errors the host left behind are not this frame's
        pendingWindowFrame = nil   // a prepared window frame's list is about to be replaced
        list.reset()
        let uploadsBefore = textures.uploads
        let binding = TargetBinding(framebuffer: framebuffer, width: pixelWidth, height: pixelHeight,
                                    topDown: topDown ?? (framebuffer != 0), clear: false)
        do {
            try builder.build(root: root, binding: binding, scale: s)
        } catch {
            list.reset()
            builder.shadowCache.purge(pool: pool)   // surfaces kept this frame were never blurred
            builder.rasterCache.purge(pool: pool)   // nor drawn
            pool.endFrame()
            damageTracker.invalidate()
            throw error
        }
        let built = DispatchTime.now().uptimeNanoseconds
        backingHoldsLastFrame = false
        // An opaque backdrop over the whole target becomes the clear (DrawList.foldLeadingFill).
        let clearColor = debug.mode == .overdraw || !foldsBackdrop ? clearColor : (list.foldLeadingFill() ?? clearColor)
   // the damage tracker now follows another target
        let damage = incremental && debug.mode != .overdraw
            ? damageTracker.damage(of: list, binding: binding, clearColor: clearColor) : nil
        var stats = FrameStats()
        if damage?.isEmpty != true { stats = execute(main: binding, clearColor: clearColor, damage: damage) }
        stats.redrawnPixels = damage.map { $0.width * $0.height } ?? pixelWidth * pixelHeight
        if incremental { damageTracker.record(list, binding: binding, clearColor: clearColor) } else { damageTracker.invalidate() }
        stats.buildTime = Double(built - start) * 1e-9
        stats.submitTime = Double(DispatchTime.now().uptimeNanoseconds - built) * 1e-9
        stats.layersDrawn = builder.layersDrawn
        stats.textureUploads = textures.uploads - uploadsBefore
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
}
