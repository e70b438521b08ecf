import Foundation

/// The curve of rounded corners (Apple: CALayerCornerCurve, CALayer's `cornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle of `cornerRadius` (the default).
    public static let circular = Self(rawValue: "circular")
    /// Apple's smooth ("squircle") corner. Strata keeps the value and draws it circular.
    public static let continuous = Self(rawValue: "continuous")
    /// Every curve Core Animation defines.
    public static let all: [CALayerCornerCurve] = [.circular, .continuous]
}
