import CSDL2
import Foundation
import StrataCore

/// Turns SDL events into `InputEvent`s in window points (SDL reports mouse positions in the
/// window's points, not drawable pixels; finger positions as fractions of the window).
enum SDLEventTranslator {
    enum Action: Equatable {
        case input(InputEvent)
        /// The window changed size or was exposed: draw a frame (and re-read the size).
        case redraw
        case quit
        case ignore
    }

    /// `windowSize` (points) scales finger positions; mouse positions are divided by
    /// `unitsPerPoint` (`SDLWindow.unitsPerPoint`); `time` maps an SDL timestamp (ms since
    /// SDL's start) to the host's time line.
    static func translate(_ event: SDL_Event, windowSize: CGSize = CGSize(width: 1, height: 1), unitsPerPoint: CGFloat = 1,
                          time: (UInt32) -> CFTimeInterval = { Double($0) / 1000 }) -> Action {
        let modifiers = self.modifiers(SDL_GetModState())
        let unit = unitsPerPoint > 0 ? unitsPerPoint : 1
        func input(_ kind: InputEvent.Kind, _ x: CGFloat, _ y: CGFloat, _ stamp: UInt32,
                   _ mods: InputModifiers? = nil) -> Action {
            .input(InputEvent(kind, at: CGPoint(x: x, y: y), timestamp: time(stamp), modifiers: mods ?? modifiers))
        }
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            // Touches also arrive as synthesised mouse events: the finger events carry them.
            guard event.button.which != UInt32.max, let button = PointerButton(rawValue: Int(event.button.button)) else {
                return .ignore
            }
            let kind: InputEvent.Kind = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .pointerDown(button) : .pointerUp(button)
            return input(kind, CGFloat(event.button.x) / unit, CGFloat(event.button.y) / unit, event.button.timestamp)
        case SDL_MOUSEMOTION.rawValue:
            guard event.motion.which != UInt32.max else { return .ignore }
            // The router makes it a drag when a button is held.
            return input(.pointerMoved, CGFloat(event.motion.x) / unit, CGFloat(event.motion.y) / unit, event.motion.timestamp)
        case SDL_MOUSEWHEEL.rawValue:
            guard event.wheel.which != UInt32.max else { return .ignore }
            let flip: Float = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            let dx = event.wheel.preciseX * flip, dy = event.wheel.preciseY * flip
            let precise = dx != dx.rounded() || dy != dy.rounded()
            let notch = InputEvent.pointsPerWheelNotch
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            return input(.scroll(deltaX: CGFloat(dx) * notch, deltaY: CGFloat(dy) * notch, isPrecise: precise),
                         CGFloat(x) / unit, CGFloat(y) / unit, event.wheel.timestamp)
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let phase: TouchPhase = event.type == SDL_FINGERDOWN.rawValue ? .began
                : event.type == SDL_FINGERUP.rawValue ? .ended : .moved
            let finger = event.tfinger
            return input(.touch(id: Int(truncatingIfNeeded: finger.fingerId), phase: phase),
                         CGFloat(finger.x) * windowSize.width, CGFloat(finger.y) * windowSize.height, finger.timestamp)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            guard let name = keyName(event.key.keysym.sym) else { return .ignore }
            let mods = self.modifiers(SDL_Keymod(rawValue: UInt32(event.key.keysym.mod)))
            let kind: InputEvent.Kind = event.type == SDL_KEYDOWN.rawValue
                ? .keyDown(key: name, isRepeat: event.key.repeat != 0) : .keyUp(key: name)
            return .input(InputEvent(kind, timestamp: time(event.key.timestamp), modifiers: mods))
        case SDL_TEXTINPUT.rawValue:
            let text = withUnsafeBytes(of: event.text.text) { raw -> String in
                let bytes = raw.prefix { $0 != 0 }
                return String(decoding: bytes, as: UTF8.self)
            }
            guard !text.isEmpty else { return .ignore }
            return .input(InputEvent(.text(text), timestamp: time(event.text.timestamp), modifiers: modifiers))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_EXPOSED.rawValue,
                 SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue,
                 SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:  // another display may have another scale
                return .redraw
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                return .quit
            default:
                return .ignore
            }
        default:
            return .ignore
        }
    }

    /// The window an event is for (0: none, or every window).
    static func windowID(of event: SDL_Event) -> UInt32 {
        switch event.type {
        case SDL_WINDOWEVENT.rawValue: return event.window.windowID
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: return event.key.windowID
        case SDL_TEXTINPUT.rawValue: return event.text.windowID
        case SDL_TEXTEDITING.rawValue: return event.edit.windowID
        case SDL_MOUSEMOTION.rawValue: return event.motion.windowID
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: return event.button.windowID
        case SDL_MOUSEWHEEL.rawValue: return event.wheel.windowID
        case SDL_FINGERDOWN.rawValue, SDL_FINGERUP.rawValue, SDL_FINGERMOTION.rawValue: return event.tfinger.windowID
        default: return 0
        }
    }

    static func modifiers(_ mod: SDL_Keymod) -> InputModifiers {
        let raw = mod.rawValue
        var result: InputModifiers = []
        if raw & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if raw & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if raw & KMOD_ALT.rawValue != 0 { result.insert(.option) }
        if raw & KMOD_GUI.rawValue != 0 { result.insert(.command) }
        if raw & KMOD_CAPS.rawValue != 0 { result.insert(.capsLock) }
        return result
    }

    /// SCENE.md's key name for an SDL key: SDL's own name, lower-cased ("Left" → "left",
    /// "Space" → "space", "Escape" → "escape", "A" → "a", "Return" → "return").
    static func keyName(_ key: SDL_Keycode) -> String? {
        guard let raw = SDL_GetKeyName(key) else { return nil }
        let name = String(cString: raw).lowercased()
        return name.isEmpty ? nil : name
    }
}
