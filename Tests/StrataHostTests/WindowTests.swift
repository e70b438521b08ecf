import CSDL2
import Foundation
import Testing
@testable import StrataCore
import StrataGL
import StrataGraphics
@testable import StrataHost

/// The public `Window` on SDL's offscreen driver (its headless mode), in the serialized SDL
/// suite: SDL's state is process-global.
extension ViewerWindowTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    static func headless(frames: Int? = nil) -> WindowOptions {
        var options = WindowOptions()
        options.headless = true
        options.frameLimit = frames
        return options
    }

    @Test func aHeadlessWindowShowsItsRootLayerTree() throws {
        let window = try Window(title: "test", width: 160, height: 120, options: Self.headless(frames: 2))
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
        card.backgroundColor = Self.red
        window.rootLayer.backgroundColor = HostFixture.background
        window.rootLayer.addSublayer(card)

        try window.run()
        let image = try window.screenshot()

        #expect(window.driverName == "offscreen" && window.framesRendered == 2 && !window.isOpen)
        #expect(window.rootLayer.bounds == CGRect(x: 0, y: 0, width: 160, height: 120))
        #expect(image.width == 160 && image.height == 120)
        // (30, 25) is inside the card; (100, 80) is the root's background.
        #expect(Self.close(Self.rgb(image, 30, 25), [255, 0, 0]), "\(Self.rgb(image, 30, 25))")
        #expect(Self.close(Self.rgb(image, 100, 80), Self.background), "\(Self.rgb(image, 100, 80))")
    }

    @Test func scriptedClicksGoToTheLayerHandlerAndImplicitlyAnimate() throws {
        var options = Self.headless(frames: 40)
        options.scriptedInput = [(0.05, .pointerDown(CGPoint(x: 30, y: 25))), (0.05, .pointerUp(CGPoint(x: 30, y: 25)))]
        let window = try Window(title: "test", width: 160, height: 120, options: options)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
        card.backgroundColor = Self.red
        window.rootLayer.addSublayer(card)
        var presses = 0
        window.eventRouter.setHandler(for: card) { event in
            guard case .pointerUp = event.kind else { return true }
            presses += 1
            card.backgroundColor = Self.green  // a plain change: the frame commits it
            return true
        }

        try window.run()  // 40 frames ≈ 0.67 s: the 0.25 s colour fade has ended
        let image = try window.screenshot()

        #expect(presses == 1)
        #expect(Self.close(Self.rgb(image, 30, 25), [0, 255, 0]), "\(Self.rgb(image, 30, 25))")
    }

    @Test func resizingTheWindowResizesTheRootAndTellsTheDelegate() throws {
        final class Delegate: WindowDelegate {
            var sizes: [CGSize] = []
            func windowDidResize(_ window: Window) { sizes.append(window.rootLayer.bounds.size) }
        }
        let window = try Window(title: "test", width: 160, height: 120, options: Self.headless(frames: 1))
        let delegate = Delegate()
        window.delegate = delegate

        window.size = CGSize(width: 240, height: 90)
        try window.run()
        let image = try window.screenshot()

        #expect(window.size == CGSize(width: 240, height: 90))
        #expect(delegate.sizes == [CGSize(width: 240, height: 90)])
        #expect(image.width == 240 && image.height == 90)
        #expect(window.scale == 1)  // the offscreen driver has no HiDPI
    }

    @Test func liveSDLEventsReachTheirWindowThroughTheSharedQueue() throws {
        final class Delegate: WindowDelegate {
            var unhandled: [InputEvent.Kind] = []
            func window(_ window: Window, didNotHandle event: InputEvent, hitLayer: CALayer?) { unhandled.append(event.kind) }
        }
        let first = try Window(title: "one", width: 100, height: 100, options: Self.headless())
        let second = try Window(title: "two", width: 100, height: 100, options: Self.headless())
        let (one, two) = (Delegate(), Delegate())
        first.delegate = one
        second.delegate = two
        first.rootLayer.backgroundColor = Self.red
        second.rootLayer.backgroundColor = Self.green

        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.windowID = second.sdl.id
        motion.motion.x = 40
        motion.motion.y = 50
        motion.motion.timestamp = SDL_GetTicks()
        SDL_PushEvent(&motion)
        // The first window polls first: it keeps the second's event for it.
        first.step()
        second.step()

        #expect(one.unhandled.isEmpty)
        #expect(two.unhandled == [.pointerMoved])
        // Each window draws its own tree into its own context.
        #expect(Self.close(Self.rgb(try first.screenshot(), 50, 50), [255, 0, 0]))
        #expect(Self.close(Self.rgb(try second.screenshot(), 50, 50), [0, 255, 0]))
    }

    @Test func aStillWindowIdles() throws {
        var options = Self.headless()
        options.duration = 0.4
        let window = try Window(title: "test", width: 100, height: 100, options: options)

        let start = Date()
        try window.run()

        #expect(Date().timeIntervalSince(start) >= 0.3)
        #expect(window.framesRendered <= 4, "a still window drew \(window.framesRendered) frames")
    }

    @Test func badSizesAndNoDisplayAreOneSentenceErrors() throws {
        #expect(throws: HostError.self) { try Window(width: 0, height: 100, options: Self.headless()) }
        do {
            _ = try Window(width: 20_000, height: 100, options: Self.headless())
        } catch let error as HostError {
            #expect(error.description == "a window needs a width and height of 1…16384 points, got 20000×100")
        }
        #expect(SDLVideo.displayProblem(environment: [:]) == "no display (DISPLAY and WAYLAND_DISPLAY are unset)")
        #expect(SDLVideo.displayProblem(environment: ["SDL_VIDEODRIVER": "offscreen"]) == nil)
        #expect(SDLVideo.displayProblem(environment: ["WAYLAND_DISPLAY": "wayland-0"]) == nil)
    }

    @Test func commandLineOptionsForExamples() throws {
        let options = try WindowOptions(arguments: ["--frames", "30", "--screenshot", "/tmp/x.png", "--headless",
                                                    "--drag", "0.5:10,20:70,20:0.1", "--scroll", "1:5,5:0,-40",
                                                    "--text", "2:hé", "--size", "320x200"])

        #expect(options.frameLimit == 30 && options.screenshotPath == "/tmp/x.png" && options.headless)
        #expect(options.size == CGSize(width: 320, height: 200))
        let kinds = options.scriptedInput.map(\.event.kind)
        #expect(kinds.first == .pointerDown(.left) && kinds.contains(.pointerUp(.left)))
        #expect(kinds.contains(.scroll(deltaX: 0, deltaY: -40, isPrecise: true)) && kinds.last == .text("hé"))
        #expect(throws: HostError.self) { try WindowOptions(arguments: ["--frames", "0"]) }
        #expect(throws: HostError.self) { try WindowOptions(arguments: ["--drag", "1:2"]) }
        #expect(throws: HostError.self) { try WindowOptions(arguments: ["--bogus"]) }
    }

    @Test func expectedPixelsCheckTheLastFrame() throws {
        var options = Self.headless(frames: 1)
        options.expectedPixels = [try WindowOptions.expectation("10,10=ff0000")]
        let window = try Window(title: "test", width: 40, height: 40, options: options)
        window.rootLayer.backgroundColor = Self.green

        #expect(throws: HostError.self) { try window.run() }
        do {
            try Window(title: "test", width: 40, height: 40, options: options).run()
        } catch let error as HostError {
            #expect(error.description == "pixel 10,10 of the last frame is 000000, expected ff0000")
        }
        #expect(throws: HostError.self) { try WindowOptions(arguments: ["--expect", "1,2=red"]) }
    }

    @Test func theViewerReplaysScriptedDragsThroughTheSameRouting() throws {
        final class Recorder: SceneInputHandler {
            var drags: [InputEvent] = []
            func handle(_ event: InputEvent, on layer: CALayer?) {
                if case .pointerDragged = event.kind { drags.append(event) }
                if case .pointerUp = event.kind { drags.append(event) }
            }
        }
        let recorder = Recorder()
        var options = ViewerOptions()
        options.fixedStep = 1.0 / 60
        options.duration = 0.5
        options.scriptedInput = SceneInput.drag(along: [CGPoint(x: 20, y: 50), CGPoint(x: 80, y: 50)], at: 0.1, duration: 0.1)

        _ = try Viewer.run(Self.playlist { try HostFixture.content(handler: recorder) }, options: options)

        // Six 60 Hz moves of 10 points and the release, which keeps 600 points per second.
        #expect(recorder.drags.count == 7)
        #expect(recorder.drags.last.map { abs($0.velocity.dx - 600) < 1e-6 } == true,
                "\(String(describing: recorder.drags.last?.velocity))")
    }
}
