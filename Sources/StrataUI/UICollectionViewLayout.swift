import Foundation
import StrataCore

/// Where a collection view's cells and supplementary views go (Apple:
/// UICollectionViewLayout). Subclass it as on iOS: compute in `prepare()`, report
/// `collectionViewContentSize`, answer `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)`; the collection view calls them as it scrolls, reloads and
/// animates. `invalidateLayout()` asks for all of it again.
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout; nil until the layout is given to one.
    open internal(set) weak var collectionView: UICollectionView?

    /// What an update in progress changes, read by the default appearing and disappearing
    /// attributes (set by the collection view for the length of an animated update).
    var updateContext: CollectionUpdateContext?

    /// A layout.
    public override init() { super.init() }

    /// A layout from an archive (Strata reads nothing from it), so subclasses' `required
    /// init?(coder:)` and `super.init(coder:)` compile as written.
    public required init?(coder: NSCoder) { super.init() }

    /// The class of the attributes the layout makes: override to return a subclass of
    /// `UICollectionViewLayoutAttributes`. Default `UICollectionViewLayoutAttributes`.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// `layoutAttributesClass` as a class the layout can instantiate; the base class when an
    /// override names something else.
    var attributesType: UICollectionViewLayoutAttributes.Type {
        (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    // MARK: the layout

    /// Computes the layout; called before the collection view asks for attributes after the
    /// layout was invalidated. Default: nothing.
    open func prepare() {}

    /// The size of all the content. Default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`. Default nil (nothing).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The decoration view classes registered, by kind.
    var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers the class of the decoration views of `elementKind` (a subclass of
    /// `UICollectionReusableView`); nil unregisters. The collection view makes and reuses them
    /// for the decoration attributes `layoutAttributesForElements(in:)` returns.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { decorationViewClasses[elementKind] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return Diagnostics.warnOnce("UICollectionViewLayout: \(viewClass) is not a UICollectionReusableView subclass; not registered")
        }
        decorationViewClasses[elementKind] = type
    }

    /// Where a decoration view coming into sight during an update starts. Default: its final
    /// attributes at alpha 0 in an inserted section, else its final attributes.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let final = layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        if updateContext?.insertedSections.contains(decorationIndexPath.section) == true { final?.alpha = 0 }
        return final
    }

    /// Where a decoration view going out of sight during an update ends. Default: where it
    /// was, at alpha 0.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let key = SupplementaryKey(kind: UICollectionView.decorationPrefix + elementKind, indexPath: decorationIndexPath)
        let end = updateContext?.oldSupplementaryAttributes[key]?.copy() as? UICollectionViewLayoutAttributes
        end?.alpha = 0
        return end
    }

    /// Whether a change of the collection view's bounds (a scroll or a resize) needs a new
    /// layout. Default false; layouts whose attributes follow the scroll position (carousels,
    /// stretchy headers) return true.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout as out of date: the collection view calls `prepare()` and asks for
    /// attributes again at its next layout pass. Passes a context with
    /// `invalidateEverything` to `invalidateLayout(with:)`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// Marks the parts `context` names as out of date (Strata prepares the whole layout
    /// again) and moves the content by its `contentOffsetAdjustment`. Overrides call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutWasInvalidated(offsetAdjustment: context.contentOffsetAdjustment)
    }

    /// The class of the invalidation contexts the layout makes. Default
    /// `UICollectionViewLayoutInvalidationContext`.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The context for a bounds change `shouldInvalidateLayout(forBoundsChange:)` said needs
    /// a new layout. Default: an empty context of `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Where scrolling should stop, given where it would (`proposedContentOffset`) and the
    /// release velocity in points per second. Default: the proposed offset. Paging and
    /// carousel layouts override it to snap to an item.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// The offset to show after a layout change or an update. Default: the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: animated updates

    /// The updates about to be animated, before the appearing and disappearing attributes
    /// are asked for. Default: nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The updates' animations are set up (called inside their animation block). Default:
    /// nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item coming into sight during an update starts. Default: for an inserted item
    /// (or one of an inserted section, or a reloaded one), its final attributes at alpha 0, a
    /// fade in; for any other, where it was before the update, else its final attributes.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let final = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        guard let context = updateContext else { return final }
        if context.insertedItems.contains(itemIndexPath) {
            final?.alpha = 0
            return final
        }
        if let old = context.oldPath(forNew: itemIndexPath), let before = context.oldItemAttributes[old] {
            let start = before.copy() as? UICollectionViewLayoutAttributes
            start?.indexPath = itemIndexPath
            return start
        }
        return final
    }

    /// Where an item going out of sight during an update ends. Default: for a deleted item
    /// (or one of a deleted section, or a reloaded one), where it was at alpha 0, a fade out;
    /// for any other, its new attributes.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let context = updateContext else { return nil }
        if context.deletedItems.contains(itemIndexPath) {
            let end = context.oldItemAttributes[itemIndexPath]?.copy() as? UICollectionViewLayoutAttributes
            end?.alpha = 0
            return end
        }
        guard let new = context.newPath(forOld: itemIndexPath) else { return nil }
        return layoutAttributesForItem(at: new)?.copy() as? UICollectionViewLayoutAttributes
    }

    /// Where a supplementary view coming into sight during an update starts. Default: its
    /// final attributes, at alpha 0 in an inserted section.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let final = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        if updateContext?.insertedSections.contains(elementIndexPath.section) == true { final?.alpha = 0 }
        return final
    }

    /// Where a supplementary view going out of sight during an update ends. Default: where it
    /// was, at alpha 0.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let end = updateContext?.oldSupplementaryAttributes[SupplementaryKey(kind: elementKind, indexPath: elementIndexPath)]?
            .copy() as? UICollectionViewLayoutAttributes
        end?.alpha = 0
        return end
    }

    // MARK: layout changes

    /// The collection view is about to change from this layout to `newLayout`. Default: nothing.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// The collection view is about to change from `oldLayout` to this one. Default: nothing.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// The change of layout is set up. Default: nothing.
    open func finalizeLayoutTransition() {}
}

/// A supplementary view's identity: its kind and index path.
struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}
