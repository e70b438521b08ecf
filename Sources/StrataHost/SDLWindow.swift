import CSDL2
import Foundation
import StrataGraphics

/// An SDL window with a GL 3.3 core context, current on the calling thread: resizable,
/// HiDPI-aware (its size in points, its drawable in pixels) and synchronised to the display
/// when the driver allows (vsync, else the frame loop paces itself).
///
/// Every call must come from the thread that created it (SDL and GL are thread-bound).
public final class SDLWindow {
    let window: OpaquePointer
    let context: SDL_GLContext
    /// Whether a swap interval was accepted (adaptive or plain vsync).
    public let hasVSync: Bool
    /// The driver in use ("x11", "wayland", "offscreen").
    public let driver: String
    /// The display's units per point (`--scale`): 1, or more to draw each point with more
    /// pixels than the display gives it (a Retina-like window on an ordinary display).
    public let unitsPerPoint: CGFloat

    /// Opens a window of `width`×`height` points titled `title`. `vsync` false asks for
    /// unsynchronised swaps (benchmarks); `unitsPerPoint` > 1 makes each point that many of
    /// the display's units (pixels on an ordinary display).
    public init(title: String, width: Int, height: Int, vsync: Bool = true, unitsPerPoint: CGFloat = 1) throws {
        self.unitsPerPoint = unitsPerPoint.isFinite && unitsPerPoint > 0 ? unitsPerPoint : 1
        let width = Int(saturating: (CGFloat(width) * self.unitsPerPoint).rounded()), height = Int(saturating: (CGFloat(height) * self.unitsPerPoint).rounded())
        driver = try SDLVideo.start()
        SDL_GL_ResetAttributes()
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3)
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, Int32(SDL_GL_CONTEXT_PROFILE_CORE.rawValue))
        SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1)
        SDL_GL_SetAttribute(SDL_GL_RED_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_GREEN_SIZE, 8)
        SDL_GL_SetAttribute(SDL_GL_BLUE_SIZE, 8)
        let flags = SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(title, centred, centred, Int32(max(width, 1)), Int32(max(height, 1)), flags) else {
            throw HostError("cannot open a window on \(driver): \(String(cString: SDL_GetError()))")
        }
        guard let context = SDL_GL_CreateContext(window) else {
            let reason = String(cString: SDL_GetError())
            SDL_DestroyWindow(window)
            throw HostError("cannot create a GL 3.3 core context on \(driver): \(reason)")
        }
        self.window = window
        self.context = context
        SDL_GL_MakeCurrent(window, context)
        // Adaptive vsync first (tears rather than halving the rate on a late frame), then plain.
        hasVSync = vsync && (SDL_GL_SetSwapInterval(-1) == 0 || SDL_GL_SetSwapInterval(1) == 0)
        if !vsync { SDL_GL_SetSwapInterval(0) }
        // Text input (SDL_TEXTINPUT events, UTF-8) for whichever window has the focus.
        SDL_StartTextInput()
    }

    deinit {
        SDL_GL_MakeCurrent(window, nil)
        SDL_GL_DeleteContext(context)
        SDL_DestroyWindow(window)
    }

    /// SDL's id for the window (its events carry it).
    public var id: UInt32 { SDL_GetWindowID(window) }

    /// Resizes the window to `size` points (the system may refuse or adjust it: read
    /// `pointSize` back).
    public func setPointSize(_ size: CGSize) {
        let width = (size.width * unitsPerPoint).rounded(), height = (size.height * unitsPerPoint).rounded()
        SDL_SetWindowSize(window, Int32(saturating: width, in: 1...16_384), Int32(saturating: height, in: 1...16_384))
    }

    /// Makes the window's GL context current on this thread.
    public func makeCurrent() {
        SDL_GL_MakeCurrent(window, context)
    }

    /// The window's size in points (what pointer events use).
    public var pointSize: CGSize {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return CGSize(width: CGFloat(w) / unitsPerPoint, height: CGFloat(h) / unitsPerPoint)
    }

    /// The drawable's size in pixels (larger than `pointSize` on a HiDPI display).
    public var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GL_GetDrawableSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Pixels per point.
    public var scale: CGFloat {
        let points = pointSize
        guard points.width > 0 else { return 1 }
        return CGFloat(pixelSize.width) / points.width
    }

    /// The display's refresh interval (1/60 s when the driver does not say).
    public var refreshInterval: Double {
        var mode = SDL_DisplayMode()
        if SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 {
            return 1 / Double(mode.refresh_rate)
        }
        return 1.0 / 60
    }

    /// The window's title bar text.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// Shows the back buffer (waits for the display's refresh when vsync is on).
    public func swap() {
        SDL_GL_SwapWindow(window)
    }
}
