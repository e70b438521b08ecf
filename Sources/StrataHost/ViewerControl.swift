import Foundation

/// One input the shown content understands, as the HUD lists it ("→ — next image").
public struct ViewerControl: Equatable, Sendable {
    /// How the HUD shows the input ("→", "click", "T").
    public var input: String
    /// What it does, in one line.
    public var description: String

    /// A control: the input (a key or gesture, as shown) and what it does.
    public init(_ input: String, _ description: String) {
        self.input = input
        self.description = description
    }

    /// "input — description", the HUD's line.
    public var line: String { "\(input) — \(description)" }
}
