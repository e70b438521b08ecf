import Foundation

/// The curve of rounded corners (Apple: CALayerCornerCurve, CALayer's `cornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle of `cornerRadius` (the default).
    public static let circular = Self(rawValue: "circular")
    /// Apple's smooth ("squircle") corner: Strata draws a superellipse spanning 1.528665 radii
    /// along each edge, as deep as the circular corner on the diagonal.
    public static let continuous = Self(rawValue: "continuous")
    /// Every curve Core Animation defines.
    public static let all: [CALayerCornerCurve] = [.circular, .continuous]
}
