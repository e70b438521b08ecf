import Foundation

/// The changes gathered between `beginUpdates()` and `endUpdates()`, with UIKit's index
/// rules: deletions and reloads name rows and sections as they were before the batch,
/// insertions and move destinations as they are after it (Apple: "Batch insertion, deletion,
/// and reloading of rows and sections").
struct TableUpdates {
    typealias Animation = UITableView.RowAnimation

    var deletedSections: [Int: Animation] = [:]
    var insertedSections: [Int: Animation] = [:]
    var reloadedSections: [Int: Animation] = [:]
    var deletedRows: [IndexPath: Animation] = [:]
    var insertedRows: [IndexPath: Animation] = [:]
    var reloadedRows: [IndexPath: Animation] = [:]
    var moves: [IndexPath: IndexPath] = [:]

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && reloadedRows.isEmpty && moves.isEmpty
    }

    /// Turns section reloads into a deletion and an insertion at the section's new index.
    mutating func resolveSectionReloads() {
        let reloads = reloadedSections
        reloadedSections = [:]
        for (s, animation) in reloads where deletedSections[s] == nil {
            let n = newSection(ignoringDeletionOf: s)
            deletedSections[s] = animation
            insertedSections[n] = animation
        }
    }

    // MARK: mapping

    /// Where old section `s` is after the batch; nil when deleted.
    func newSection(forOld s: Int) -> Int? {
        deletedSections[s] == nil ? newSection(ignoringDeletionOf: s) : nil
    }

    private func newSection(ignoringDeletionOf s: Int) -> Int {
        var n = s - deletedSections.keys.filter { $0 < s }.count
        for inserted in insertedSections.keys.sorted() where inserted <= n { n += 1 }
        return n
    }

    /// Which old section new section `n` was; nil when inserted.
    func oldSection(forNew n: Int) -> Int? {
        guard insertedSections[n] == nil else { return nil }
        var s = n - insertedSections.keys.filter { $0 < n }.count
        for deleted in deletedSections.keys.sorted() where deleted <= s { s += 1 }
        return s
    }

    /// Where an old row is after the batch; nil when it or its section was deleted. A
    /// reloaded row keeps its place (its cell is replaced).
    func newPath(forOld path: IndexPath) -> IndexPath? {
        if let destination = moves[path] { return destination }
        guard deletedRows[path] == nil, let n = newSection(forOld: path.section) else { return nil }
        var row = path.row - leaving(path.section).filter { $0 < path.row }.count
        for arriving in arriving(n).sorted() where arriving <= row { row += 1 }
        return IndexPath(row: row, section: n)
    }

    /// Which old row a new row was; nil when inserted.
    func oldPath(forNew path: IndexPath) -> IndexPath? {
        if let source = moves.first(where: { $0.value == path })?.key { return source }
        guard insertedRows[path] == nil, let s = oldSection(forNew: path.section) else { return nil }
        var row = path.row - arriving(path.section).filter { $0 < path.row }.count
        for left in leaving(s).sorted() where left <= row { row += 1 }
        return IndexPath(row: row, section: s)
    }

    /// Rows leaving old section `s` (deleted or moved away), by old row.
    private func leaving(_ s: Int) -> [Int] {
        deletedRows.keys.filter { $0.section == s }.map(\.row) + moves.keys.filter { $0.section == s }.map(\.row)
    }

    /// Rows arriving in new section `n` (inserted or moved in), by new row.
    private func arriving(_ n: Int) -> [Int] {
        insertedRows.keys.filter { $0.section == n }.map(\.row) + moves.values.filter { $0.section == n }.map(\.row)
    }

    // MARK: checking

    /// Why the batch does not fit the counts before and after it, in UIKit's words; nil when it does.
    func problem(old: [Int], new: [Int]) -> String? {
        let sectionChange = new.count - (old.count - deletedSections.count + insertedSections.count)
        if let s = deletedSections.keys.first(where: { !old.indices.contains($0) }) {
            return "attempt to delete section \(s), but there are only \(old.count) sections before the update"
        }
        if let s = insertedSections.keys.first(where: { !new.indices.contains($0) }) {
            return "attempt to insert section \(s), but there are only \(new.count) sections after the update"
        }
        if sectionChange != 0 {
            return "the number of sections after the update (\(new.count)) must equal the number before (\(old.count)), "
                + "plus inserted (\(insertedSections.count)), minus deleted (\(deletedSections.count))"
        }
        let before = Array(deletedRows.keys) + Array(reloadedRows.keys) + Array(moves.keys)
        if let p = before.first(where: { $0.count != 2 || !old.indices.contains($0.section) || !(0..<old[$0.section]).contains($0.row) }) {
            return "attempt to delete, reload or move row \(p.row) in section \(p.section), which does not exist before the update"
        }
        let after = Array(insertedRows.keys) + Array(moves.values)
        if let p = after.first(where: { $0.count != 2 || !new.indices.contains($0.section) || !(0..<new[$0.section]).contains($0.row) }) {
            return "attempt to insert or move to row \(p.row) in section \(p.section), which does not exist after the update"
        }
        for n in new.indices {
            guard let s = oldSection(forNew: n) else { continue }
            let deleted = deletedRows.keys.filter { $0.section == s }.count
            let inserted = insertedRows.keys.filter { $0.section == n }.count
            let movedOut = moves.keys.filter { $0.section == s }.count
            let movedIn = moves.values.filter { $0.section == n }.count
            if new[n] != old[s] - deleted + inserted - movedOut + movedIn {
                return "the number of rows in section \(n) after the update (\(new[n])) must equal the number before "
                    + "(\(old[s])), plus inserted (\(inserted)), minus deleted (\(deleted)), plus moved in (\(movedIn)), "
                    + "minus moved out (\(movedOut))"
            }
        }
        return nil
    }
}
