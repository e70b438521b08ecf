import Foundation
import StrataCore

/// Layout attributes move in UIKit Dynamics (Apple: UICollectionViewLayoutAttributes adopts
/// UIDynamicItem): `center`, `bounds` and `transform` are the item's.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// An animator driving a collection view layout (Apple: UIDynamicAnimator,
/// "Creating a dynamic animator" — `init(collectionViewLayout:)` and the layout attribute
/// lookups a dynamic layout answers its collection view with).
extension UIDynamicAnimator {
    /// The rectangle `translatesReferenceBoundsIntoBoundary` keeps items in: the reference
    /// view's bounds, or for a layout's animator its content size.
    var referenceBounds: CGRect? {
        if let view = referenceView { return view.bounds }
        guard let layout = referenceLayout else { return nil }
        return CGRect(origin: .zero, size: layout.collectionViewContentSize)
    }

    /// The attributes of the cell at `indexPath` among the animator's items; nil when none is.
    public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animatedAttributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` among the animator's
    /// items.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animatedAttributes.first {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath
        }
    }

    /// The layout attributes among the items of the animator's behaviours.
    private var animatedAttributes: [UICollectionViewLayoutAttributes] {
        allBehaviors.flatMap(\.dynamicItems).compactMap { $0 as? UICollectionViewLayoutAttributes }
    }
}
