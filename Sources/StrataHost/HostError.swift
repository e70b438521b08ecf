import Foundation

/// A problem opening or running the viewer, as one line (the CLI prints it and exits 1).
public struct HostError: Error, CustomStringConvertible {
    public let description: String
    /// True when the reason is that there is no display to open a window on.
    public let isNoDisplay: Bool

    public init(_ message: String, isNoDisplay: Bool = false) {
        description = message
        self.isNoDisplay = isNoDisplay
    }
}
