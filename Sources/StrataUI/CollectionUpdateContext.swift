import Foundation

/// The changes recorded by `insertItems`, `deleteItems`, `moveItem` and the section calls
/// while a batch update is open.
struct PendingCollectionUpdates {
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []

    var isEmpty: Bool {
        insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }

    /// The changes as the layout receives them in `prepare(forCollectionViewUpdates:)`.
    var updateItems: [UICollectionViewUpdateItem] {
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        return deletedSections.map { .init(action: .delete, before: section($0), after: nil) }
            + insertedSections.map { .init(action: .insert, before: nil, after: section($0)) }
            + reloadedSections.map { .init(action: .reload, before: section($0), after: section($0)) }
            + movedSections.map { .init(action: .move, before: section($0.from), after: section($0.to)) }
            + deletedItems.map { .init(action: .delete, before: $0, after: nil) }
            + insertedItems.map { .init(action: .insert, before: nil, after: $0) }
            + reloadedItems.map { .init(action: .reload, before: $0, after: $0) }
            + movedItems.map { .init(action: .move, before: $0.from, after: $0.to) }
    }
}

/// An update worked out: which item before it becomes which after it, which items go and
/// which come, following UIKit's rules for batch updates (Apple: "performBatchUpdates(_:
/// completion:)" — deletions and reloads use the index paths before the update, insertions
/// the ones after it; items that survive keep their order and fill the places insertions and
/// moves leave free).
struct CollectionUpdateContext {
    var oldCounts: [Int], newCounts: [Int]
    /// Old paths of the items that go away (deleted, reloaded or in a deleted section).
    var deletedItems: Set<IndexPath> = []
    /// New paths of the items that come (inserted, reloaded or in an inserted section).
    var insertedItems: Set<IndexPath> = []
    var insertedSections = IndexSet()
    /// Where each surviving section goes.
    var sectionMap: [Int: Int] = [:]
    var oldToNew: [IndexPath: IndexPath] = [:]
    var newToOld: [IndexPath: IndexPath] = [:]
    /// The attributes of the elements shown before the update, by their old paths.
    var oldItemAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var oldSupplementaryAttributes: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]

    func newPath(forOld path: IndexPath) -> IndexPath? { oldToNew[path] }
    func oldPath(forNew path: IndexPath) -> IndexPath? { newToOld[path] }

    /// Works out `updates` from `oldCounts` to `newCounts`; a message saying what does not add
    /// up when the counts, paths or changes are inconsistent (where UIKit raises an exception).
    static func make(_ updates: PendingCollectionUpdates, from oldCounts: [Int],
                     to newCounts: [Int]) -> Result<CollectionUpdateContext, CollectionUpdateError> {
        var context = CollectionUpdateContext(oldCounts: oldCounts, newCounts: newCounts)
        func fail(_ message: String) -> Result<CollectionUpdateContext, CollectionUpdateError> { .failure(.init(message: message)) }
        func inOld(_ p: IndexPath) -> Bool { p.count == 2 && oldCounts.indices.contains(p.section) && (0..<oldCounts[p.section]).contains(p.item) }
        func inNew(_ p: IndexPath) -> Bool { p.count == 2 && newCounts.indices.contains(p.section) && (0..<newCounts[p.section]).contains(p.item) }

        // Sections: survivors keep their order and fill the places insertions leave free.
        guard updates.deletedSections.allSatisfy(oldCounts.indices.contains),
              updates.reloadedSections.allSatisfy(oldCounts.indices.contains) else {
            return fail("a deleted or reloaded section is out of range (\(oldCounts.count) sections before the update)")
        }
        guard updates.insertedSections.allSatisfy(newCounts.indices.contains) else {
            return fail("an inserted section is out of range (\(newCounts.count) sections after the update)")
        }
        let movedFrom = updates.movedSections.map(\.from), movedTo = updates.movedSections.map(\.to)
        guard movedFrom.allSatisfy({ oldCounts.indices.contains($0) && !updates.deletedSections.contains($0) }),
              movedTo.allSatisfy({ newCounts.indices.contains($0) && !updates.insertedSections.contains($0) }),
              Set(movedFrom).count == movedFrom.count, Set(movedTo).count == movedTo.count else {
            return fail("a moved section is out of range, deleted, inserted or named twice")
        }
        let survivingSections = oldCounts.indices.filter { !updates.deletedSections.contains($0) && !movedFrom.contains($0) }
        let freeSections = newCounts.indices.filter { !updates.insertedSections.contains($0) && !movedTo.contains($0) }
        guard survivingSections.count == freeSections.count else {
            return fail("the number of sections after the update (\(newCounts.count)) must equal the number before it "
                        + "(\(oldCounts.count)) plus \(updates.insertedSections.count) inserted minus \(updates.deletedSections.count) deleted")
        }
        context.insertedSections = updates.insertedSections
        var sectionMap: [Int: Int] = [:]
        for (old, new) in zip(survivingSections, freeSections) { sectionMap[old] = new }
        for move in updates.movedSections { sectionMap[move.from] = move.to }
        context.sectionMap = sectionMap

        // Items: every path in range and named once.
        let named = updates.deletedItems + updates.reloadedItems + updates.movedItems.map(\.from)
        guard named.allSatisfy(inOld), Set(named).count == named.count else {
            return fail("a deleted, reloaded or moved index path is out of range or named twice (before the update)")
        }
        let targets = updates.insertedItems + updates.movedItems.map(\.to)
        guard targets.allSatisfy(inNew), Set(targets).count == targets.count else {
            return fail("an inserted index path or move destination is out of range or named twice (after the update)")
        }
        let gone = Set(updates.deletedItems), moved = Set(updates.movedItems.map(\.from))
        let fixed = Set(targets)
        for move in updates.movedItems {
            context.oldToNew[move.from] = move.to
            context.newToOld[move.to] = move.from
        }
        for old in oldCounts.indices {
            let items = (0..<oldCounts[old]).map { IndexPath(item: $0, section: old) }
            guard let new = sectionMap[old] else {
                context.deletedItems.formUnion(items.filter { !moved.contains($0) })
                continue
            }
            let survivors = items.filter { !gone.contains($0) && !moved.contains($0) }
            let free = (0..<newCounts[new]).map { IndexPath(item: $0, section: new) }.filter { !fixed.contains($0) }
            guard survivors.count == free.count else {
                let inserted = updates.insertedItems.filter { $0.section == new }.count
                let deleted = updates.deletedItems.filter { $0.section == old }.count
                let movedIn = updates.movedItems.filter { $0.to.section == new }.count
                let movedOut = updates.movedItems.filter { $0.from.section == old }.count
                return fail("the number of items in section \(new) after the update (\(newCounts[new])) must equal the "
                            + "number before it (\(oldCounts[old])) plus \(inserted) inserted minus \(deleted) deleted "
                            + "plus \(movedIn) moved in minus \(movedOut) moved out")
            }
            for (from, to) in zip(survivors, free) {
                context.oldToNew[from] = to
                context.newToOld[to] = from
            }
            if updates.reloadedSections.contains(old) {
                context.deletedItems.formUnion(survivors)
                context.insertedItems.formUnion(free)
            }
        }
        context.deletedItems.formUnion(gone)
        context.insertedItems.formUnion(updates.insertedItems)
        for section in updates.insertedSections {
            let items = (0..<newCounts[section]).map { IndexPath(item: $0, section: section) }
            context.insertedItems.formUnion(items.filter { !fixed.contains($0) })
        }
        for path in updates.reloadedItems {
            context.deletedItems.insert(path)
            if let new = context.oldToNew[path] { context.insertedItems.insert(new) }
        }
        return .success(context)
    }
}

/// Why an update could not be animated.
struct CollectionUpdateError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
