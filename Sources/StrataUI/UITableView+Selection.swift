import Foundation

/// Selecting rows, by code and by tap, and scrolling to rows.
extension UITableView {
    /// The selected row (the first, with several), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.sorted().first }

    /// The selected rows in order, or nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths.sorted() }

    /// Selects the row (deselecting the others unless `allowsMultipleSelection`) and scrolls
    /// it to `scrollPosition` (`.none`: no scrolling). Does not call the delegate, as UIKit's.
    /// Nil deselects every row; a path out of range is ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        guard geometry.contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        shownCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row, without calling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        shownCells[indexPath]?.setSelected(false, animated: animated)
    }

    /// Scrolls so the row shows at `scrollPosition` (`.none`: the least scrolling that shows
    /// it whole), within the scrollable range. A path out of range is ignored.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard geometry.contains(indexPath) else { return }
        let row = rowRect(indexPath)
        let inset = adjustedContentInset
        let visible = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - inset.top - visible / 2
        case .bottom: y = row.maxY - inset.top - visible
        case .none:
            y = contentOffset.y
            if row.maxY > y + inset.top + visible { y = row.maxY - inset.top - visible }
            if row.minY < y + inset.top { y = row.minY - inset.top }
        }
        let range = verticalRange
        y = min(max(y, range.lowerBound), range.upperBound)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Scrolls the selected row to `scrollPosition`.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let path = indexPathForSelectedRow { scrollToRow(at: path, at: scrollPosition, animated: animated) }
    }

    // MARK: touches

    var selectsByTouch: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection
    }

    /// A touch on a row highlights it (if the delegate agrees).
    func tableTouchesBegan(_ touches: Set<UITouch>) {
        // A touch while a row shows its swipe actions closes it and selects nothing.
        if let swipe, swipe.isOpen {
            swipe.close(animated: true)
            return
        }
        guard selectsByTouch, let touch = touches.first, let path = indexPathForRow(at: touch.location(in: self)) else { return }
        touchedPath = path
        if tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true {
            shownCells[path]?.setHighlighted(true, animated: false)
            tableDelegate?.tableView(self, didHighlightRowAt: path)
        }
    }

    /// A touch that leaves its row no longer selects it.
    func tableTouchesMoved(_ touches: Set<UITouch>) {
        guard let path = touchedPath, let touch = touches.first else { return }
        if indexPathForRow(at: touch.location(in: self)) != path { endTouch() }
    }

    /// A touch lifted on the row it began on selects it, calling the delegate in UIKit's
    /// order: `willSelectRowAt`, then for the row it replaces `willDeselectRowAt` and
    /// `didDeselectRowAt`, then `didSelectRowAt`. With `allowsMultipleSelection` a tap on a
    /// selected row deselects it.
    func tableTouchesEnded(_ touches: Set<UITouch>) {
        guard let path = touchedPath else { return }
        endTouch()
        guard geometry.contains(path) else { return }
        // A tap on a detail (info) accessory reports the accessory instead of selecting.
        if let cell = shownCells[path], cell.accessoryView == nil,
           cell.accessoryType == .detailButton || cell.accessoryType == .detailDisclosureButton,
           let touch = touches.first, cell.accessoryMark.bounds.contains(touch.location(in: cell.accessoryMark)) {
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: path)
            return
        }
        if (isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection), selectedPaths.contains(path) {
            userDeselect(path)
        } else {
            userSelect(path)
        }
    }

    /// A cancelled touch (a scroll began) selects nothing.
    func tableTouchesCancelled(_ touches: Set<UITouch>) { endTouch() }

    private func endTouch() {
        if let path = touchedPath, let cell = shownCells[path], cell.isHighlighted {
            cell.setHighlighted(false, animated: false)
            tableDelegate?.tableView(self, didUnhighlightRowAt: path)
        }
        touchedPath = nil
    }

    private func userSelect(_ path: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: path) }) ?? path, geometry.contains(target) else { return }
        if !(isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection) {
            for old in selectedPaths where old != target { userDeselect(old) }
        }
        if !selectedPaths.contains(target) { selectedPaths.append(target) }
        shownCells[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ path: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: path) }) ?? path else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
