import Foundation

/// A data source that shows snapshots of identifiers and animates from one snapshot to the
/// next (Apple: UICollectionViewDiffableDataSource): `apply(_:animatingDifferences:)` works
/// out the sections and items deleted, inserted, moved and reloaded and runs them as one
/// batch update.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// Makes the supplementary views; nil gives empty views.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (it becomes its `dataSource`) making cells with
    /// `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the data shown.
    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`, animating the differences from the current one with a batch update
    /// (0.3 s) when `animatingDifferences`, at once otherwise; then calls `completion`.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else { current = snapshot; completion?(); return }
        guard animatingDifferences else { return applySnapshotUsingReloadData(snapshot, completion: completion) }
        let changes = SnapshotChanges(from: current, to: snapshot)
        collectionView.performBatchUpdates({
            self.current = snapshot
            collectionView.deleteSections(changes.deletedSections)
            collectionView.insertSections(changes.insertedSections)
            for move in changes.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
            collectionView.reloadSections(changes.reloadedSections)
            collectionView.deleteItems(at: changes.deletedItems)
            collectionView.insertItems(at: changes.insertedItems)
            for move in changes.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
            collectionView.reloadItems(at: changes.reloadedItems)
        }, completion: { _ in completion?() })
        // Reconfigured items keep their cells, configured again in place (iOS 15).
        collectionView.reconfigureItems(at: changes.reconfiguredItems)
    }

    /// Shows `snapshot` with `reloadData()`, without animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// The item at `indexPath`, if any.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = current.sectionIdentifiers
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Where `itemIdentifier` is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
              let s = current.indexOfSection(section),
              let i = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(item: i, section: s)
    }

    /// The section at `index`, if any.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of `identifier`'s section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map(current.numberOfItems(inSection:)) ?? 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        Diagnostics.warnOnce("UICollectionViewDiffableDataSource: no cell for \(indexPath) (UIKit raises an exception); using a plain cell")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
