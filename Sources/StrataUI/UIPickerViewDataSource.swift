import Foundation

/// What a picker view shows: how many wheels and how many rows each (Apple:
/// UIPickerViewDataSource). Both methods are required.
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
