import Foundation

/// The batch of updates that takes a table or collection view from one diffable snapshot to
/// the next, in the index terms of `performBatchUpdates` (deletions, reloads and move
/// sources at their old positions; insertions and move destinations at their new ones).
///
/// Items and sections found in both snapshots move only when their order among the others that
/// stay changed (the longest run that kept its order stays put, the rest move), or, for items,
/// when they changed section. An item in a section that is new or gone is part of that
/// section's insertion or deletion. A reloaded item that also moves is deleted and inserted
/// instead, as UIKit does not reload and move one item in a batch.
struct SnapshotChanges {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    /// Items to update in place, at their new positions.
    var reconfiguredItems: [IndexPath] = []

    /// Whether nothing changes.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    init<S: Hashable, I: Hashable>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        for (i, s) in oldSections.enumerated() where newSectionIndex[s] == nil { deletedSections.insert(i) }
        for (i, s) in newSections.enumerated() where oldSectionIndex[s] == nil { insertedSections.insert(i) }
        // Surviving sections in their new order; those off the longest run kept in old order move.
        let survivors = newSections.filter { oldSectionIndex[$0] != nil }
        let kept = Self.longestIncreasingRun(survivors.map { oldSectionIndex[$0]! })
        var movedSectionSet = Set<S>()
        for (k, s) in survivors.enumerated() where !kept.contains(k) {
            movedSectionSet.insert(s)
        }
        let reloadedSectionSet = Set(new.reloadedSectionIdentifiers)
        for s in survivors {
            let from = oldSectionIndex[s]!, to = newSectionIndex[s]!
            if movedSectionSet.contains(s) {
                if reloadedSectionSet.contains(s) {
                    deletedSections.insert(from)
                    insertedSections.insert(to)
                } else {
                    movedSections.append((from, to))
                }
            } else if reloadedSectionSet.contains(s) {
                reloadedSections.insert(from)
            }
        }
        let wholeOld = Set(deletedSections.map { oldSections[$0] } + reloadedSections.map { oldSections[$0] })
            .union(new.reloadedSectionIdentifiers.filter { movedSectionSet.contains($0) })
        // Sections whose items come whole: inserted, or reloaded in place (UIKit reloads a
        // section's items with it, so none are inserted into it separately).
        let wholeNew = Set(insertedSections.map { newSections[$0] } + reloadedSections.map { oldSections[$0] })

        // Items.
        let reloaded = Set(new.reloadedItemIdentifiers)
        for (s, section) in oldSections.enumerated() where !wholeOld.contains(section) {
            // Gone, or moved into a section that is new (inserted whole).
            for (i, item) in old.itemIdentifiers(inSection: section).enumerated()
            where new.sectionIdentifier(containingItem: item).map(wholeNew.contains) ?? true {
                deletedItems.append(IndexPath(item: i, section: s))
            }
        }
        for (s, section) in newSections.enumerated() where !wholeNew.contains(section) {
            let items = new.itemIdentifiers(inSection: section)
            // The items staying in this section from its old self, in new order.
            var stayers: [(new: Int, old: Int)] = []
            for (i, item) in items.enumerated() {
                let to = IndexPath(item: i, section: s)
                guard let from = old.position(of: item), !wholeOld.contains(oldSections[from.section]) else {
                    insertedItems.append(to)
                    continue
                }
                let fromPath = IndexPath(item: from.item, section: from.section)
                if oldSections[from.section] != section {
                    record(move: fromPath, to: to, reload: reloaded.contains(item))
                } else {
                    stayers.append((i, from.item))
                }
            }
            let keptItems = Self.longestIncreasingRun(stayers.map(\.old))
            let oldSection = oldSectionIndex[section]!
            for (k, stayer) in stayers.enumerated() {
                let from = IndexPath(item: stayer.old, section: oldSection), to = IndexPath(item: stayer.new, section: s)
                let item = items[stayer.new]
                if keptItems.contains(k) {
                    if reloaded.contains(item) { reloadedItems.append(from) }
                    else if new.reconfiguredItemIdentifiers.contains(item) { reconfiguredItems.append(to) }
                } else {
                    record(move: from, to: to, reload: reloaded.contains(item))
                }
            }
        }
    }

    private mutating func record(move from: IndexPath, to: IndexPath, reload: Bool) {
        if reload {
            deletedItems.append(from)
            insertedItems.append(to)
        } else {
            movedItems.append((from, to))
        }
    }

    /// The positions (into `values`) of a longest strictly increasing subsequence.
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []          // positions of the smallest tail of each length
        var previous = Array(repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var run = Set<Int>()
        var k = tails.last ?? -1
        while k >= 0 {
            run.insert(k)
            k = previous[k]
        }
        return run
    }
}
