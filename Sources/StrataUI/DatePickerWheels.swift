import Foundation

/// The date picker's wheels' data source and delegate (not the picker itself, which stays a
/// plain control as in UIKit).
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    unowned let owner: UIDatePicker
    init(owner: UIDatePicker) { self.owner = owner }

    private func column(_ component: Int) -> DatePickerColumns.Column? {
        guard let columns = owner.columns?.columns, columns.indices.contains(component) else { return nil }
        return columns[component]
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { owner.columns?.columns.count ?? 0 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        column(component).map { owner.columns.rowCount($0) } ?? 0
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        column(component).map { owner.columns.title($0, row: row) }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard let column = column(component) else { return UIPickerView.automaticWidth }
        return (max(0, pickerView.bounds.width - 2 * UIPickerView.sideMargin) * owner.columns.widthShare(column)).rounded(.down)
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        owner.wheelsChanged()
    }
}
