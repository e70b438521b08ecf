import Foundation
import StrataCore

/// A table view's data source driven by snapshots (Apple: UITableViewDiffableDataSource):
/// give it a cell provider, then `apply` snapshots; the table animates from the last one to
/// the new one with `defaultRowAnimation`. Subclass it to answer the other data source
/// questions (section titles, editing, moving), as on iOS.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item (Apple: CellProvider); nil is reported and an empty cell shown.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// The animation of inserted, deleted and reloaded rows. Default `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// The data shown now, as a snapshot to change and apply.
    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: animated from the one shown (when `animatingDifferences` and the
    /// table is on screen), else reloaded; `completion` runs when the table has it.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot
        guard let tableView else { completion?(); return }
        guard animatingDifferences, tableView.window != nil else {
            tableView.reloadData()
            completion?()
            return
        }
        let changes = SnapshotChanges(from: old, to: snapshot)
        guard !changes.isEmpty else { completion?(); return }
        let animation = defaultRowAnimation
        tableView.performBatchUpdates({
            tableView.deleteSections(changes.deletedSections, with: animation)
            tableView.insertSections(changes.insertedSections, with: animation)
            for move in changes.movedSections { tableView.moveSection(move.from, toSection: move.to) }
            tableView.reloadSections(changes.reloadedSections, with: animation)
            tableView.deleteRows(at: changes.deletedItems, with: animation)
            tableView.insertRows(at: changes.insertedItems, with: animation)
            for move in changes.movedItems { tableView.moveRow(at: move.from, to: move.to) }
            tableView.reloadRows(at: changes.reloadedItems, with: animation)
        }, completion: { _ in
            if !changes.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: changes.reconfiguredItems) }
            completion?()
        })
    }

    /// Shows `snapshot` by reloading the table (Apple: applySnapshotUsingReloadData, iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The item at `indexPath`, if there is one.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = current.sectionIdentifiers
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    /// Where `identifier` is shown.
    open func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        current.position(of: identifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The section at `index` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of `identifier` (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }


    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        Diagnostics.warnOnce("UITableViewDiffableDataSource: the cell provider returned nil for \(indexPath); an empty cell is shown (UIKit raises an exception)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// False, as Apple's: subclass to allow editing.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Keeps the snapshot in step with a row the user moved.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath) else { return }
        var moved = current
        moved.deleteItems([item])
        let sections = moved.sectionIdentifiers
        guard sections.indices.contains(destinationIndexPath.section) else { return }
        let section = sections[destinationIndexPath.section]
        let items = moved.itemIdentifiers(inSection: section)
        if destinationIndexPath.row < items.count { moved.insertItems([item], beforeItem: items[max(destinationIndexPath.row, 0)]) }
        else { moved.appendItems([item], toSection: section) }
        current = moved
    }
}
