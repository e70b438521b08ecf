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
}
