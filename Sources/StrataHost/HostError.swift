import Foundation

/// A problem opening or running a window (no display, no OpenGL, a refused window, a bad
/// option), as one sentence: the CLI prints it and exits 1; an app can do the same.
public struct HostError: Error, CustomStringConvertible {
    /// The problem, in one sentence.
    public let description: String
    /// True when the reason is that there is no display to open a window on.
    public let isNoDisplay: Bool

    /// An error saying `message`.
    public init(_ message: String, isNoDisplay: Bool = false) {
        description = message
        self.isNoDisplay = isNoDisplay
    }
}
