import Foundation
import StrataCore

/// One component of a picker view: a vertical scroll view of rows whose selected row sits in
/// the middle. Only the rows in sight have views (so "endless" wheels of thousands of rows
/// cost nothing); rows fade with their distance from the middle. A drag coasts as a scroll
/// view does (at a rate between `.normal` and `.fast`) but comes to rest on a row (the release's resting offset is moved to the
/// nearest row); a tap on a row turns the wheel to it. Resting after the user's drag or tap
/// on a row other than the selected one tells the picker.
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    weak var picker: UIPickerView?
    var component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight: CGFloat = UIPickerView.standardRowHeight
    /// The selected row; -1 when the component has no rows.
    var selectedRow = -1
    private var shown: [Int: UIView] = [:]
    private var spare: [UIView] = []
    /// Whether the motion under way is the user's (a drag or a tap), so its end is reported.
    private var userMoved = false

    init(component: Int) {
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        clipsToBounds = true
        // Between the scroll view's two rates (UIKit does not document the picker's): a flick
        // at 2 points/ms coasts about 400 points (12 rows), and a snap settles within a second.
        decelerationRate = Self.wheelRate
    }

    static let wheelRate = UIScrollView.DecelerationRate(rawValue: 0.995)

    required init?(coder: NSCoder) {
        component = 0
        super.init(coder: coder)
    }

    /// Empty space above the first row and below the last, so that either can be centred.
    private var endInset: CGFloat { max(0, (bounds.height - rowHeight) / 2) }

    func offset(for row: Int) -> CGFloat { CGFloat(max(row, 0)) * rowHeight - endInset }

    /// The row nearest the middle at `offset`.
    func row(at offset: CGFloat) -> Int {
        guard rowCount > 0, offset.isFinite else { return -1 }
        return Int(saturating: (offset + endInset) / rowHeight, rounding: .toNearestOrAwayFromZero, in: 0...(rowCount - 1))
    }

    /// New rows: every row view is asked for again.
    func reload(rows: Int, rowHeight height: CGFloat) {
        rowCount = rows
        rowHeight = height
        for view in shown.values { view.removeFromSuperview() }
        shown = [:]
        spare = []
        selectedRow = rows == 0 ? -1 : min(max(selectedRow, 0), rows - 1)
        placeGeometry()
    }

    /// The content size and end insets for the current bounds; the selected row centred
    /// unless the wheel is moving.
    func placeGeometry() {
        UIView.performWithoutAnimation {
            contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
            contentInset = UIEdgeInsets(top: endInset, left: 0, bottom: endInset, right: 0)
            if !isTracking, !isDragging, !isDecelerating, !userMoved {
                contentOffset = CGPoint(x: 0, y: offset(for: selectedRow))
            }
            tile()
        }
    }

    /// Turns the wheel to `row` (the caller's choice: not reported).
    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { selectedRow = -1; return }
        selectedRow = min(max(row, 0), rowCount - 1)
        userMoved = false
        setContentOffset(CGPoint(x: 0, y: offset(for: selectedRow)), animated: animated && window != nil)
    }

    func view(forRow row: Int) -> UIView? { shown[row] }

    override func layoutSubviews() {
        super.layoutSubviews()
        tile()
    }

    /// Views for the rows in sight (reusing those that left), faded by distance from the middle.
    private func tile() {
        guard let picker, rowCount > 0, rowHeight > 0, bounds.height > 0 else {
            for view in shown.values { view.removeFromSuperview() }
            shown = [:]
            return
        }
        let top = contentOffset.y, bottom = top + bounds.height
        let first = Int(saturating: top / rowHeight, rounding: .down, in: 0...(rowCount - 1))
        let last = Int(saturating: bottom / rowHeight, rounding: .up, in: 0...(rowCount - 1))
        for (row, view) in shown where row < first || row > last {
            view.removeFromSuperview()
            spare.append(view)
            shown[row] = nil
        }
        let middle = top + bounds.height / 2, reach = max(bounds.height / 2, 1)
        UIView.performWithoutAnimation {
            if first <= last {
                for row in first...last {
                    let view = shown[row] ?? makeView(row: row, picker: picker)
                    view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
                    let distance = abs(CGFloat(row) * rowHeight + rowHeight / 2 - middle)
                    view.alpha = max(0.25, 1 - 0.75 * min(distance / reach, 1))
                }
            }
        }
    }

    private func makeView(row: Int, picker: UIPickerView) -> UIView {
        let reused = spare.popLast()
        let view = picker.delegate?.pickerView(picker, viewForRow: row, forComponent: component, reusing: reused)
            ?? picker.standardRowView(row: row, component: component, reusing: reused)
        if view.superview !== self { addSubview(view) }
        shown[row] = view
        return view
    }

    /// Comes to rest on a row: snaps there first if the wheel stopped between rows, then
    /// reports a new row the user chose.
    private func settle() {
        guard rowCount > 0, !isTracking else { return }
        let row = row(at: contentOffset.y)
        let aligned = offset(for: row)
        if abs(contentOffset.y - aligned) > 0.5 {
            setContentOffset(CGPoint(x: 0, y: aligned), animated: window != nil)
            if window == nil { settle() }
            return
        }
        let reported = userMoved
        userMoved = false
        guard row != selectedRow else { return }
        selectedRow = row
        if reported, let picker { picker.userSelected(row: row, inComponent: component) }
    }

    // MARK: Touches and scrolling

    /// A tap (no drag) on a row turns the wheel to it.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard !isDragging, !isDecelerating, rowCount > 0, let touch = touches.first else { return }
        let y = touch.location(in: self).y
        guard y.isFinite else { return }
        let row = Int(saturating: y / rowHeight, rounding: .down, in: 0...(rowCount - 1))
        userMoved = true
        if abs(contentOffset.y - offset(for: row)) <= 0.5 { settle() }
        else { setContentOffset(CGPoint(x: 0, y: offset(for: row)), animated: window != nil); if window == nil { settle() } }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { tile() }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { userMoved = true }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.y = offset(for: row(at: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }
}
