import Foundation

/// A two-dimensional vector, as Core Graphics defines it (swift-corelibs-foundation has
/// `CGPoint`, `CGSize` and `CGRect` but not `CGVector`). Used for path tangents.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector of components `dx` and `dy`.
    @inlinable
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    public var description: String { "(\(dx), \(dy))" }
}
