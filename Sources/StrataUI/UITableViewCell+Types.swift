import Foundation

extension UITableViewCell {
    /// The standard layouts of a cell's labels (Apple: UITableViewCell.CellStyle).
    public enum CellStyle: Int, Sendable {
        /// A left-aligned label and an optional image; no detail label.
        case `default`
        /// A left-aligned label and a right-aligned grey detail label on the same line.
        case value1
        /// A right-aligned blue label in a narrow column, then a left-aligned detail label.
        case value2
        /// A label with a smaller detail label below it.
        case subtitle
    }

    /// How a selected cell shows it (Apple: UITableViewCell.SelectionStyle).
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none, blue, gray
        /// The system's highlight (a light grey background, as `.blue` and `.gray` are since iOS 7).
        case `default`
    }

    /// The standard accessory views (Apple: UITableViewCell.AccessoryType).
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A grey chevron.
        case disclosureIndicator
        /// An info button and a chevron (drawn as a chevron in Strata).
        case detailDisclosureButton
        /// A check mark in the tint colour.
        case checkmark
        /// An info button (drawn as a ring in Strata).
        case detailButton
    }

    /// How a row may be edited (Apple: UITableViewCell.EditingStyle).
    public enum EditingStyle: Int, Sendable {
        /// Not editable; deletion control; insertion control.
        case none, delete, insert
    }
}
