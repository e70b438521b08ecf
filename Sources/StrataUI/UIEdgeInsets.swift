import Foundation
import StrataGraphics

/// Inset distances for the edges of a rectangle (Apple: UIEdgeInsets); positive values
/// shrink it.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { top = 0; left = 0; bottom = 0; right = 0 }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// All insets zero.
    public static let zero = UIEdgeInsets()
}

/// A horizontal and vertical offset (Apple: UIOffset).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() { horizontal = 0; vertical = 0 }
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public static let zero = UIOffset()
}

extension CGRect {
    /// The rectangle with its edges moved in by `insets` (Apple: `inset(by:)`); a
    /// rectangle whose insets exceed its size becomes null, as CGRect's `insetBy` does.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        let width = r.width - insets.left - insets.right, height = r.height - insets.top - insets.bottom
        guard width >= 0, height >= 0 else { return .null }
        return CGRect(x: r.minX + insets.left, y: r.minY + insets.top, width: width, height: height)
    }
}
