import Foundation

/// How a picker view's rows look and what it tells of the user's choices (Apple:
/// UIPickerViewDelegate). Every method is optional; implement a title, an attributed title or
/// a view per row. The defaults: components share the width, rows are 32 points tall, and a
/// row's view is a centred label of its attributed title, else its title.
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`. Default: an equal share of the picker's width.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The row height of `component`. Default 32.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row. Default nil ("?" is shown for a row with neither title nor view).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row, used before `titleForRow`. Default nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view of a row; `view` is a row view that went out of sight, to reuse. Default: the
    /// standard label showing the row's title.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// Told when the user's drag or tap came to rest on a new row of `component` (not for
    /// `selectRow(_:inComponent:animated:)`).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

public extension UIPickerViewDelegate {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { UIPickerView.automaticWidth }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { UIPickerView.standardRowHeight }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView.standardRowView(row: row, component: component, reusing: view)
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
