import Foundation

/// Inserting, deleting, reloading and moving rows and sections, alone or in batches (Apple:
/// UITableView, "Inserting, deleting, and moving rows and sections").
extension UITableView {
    /// Starts a batch: the changes until the matching `endUpdates()` animate together.
    /// Pairs may nest; the outermost `endUpdates()` applies them.
    public func beginUpdates() {
        updateDepth += 1
    }

    /// Ends a batch. At the outermost one the table asks the data source for the new counts
    /// and the delegate for every height, then animates: inserted rows come in, deleted rows
    /// go out, the others move to their new places. With no changes it just animates height
    /// changes (the idiom for expanding a row). Counts that do not add up reload without
    /// animation and print why.
    public func endUpdates() {
        guard updateDepth > 0 else {
            Diagnostics.warnOnce("UITableView.endUpdates() called without beginUpdates(); ignored")
            return
        }
        updateDepth -= 1
        if updateDepth == 0 { applyUpdates() }
    }

    /// Makes the changes in `updates` as one animated batch, then calls `completion` with
    /// whether the animations ran to the end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { batchCompletions.append(completion) }
        endUpdates()
    }

    /// Inserts rows at `indexPaths` (as they are after the batch).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for path in indexPaths { $0.insertedRows[path] = animation } }
    }

    /// Deletes the rows at `indexPaths` (as they are before the batch).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for path in indexPaths { $0.deletedRows[path] = animation } }
    }

    /// Replaces the cells of the rows at `indexPaths` with new ones from the data source.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for path in indexPaths { $0.reloadedRows[path] = animation } }
    }

    /// Moves a row; its cell slides to the new place.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves[indexPath] = newIndexPath }
    }

    /// Inserts the sections (indexes as after the batch).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for s in sections { $0.insertedSections[s] = animation } }
    }

    /// Deletes the sections (indexes as before the batch).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for s in sections { $0.deletedSections[s] = animation } }
    }

    /// Moves a section. Strata animates it as the section fading out at its old place and
    /// in at the new one (UIKit slides its rows).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record {
            $0.deletedSections[section] = .fade
            $0.insertedSections[newSection] = .fade
        }
    }

    /// Reloads the sections: their rows are replaced, and may change in number.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for s in sections { $0.reloadedSections[s] = animation } }
    }

    /// Notes one change; outside a batch it is applied at once, as a batch of its own.
    private func record(_ change: (inout TableUpdates) -> Void) {
        change(&pendingUpdates)
        if updateDepth == 0 { applyUpdates() }
    }

    private func applyUpdates() {
        var updates = pendingUpdates
        pendingUpdates = TableUpdates()
        let completions = batchCompletions
        batchCompletions = []
        // Changes made from inside the table's own layout (a delegate deleting rows in
        // willDisplay) cannot animate from a half-built state: the table reloads when the
        // layout ends.
        if isPreparingUpdate {
            Diagnostics.warnOnce("UITableView: rows changed from inside the table's layout (cellForRowAt, willDisplay, a height); reloading instead of animating")
            deferredReload = true
            setNeedsLayout()
            completions.forEach { $0(false) }
            return
        }
        // A table never loaded has nothing to animate: its first layout shows the new data.
        guard !needsReload else {
            completions.forEach { $0(true) }
            return
        }
        updates.resolveSectionReloads()
        let oldCounts = geometry.sections.map(\.rowHeights.count)
        let newCounts = queryCounts()
        if let problem = updates.problem(old: oldCounts, new: newCounts) {
            Diagnostics.warnOnce("UITableView: invalid batch update: \(problem). UIKit raises NSInternalInconsistencyException here; "
                  + "Strata reloads the table without animation instead.")
            inconsistentBatches += 1
            reloadData()
            completions.forEach { $0(false) }
            return
        }
        swipe?.dropForUpdate()
        // Announced rows are renumbered by the batch: start the notices afresh.
        prefetchedPaths = []
        prefetchSeenPaths = []
        let old = geometry
        var heights: [IndexPath: CGFloat] = [:]
        for (path, h) in measuredHeights { if let n = updates.newPath(forOld: path) { heights[n] = h } }
        measuredHeights = heights
        selectedPaths = selectedPaths.compactMap { updates.newPath(forOld: $0) }
        rebuildGeometry(counts: newCounts)
        animateRows(from: old, with: updates, completions: completions)
    }
}
