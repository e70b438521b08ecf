import Foundation
import StrataCore

/// A view a collection view shows for one of its elements and reuses as elements scroll in
/// and out of sight (Apple: UICollectionReusableView): the base of cells and of
/// supplementary views such as headers and footers.
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued under; nil for a view made
    /// directly.
    open internal(set) var reuseIdentifier: String?
    /// The layout attributes last applied by `take(_:)`; cleared when the view is retired.
    var takenAttributes: UICollectionViewLayoutAttributes?

    /// A reusable view with the given frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A reusable view from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How the collection view makes a registered class's view: through `init(frame:)`,
    /// dispatched to the subclass, as UIKit makes it. A `required convenience` initializer is
    /// inherited by every subclass that keeps or overrides both designated initializers (what
    /// cell subclasses do), so registering `MyCell.self` needs nothing more of `MyCell`.
    public required convenience init(reusableFrame frame: CGRect) { self.init(frame: frame) }

    /// Called before the view is handed out again by a dequeue call. Override to reset state
    /// (call `super`). Default: nothing.
    open func prepareForReuse() {}

    /// Applies the layout's attributes for the element the view shows. The collection view
    /// sets the geometry, alpha, z order and hidden state itself; override to read custom
    /// attributes (subclasses of `UICollectionViewLayoutAttributes`). Default: nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the view is shown with the attributes of a new layout. Default: nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the layout change. Default: nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like, given the layout's `layoutAttributes`. Default:
    /// them unchanged (Strata does not self-size cells).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Places the view as `attributes` say: size about the centre, transform, alpha, hidden
    /// state and z order (the layer's `zPosition`, as UIKit orders views by `zIndex`), then
    /// lets the view read the attributes with `apply(_:)`. Non-finite values are skipped.
    ///
    /// As on iOS 7 and later, attributes equal (`isEqual(_:)`) to the last ones taken are not
    /// applied again (Apple: UICollectionViewLayoutAttributes, "Subclassing notes"), so a
    /// transform or alpha the app gave the view (in `cellForItemAt`, or while scrolling) stays
    /// until the layout's attributes for it change.
    func take(_ attributes: UICollectionViewLayoutAttributes) {
        if let last = takenAttributes, last.isEqual(attributes) { return }
        // A copy: layouts may change and hand back the same attributes object.
        takenAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        let c = attributes.center, s = attributes.size
        if c.x.isFinite, c.y.isFinite { center = c }
        if s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 {
            bounds = CGRect(origin: bounds.origin, size: s)
        }
        transform3D = attributes.transform3D
        alpha = attributes.alpha.isFinite ? min(max(attributes.alpha, 0), 1) : 1
        isHidden = attributes.isHidden
        layer.zPosition = CGFloat(attributes.zIndex)
        apply(attributes)
    }
}
