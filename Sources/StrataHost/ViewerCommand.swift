import Foundation

/// What a key bound by the viewer itself does.
public enum ViewerCommand: Equatable, Sendable {
    /// Show the previous entry (←), wrapping around.
    case previous
    /// Show the next entry (→), wrapping around.
    case next
    /// Show entry N (keys 1–9 select 0–8).
    case select(Int)
    /// Pause or resume all animation (Space): the stage layer's time stops, it is not a frozen loop.
    case togglePause
    /// Toggle 10x slow motion (S): the stage layer's speed.
    case toggleSlowMotion
    /// Show or hide the HUD (H).
    case toggleHUD
    /// Quit (Esc).
    case quit
}
