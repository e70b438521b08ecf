import Foundation
import StrataCore

/// Finding items, cells and their attributes (Apple: "UICollectionView", "Locating items and
/// views in the collection view", "Getting layout information").
extension UICollectionView {
    /// The visible cell of the item at `indexPath`; nil when the item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleItems[indexPath] }

    /// The cells on screen, in no particular order.
    public var visibleCells: [UICollectionViewCell] { Array(visibleItems.values) }

    /// The paths of the items on screen, in no particular order.
    public var indexPathsForVisibleItems: [IndexPath] { Array(visibleItems.keys) }

    /// The path of the item a visible `cell` shows; nil for a cell not on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleItems.first { $0.value === cell }?.key
    }

    /// The path of the item at `point` (in the collection view's coordinates, that is content
    /// coordinates): the front-most of the layout's cells whose frame holds it; nil when none.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return validAttributes(in: probe)
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes for the item at `indexPath`; nil for a path naming no item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        guard isValidItem(indexPath) else { return nil }
        return currentLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        guard counts.indices.contains(indexPath.section) else { return nil }
        return currentLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, if on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The visible supplementary views of `elementKind`.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementary.filter { $0.key.kind == elementKind }.map(\.value)
    }

    /// The paths of the visible supplementary views of `elementKind`.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath)
    }
}
