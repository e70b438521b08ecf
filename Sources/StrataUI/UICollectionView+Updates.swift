import Foundation
import StrataCore

/// Animated updates (Apple: "UICollectionView", "Inserting, moving, and deleting items";
/// "performBatchUpdates(_:completion:)"): the changes are checked against the data source's
/// new counts, the layout is prepared for them, and the cells animate — coming ones from
/// `initialLayoutAttributesForAppearingItem(at:)`, going ones to
/// `finalLayoutAttributesForDisappearingItem(at:)`, the others to their new attributes.
///
/// UIKit does not document the duration; Strata uses 0.3 s with UIView's default ease in-out,
/// the length of UIKit's other standard transitions (`setContentOffset(_:animated:)` here).
/// Where UIKit raises NSInternalInconsistencyException (counts that do not add up, paths out
/// of range), Strata prints the reason, reloads the data instead and passes `false` to the
/// completion.
extension UICollectionView {
    /// The length of the update and layout-change animations.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Makes the changes `updates` records (with the data source already changed) as one
    /// animation, then calls `completion` with true. Calls nested in `updates` join it.
    /// Before the first layout, or while a `reloadData()` is pending, there is nothing to
    /// animate from: the data is reloaded and `completion` runs at once with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdates != nil {
            updates?()
            if let completion { pendingCompletions.append(completion) }
            return
        }
        pendingUpdates = PendingCollectionUpdates()
        pendingCompletions = completion.map { [$0] } ?? []
        updates?()
        let recorded = pendingUpdates ?? PendingCollectionUpdates()
        let completions = pendingCompletions
        pendingUpdates = nil
        pendingCompletions = []
        let finish: (Bool) -> Void = { finished in for completion in completions { completion(finished) } }
        // Never shown yet, or no data: there is nothing on screen to animate from.
        guard !needsReload, dataSource != nil else {
            reloadData()
            return finish(true)
        }
        animate(recorded, completion: finish)
    }

    /// Inserts items at `indexPaths` (paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    /// Deletes the items at `indexPaths` (paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    /// Reloads the items at `indexPaths` (paths before the update): new cells cross-fade in.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    /// Moves the item at `indexPath` (before) to `newIndexPath` (after).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts the sections in `sections` (indexes after the update).
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes the sections in `sections` (indexes before the update).
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Moves section `section` (before) to `newSection` (after), with its items.
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }
    /// Reloads the sections in `sections`: their items cross-fade to new cells.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }

    /// Configures the visible cells of `indexPaths` again in place (Apple:
    /// `reconfigureItems(at:)`, iOS 15): the data source's `cellForItemAt` runs and its
    /// dequeue call hands back the cell already shown, so nothing is replaced or animated.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for path in indexPaths {
            guard let cell = visibleItems[path] else { continue }
            cellBeingReconfigured = (path, cell)
            _ = dataSource.collectionView(self, cellForItemAt: path)
            cellBeingReconfigured = nil
        }
    }

    /// Records a change in the open batch, or makes it a batch of its own.
    private func record(_ change: (inout PendingCollectionUpdates) -> Void) {
        if pendingUpdates != nil { return change(&pendingUpdates!) }
        withoutActuallyEscaping(change) { change in
            performBatchUpdates({ if self.pendingUpdates != nil { change(&self.pendingUpdates!) } })
        }
    }

    private func animate(_ updates: PendingCollectionUpdates, completion: @escaping (Bool) -> Void) {
        // No layout pass may tile while the update is set up (a cell's label committing a
        // transaction runs one): it would move appearing cells to their final attributes.
        let wasTiling = isTiling
        isTiling = true
        defer { isTiling = wasTiling }
        prepareLayoutIfNeeded()
        let newCounts = fetchCounts()
        var context: CollectionUpdateContext
        switch CollectionUpdateContext.make(updates, from: counts, to: newCounts) {
        case .failure(let error):
            inconsistentUpdateCount += 1
            Diagnostics.warnOnce("UICollectionView: invalid batch update: \(error). Reloading the data instead "
                  + "(UIKit raises NSInternalInconsistencyException here).")
            reloadData()
            return completion(false)
        case .success(let made):
            context = made
        }
        // Where everything on screen is now, by its old path.
        for (path, cell) in visibleItems {
            context.oldItemAttributes[path] = (currentLayout.layoutAttributesForItem(at: path)?.copy()
                as? UICollectionViewLayoutAttributes) ?? attributes(of: cell, at: path)
        }
        for key in visibleSupplementary.keys {
            context.oldSupplementaryAttributes[key] = layoutAttributes(for: key)?.copy() as? UICollectionViewLayoutAttributes
        }
        // The new state: counts, selection, the survivors' paths, the layout.
        counts = newCounts
        selected = selected.compactMap { context.deletedItems.contains($0) ? nil : context.oldToNew[$0] }
        highlightedItem = nil
        var leaving: [(UICollectionReusableView, () -> UICollectionViewLayoutAttributes?, () -> Void)] = []
        var survivors: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visibleItems {
            if !context.deletedItems.contains(old), let new = context.oldToNew[old] { survivors[new] = cell; continue }
            // Weak: the collection view may be let go of before its animation ends.
            leaving.append((cell, { [weak self] in self?.currentLayout.finalLayoutAttributesForDisappearingItem(at: old) },
                            { [weak self] in self?.retire(cell, at: old) }))
        }
        visibleItems = survivors
        var keptSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
        for (key, view) in visibleSupplementary {
            if let section = context.sectionMap[key.indexPath.section] {
                var moved = key
                moved.indexPath.section = section
                keptSupplementary[moved] = view
                continue
            }
            leaving.append((view, { [weak self] in
                self?.finalAttributes(for: key)
            }, { [weak self] in self?.retire(view, key: key) }))
        }
        visibleSupplementary = keptSupplementary
        currentLayout.updateContext = context
        currentLayout.prepare(forCollectionViewUpdates: updates.updateItems)
        currentLayout.invalidateLayout()
        prepareLayoutIfNeeded()
        animateToLayout(leaving: leaving) { [weak self] finished in
            self?.currentLayout.finalizeCollectionViewUpdates()
            completion(finished)
        }
    }

    /// Attributes standing for where `cell` is, for a layout that has none for its item.
    private func attributes(of cell: UICollectionViewCell, at path: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = currentLayout.attributesType.init(forCellWith: path)
        attributes.center = cell.center
        attributes.size = cell.bounds.size
        attributes.transform3D = cell.transform3D
        attributes.alpha = cell.alpha
        return attributes
    }

    /// Animates every element on screen to the current layout: cells and views new on screen
    /// start from the layout's appearing attributes, `leaving` ones go to their disappearing
    /// attributes and are retired at the end.
    func animateToLayout(leaving: [(UICollectionReusableView, () -> UICollectionViewLayoutAttributes?, () -> Void)],
                         completion: @escaping (Bool) -> Void) {
        runningUpdateAnimations += 1
        let wasTiling = isTiling
        isTiling = true
        defer { isTiling = wasTiling }
        var placed: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var placedSupplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in validAttributes(in: bounds) {
            if attributes.representedElementCategory == .cell { placed[attributes.indexPath] = attributes }
            else if let key = elementKey(for: attributes) { placedSupplementary[key] = attributes }
        }
        UIView.performWithoutAnimation {
            for (path, final) in placed where visibleItems[path] == nil {
                guard let cell = show(cellFor: final) else { continue }
                if let start = currentLayout.initialLayoutAttributesForAppearingItem(at: path) { cell.take(start) }
            }
            for (key, final) in placedSupplementary where visibleSupplementary[key] == nil {
                guard let view = show(elementFor: final, key: key) else { continue }
                if let start = initialAttributes(for: key) { view.take(start) }
            }
        }
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (path, cell) in self.visibleItems where path != self.interactiveMovement?.current {
                if let final = placed[path] ?? self.currentLayout.layoutAttributesForItem(at: path) { cell.take(final) }
            }
            for (key, view) in self.visibleSupplementary {
                if let final = placedSupplementary[key]
                    ?? self.layoutAttributes(for: key) { view.take(final) }
            }
            for (view, end, _) in leaving { if let final = end() { view.take(final) } }
        }, completion: { [weak self] finished in
            for (_, _, retire) in leaving { retire() }
            guard let self else { return completion(finished) }
            self.runningUpdateAnimations -= 1
            if self.runningUpdateAnimations == 0 { self.currentLayout.updateContext = nil }
            self.setNeedsLayout()
            completion(finished)
        })
    }

    /// Changes the layout, animating the cells to the new layout's attributes when `animated`
    /// (0.3 s), then calls `completion`: what `setCollectionViewLayout(_:animated:completion:)` does.
    func changeLayout(to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard layout !== currentLayout else { completion?(true); return }
        let old = currentLayout
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        if old.collectionView === self { old.collectionView = nil }
        currentLayout = layout
        adopt(layout)
        prepareLayoutIfNeeded()
        let proposed = CGPoint(x: min(max(contentOffset.x, horizontalRange.lowerBound), horizontalRange.upperBound),
                               y: min(max(contentOffset.y, verticalRange.lowerBound), verticalRange.upperBound))
        let target = layout.targetContentOffset(forProposedContentOffset: proposed)
        let cells = visibleItems.values
        for cell in cells { cell.willTransition(from: old, to: layout) }
        let done: (Bool) -> Void = { [weak self] finished in
            for cell in cells { cell.didTransition(from: old, to: layout) }
            self?.currentLayout.finalizeLayoutTransition()
            completion?(finished)
        }
        guard animated, needsReload == false, dataSource != nil else {
            contentOffset = target
            setNeedsLayout()
            return done(true)
        }
        UIView.performWithoutAnimation { self.contentOffset = target }
        animateToLayout(leaving: [], completion: done)
    }
}
