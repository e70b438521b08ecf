import Foundation
import StrataCore

/// Which parts of a layout are out of date (Apple: UICollectionViewLayoutInvalidationContext).
/// `invalidateLayout()` passes one with `invalidateEverything`; a bounds change the layout
/// asked to be invalidated for passes the one `invalidationContext(forBoundsChange:)` makes.
/// Layouts may subclass it (`invalidationContextClass`) to carry their own flags. Strata
/// prepares the whole layout again whatever the context says; `contentOffsetAdjustment` moves
/// the content after the new layout.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether all layout data is out of date (set by `invalidateLayout()` and reloads).
    open internal(set) var invalidateEverything = false
    /// Whether the section and item counts must be read again.
    open internal(set) var invalidateDataSourceCounts = false
    /// The items named with `invalidateItems(at:)`; nil when none.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named, by kind; nil when none.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views named, by kind; nil when none.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far to move the content offset after the new layout. Default zero.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How much the content size changes. Default zero (Strata reads the layout's size).
    open var contentSizeAdjustment = CGSize.zero

    /// An empty context. `required`, so a layout can make one of its `invalidationContextClass`.
    public required override init() { super.init() }

    /// Marks items as out of date.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of `elementKind` as out of date.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks decoration views of `elementKind` as out of date.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}

extension UICollectionViewLayout {
    /// A new context of the layout's `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }
}
