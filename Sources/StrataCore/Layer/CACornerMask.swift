import Foundation

/// Which corners `cornerRadius` rounds (Apple: CACornerMask, CALayer's `maskedCorners`). The
/// names are in the layer's coordinates: on iOS (y down) `layerMinXMinYCorner` is the
/// top-left corner.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the bounds' minimum x and minimum y: top-left in Strata's y-down space.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The corner at maximum x and minimum y: top-right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The corner at minimum x and maximum y: bottom-left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The corner at maximum x and maximum y: bottom-right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
    /// All four corners (CALayer's default).
    public static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The corners by name, for scene files and KVC.
    public static let names: [(name: String, corner: CACornerMask)] = [
        ("layerMinXMinYCorner", .layerMinXMinYCorner), ("layerMaxXMinYCorner", .layerMaxXMinYCorner),
        ("layerMinXMaxYCorner", .layerMinXMaxYCorner), ("layerMaxXMaxYCorner", .layerMaxXMaxYCorner),
    ]

    /// The corners left square, as the compositor encodes them (0: all rounded).
    package var squareCorners: UInt8 { UInt8(~rawValue & 15) }
}
