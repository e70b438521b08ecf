import CSDL2
import Foundation
import Testing
@testable import StrataCore
import StrataGL
import StrataGraphics
@testable import StrataHost

/// The viewer with a real SDL window and GL context on SDL's offscreen driver (EGL pbuffers,
/// no display needed). SDL's state is process-global: these run one at a time, and SDL stays
/// initialised for the process (the CLI shuts it down; tests never do).
@Suite(.serialized) struct ViewerWindowTests {
    init() {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
    }

    static func playlist(_ make: @escaping () throws -> ViewerContent) -> ViewerPlaylist {
        ViewerPlaylist(make, name: "test")
    }

    /// Colour at a pixel of a screenshot as 0–255 components.
    static func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        guard let c = image.color(atX: x, y: y) else { return [] }
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    static func close(_ a: [Int], _ b: [Int], tolerance: Int = 2) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static let background = [32, 64, 128]  // HostFixture.background: 0.125, 0.25, 0.5
    static let box = [255, 128, 0]          // HostFixture.boxColor: 1, 0.5, 0

    @Test func aStillSceneIsDrawnOnceAndThenTheViewerWaits() throws {
        var options = ViewerOptions()
        options.duration = 0.5
        options.takesScreenshot = true

        let start = Date()
        let result = try Viewer.run(Self.playlist { try HostFixture.content { root in
            _ = HostFixture.box(at: CGPoint(x: 30, y: 20), in: root)
        } }, options: options)

        #expect(Date().timeIntervalSince(start) >= 0.4)
        // The first frame, maybe one for the window being shown, and the frame that ends the
        // run — not the ~30 a busy loop would draw in half a second.
        #expect(result.framesRendered <= 4, "a still scene drew \(result.framesRendered) frames")
        let image = try #require(result.screenshot)
        #expect(image.width == 200 && image.height == 100)
        // The box (20×20 centred at (30,20), top-left origin) covers (30,20); (30,80) and
        // (150,50) are the root's background. Tolerance 2/255 for the clear colour's rounding.
        #expect(Self.close(Self.rgb(image, 30, 20), Self.box), "\(Self.rgb(image, 30, 20))")
        #expect(Self.close(Self.rgb(image, 30, 80), Self.background), "\(Self.rgb(image, 30, 80))")
        #expect(Self.close(Self.rgb(image, 150, 50), Self.background), "\(Self.rgb(image, 150, 50))")
    }

    @Test func aWindowFrameRedrawsOnlyAroundWhatMoved() throws {
        /// The compositor renderer, noting what each frame redrew.
        final class Logging: FrameRenderer {
            let inner: CompositorRenderer
            var redrawn: [Int] = []
            init() throws { inner = try CompositorRenderer() }
            func render(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) throws -> FrameRenderStats {
                let stats = try inner.render(root, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, framebuffer: framebuffer)
                redrawn.append(stats.redrawnPixels)
                return stats
            }
        }
        final class Holder { var renderer: Logging? }
        let holder = Holder()
        var options = ViewerOptions()
        options.fixedStep = 1.0 / 60
        options.frameLimit = 12
        options.takesScreenshot = true
        options.makeRenderer = {
            let renderer = try Logging()
            holder.renderer = renderer
            return renderer
        }
        let result = try Viewer.run(Self.playlist { try HostFixture.content { root in
            for i in 0..<8 { _ = HostFixture.box(at: CGPoint(x: 20 + 22 * i, y: 85), in: root) }
            HostFixture.box(at: CGPoint(x: 0, y: 30), in: root).add(HostFixture.slide(duration: 1), forKey: "slide")
        } }, options: options)

        let redrawn = try #require(holder.renderer?.redrawn)
        // The first frame is drawn whole; after it the sliding box moves 100/60 points a frame,
        // and its old and new places, with margins, are a few hundred of the 20,000 pixels.
        #expect(redrawn.first == 200 * 100, "\(redrawn)")
        #expect(redrawn.dropFirst().contains { $0 > 0 && $0 < 200 * 100 / 4 }, "\(redrawn)")
        #expect(redrawn.dropFirst().allSatisfy { $0 < 200 * 100 / 4 }, "no later frame redrew much: \(redrawn)")
        // The last frame's target is 12/60 s: x = 20, the box spans 10…30 (y 20…40).
        let image = try #require(result.screenshot)
        #expect(Self.close(Self.rgb(image, 20, 30), Self.box), "the sliding box, drawn incrementally: \(Self.rgb(image, 20, 30))")
        #expect(Self.close(Self.rgb(image, 35, 30), Self.background), "ahead of it: \(Self.rgb(image, 35, 30))")
        #expect(Self.close(Self.rgb(image, 42, 85), Self.box), "a still box, drawn only by the first frames: \(Self.rgb(image, 42, 85))")
    }

    @Test func fixedStepDrawsEveryFrameOfAnAnimation() throws {
        var options = ViewerOptions()
        options.fixedStep = 1.0 / 60
        options.frameLimit = 30
        options.takesScreenshot = true

        let result = try Viewer.run(Self.playlist { try HostFixture.content { root in
            HostFixture.box(at: CGPoint(x: 0, y: 50), in: root).add(HostFixture.slide(duration: 1), forKey: "slide")
        } }, options: options)

        #expect(result.framesRendered == 30)
        #expect(abs(result.lastFrameTime - 29.0 / 60) < 1e-9)
        // The last frame's target is 30/60 s: x = 100 × 0.5 = 50, so the 20-point box spans
        // x 40…60: (50,50) is the box, (35,50) and (65,50) are background.
        let image = try #require(result.screenshot)
        #expect(Self.close(Self.rgb(image, 50, 50), Self.box), "\(Self.rgb(image, 50, 50))")
        #expect(Self.close(Self.rgb(image, 35, 50), Self.background), "\(Self.rgb(image, 35, 50))")
        #expect(Self.close(Self.rgb(image, 65, 50), Self.background), "\(Self.rgb(image, 65, 50))")
    }

    @Test func realTimeFramesArePacedToTheRefreshRate() throws {
        var options = ViewerOptions()
        options.duration = 0.5

        let result = try Viewer.run(Self.playlist { try HostFixture.content { root in
            HostFixture.box(at: CGPoint(x: 0, y: 50), in: root).add(HostFixture.slide(repeatForever: true), forKey: "slide")
        } }, options: options)

        // About 30 frames at 60 Hz (the first three unpaced while the loop learns that swaps
        // return at once); a loop that did not pace itself would draw hundreds on the offscreen
        // driver. The bounds only say the loop ran and paced: under load half a second held 3
        // frames, and 36 (a slow start, then paced frames).
        #expect(result.framesRendered >= 2 && result.framesRendered <= 45, "\(result.framesRendered) frames in 0.5 s")
    }

    @Test func scriptedClicksReachTheContentThroughTheWindowLoop() throws {
        let handler = RecordingHandler()
        var options = ViewerOptions()
        options.fixedStep = 1.0 / 60
        options.duration = 2

        let result = try Viewer.run(Self.playlist {
            let content = try HostFixture.content(handler: handler) { root in
                _ = HostFixture.box(at: CGPoint(x: 30, y: 20), in: root)
            }
            content.player.schedule(try content.player.scene.readEvent(
                .object([JSONMember(key: "at", value: .number(1)), JSONMember(key: "click", value: .array([.number(30), .number(20)]))]),
                label: "test"))
            return content
        } , options: options)

        #expect(handler.hits == ["box"])
        // Idle in fixed-step time: the first frame, the click's frame (and its follow-up), the end.
        #expect(result.framesRendered <= 5, "\(result.framesRendered) frames")
    }

    @Test func switchingContentLeaksNoTextures() throws {
        let image = try CGImage(width: 4, height: 4, pixels: [UInt8](repeating: 200, count: 64))
        // An image layer; → at 0.5 switches to the second entry, which shows no image.
        let withImage = {
            let content = try HostFixture.content(title: "image") { root in
                HostFixture.box(at: CGPoint(x: 50, y: 50), in: root).contents = image
            }
            content.player.schedule(try content.player.scene.readEvent(
                .object([JSONMember(key: "at", value: .number(0.5)), JSONMember(key: "key", value: .string("right"))]), label: "test"))
            return content
        }
        let playlist = ViewerPlaylist(entries: [
            .init(name: "image", make: withImage),
            .init(name: "plain") { try HostFixture.content(title: "plain") },
        ])
        var renderer: CompositorRenderer?
        var options = ViewerOptions()
        options.fixedStep = 1.0 / 60
        options.duration = 0.25
        options.makeRenderer = { let made = try CompositorRenderer(); renderer = made; return made }

        _ = try Viewer.run(playlist, options: options)
        #expect(renderer?.compositor.lastFrameStats.texturesLive == 1)

        options.duration = 1
        _ = try Viewer.run(playlist, options: options)
        // After the switch the image's texture is gone: one frame not showing it frees it.
        #expect(renderer?.compositor.lastFrameStats.texturesLive == 0)
    }

    @Test func sdlEventsBecomeViewerInput() {
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        key.key.keysym.sym = SDL_Keycode(SDLK_LEFT.rawValue)
        #expect(SDLEventTranslator.translate(key) == .input(.key("left")))
        key.key.keysym.sym = SDL_Keycode(SDLK_SPACE.rawValue)
        #expect(SDLEventTranslator.translate(key) == .input(.key("space")))
        key.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue)
        #expect(SDLEventTranslator.translate(key) == .input(.key("escape")))
        key.key.keysym.sym = SDL_Keycode(SDLK_t.rawValue)
        #expect(SDLEventTranslator.translate(key) == .input(.key("t")))
        // A held key's repeats reach the window marked as such (the viewer drops them for its
        // own toggles: ViewerInputTests).
        key.key.repeat = 1
        #expect(SDLEventTranslator.translate(key) == .input(InputEvent(.keyDown(key: "t", isRepeat: true))))

        var click = SDL_Event()
        click.type = SDL_MOUSEBUTTONDOWN.rawValue
        click.button.button = UInt8(SDL_BUTTON_LEFT)
        click.button.x = 12
        click.button.y = 34
        #expect(SDLEventTranslator.translate(click) == .input(.pointerDown(CGPoint(x: 12, y: 34))))
        click.type = SDL_MOUSEBUTTONUP.rawValue
        #expect(SDLEventTranslator.translate(click) == .input(.pointerUp(CGPoint(x: 12, y: 34))))

        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        #expect(SDLEventTranslator.translate(quit) == .quit)
    }
}
