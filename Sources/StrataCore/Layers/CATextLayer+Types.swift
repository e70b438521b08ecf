import Foundation

// The string-valued option types of CATextLayer, kept together (each is a few lines).

/// How lines of a text layer are aligned (Apple: CATextLayerAlignmentMode).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment: left for the left-to-right text Strata lays out (default).
    public static let natural = Self(rawValue: "natural")
    /// Lines are flush with the left edge of the bounds.
    public static let left = Self(rawValue: "left")
    /// Lines are flush with the right edge of the bounds.
    public static let right = Self(rawValue: "right")
    /// Lines are centred in the bounds.
    public static let center = Self(rawValue: "center")
    /// Justified; Strata sets such lines flush left.
    public static let justified = Self(rawValue: "justified")
    static let names = ["natural", "left", "right", "center", "justified"]
}

/// Where a text layer cuts text that does not fit (Apple: CATextLayerTruncationMode).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No truncation: text past the bounds is clipped (default).
    public static let none = Self(rawValue: "none")
    /// "…" replaces the start of the line.
    public static let start = Self(rawValue: "start")
    /// "…" replaces the end of the line.
    public static let end = Self(rawValue: "end")
    /// "…" replaces the middle of the line.
    public static let middle = Self(rawValue: "middle")
    static let names = ["none", "start", "end", "middle"]
}
