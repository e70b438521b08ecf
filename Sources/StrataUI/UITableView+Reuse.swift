import Foundation

/// Registering cell and header-footer classes and dequeueing reusable views (Apple:
/// UITableView, "Creating table view cells").
extension UITableView {
    /// Registers `cellClass` (a UITableViewCell subclass) to make cells for `identifier`;
    /// nil unregisters it. A class that is not a cell is ignored with a message.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { cellQueue.unregister(identifier); return }
        guard let type = cellClass as? UITableViewCell.Type else {
            Diagnostics.warnOnce("UITableView.register: \(cellClass) is not a UITableViewCell subclass; ignored")
            return
        }
        cellQueue.register(identifier) { type.init(registeredWithReuseIdentifier: identifier) }
    }

    /// Registers `aClass` (a UITableViewHeaderFooterView subclass) for `identifier`; nil
    /// unregisters it.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { headerFooterQueue.unregister(identifier); return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            Diagnostics.warnOnce("UITableView.register: \(aClass) is not a UITableViewHeaderFooterView subclass; ignored")
            return
        }
        headerFooterQueue.register(identifier) { type.init(registeredWithReuseIdentifier: identifier) }
    }

    /// A cell kept for reuse under `identifier` (after `prepareForReuse()`), else a new one
    /// of the registered class, else nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        // While `reconfigureRows(at:)` asks for a row, its own cell comes back as it is.
        if let (_, cell) = reconfiguring, cell.reuseIdentifier == identifier { return cell }
        guard let (cell, reused) = cellQueue.dequeue(identifier) else { return nil }
        if reused { cell.prepareForReuse() }
        return cell
    }

    /// A cell for `indexPath`: reused or newly made from the class registered for
    /// `identifier`, sized to the row. Apple raises when nothing is registered; Strata prints
    /// a message and returns a `.default` cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? {
            Diagnostics.warnOnce("UITableView: no class registered for the cell reuse identifier \"\(identifier)\"; using a UITableViewCell")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }()
        let rect = rowRect(indexPath)
        if rect != .zero { UIView.performWithoutAnimation { cell.frame = rect } }
        return cell
    }

    /// A header or footer view kept under `identifier` or made from its registered class;
    /// nil when neither.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, reused) = headerFooterQueue.dequeue(identifier) else { return nil }
        if reused { view.prepareForReuse() }
        return view
    }

    /// Asks the data source again for the rows' cells, handing it each row's current cell
    /// from `dequeueReusableCell` (without `prepareForReuse()`), so the cells are updated in
    /// place rather than replaced (Apple: reconfigureRows(at:), iOS 15). Rows out of sight
    /// have nothing to update; their next cell is made as usual.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard !needsReload, let source = dataSource else { return }
        var resized = false
        for path in indexPaths {
            guard let cell = shownCells[path] else { continue }
            reconfiguring = (path, cell)
            let returned = source.tableView(self, cellForRowAt: path)
            reconfiguring = nil
            if returned !== cell {
                // The data source made another cell after all: it replaces the old one.
                retire(cell, at: path)
                shownCells[path] = returned
                if returned.superview !== self { insertSubview(returned, at: backgroundView == nil ? 0 : 1) }
                tableDelegate?.tableView(self, willDisplay: returned, forRowAt: path)
            }
            if measure(returned, at: path) { resized = true }
        }
        if resized {
            geometry.layOut()
            updateContentSize()
        }
        setNeedsLayout()
    }
}
