import Foundation
import StrataCore

/// Showing the elements the layout places in the visible bounds, and nothing else.
extension UICollectionView {
    /// The data source's counts, read again when out of date. Negative counts are read as 0
    /// (UIKit's behaviour is undefined for them), with a message.
    func reloadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        counts = fetchCounts()
        layoutIsValid = false
    }

    /// The counts the data source gives now, negative ones read as 0.
    func fetchCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            Diagnostics.warnOnce("UICollectionView: numberOfSections(in:) returned \(sections); using 0")
            sections = 0
        }
        return (0..<sections).map { section in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard items >= 0 else {
                Diagnostics.warnOnce("UICollectionView: collectionView(_:numberOfItemsInSection: \(section)) returned \(items); using 0")
                return 0
            }
            return items
        }
    }

    /// Prepares the layout when its data or its invalidation (a bounds change the layout
    /// asked for included) calls for it, and updates the content size.
    func prepareLayoutIfNeeded() {
        reloadCountsIfNeeded()
        // A layout that changes its own properties in prepare() (carousels set their insets
        // there) invalidates itself once; prepare it again, a bounded number of times.
        var passes = 0
        while !layoutIsValid, passes < 3 {
            layoutIsValid = true
            passes += 1
            currentLayout.prepare()
        }
        guard passes > 0 else { return }
        if pendingOffsetAdjustment != .zero {
            let adjustment = pendingOffsetAdjustment
            pendingOffsetAdjustment = .zero
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
        let size = currentLayout.collectionViewContentSize
        let finite = CGSize(width: size.width.isFinite ? max(size.width, 0) : 0,
                            height: size.height.isFinite ? max(size.height, 0) : 0)
        if contentSize != finite { contentSize = finite }
    }

    /// Whether `path` names an item the data source has.
    func isValidItem(_ path: IndexPath) -> Bool {
        path.count == 2 && counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.item)
    }

    /// The layout's attributes for the elements in `rect` that name existing elements and
    /// have finite geometry.
    func validAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        (currentLayout.layoutAttributesForElements(in: rect) ?? []).filter { a in
            let f = a.frame
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { return false }
            switch a.representedElementCategory {
            case .cell: return isValidItem(a.indexPath)
            case .supplementaryView: return a.representedElementKind != nil && counts.indices.contains(a.indexPath.section)
            case .decorationView: return a.representedElementKind.map { currentLayout.decorationViewClasses[$0] != nil } ?? false
            }
        }
    }

    /// Shows the elements the layout places in the bounds: those already shown take their new
    /// attributes, new ones come from the data source, and those no longer placed are retired
    /// to the reuse queues (not while an update animates them).
    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        prepareLayoutIfNeeded()
        guard dataSource != nil else { return }
        let placed = validAttributes(in: bounds)
        var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        var order: [UICollectionViewLayoutAttributes] = []
        for attributes in placed {
            if attributes.representedElementCategory == .cell {
                guard items[attributes.indexPath] == nil else { continue }
                items[attributes.indexPath] = attributes
            } else if let key = elementKey(for: attributes) {
                guard supplementary[key] == nil else { continue }
                supplementary[key] = attributes
            } else { continue }
            order.append(attributes)
        }
        // Retire first, so the cells coming into sight reuse the ones that left.
        if runningUpdateAnimations == 0 {
            for (path, cell) in visibleItems where items[path] == nil {
                visibleItems[path] = nil
                retire(cell, at: path)
            }
            for (key, view) in visibleSupplementary where supplementary[key] == nil {
                visibleSupplementary[key] = nil
                retire(view, key: key)
            }
        }
        for attributes in order {
            if attributes.representedElementCategory == .cell {
                if let cell = visibleItems[attributes.indexPath] {
                    // The cell being dragged stays under the finger.
                    if attributes.indexPath != interactiveMovement?.current { cell.take(attributes) }
                }
                else { show(cellFor: attributes) }
            } else if let key = elementKey(for: attributes) {
                if let view = visibleSupplementary[key] { view.take(attributes) }
                else { show(elementFor: attributes, key: key) }
            }
        }
    }

    /// Asks the data source for the cell of `attributes`' item and shows it there.
    @discardableResult
    func show(cellFor attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let path = attributes.indexPath
        attributesBeingDequeued = attributes
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        attributesBeingDequeued = nil
        guard !visibleItems.values.contains(where: { $0 === cell }) else {
            Diagnostics.warnOnce("UICollectionView: the data source returned a cell already shown for another item; item \(path) not shown")
            return nil
        }
        cell.take(attributes)
        cell.isSelected = selected.contains(path)
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        if cell.superview !== self { addSubview(cell) }
        visibleItems[path] = cell
        return cell
    }

    /// Asks the data source for the supplementary view of `attributes` and shows it there.
    @discardableResult
    func show(supplementaryFor attributes: UICollectionViewLayoutAttributes, key: SupplementaryKey) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        attributesBeingDequeued = attributes
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        attributesBeingDequeued = nil
        guard !visibleSupplementary.values.contains(where: { $0 === view }) else { return nil }
        view.take(attributes)
        collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        if view.superview !== self { addSubview(view) }
        visibleSupplementary[key] = view
        return view
    }

    /// Takes a cell off screen and keeps it for reuse.
    func retire(_ cell: UICollectionViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        cell.isHighlighted = false
        cell.takenAttributes = nil
        if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, identifier: identifier) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }

    /// Takes a supplementary or decoration view off screen and keeps it for reuse.
    func retire(_ view: UICollectionReusableView, key: SupplementaryKey) {
        view.removeFromSuperview()
        view.takenAttributes = nil
        if decorationKind(key) != nil { return supplementaryQueue.enqueue(view, identifier: key.kind) }
        if let identifier = view.reuseIdentifier {
            supplementaryQueue.enqueue(view, identifier: Self.supplementaryIdentifier(key.kind, identifier))
        }
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }

    /// The delegate, as a collection view delegate.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
}
