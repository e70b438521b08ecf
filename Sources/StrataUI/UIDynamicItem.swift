import Foundation
import StrataCore

/// The outline a dynamic item collides with (Apple: UIDynamicItemCollisionBoundsType).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds rectangle, turned with its rotation. The default.
    case rectangle
    /// The ellipse inscribed in the bounds (a circle for a square item).
    case ellipse
    /// The convex polygon `collisionBoundingPath` gives, about the item's centre. Strata
    /// collides with the convex hull of the path's points (curves flattened), so a concave
    /// path acts as its hull; a path with no area falls back to the bounds rectangle.
    case path
}

/// An object a dynamic animator moves (Apple: UIDynamicItem): it reads `center`, `bounds`
/// and `transform` when the item joins, then writes `center` and `transform` (a rotation)
/// every step. UIView conforms; so can your own objects (`collisionBoundsType` and
/// `collisionBoundingPath` have defaults: the rectangle).
public protocol UIDynamicItem: AnyObject {
    /// The item's centre in the reference view's coordinates; the animator writes it.
    var center: CGPoint { get set }
    /// The item's size (the origin is ignored); read when the item joins an animator.
    var bounds: CGRect { get }
    /// The item's rotation; the animator writes a pure rotation.
    var transform: CGAffineTransform { get set }
    /// The collision outline. Default `.rectangle`.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The convex outline for `.path`, about the item's centre (0, 0 at the centre).
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// `.rectangle`.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The bounds rectangle about the centre.
    public var collisionBoundingPath: UIBezierPath {
        let s = bounds.size
        return UIBezierPath(rect: CGRect(x: -s.width / 2, y: -s.height / 2, width: s.width, height: s.height))
    }
}

extension UIView: UIDynamicItem {}
