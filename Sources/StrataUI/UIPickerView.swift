import Foundation
import StrataCore

/// Spinning wheels of rows, one per component, the selected rows on a band across the middle
/// (Apple: UIPickerView). The data source says how many components and rows there are; the
/// delegate gives each row a title, an attributed title or a view, and may size the
/// components. A drag spins a wheel, which coasts and comes to rest on a row; a tap on a row
/// turns the wheel to it; then the delegate hears `pickerView(_:didSelectRow:inComponent:)`.
/// `selectRow(_:inComponent:animated:)` turns a wheel without telling the delegate.
///
/// Strata draws the wheels flat: rows fade away from the middle instead of curving.
open class UIPickerView: UIView {
    /// UIKit's row height for the standard picker.
    static let standardRowHeight: CGFloat = 32
    /// A width the delegate leaves to the picker (its default `widthForComponent`).
    static let automaticWidth: CGFloat = -1
    /// The standard picker's height.
    static let standardHeight: CGFloat = 216
    /// Space between components and at the picker's sides.
    static let componentSpacing: CGFloat = 4
    static let sideMargin: CGFloat = 8

    /// The data source (held weakly). Setting it reloads the components.
    open weak var dataSource: UIPickerViewDataSource? { didSet { setNeedsReload() } }
    /// The delegate (held weakly). Setting it reloads the components.
    open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsReload() } }
    /// Whether the selection band shows (deprecated on iOS 13, where it always shows). Default true.
    open var showsSelectionIndicator = true { didSet { selectionBand.isHidden = !showsSelectionIndicator } }

    private var wheels: [PickerWheel] = []
    private let selectionBand = UIView()
    private var needsReload = true
    /// Rows chosen with `selectRow` before the components were loaded.
    private var pendingSelection: [Int: Int] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        selectionBand.backgroundColor = UIColor(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
        selectionBand.layer.cornerRadius = 8
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    // MARK: Components and rows

    /// The number of components, from the data source (fetched when the picker loads).
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    /// The number of rows in `component` (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        wheel(component)?.rowCount ?? 0
    }

    /// The size of `component`'s rows (zero for a component that does not exist).
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let wheel = wheel(component) else { return .zero }
        layoutIfNeeded()
        return CGSize(width: wheel.bounds.width, height: wheel.rowHeight)
    }

    /// The view shown for `row` of `component`, if it is in sight.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let wheel = wheel(component) else { return nil }
        layoutIfNeeded()
        return wheel.view(forRow: row)
    }

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {
        needsReload = true
        reloadIfNeeded()
    }

    /// Asks the data source and delegate again for `component`'s rows.
    open func reloadComponent(_ component: Int) {
        guard let wheel = wheel(component) else { return }
        load(wheel)
    }

    /// Turns `component`'s wheel to `row` (clamped to its rows), sliding when `animated`. The
    /// delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard component >= 0 else { return }
        guard let wheel = wheel(component) else {
            pendingSelection[component] = row
            return
        }
        layoutIfNeeded()
        wheel.select(row, animated: animated)
    }

    /// The selected row of `component`; -1 when it has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        wheel(component)?.selectedRow ?? -1
    }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: Self.standardHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : 320, height: Self.standardHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        let widths = componentWidths()
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(0, widths.count - 1))
        var x = ((bounds.width - total) / 2).rounded()
        for (wheel, width) in zip(wheels, widths) {
            let frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if wheel.frame != frame {
                wheel.frame = frame
                wheel.placeGeometry()
            }
            x += width + Self.componentSpacing
        }
        let bandHeight = wheels.map(\.rowHeight).max() ?? Self.standardRowHeight
        selectionBand.frame = CGRect(x: Self.sideMargin, y: ((bounds.height - bandHeight) / 2).rounded(),
                                     width: max(0, bounds.width - 2 * Self.sideMargin), height: bandHeight)
    }

    /// The delegate's widths where it gives usable ones; the rest share what is left.
    private func componentWidths() -> [CGFloat] {
        let asked = wheels.map { wheel -> CGFloat? in
            guard let delegate else { return nil }
            let width = delegate.pickerView(self, widthForComponent: wheel.component)
            return width.isFinite && width > 0 ? width : nil
        }
        let free = bounds.width - 2 * Self.sideMargin - Self.componentSpacing * CGFloat(max(0, wheels.count - 1))
            - asked.compactMap { $0 }.reduce(0, +)
        let automatic = asked.filter { $0 == nil }.count
        let share = automatic > 0 ? max(0, free / CGFloat(automatic)).rounded(.down) : 0
        return asked.map { $0 ?? share }
    }

    // MARK: Loading

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func wheel(_ component: Int) -> PickerWheel? {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component] : nil
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(component: wheels.count)
            wheel.picker = self
            wheel.selectedRow = 0
            wheels.append(wheel)
            addSubview(wheel)
        }
        for wheel in wheels { load(wheel) }
        setNeedsLayout()
    }

    private func load(_ wheel: PickerWheel) {
        let component = wheel.component
        let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        let asked = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.standardRowHeight
        let height = asked.isFinite && asked > 0 ? asked : Self.standardRowHeight
        if let row = pendingSelection.removeValue(forKey: component) { wheel.selectedRow = row }
        wheel.reload(rows: rows, rowHeight: height)
    }

    /// The label a row shows when the delegate gives no view: its attributed title, else its
    /// title, centred in the system font (Apple shows "?" for a row with neither).
    func standardRowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        let label = view as? PickerRowLabel ?? PickerRowLabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 21)
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    /// A wheel came to rest on a row the user chose.
    func userSelected(row: Int, inComponent component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}

/// The standard row label (a class of its own so only it is reused as one).
final class PickerRowLabel: UILabel {}
