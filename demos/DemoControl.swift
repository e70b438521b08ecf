import Foundation

/// One input a demo understands, as the HUD lists it ("→ / click right half — next image").
public struct DemoControl: Equatable, Sendable {
    /// How the HUD shows the input ("→", "click", "T").
    public var input: String
    /// What it does, in one line.
    public var description: String
    /// The key names (SCENE.md, as `--key` takes them) the viewer hands to the demo before its
    /// own bindings; empty for pointer input.
    public var keys: [String]

    public init(_ input: String, _ description: String, keys: [String] = []) {
        self.input = input
        self.description = description
        self.keys = keys
    }

    /// "input — description", the HUD's line.
    public var line: String { "\(input) — \(description)" }
}
