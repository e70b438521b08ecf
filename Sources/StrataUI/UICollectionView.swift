import Foundation
import StrataCore

/// A scroll view that shows a data source's items as cells placed by a layout object (Apple:
/// UICollectionView).
///
/// As in UIKit, only the elements the layout places in the visible bounds have views: as the
/// content scrolls, cells that leave are kept in a reuse queue and handed out again by
/// `dequeueReusableCell(withReuseIdentifier:for:)`, after `prepareForReuse()`. Counts come
/// from the data source at the first layout and after `reloadData()`; changes made with
/// `performBatchUpdates(_:completion:)` and the insert, delete, reload and move calls animate
/// cells between the layout's attributes.
///
/// The delegate is the scroll view's `delegate`: a `UICollectionViewDelegate` assigned to it
/// receives the collection view's calls as well as the scroll view's.
open class UICollectionView: UIScrollView {
    /// The object that places the elements. Setting it lays out at once, without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { currentLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    var currentLayout: UICollectionViewLayout

    /// Changes the layout, animating the cells to it when `animated` (Apple:
    /// `setCollectionViewLayout(_:animated:)`). Declared here, with the completion form, so
    /// that subclasses can override both, as on iOS.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        changeLayout(to: layout, animated: animated, completion: nil)
    }

    /// Changes the layout, animating the cells to the new layout's attributes when `animated`
    /// (0.3 s), then calls `completion` (Apple: `setCollectionViewLayout(_:animated:completion:)`).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        changeLayout(to: layout, animated: animated, completion: completion)
    }

    /// The delegate (a `UICollectionViewDelegate`, or a `UICollectionViewDelegateFlowLayout`
    /// that a flow layout asks for sizes). Setting it lays out again.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { layoutWasInvalidated() }
    }

    /// The object that gives the counts and the cells. Default nil (nothing is shown).
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { needsReload = true; invalidateLayoutEntirely(); setNeedsLayout() }
    }

    /// A view behind all the content, filling the collection view. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = backgroundView { insertSubview(view, at: 0); view.frame = bounds }
        }
    }

    /// Whether a tap selects an item. Default true.
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }
    /// Whether taps select several items, a second tap deselecting. Default false.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selected.count > 1 { keepOnlyFirstSelection() } }
    }

    // State shared with the extensions (tiling, selection, updates).
    var counts: [Int] = []
    var needsReload = true
    var layoutIsValid = false
    var visibleItems: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
    let cellQueue = ReusableViewQueue<UICollectionViewCell>()
    let supplementaryQueue = ReusableViewQueue<UICollectionReusableView>()
    var selected: [IndexPath] = []
    var highlightedItem: IndexPath?
    var pendingUpdates: PendingCollectionUpdates?
    var pendingCompletions: [(Bool) -> Void] = []
    var pendingOffsetAdjustment = CGPoint.zero
    /// The item being reordered by `beginInteractiveMovementForItem(at:)`: where it started
    /// and where it is now (UICollectionView+InteractiveMovement.swift).
    var interactiveMovement: (original: IndexPath, current: IndexPath)?
    /// The visible cell `reconfigureItems(at:)` hands back to the data source's dequeue call.
    var cellBeingReconfigured: (path: IndexPath, cell: UICollectionViewCell)?
    /// How many batch updates did not add up and were reloaded instead (read by tests).
    var inconsistentUpdateCount = 0
    var runningUpdateAnimations = 0
    var isTiling = false
    /// The attributes of the element being made, applied by the dequeue calls as UIKit does,
    /// so a cell has its final size while the data source configures it.
    var attributesBeingDequeued: UICollectionViewLayoutAttributes?

    /// A collection view placing its elements with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        currentLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// A collection view from an archive (Strata reads nothing from it) with a flow layout.
    public required init?(coder: NSCoder) {
        currentLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(currentLayout)
    }

    func adopt(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self { previous.layoutWasInvalidated() }
        layout.collectionView = self
        invalidateLayoutEntirely()
    }

    /// Tells the layout everything is out of date, through `invalidateLayout(with:)` with
    /// `invalidateEverything` and `invalidateDataSourceCounts` set, as UIKit does "when you change
    /// the layout or data source object … and when you call the reloadData() method" (Apple:
    /// UICollectionViewLayoutInvalidationContext) — layouts that set insets up there rely on it.
    func invalidateLayoutEntirely() {
        guard currentLayout.collectionView === self, !invalidatingLayout else { return layoutWasInvalidated() }
        let context = currentLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidatingLayout = true
        currentLayout.invalidateLayout(with: context)
        invalidatingLayout = false
    }

    /// Whether the layout's `invalidateLayout(with:)` runs now: a bounds change it makes (an
    /// inset or offset it sets) only marks the layout for the next pass instead of invalidating
    /// it again from inside, which would never end.
    var invalidatingLayout = false

    /// The layout was invalidated: prepare it again at the next layout pass, then move the
    /// content by `offsetAdjustment`.
    func layoutWasInvalidated(offsetAdjustment: CGPoint = .zero) {
        layoutIsValid = false
        if offsetAdjustment.x.isFinite, offsetAdjustment.y.isFinite {
            pendingOffsetAdjustment.x += offsetAdjustment.x
            pendingOffsetAdjustment.y += offsetAdjustment.y
        }
        setNeedsLayout()
    }

    /// The bounds. Before a change (a scroll or a resize) the layout is asked
    /// `shouldInvalidateLayout(forBoundsChange:)` with the new bounds while `bounds` still
    /// holds the old ones, as UIKit asks it; true prepares it again at the next layout pass.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            // Only a layout attached to this view is asked (not while init sets the frame):
            // layouts commonly read `collectionView!` there.
            if newValue != super.bounds, currentLayout.collectionView === self {
                if invalidatingLayout {
                    layoutWasInvalidated()
                } else if currentLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                    invalidatingLayout = true
                    currentLayout.invalidateLayout(with: currentLayout.invalidationContext(forBoundsChange: newValue))
                    invalidatingLayout = false
                }
            }
            super.bounds = newValue
        }
    }

    // MARK: registration and dequeueing

    /// Registers the class the cells made for `identifier` are instances of; nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return cellQueue.unregister(identifier) }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            Diagnostics.warnOnce("UICollectionView: \(cellClass) is not a UICollectionViewCell subclass; not registered for \"\(identifier)\"")
            return
        }
        cellQueue.register(identifier) { type.init(reusableFrame: .zero) }
    }

    /// Registers the class of the supplementary views of `elementKind` made for `identifier`;
    /// nil unregisters.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        let key = Self.supplementaryIdentifier(elementKind, identifier)
        guard let viewClass else { return supplementaryQueue.unregister(key) }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            Diagnostics.warnOnce("UICollectionView: \(viewClass) is not a UICollectionReusableView subclass; not registered for \"\(identifier)\"")
            return
        }
        supplementaryQueue.register(key) { type.init(reusableFrame: .zero) }
    }

    static func supplementaryIdentifier(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    /// A cell for the item at `indexPath`: one that scrolled out of sight (after its
    /// `prepareForReuse()`), else a new instance of the class registered for `identifier`.
    /// UIKit raises an exception for an unregistered identifier; Strata prints why and returns
    /// a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let current = cellBeingReconfigured, current.path == indexPath { return current.cell }
        return dequeue(from: cellQueue, key: identifier, identifier: identifier, kind: nil, at: indexPath,
                       missing: "no cell class registered for reuse identifier \"\(identifier)\"; using a plain UICollectionViewCell") {
            UICollectionViewCell(frame: .zero)
        }
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or made as
    /// `dequeueReusableCell(withReuseIdentifier:for:)` does.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeue(from: supplementaryQueue, key: Self.supplementaryIdentifier(elementKind, identifier), identifier: identifier,
                kind: elementKind, at: indexPath,
                missing: "no \(elementKind) view registered for reuse identifier \"\(identifier)\"; using a plain view") {
            UICollectionReusableView(frame: .zero)
        }
    }

    /// A kept view (after its `prepareForReuse()`) or a new one of the class registered under
    /// `key`, else a plain one with a warning; it takes the attributes being applied when they
    /// are its own (same index path and element kind, nil for cells).
    private func dequeue<View: UICollectionReusableView>(from queue: ReusableViewQueue<View>, key: String, identifier: String,
                                                         kind: String?, at indexPath: IndexPath, missing: String,
                                                         plain: () -> View) -> View {
        let view: View
        if let (made, reused) = queue.dequeue(key) {
            view = made
            if reused { view.prepareForReuse() }
        } else {
            Diagnostics.warnOnce("UICollectionView: " + missing)
            view = plain()
        }
        view.reuseIdentifier = identifier
        if let attributes = attributesBeingDequeued, attributes.indexPath == indexPath,
           attributes.representedElementKind == kind { view.take(attributes) }
        return view
    }

    // MARK: data

    /// Forgets the counts and the visible elements and asks the data source again at the next
    /// layout pass. Selection is cleared, as in UIKit.
    open func reloadData() {
        needsReload = true
        interactiveMovement = nil
        selected.removeAll()
        for (path, cell) in visibleItems { retire(cell, at: path) }
        for (key, view) in visibleSupplementary { retire(view, key: key) }
        visibleItems.removeAll()
        visibleSupplementary.removeAll()
        invalidateLayoutEntirely()
    }

    /// The number of sections (asking the data source first if the counts are out of date).
    open var numberOfSections: Int {
        reloadCountsIfNeeded()
        return counts.count
    }

    /// The number of items in `section`; 0 for a section out of range.
    open func numberOfItems(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Lays out the visible elements: prepares the layout if it was invalidated, then shows
    /// the cells and supplementary views it places in the bounds, reusing those that left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        tile()
    }

    // MARK: touches (highlight and selection, UICollectionView+Selection.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchDown(touches)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchUp(touches, cancelled: false)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchUp(touches, cancelled: true)
        super.touchesCancelled(touches, with: event)
    }

    /// The layout's resting offset for a flick (Apple: UICollectionViewLayout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, velocity in
    /// points per second).
    override func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let target = currentLayout.targetContentOffset(forProposedContentOffset: proposed,
                                                       withScrollingVelocity: CGPoint(x: velocity.x * 1000, y: velocity.y * 1000))
        return target.x.isFinite && target.y.isFinite ? target : proposed
    }
}
