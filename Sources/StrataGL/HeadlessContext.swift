import CGL
import Foundation
import StrataGraphics

/// An OpenGL 3.3 core context with no window and no display: EGL's surfaceless platform
/// (EGL_MESA_platform_surfaceless), which Mesa's llvmpipe provides on a machine with no GPU.
///
/// There is one per process, created on first use on the GL thread and made current there
/// for good. The EGL display is initialised once and never terminated: PLATFORM.md measured
/// EGL_BAD_DISPLAY in 4 of 15 runs when tests terminated and re-created it.
/// Render targets are framebuffer objects (see `OffscreenRenderer`).
public final class HeadlessContext: @unchecked Sendable {
    /// GL_RENDERER, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)", for reports.
    public let renderer: String
    /// GL_VERSION, e.g. "4.5 (Core Profile) Mesa 22.3.6".
    public let version: String
    let display: EGLDisplay
    let context: EGLContext

    nonisolated(unsafe) private static var cached: Result<HeadlessContext, GLError>?

    /// The process's headless context, current on the GL thread. Must be called on the GL
    /// thread (`GLThread.shared.run { try HeadlessContext.shared() }`). Throws a `GLError`
    /// naming the step that failed when EGL or GL 3.3 core is unavailable; the failure is
    /// remembered, so later calls fail fast with the same message.
    public static func shared() throws -> HeadlessContext {
        precondition(GLThread.shared.isCurrent, "HeadlessContext is used on the GL thread only")
        if let cached { return try cached.get() }
        let result = Result { () throws(GLError) in try HeadlessContext() }
        cached = result
        return try result.get()
    }

    /// RLIMIT_AS (`ulimit -v`, `prlimit --as`), or the largest value when there is none.
    private static var addressSpaceLimit: UInt64 {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0 else { return .max }
        return UInt64(limit.rlim_cur)
    }

    private init() throws(GLError) {
        func eglFailure(_ step: String) -> GLError {
            GLError("headless OpenGL unavailable: \(step) failed (EGL error 0x\(String(eglGetError(), radix: 16))); "
                + "install Mesa's EGL and llvmpipe (apt: libegl-mesa0 libgl1-mesa-dri)")
        }
        // llvmpipe starts a rasterising thread per core (and Mesa a shader-cache thread) with
        // the default stack; when the system refuses them (a tight `prlimit --as` / `--stack`,
        // `ulimit -u`), Mesa waits for them forever at the first texture upload. Probe first
        // and, if they cannot start, have llvmpipe rasterise on this thread.
        if !WorkerThreads.canStartDefaultThreads(ProcessInfo.processInfo.activeProcessorCount + 2) {
            setenv("LP_NUM_THREADS", "0", 1)
            setenv("MESA_SHADER_CACHE_DISABLE", "true", 1)
            Diagnostics.warnOnce("the system refuses new threads; llvmpipe draws on one thread")
        } else if Self.addressSpaceLimit < UInt64(2) << 30 {
            // The threads start, but under an address-space ceiling below 2 GiB their stacks
            // and JIT memory leave so little room that a JIT allocation can fail — and LLVM
            // aborts ("Unable to allocate section memory") rather than report it (the 1 GiB
            // ceiling of SCENE.md, "Limits"). A user's own LP_NUM_THREADS is kept.
            setenv("LP_NUM_THREADS", "0", 0)
        }
        guard let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) else {
            throw eglFailure("eglGetPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA)")
        }
        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGL_TRUE else { throw eglFailure("eglInitialize") }
        guard eglBindAPI(EGLenum(EGL_OPENGL_API)) == EGL_TRUE else { throw eglFailure("eglBindAPI(EGL_OPENGL_API)") }
        let configAttributes: [EGLint] = [
            EGL_SURFACE_TYPE, 0,
            EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT,
            EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8,
            EGL_NONE,
        ]
        var config: EGLConfig?
        var count: EGLint = 0
        guard eglChooseConfig(display, configAttributes, &config, 1, &count) == EGL_TRUE, count > 0 else {
            throw eglFailure("eglChooseConfig (an OpenGL-renderable RGBA8 config)")
        }
        let contextAttributes: [EGLint] = [
            EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
            EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
            EGL_NONE,
        ]
        guard let context = eglCreateContext(display, config, nil, contextAttributes) else {
            throw eglFailure("eglCreateContext (OpenGL 3.3 core)")
        }
        guard eglMakeCurrent(display, nil, nil, context) == EGL_TRUE else {
            throw eglFailure("eglMakeCurrent (surfaceless)")
        }
        self.display = display
        self.context = context
        renderer = glString(GL_RENDERER)
        version = glString(GL_VERSION)
    }
}

/// A GL string (`GL_RENDERER`, `GL_VERSION`, …), or "" when the context has none.
func glString(_ name: Int32) -> String {
    guard let pointer = glGetString(GLenum(name)) else { return "" }
    return String(cString: pointer)
}
