import CSDL2
import Foundation
import Testing
@testable import StrataCore
import StrataGraphics
@testable import StrataHost

/// Every SDL input event a window takes, as the `InputEvent` its layers get (SDL2's
/// SDL_events.h: mouse positions in window points, finger positions as fractions of the window,
/// wheel `preciseX/Y` since 2.0.18, `SDL_TOUCH_MOUSEID` for mouse events made from touches).
@Suite struct SDLEventTranslatorTests {
    static func input(_ event: SDL_Event, size: CGSize = CGSize(width: 400, height: 200)) -> InputEvent? {
        guard case .input(let input) = SDLEventTranslator.translate(event, windowSize: size, time: { Double($0) / 1000 }) else {
            return nil
        }
        return input
    }

    @Test func buttonsOfEveryKindWithTheirTimestamps() {
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.button = UInt8(SDL_BUTTON_RIGHT)
        event.button.x = 5
        event.button.y = 6
        event.button.timestamp = 1500

        let down = Self.input(event)
        event.type = SDL_MOUSEBUTTONUP.rawValue
        event.button.button = UInt8(SDL_BUTTON_MIDDLE)
        let up = Self.input(event)

        #expect(down?.kind == .pointerDown(.right) && down?.location == CGPoint(x: 5, y: 6) && down?.timestamp == 1.5)
        #expect(up?.kind == .pointerUp(.middle))
    }

    @Test func motionIsAMoveTheRouterMayTurnIntoADrag() {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = 30
        event.motion.y = 40

        #expect(Self.input(event)?.kind == .pointerMoved)
        #expect(Self.input(event)?.location == CGPoint(x: 30, y: 40))
    }

    /// `--scale 2`: each point is two of the display's units, so mouse positions (in display
    /// units) halve; fingers, given as fractions of the window, scale by its size in points.
    @Test func mousePositionsAreInPointsWhenEachPointIsSeveralUnits() throws {
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = 40
        event.button.y = 30
        guard case .input(let down) = SDLEventTranslator.translate(event, windowSize: CGSize(width: 100, height: 80), unitsPerPoint: 2) else {
            Issue.record("no input")
            return
        }
        #expect(down.location == CGPoint(x: 20, y: 15))
        #expect(try WindowOptions(arguments: ["--scale", "2"]).scale == 2)
        #expect(throws: HostError.self) { try WindowOptions(arguments: ["--scale", "0"]) }
    }

    @Test func mouseEventsMadeFromTouchesAreLeftToTheFingerEvents() {
        var event = SDL_Event()
        event.type = SDL_MOUSEBUTTONDOWN.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.which = UInt32.max  // SDL_TOUCH_MOUSEID

        #expect(SDLEventTranslator.translate(event) == .ignore)
    }

    @Test func wheelNotchesAndPreciseScrolls() {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseX = 0
        event.wheel.preciseY = -1
        let notch = Self.input(event)
        event.wheel.preciseX = 0.25
        event.wheel.preciseY = 1.5
        let precise = Self.input(event)
        event.wheel.direction = UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue)
        let flipped = Self.input(event)

        // One notch down: −40 points (InputEvent.pointsPerWheelNotch).
        #expect(notch?.kind == .scroll(deltaX: 0, deltaY: -40, isPrecise: false))
        #expect(precise?.kind == .scroll(deltaX: 10, deltaY: 60, isPrecise: true))
        #expect(flipped?.kind == .scroll(deltaX: -10, deltaY: -60, isPrecise: true))
    }

    @Test func fingersInWindowPointsWithTheirIdsAndPhases() {
        var event = SDL_Event()
        event.type = SDL_FINGERDOWN.rawValue
        event.tfinger.fingerId = 3
        event.tfinger.x = 0.5
        event.tfinger.y = 0.25
        let began = Self.input(event)
        event.type = SDL_FINGERMOTION.rawValue
        let moved = Self.input(event)
        event.type = SDL_FINGERUP.rawValue
        let ended = Self.input(event)

        #expect(began?.kind == .touch(id: 3, phase: .began) && began?.location == CGPoint(x: 200, y: 50))
        #expect(moved?.kind == .touch(id: 3, phase: .moved))
        #expect(ended?.kind == .touch(id: 3, phase: .ended))
    }

    @Test func keysUpAndDownWithRepeatAndModifiers() {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_a.rawValue)
        event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue | KMOD_LCTRL.rawValue)
        let down = Self.input(event)
        event.key.repeat = 1
        let again = Self.input(event)
        event.type = SDL_KEYUP.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_RETURN.rawValue)
        event.key.keysym.mod = 0
        let up = Self.input(event)

        #expect(down?.kind == .keyDown(key: "a", isRepeat: false) && down?.modifiers == [.shift, .control])
        #expect(again?.kind == .keyDown(key: "a", isRepeat: true))
        #expect(up?.kind == .keyUp(key: "return") && up?.modifiers == [])
    }

    @Test func textInputIsUTF8() {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        let bytes = Array("é€".utf8) + [0]
        withUnsafeMutableBytes(of: &event.text.text) { raw in
            for (i, byte) in bytes.enumerated() { raw[i] = byte }
        }

        #expect(Self.input(event)?.kind == .text("é€"))
    }

    @Test func closingTheWindowQuitsAndEventsNameTheirWindow() {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        event.window.windowID = 7

        #expect(SDLEventTranslator.translate(event) == .quit)
        #expect(SDLEventTranslator.windowID(of: event) == 7)
        // Moved to another display (maybe another scale): re-read the size and scale, redraw.
        event.window.event = UInt8(SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue)
        #expect(SDLEventTranslator.translate(event) == .redraw)
    }
}
