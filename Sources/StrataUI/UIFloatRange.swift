import Foundation

/// A range of values from `minimum` to `maximum` (Apple: UIFloatRange), as the range of
/// travel of a sliding attachment.
public struct UIFloatRange: Hashable, Sendable {
    /// The low end.
    public var minimum: CGFloat
    /// The high end.
    public var maximum: CGFloat

    /// The range `minimum`…`maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// 0…0.
    public init() { self.init(minimum: 0, maximum: 0) }

    /// 0…0.
    public static let zero = UIFloatRange()
    /// −∞…+∞: no limit.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether both ends are infinite.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
