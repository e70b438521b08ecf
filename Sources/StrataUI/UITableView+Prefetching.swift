import Foundation

/// Announcing rows before they scroll into sight. UIKit does not document how far ahead it
/// looks; Strata announces the rows within one table height above and below the visible
/// ones, once each, and cancels those that leave that band without having shown.
extension UITableView {
    func prefetchAroundVisibleRows() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource, bounds.height > 0 else {
            prefetchedPaths = []
            prefetchSeenPaths = []
            return
        }
        let band = Set(geometry.rows(from: bounds.minY - bounds.height, to: bounds.maxY + bounds.height))
        let shown = Set(shownCells.keys)
        // Rows that showed need no notice while they stay near; those announced and now shown
        // were used.
        prefetchSeenPaths = prefetchSeenPaths.union(shown).intersection(band.union(shown))
        prefetchedPaths.subtract(shown)
        let cancelled = prefetchedPaths.subtracting(band)
        prefetchedPaths.subtract(cancelled)
        let announced = band.subtracting(shown).subtracting(prefetchedPaths).subtracting(prefetchSeenPaths)
        prefetchedPaths.formUnion(announced)
        if !cancelled.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancelled.sorted()) }
        if !announced.isEmpty { prefetcher.tableView(self, prefetchRowsAt: announced.sorted()) }
    }
}
