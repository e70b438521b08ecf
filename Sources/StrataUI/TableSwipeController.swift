import Foundation

/// Swipe actions on a table's rows (Apple: UITableViewDelegate
/// `trailingSwipeActionsConfigurationForRowAt` and `leadingSwipeActionsConfigurationForRowAt`):
/// a sideways drag on a row that has actions for that side slides the cell over and reveals
/// the action buttons beneath it. Released past half the buttons' width (or flicked) the row
/// stays open; swiped across most of the row, the first action runs (when the configuration
/// allows); otherwise it closes. A tap on a button runs its handler; a tap elsewhere, a
/// scroll or an update closes the row.
///
/// The table's scroll pan waits for this recognizer to fail, which it does at once for a
/// drag that is more vertical than sideways or on a row without actions.
final class TableSwipeController: NSObject, UIGestureRecognizerDelegate {
    weak var table: UITableView?
    let recognizer = UIPanGestureRecognizer()
    /// The open (or opening) row, its cell and how far the cell is moved.
    private(set) var path: IndexPath?
    private(set) weak var cell: UITableViewCell?
    private(set) var offset: CGFloat = 0
    private var configuration: UISwipeActionsConfiguration?
    private var trailing = true
    private var actionsView: UIView?
    private var openWidth: CGFloat = 0
    private var baseOffset: CGFloat = 0
    private var openedAtY: CGFloat = 0
    private var pending: (path: IndexPath, configuration: UISwipeActionsConfiguration, trailing: Bool)?

    init(table: UITableView) {
        self.table = table
        super.init()
        recognizer.delegate = self
        recognizer.addTarget { [weak self] r in if let pan = r as? UIPanGestureRecognizer { self?.handle(pan) } }
        table.addGestureRecognizer(recognizer)
        table.panGestureRecognizer.require(toFail: recognizer)
    }

    var isOpen: Bool { path != nil }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === recognizer, let table, let delegate = table.tableDelegate else { return true }
        let t = recognizer.translation(in: table)
        guard abs(t.x) > abs(t.y) else { return false }
        let location = recognizer.location(in: table)
        guard let row = table.indexPathForRow(at: CGPoint(x: location.x - t.x, y: location.y - t.y)) else { return false }
        if row == path, let configuration {
            pending = (row, configuration, trailing)
            return true
        }
        let towardTrailing = t.x < 0
        let found = towardTrailing ? delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: row)
                                   : delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: row)
        guard let found, !found.actions.isEmpty else { return false }
        pending = (row, found, towardTrailing)
        return true
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let table else { return }
        switch pan.state {
        case .began:
            guard let pending else { return }
            if pending.path != path {
                close(animated: true)
                open(pending.path, pending.configuration, trailing: pending.trailing)
                baseOffset = 0
            } else {
                baseOffset = offset
            }
        case .changed:
            guard isOpen else { return }
            let width = table.rowBand.width
            let x = baseOffset + pan.translation(in: table).x
            move(to: trailing ? min(max(x, -width), 0) : max(min(x, width), 0), animated: false)
        case .ended:
            guard isOpen, let configuration else { return }
            let v = pan.velocity(in: table).x, reach = abs(offset)
            if configuration.performsFirstActionWithFullSwipe, reach > table.rowBand.width * 0.6,
               let first = configuration.actions.first, let button = actionsView?.subviews.first {
                move(to: trailing ? -table.rowBand.width : table.rowBand.width, animated: true)
                perform(first, from: button)
            } else if reach > openWidth / 2 || (reach > 10 && (trailing ? v < -300 : v > 300)) {
                move(to: trailing ? -openWidth : openWidth, animated: true)
                openedAtY = table.contentOffset.y
            } else {
                close(animated: true)
            }
        case .cancelled, .failed:
            close(animated: true)
        case .possible:
            break
        }
        if pan.state != .began && pan.state != .changed { pending = nil }
    }

    private func open(_ row: IndexPath, _ configuration: UISwipeActionsConfiguration, trailing: Bool) {
        guard let table, let cell = table.shownCells[row] else { return }
        path = row
        self.cell = cell
        self.configuration = configuration
        self.trailing = trailing
        let rect = table.rowRect(row)
        let view = UIView(frame: rect)
        view.clipsToBounds = true
        var x: CGFloat = trailing ? rect.width : 0
        for action in configuration.actions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = action.backgroundColor
            let width = max(74, button.intrinsicContentSize.width + 30)
            if trailing { x -= width }
            button.frame = CGRect(x: x, y: 0, width: width, height: rect.height)
            if !trailing { x += width }
            button.addAction(UIAction { [weak self, weak button] _ in
                if let self, let button { self.perform(action, from: button) }
            }, for: .touchUpInside)
            view.addSubview(button)
        }
        openWidth = trailing ? rect.width - x : x
        UIView.performWithoutAnimation { table.insertSubview(view, belowSubview: cell) }
        actionsView = view
        openedAtY = table.contentOffset.y
    }

    private func move(to x: CGFloat, animated: Bool) {
        offset = x
        guard let table, let cell, let row = path else { return }
        let frame = table.rowRect(row).offsetBy(dx: x, dy: 0)
        if animated {
            UIView.animate(withDuration: UITableView.rowAnimationDuration) { cell.frame = frame }
        } else {
            UIView.performWithoutAnimation { cell.frame = frame }
        }
    }

    private func perform(_ action: UIContextualAction, from view: UIView) {
        action.handler(action, view) { [weak self] _ in self?.close(animated: true) }
    }

    /// Closes the open row, sliding its cell back when it is still shown.
    func close(animated: Bool) {
        guard isOpen else { return }
        let view = actionsView, cell = self.cell
        path = nil
        self.cell = nil
        configuration = nil
        actionsView = nil
        offset = 0
        guard let table, let cell, let row = table.indexPath(for: cell) else {
            view?.removeFromSuperview()
            return
        }
        let frame = table.rowRect(row)
        if animated {
            UIView.animate(withDuration: UITableView.rowAnimationDuration, animations: { cell.frame = frame },
                           completion: { _ in view?.removeFromSuperview() })
        } else {
            UIView.performWithoutAnimation { cell.frame = frame }
            view?.removeFromSuperview()
        }
    }

    /// Forgets the open row before a batch update, leaving its cell where it is for the
    /// update's animation to move.
    func dropForUpdate() {
        guard isOpen else { return }
        actionsView?.removeFromSuperview()
        path = nil
        cell = nil
        configuration = nil
        actionsView = nil
        offset = 0
    }

    /// Closes the open row when the table scrolled since it opened.
    func closeIfScrolled() {
        guard isOpen, let table, table.contentOffset.y != openedAtY, recognizer.state == .possible else { return }
        close(animated: true)
    }

    /// The cell's frame for `row`, moved by the swipe when it is the open one.
    func adjust(_ frame: CGRect, of cell: UITableViewCell, at row: IndexPath) -> CGRect {
        row == path && cell === self.cell ? frame.offsetBy(dx: offset, dy: 0) : frame
    }
}
