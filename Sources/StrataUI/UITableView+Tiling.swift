import Foundation
import StrataCore

/// Keeping cells, headers and footers for exactly what is in sight as the table scrolls.
extension UITableView {
    /// Loads the data if needed, then gives every row in sight a cell (asking the data
    /// source for the new ones and keeping the ones that left to be reused) and places the
    /// section headers and footers and the table's header and footer views.
    func layOutTable() {
        // Not again from inside itself (a cell's setup can commit a transaction, whose
        // layout pass would come back here) nor while a batch update prepares its cells.
        guard !isPreparingUpdate else { return }
        isPreparingUpdate = true
        defer { isPreparingUpdate = false }
        loadIfNeeded()
        if measuredWidth != bounds.width {
            // Auto Layout heights depend on the width: measure again at the new one.
            measuredWidth = bounds.width
            if !measuredHeights.isEmpty {
                measuredHeights = [:]
                rebuildGeometry()
                for (path, cell) in shownCells { _ = measure(cell, at: path) }
                geometry.layOut()
            }
        }
        if contentSize.width != bounds.width || contentSize.height != geometry.contentHeight { updateContentSize() }
        swipe?.closeIfScrolled()
        tile()
        if deferredReload {
            deferredReload = false
            reloadTable()
            tile()
        }
    }

    func tile() {
        backgroundView?.frame = bounds
        // Self-sizing rows measured on arrival change the layout; a few passes settle it.
        for _ in 0..<8 {
            let paths = geometry.rows(from: bounds.minY, to: bounds.maxY)
            let wanted = Set(paths)
            for (path, cell) in shownCells where !wanted.contains(path) {
                shownCells[path] = nil
                retire(cell, at: path)
            }
            var resized = false
            for path in paths where shownCells[path] == nil {
                guard let cell = makeCell(at: path) else { continue }
                shownCells[path] = cell
                if measure(cell, at: path) { resized = true }
            }
            guard resized else { break }
            geometry.layOut()
            updateContentSize()
        }
        for (path, cell) in shownCells { place(cell, at: path) }
        tileSupplements()
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeader)
        tableFooterView?.frame = CGRect(x: 0, y: geometry.contentHeight - geometry.tableFooter,
                                        width: bounds.width, height: geometry.tableFooter)
        prefetchAroundVisibleRows()
    }

    /// A cell from the data source for `path`, set up and added (not yet placed).
    func makeCell(at path: IndexPath) -> UITableViewCell? {
        guard let source = dataSource else { return nil }
        let cell = source.tableView(self, cellForRowAt: path)
        UIView.performWithoutAnimation {
            cell.frame = rowRect(path)
            cell.alpha = 1
            cell.setSelected(selectedPaths.contains(path), animated: false)
            cell.setEditing(isEditing, animated: false)
            cell.layer.removeAllAnimations()
        }
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    /// The row's rectangle from the current layout (no loading).
    func rowRect(_ path: IndexPath) -> CGRect {
        guard let row = geometry.row(path) else { return .zero }
        let band = rowBand
        return CGRect(x: band.x, y: row.top, width: band.width, height: row.height)
    }

    /// Measures a self-sizing row's cell by Auto Layout; true when the row's height changed.
    func measure(_ cell: UITableViewCell, at path: IndexPath) -> Bool {
        guard geometry.contains(path), isSelfSizing(path) else { return false }
        let height = fittingHeight(of: cell)
        measuredHeights[path] = height
        guard geometry.sections[path.section].rowHeights[path.row] != height else { return false }
        geometry.sections[path.section].rowHeights[path.row] = height
        return true
    }

    /// A cell's height from its content view's constraints at the row's width; for a cell
    /// showing a content configuration, its content view's fitting height (at least 44
    /// points, UIKit's minimum for list rows); 44 points for a cell with neither.
    func fittingHeight(of cell: UITableViewCell) -> CGFloat {
        let accessory = cell.accessoryView?.frame.width.advanced(by: UITableViewCell.contentMargin + 8)
            ?? (cell.accessoryType == .none ? 0 : UITableViewCell.accessoryWidth)
        let width = max(rowBand.width - accessory, 0)
        // Through the cell's own method, as UIKit sizes self-sizing rows: a cell subclass's
        // override of systemLayoutSizeFitting decides its row's height.
        let size = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        return size.height.isFinite && size.height > 0 ? size.height : Self.standardRowHeight
    }

    /// Puts the cell at its row and gives it the table's separator settings.
    func place(_ cell: UITableViewCell, at path: IndexPath) {
        let rect = swipe?.adjust(rowRect(path), of: cell, at: path) ?? rowRect(path)
        if cell.frame != rect { cell.frame = rect }
        let lastInSection = path.row == geometry.rowCount(path.section) - 1
        // No CATransaction here: an explicit commit inside an animation block runs the
        // layout pass, which would place the other cells without animation.
        cell.tableSeparatorInset = separatorInset
        cell.separatorLayer.isHidden = separatorStyle == .none || (style != .plain && lastInSection)
        cell.separatorLayer.backgroundColor = separatorColor?.cgColor
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if path.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if lastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
        }
        cell.setNeedsLayout()
    }

    /// Takes a cell out of the table: tells the delegate and keeps it for reuse.
    func retire(_ cell: UITableViewCell, at path: IndexPath?) {
        cell.removeFromSuperview()
        cell.layer.removeAllAnimations()
        if let path { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path) }
        if let identifier = cell.reuseIdentifier { cellQueue.enqueue(cell, identifier: identifier) }
    }

    // MARK: headers and footers

    func tileSupplements() {
        let range = geometry.sections(from: bounds.minY, to: bounds.maxY)
        for (s, view) in shownHeaders where !range.contains(s) || geometry.sections[s].header <= 0 {
            shownHeaders[s] = nil
            retireSupplement(view)
        }
        for (s, view) in shownFooters where !range.contains(s) || geometry.sections[s].footer <= 0 {
            shownFooters[s] = nil
            retireSupplement(view)
        }
        for s in range {
            let section = geometry.sections[s]
            if section.header > 0, let view = shownHeaders[s] ?? makeSupplement(s, header: true) {
                shownHeaders[s] = view
                let frame = headerFrame(s)
                if view.frame != frame { view.frame = frame }
                bringSubviewToFront(view)
            }
            if section.footer > 0, let view = shownFooters[s] ?? makeSupplement(s, header: false) {
                shownFooters[s] = view
                let frame = footerFrame(s)
                if view.frame != frame { view.frame = frame }
                if style == .plain { bringSubviewToFront(view) }
            }
        }
    }

    /// Where a header shows: in plain tables it sticks to the top of the visible area while
    /// its section is in sight, pushed up by the section's end (Apple: plain-style headers float).
    func headerFrame(_ s: Int) -> CGRect {
        let section = geometry.sections[s]
        let top = section.top + section.headerPadding, height = section.header - section.headerPadding
        var y = top
        if style == .plain {
            let pinned = bounds.minY + adjustedContentInset.top
            y = max(top, min(pinned, section.rowsBottom - height))
        }
        return CGRect(x: supplementBand.x, y: y, width: supplementBand.width, height: height)
    }

    /// Headers and footers span the table, or the rows' inset band in `.insetGrouped`
    /// (so their titles line up with the rows' text).
    private var supplementBand: (x: CGFloat, width: CGFloat) {
        style == .insetGrouped ? rowBand : (0, bounds.width)
    }

    /// Where a footer shows: in plain tables it sticks to the bottom of the visible area
    /// while its section is in sight, held below the section's header.
    func footerFrame(_ s: Int) -> CGRect {
        let section = geometry.sections[s]
        var y = section.rowsBottom
        if style == .plain {
            let pinned = bounds.maxY - adjustedContentInset.bottom - section.footer
            y = min(section.rowsBottom, max(pinned, section.rowsTop))
        }
        return CGRect(x: supplementBand.x, y: y, width: supplementBand.width, height: section.footer)
    }

    private func makeSupplement(_ s: Int, header: Bool) -> UIView? {
        let custom = header ? tableDelegate?.tableView(self, viewForHeaderInSection: s)
                            : tableDelegate?.tableView(self, viewForFooterInSection: s)
        var view = custom
        if view == nil, let title = header ? dataSource?.tableView(self, titleForHeaderInSection: s)
                                           : dataSource?.tableView(self, titleForFooterInSection: s) {
            view = titleView(title, header: header)
        }
        guard let view else { return nil }
        UIView.performWithoutAnimation {
            view.frame = header ? headerFrame(s) : footerFrame(s)
        }
        addSubview(view)
        return view
    }

    /// The standard view showing a section's title.
    private func titleView(_ title: String, header: Bool) -> UITableViewHeaderFooterView {
        let identifier = "Strata.TableSectionTitle"
        if !headerFooterQueue.isRegistered(identifier) {
            headerFooterQueue.register(identifier) { UITableViewHeaderFooterView(reuseIdentifier: identifier) }
        }
        let view = headerFooterQueue.dequeue(identifier)!.view
        view.prepareForReuse()
        view.textLabel?.text = title
        if style == .plain && header {
            view.backgroundColor = .systemGray6
            view.textLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
            view.textLabel?.textColor = .label
        } else {
            view.backgroundColor = nil
        }
        return view
    }

    func retireSupplement(_ view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterQueue.enqueue(reusable, identifier: identifier)
        }
    }
}
