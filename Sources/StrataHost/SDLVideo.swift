import CSDL2
import Foundation

/// SDL's video subsystem, started once per process (SDL's state is process-global).
///
/// With neither `DISPLAY` nor `WAYLAND_DISPLAY` set, SDL would quietly fall back to its
/// offscreen driver and show nothing: unless `SDL_VIDEODRIVER` asks for a driver by name
/// (tests use `offscreen`), that is reported as "no display".
public enum SDLVideo {
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var driver: String?
    }
    private static let state = State()

    /// Starts SDL video (idempotent) and returns the driver in use ("x11", "wayland",
    /// "offscreen"). Throws a `HostError` (with `isNoDisplay`) when there is no display.
    @discardableResult
    public static func start() throws -> String {
        state.lock.lock()
        defer { state.lock.unlock() }
        if let driver = state.driver { return driver }
        let environment = ProcessInfo.processInfo.environment
        let requested = environment["SDL_VIDEODRIVER"].flatMap { $0.isEmpty ? nil : $0 }
        if let problem = displayProblem(environment: environment) { throw HostError(problem, isNoDisplay: true) }
        // Keep SDL from turning off the desktop compositor for our window.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            let reason = String(cString: SDL_GetError())
            throw HostError("cannot open a display (\(reason))", isNoDisplay: true)
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"
        if requested == nil, driver == "offscreen" || driver == "dummy" {
            SDL_Quit()
            throw HostError("no display (SDL found only its \(driver) driver)", isNoDisplay: true)
        }
        // Load the GL library once for the process: SDL unloads it (terminating its EGL
        // display) when its last GL window closes, which would pull EGL from under any other
        // GL user in the process (PLATFORM.md: never eglTerminate a shared display).
        guard SDL_GL_LoadLibrary(nil) == 0 else {
            let reason = String(cString: SDL_GetError())
            SDL_Quit()
            throw HostError("cannot load OpenGL through SDL (\(reason))")
        }
        state.driver = driver
        return driver
    }

    /// Asks for SDL's offscreen driver (EGL pbuffers, no display) if SDL has not started yet
    /// and no driver is named in `SDL_VIDEODRIVER`: headless windows.
    public static func preferOffscreen() {
        state.lock.lock()
        defer { state.lock.unlock() }
        guard state.driver == nil else { return }
        if (ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? "").isEmpty {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
        }
    }

    /// Why no window can open with `environment`, or nil: no `DISPLAY`, no `WAYLAND_DISPLAY`
    /// and no driver named in `SDL_VIDEODRIVER` (headless windows name `offscreen`).
    static func displayProblem(environment: [String: String]) -> String? {
        let requested = !(environment["SDL_VIDEODRIVER"] ?? "").isEmpty
        let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        return requested || hasDisplay ? nil : "no display (DISPLAY and WAYLAND_DISPLAY are unset)"
    }

    /// Shuts SDL down (the viewer process's last step; tests leave it running).
    public static func shutdown() {
        state.lock.lock()
        defer { state.lock.unlock() }
        guard state.driver != nil else { return }
        SDL_GL_UnloadLibrary()
        SDL_Quit()
        state.driver = nil
    }
}
