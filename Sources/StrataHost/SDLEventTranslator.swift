import CSDL2
import Foundation

/// Turns SDL events into what the viewer acts on. Pointer coordinates are window points
/// (SDL reports mouse positions in the window's coordinates, not drawable pixels).
enum SDLEventTranslator {
    enum Action: Equatable {
        case input(HostEvent)
        /// The window changed size or was exposed: draw a frame.
        case redraw
        case quit
        case ignore
    }

    static func translate(_ event: SDL_Event) -> Action {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .input(.pointerDown(CGPoint(x: Int(event.button.x), y: Int(event.button.y))))
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .input(.pointerUp(CGPoint(x: Int(event.button.x), y: Int(event.button.y))))
        case SDL_KEYDOWN.rawValue:
            // A held key repeats; the viewer's toggles must not flicker, so repeats are dropped.
            guard event.key.repeat == 0, let name = keyName(event.key.keysym.sym) else { return .ignore }
            return .input(.key(name))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_EXPOSED.rawValue,
                 SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
                return .redraw
            default:
                return .ignore
            }
        default:
            return .ignore
        }
    }

    /// SCENE.md's key name for an SDL key: SDL's own name, lower-cased ("Left" → "left",
    /// "Space" → "space", "Escape" → "escape", "A" → "a", "Return" → "return").
    static func keyName(_ key: SDL_Keycode) -> String? {
        guard let raw = SDL_GetKeyName(key) else { return nil }
        let name = String(cString: raw).lowercased()
        return name.isEmpty ? nil : name
    }
}
