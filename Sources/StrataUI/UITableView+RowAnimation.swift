import Foundation

/// The animation of a batch update: every cell in sight before or after moves from where its
/// row was to where it is, inserted rows come in and deleted or reloaded ones go out with
/// their `RowAnimation`, all in one `UIView` animation of `rowAnimationDuration`.
extension UITableView {
    func animateRows(from old: TableGeometry, with updates: TableUpdates, completions: [(Bool) -> Void]) {
        // Making cells can commit a transaction (a label's text does), whose layout pass would
        // tile the table mid-way; the table lays itself out here instead.
        isPreparingUpdate = true
        defer { isPreparingUpdate = false }
        let before = shownCells
        shownCells = [:]
        var kept: [IndexPath: UITableViewCell] = [:]
        var leaving: [(cell: UITableViewCell, path: IndexPath, animation: RowAnimation)] = []
        for (path, cell) in before {
            let replaced = updates.reloadedRows[path]
            if replaced == nil, let n = updates.newPath(forOld: path) {
                kept[n] = cell
            } else {
                let animation = replaced ?? updates.deletedRows[path] ?? updates.deletedSections[path.section] ?? .automatic
                leaving.append((cell, path, animation))
            }
        }
        // Rows that size themselves are measured again: their content may have changed.
        for (path, cell) in kept where isSelfSizing(path) {
            measuredHeights[path] = nil
            _ = measure(cell, at: path)
        }
        geometry.layOut()
        updateContentSize()

        let range = verticalRange
        let targetY = min(max(contentOffset.y, range.lowerBound), range.upperBound)
        let newRows = geometry.rows(from: targetY, to: targetY + bounds.height)
        var arriving: [(cell: UITableViewCell, path: IndexPath, start: CGRect, alpha: CGFloat)] = []
        for path in newRows where kept[path] == nil {
            guard let cell = makeCell(at: path) else { continue }
            if measure(cell, at: path) { geometry.layOut(); updateContentSize() }
            shownCells[path] = cell
            let final = rowRect(path)
            if let animation = updates.insertedRows[path] ?? updates.insertedSections[path.section]
                ?? updates.oldPath(forNew: path).flatMap({ updates.reloadedRows[$0] }) {
                let effect = rowEffect(animation, final)
                arriving.append((cell, path, effect.frame, effect.alpha))
                if animation == .top || animation == .bottom || animation == .middle { sendCellToBack(cell) }
            } else if let o = updates.oldPath(forNew: path), let row = old.row(o) {
                let band = rowBand
                arriving.append((cell, path, CGRect(x: band.x, y: row.top, width: band.width, height: row.height), 1))
            }
        }
        let newSet = Set(newRows)
        var departing: [(cell: UITableViewCell, path: IndexPath)] = []
        for (path, cell) in kept {
            if newSet.contains(path) { shownCells[path] = cell } else { departing.append((cell, path)) }
        }
        var sectionViewsLeaving: [UIView] = []
        shownHeaders = remapSectionViews(shownHeaders, updates, leaving: &sectionViewsLeaving)
        shownFooters = remapSectionViews(shownFooters, updates, leaving: &sectionViewsLeaving)

        UIView.performWithoutAnimation {
            for item in arriving {
                item.cell.frame = item.start
                item.cell.alpha = item.alpha
                item.cell.layoutIfNeeded()
            }
        }
        var animatedOut: [(cell: UITableViewCell, path: IndexPath, end: (frame: CGRect, alpha: CGFloat))] = []
        for item in leaving {
            if item.animation == .none {
                retire(item.cell, at: item.path)
            } else {
                animatedOut.append((item.cell, item.path, rowEffect(item.animation, item.cell.frame)))
                leavingCells.append(item.cell)
                if [.top, .bottom, .middle].contains(item.animation) { sendCellToBack(item.cell) }
            }
        }

        isPreparingUpdate = false
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [], animations: {
            if targetY != self.contentOffset.y { self.contentOffset = CGPoint(x: self.contentOffset.x, y: targetY) }
            for (path, cell) in self.shownCells {
                self.place(cell, at: path)
                cell.alpha = 1
                cell.layoutIfNeeded()
            }
            for item in departing { item.cell.frame = self.rowRect(item.path) }
            for item in animatedOut {
                item.cell.frame = item.end.frame
                item.cell.alpha = item.end.alpha
            }
            for view in sectionViewsLeaving { view.alpha = 0 }
            self.tileSupplements()
            self.tableHeaderView?.frame = CGRect(x: 0, y: 0, width: self.bounds.width, height: self.geometry.tableHeader)
            self.tableFooterView?.frame = CGRect(x: 0, y: self.geometry.contentHeight - self.geometry.tableFooter,
                                                 width: self.bounds.width, height: self.geometry.tableFooter)
        }, completion: { finished in
            for item in animatedOut {
                self.leavingCells.removeAll { $0 === item.cell }
                self.retire(item.cell, at: item.path)
                UIView.performWithoutAnimation { item.cell.alpha = 1 }
            }
            for item in departing where self.shownCells[item.path] !== item.cell { self.retire(item.cell, at: item.path) }
            for view in sectionViewsLeaving {
                self.retireSupplement(view)
                UIView.performWithoutAnimation { view.alpha = 1 }
            }
            self.setNeedsLayout()
            completions.forEach { $0(finished) }
        })
    }

    /// Where a row that comes or goes with `animation` starts or ends, and its alpha there.
    func rowEffect(_ animation: RowAnimation, _ rect: CGRect) -> (frame: CGRect, alpha: CGFloat) {
        switch animation {
        case .fade, .automatic: return (rect, 0)
        case .right: return (rect.offsetBy(dx: bounds.width, dy: 0), 1)
        case .left: return (rect.offsetBy(dx: -bounds.width, dy: 0), 1)
        case .top: return (rect.offsetBy(dx: 0, dy: -rect.height), 1)
        case .bottom: return (rect.offsetBy(dx: 0, dy: rect.height), 1)
        case .middle: return (CGRect(x: rect.minX, y: rect.midY, width: rect.width, height: 0), 1)
        case .none: return (rect, 1)
        }
    }

    /// Rows sliding under their neighbours go behind the other cells.
    private func sendCellToBack(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        insertSubview(cell, at: backgroundView == nil ? 0 : 1)
    }

    /// Header or footer views keyed by their sections after the batch; those of deleted
    /// sections are collected to fade out.
    private func remapSectionViews(_ views: [Int: UIView], _ updates: TableUpdates, leaving: inout [UIView]) -> [Int: UIView] {
        var result: [Int: UIView] = [:]
        for (s, view) in views {
            if let n = updates.newSection(forOld: s), geometry.sections.indices.contains(n) { result[n] = view } else { leaving.append(view) }
        }
        return result
    }
}
