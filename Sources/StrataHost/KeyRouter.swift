import Foundation

/// Decides who gets a key press: the content, when it takes the key (its `consumesKey`) or
/// the viewer does not bind it; else the viewer's own binding (issue 6: ←/→ or 1–9 switch
/// demos, Space pauses, S slow motion, H HUD, Esc quits).
public enum KeyRouter {
    /// Where one key press goes.
    public enum Route: Equatable, Sendable {
        /// The key goes to the content (the demo), by name.
        case content(String)
        /// The key runs a viewer command (pause, slow motion, HUD, switching, quitting).
        case viewer(ViewerCommand)
    }

    /// The route of key `name` (SCENE.md names) given what the content takes and how many
    /// entries there are to switch between (switching keys with one entry go to the content).
    public static func route(_ name: String, contentConsumes: (String) -> Bool, entryCount: Int) -> Route {
        if contentConsumes(name) { return .content(name) }
        guard let command = binding(name, entryCount: entryCount) else { return .content(name) }
        return .viewer(command)
    }

    /// The viewer's binding for `name`, if any.
    static func binding(_ name: String, entryCount: Int) -> ViewerCommand? {
        switch name {
        case "left": return entryCount > 1 ? .previous : nil
        case "right": return entryCount > 1 ? .next : nil
        case "space": return .togglePause
        case "s": return .toggleSlowMotion
        case "h": return .toggleHUD
        case "escape": return .quit
        default:
            guard name.count == 1, let digit = Int(name), (1...9).contains(digit), digit <= entryCount, entryCount > 1 else {
                return nil
            }
            return .select(digit - 1)
        }
    }
}
