import Foundation
import Testing
@testable import StrataUI

/// NSDiffableDataSourceSnapshot (Apple: "NSDiffableDataSourceSnapshot": appendSections,
/// appendItems(_:toSection:) — "if no section is given, the last section", insertItems
/// before/after, moveItem, deleteItems, reloadItems, indexOfItem, sectionIdentifier(containingItem:))
/// and the batch of updates between two snapshots.
@Suite struct DiffableSnapshotTests {
    enum Section: Hashable { case favourites, all, archive }

    @Test func buildingASnapshotAsAppsDo() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems(["tea"], toSection: .favourites)
        snapshot.appendItems(["apples", "bread", "milk"])
        snapshot.insertItems(["coffee"], afterItem: "tea")
        snapshot.moveItem("milk", beforeItem: "apples")
        snapshot.insertSections([.archive], beforeSection: .all)
        snapshot.reloadItems(["bread"])
        #expect(snapshot.sectionIdentifiers == [.favourites, .archive, .all])
        #expect(snapshot.itemIdentifiers == ["tea", "coffee", "milk", "apples", "bread"])
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfItems(inSection: .all) == 3)
        #expect(snapshot.indexOfItem("apples") == 3 && snapshot.indexOfSection(.all) == 2)
        #expect(snapshot.sectionIdentifier(containingItem: "coffee") == .favourites)
        #expect(snapshot.reloadedItemIdentifiers == ["bread"])
        snapshot.deleteSections([.favourites])
        #expect(snapshot.itemIdentifiers == ["milk", "apples", "bread"] && snapshot.indexOfItem("tea") == nil)
        // Bad input: left as it was, no trap.
        snapshot.appendItems(["milk"], toSection: .all)
        snapshot.appendItems(["x"], toSection: .favourites)
        snapshot.moveItem("nothing", afterItem: "milk")
        snapshot.insertSections([.all], afterSection: .archive)
        #expect(snapshot.itemIdentifiers == ["milk", "apples", "bread"] && snapshot.sectionIdentifiers == [.archive, .all])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func aReorderMovesOnlyWhatLeftItsPlace() {
        var old = NSDiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0])
        old.appendItems([1, 2, 3, 4, 5])
        var new = old
        new.moveItem(5, beforeItem: 1)
        new.deleteItems([3])
        new.appendItems([6])
        let changes = SnapshotChanges(from: old, to: new)
        #expect(changes.movedItems.map { [$0.from.item, $0.to.item] } == [[4, 0]])
        #expect(changes.deletedItems == [IndexPath(item: 2, section: 0)])
        #expect(changes.insertedItems == [IndexPath(item: 4, section: 0)])
        #expect(SnapshotChanges(from: new, to: new).isEmpty)
    }

    /// UIKit's reading of a batch, replayed: every section and item of the new snapshot must come
    /// from the old one at the place the batch says, or be inserted.
    static func replay(_ old: NSDiffableDataSourceSnapshot<Int, Int>, _ changes: SnapshotChanges) -> [[Int?]] {
        let oldSections = old.sectionIdentifiers
        let movedFrom = Set(changes.movedSections.map(\.from))
        let total = oldSections.count - changes.deletedSections.count + changes.insertedSections.count
        var slots = [Int?](repeating: nil, count: total)   // old section index, or nil when inserted
        var taken = Set(changes.insertedSections)
        for move in changes.movedSections { slots[move.to] = move.from; taken.insert(move.to) }
        var rest = oldSections.indices.filter { !changes.deletedSections.contains($0) && !movedFrom.contains($0) }[...]
        for i in 0..<total where !taken.contains(i) { slots[i] = rest.popFirst() }
        return slots.enumerated().map { (newSection, from) -> [Int?] in
            // Inserted or reloaded: its items come whole from the new data.
            guard let from, !changes.reloadedSections.contains(from) else { return [] }
            let oldItems = old.itemIdentifiers(inSection: oldSections[from])
            let deleted = Set(changes.deletedItems.filter { $0.section == from }.map(\.item))
            let movedOut = Set(changes.movedItems.filter { $0.from.section == from }.map(\.from.item))
            let inserted = changes.insertedItems.filter { $0.section == newSection }.map(\.item)
            let movedIn = changes.movedItems.filter { $0.to.section == newSection }
            let count = oldItems.count - deleted.count - movedOut.count + inserted.count + movedIn.count
            var items = [Int?](repeating: nil, count: max(count, 0))
            var fixed = Set(inserted)
            for move in movedIn where move.to.item < items.count {
                items[move.to.item] = old.itemIdentifiers(inSection: oldSections[move.from.section])[move.from.item]
                fixed.insert(move.to.item)
            }
            var stay = oldItems.indices.filter { !deleted.contains($0) && !movedOut.contains($0) }.map { oldItems[$0] }[...]
            for i in items.indices where !fixed.contains(i) { items[i] = stay.popFirst() }
            return items
        }
    }

    @Test func randomBatchesReplayToTheNewSnapshot() {
        var rng = SeededGenerator(state: 7)
        for round in 0..<300 {
            var old = NSDiffableDataSourceSnapshot<Int, Int>()
            old.appendSections(Array(0..<Int.random(in: 0...4, using: &rng)))
            var next = 0
            for s in old.sectionIdentifiers {
                old.appendItems(Array(next..<next + Int.random(in: 0...6, using: &rng)), toSection: s)
                next += 8
            }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                let items = new.itemIdentifiers, sections = new.sectionIdentifiers
                switch Int.random(in: 0...7, using: &rng) {
                case 0 where !items.isEmpty: new.deleteItems([items.randomElement(using: &rng)!])
                case 1 where !sections.isEmpty: new.appendItems([1000 + round * 10 + Int.random(in: 0...9, using: &rng)],
                                                                toSection: sections.randomElement(using: &rng)!)
                case 2 where items.count > 1:
                    let a = items.randomElement(using: &rng)!, b = items.randomElement(using: &rng)!
                    if a != b { new.moveItem(a, afterItem: b) }
                case 3 where sections.count > 1:
                    let a = sections.randomElement(using: &rng)!, b = sections.randomElement(using: &rng)!
                    if a != b { new.moveSection(a, beforeSection: b) }
                case 4 where !sections.isEmpty: new.deleteSections([sections.randomElement(using: &rng)!])
                case 5: new.appendSections([100 + round * 10 + Int.random(in: 0...9, using: &rng)])
                case 6 where !items.isEmpty: new.reloadItems([items.randomElement(using: &rng)!])
                case 7 where !sections.isEmpty: new.reloadSections([sections.randomElement(using: &rng)!])
                default: break
                }
            }
            let changes = SnapshotChanges(from: old, to: new)
            let replayed = Self.replay(old, changes)
            let expected = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
            #expect(replayed.count == expected.count, "round \(round): sections")
            for (got, want) in zip(replayed, expected) {
                // An inserted section's items are all new; otherwise each kept item is where the new snapshot has it.
                if got.isEmpty { continue }
                #expect(got.count == want.count, "round \(round): \(got) against \(want)")
                for (g, w) in zip(got, want) where g != nil { #expect(g == w, "round \(round): \(got) against \(want)") }
                for (g, w) in zip(got, want) where g == nil { #expect(old.indexOfItem(w) == nil || changes.insertedItems.count > 0) }
            }
        }
    }
}
