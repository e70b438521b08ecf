import Foundation

/// What a table view asks of its data (Apple: UITableViewDataSource). `tableView(_:
/// numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required, as on iOS; every
/// other method has a default in the protocol extension, standing in for UIKit's optional
/// methods, so a data source implements only what it needs.
public protocol UITableViewDataSource: AnyObject {
    /// How many rows `section` has. A negative count is read as 0 (Apple traps).
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// How many sections the table has. Default 1; a negative count is read as 0.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header. Default nil: no title.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer. Default nil: no title.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row may be edited (deleted or inserted). Default true.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Commits an insertion or deletion the user asked for. Default: nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// Whether the row may be reordered. Default false.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row; update the data to match. Default: nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

public extension UITableViewDataSource {
    /// One section.
    func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No title.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// True.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {}
    /// False.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// Nil: no index.
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
