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
            collectionView.deleteItems(at: changes.deletedItems)
            collectionView.insertItems(at: changes.insertedItems)
            for move in changes.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
            collectionView.reloadItems(at: changes.reloadedItems)
        }, completion: { _ in completion?() })
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
        print("UICollectionViewDiffableDataSource: no cell for \(indexPath) (UIKit raises an exception); using a plain cell")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}

/// The batch update that turns one snapshot into another: sections and items gone and come
/// by identifier, items that changed section or order moved (those outside the longest run
/// keeping their order), reloads by old path; surviving sections out of the longest ordered
/// run move.
struct SnapshotChanges {
    var deletedSections = IndexSet(), insertedSections = IndexSet()
    var deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [], reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var movedSections: [(from: Int, to: Int)] = []

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSet = Set(oldSections), newSet = Set(newSections)
        deletedSections = IndexSet(oldSections.indices.filter { !newSet.contains(oldSections[$0]) })
        insertedSections = IndexSet(newSections.indices.filter { !oldSet.contains(newSections[$0]) })
        let stayingSections = newSections.filter(oldSet.contains)
        let keptSections = Set(Self.longestIncreasingRun(stayingSections) { oldSections.firstIndex(of: $0)! })
        for section in stayingSections where !keptSections.contains(section) {
            movedSections.append((oldSections.firstIndex(of: section)!, newSections.firstIndex(of: section)!))
        }

        func paths(_ snapshot: NSDiffableDataSourceSnapshot<S, I>) -> [I: IndexPath] {
            var out: [I: IndexPath] = [:]
            for (s, section) in snapshot.sectionIdentifiers.enumerated() {
                for (i, item) in snapshot.itemIdentifiers(inSection: section).enumerated() { out[item] = IndexPath(item: i, section: s) }
            }
            return out
        }
        let before = paths(old), after = paths(new)
        for (item, path) in before where after[item] == nil && !deletedSections.contains(path.section) { deletedItems.append(path) }
        for (item, path) in after where before[item] == nil && !insertedSections.contains(path.section) { insertedItems.append(path) }
        // Survivors staying in their (surviving) section keep their place unless outside the
        // longest run in order; the others move.
        for (s, section) in newSections.enumerated() where !insertedSections.contains(s) {
            let items = new.itemIdentifiers(inSection: section)
            let stayers = items.filter { before[$0].map { oldSections[$0.section] == section } ?? false }
            let kept = Set(Self.longestIncreasingRun(stayers) { before[$0]!.item })
            for item in items {
                guard let from = before[item], let to = after[item], !kept.contains(item) else { continue }
                movedItems.append((from, to))
            }
        }
        // Items coming into an inserted section from elsewhere move too.
        for s in insertedSections {
            for item in new.itemIdentifiers(inSection: newSections[s]) {
                if let from = before[item], let to = after[item] { movedItems.append((from, to)); insertedItems.removeAll { $0 == to } }
            }
        }
        let reloads = Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers)
        let moved = Set(movedItems.map(\.from))
        reloadedItems = reloads.compactMap { item in before[item].flatMap { moved.contains($0) || after[item] == nil ? nil : $0 } }
        for section in new.reloadedSectionIdentifiers {
            guard let s = oldSections.firstIndex(of: section), newSet.contains(section) else { continue }
            reloadedItems += old.itemIdentifiers(inSection: section).compactMap { item in
                let path = before[item]!
                return after[item] == nil || moved.contains(path) || reloadedItems.contains(path) ? nil : IndexPath(item: path.item, section: s)
            }
        }
    }

    /// The elements of `items` forming the longest run whose keys increase.
    static func longestIncreasingRun<T>(_ items: [T], key: (T) -> Int) -> [T] {
        guard !items.isEmpty else { return [] }
        var tails: [Int] = [], previous = [Int](repeating: -1, count: items.count)
        let keys = items.map(key)
        for i in items.indices {
            var lo = 0, hi = tails.count
            while lo < hi { let mid = (lo + hi) / 2; if keys[tails[mid]] < keys[i] { lo = mid + 1 } else { hi = mid } }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var run: [T] = [], i = tails.last!
        while i >= 0 { run.append(items[i]); i = previous[i] }
        return run.reversed()
    }
}
