import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Random batches of row and section changes, made as UIKit requires (deletions and reloads
/// by old index paths, insertions and move destinations by new ones; Apple: "Batch insertion,
/// deletion, and reloading of rows and sections"), against a model: after each batch's
/// animation the cells in sight show exactly the model's rows, every index path maps back to
/// its cell, and nothing was reloaded for lack of consistency.
@Suite struct UITableViewBatchFuzzTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
    }

    /// `pause`: the time between batches; 0.05 s starts each batch while the last one still
    /// animates.
    @Test(arguments: [(2000, 0.35), (300, 0.35), (300, 0.05)] as [(CGFloat, Double)])
    func randomBatchesKeepTheCellsInStepWithTheModel(height: CGFloat, pause: Double) {
        onVirtualClock { clock, _ in
            var random = Generator(state: 42)
            var serial = 0
            func name() -> String { serial += 1; return "N\(serial)" }
            let controller = FruitListController((0..<3).map { _ in (0..<4).map { _ in name() } })
            showOnScreen(controller, clock, height: height)
            let table = controller.tableView

            for round in 0..<120 {
                let old = controller.sections
                var sections = old
                table.beginUpdates()
                // Delete some rows (old paths), from surviving sections only.
                let deletedSection: Int? = sections.count > 1 && Int.random(in: 0..<5, using: &random) == 0
                    ? Int.random(in: 0..<sections.count, using: &random) : nil
                var deletions: [IndexPath] = []
                for s in old.indices where s != deletedSection {
                    for r in old[s].indices where Int.random(in: 0..<4, using: &random) == 0 { deletions.append(IndexPath(row: r, section: s)) }
                }
                // Reload one surviving row (old path) that is not deleted.
                let reloadable = old.indices.filter { $0 != deletedSection }.flatMap { s in old[s].indices.map { IndexPath(row: $0, section: s) } }
                    .filter { !deletions.contains($0) }
                let reload = reloadable.randomElement(using: &random)
                // Move up to two other surviving rows (old paths now, new paths below).
                var movedFrom: [IndexPath] = []
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    if let path = reloadable.filter({ $0 != reload && !movedFrom.contains($0) }).randomElement(using: &random) {
                        movedFrom.append(path)
                    }
                }
                let movedNames = movedFrom.map { old[$0.section][$0.row] }
                if let reload { sections[reload.section][reload.row] += "*" }
                for path in (deletions + movedFrom).sorted(by: >) { sections[path.section].remove(at: path.row) }
                if let deletedSection { sections.remove(at: deletedSection) }
                // Insert a section and some rows (new paths).
                var insertedSection: Int?
                if Int.random(in: 0..<4, using: &random) == 0 {
                    let at = Int.random(in: 0...sections.count, using: &random)
                    sections.insert([name(), name()], at: at)
                    insertedSection = at
                }
                // New rows and moved rows arrive; earlier arrivals at or below shift down.
                var arrivals: [(path: IndexPath, moved: Int?)] = []
                func arrive(_ label: String, in s: Int, moved: Int?) {
                    let at = Int.random(in: 0...sections[s].count, using: &random)
                    sections[s].insert(label, at: at)
                    arrivals = arrivals.map { $0.path.section == s && $0.path.row >= at ? (IndexPath(row: $0.path.row + 1, section: s), $0.moved) : $0 }
                    arrivals.append((IndexPath(row: at, section: s), moved))
                }
                let targets = sections.indices.filter { $0 != insertedSection }
                for s in targets {
                    for _ in 0..<Int.random(in: 0..<3, using: &random) { arrive(name(), in: s, moved: nil) }
                }
                for (i, label) in movedNames.enumerated() {
                    if let s = targets.randomElement(using: &random) { arrive(label, in: s, moved: i) }
                }
                let insertions = arrivals.filter { $0.moved == nil }.map(\.path)
                controller.sections = sections
                let animations: [UITableView.RowAnimation] = [.fade, .left, .right, .top, .bottom, .middle, .none, .automatic]
                table.deleteRows(at: deletions, with: animations.randomElement(using: &random)!)
                if let deletedSection { table.deleteSections(IndexSet(integer: deletedSection), with: .fade) }
                if let reload {
                    // Reloads name old paths; the reloaded row keeps its place among the survivors.
                    table.reloadRows(at: [reload], with: .fade)
                }
                if let insertedSection { table.insertSections(IndexSet(integer: insertedSection), with: .top) }
                table.insertRows(at: insertions, with: animations.randomElement(using: &random)!)
                for arrival in arrivals { if let i = arrival.moved { table.moveRow(at: movedFrom[i], to: arrival.path) } }
                table.endUpdates()
                clock.advance(by: pause)
                table.layoutIfNeeded()

                let expected = sections.enumerated().flatMap { s, rows in rows.indices.map { IndexPath(row: $0, section: s) } }
                    .filter { table.rectForRow(at: $0).intersects(table.bounds) }
                let shown = table.indexPathsForVisibleRows ?? []
                #expect(shown == expected, "round \(round)")
                for path in shown {
                    let cell = table.cellForRow(at: path)
                    #expect(cell?.textLabel?.text == sections[path.section][path.row], "round \(round) \(path)")
                    #expect(cell?.frame == table.rectForRow(at: path) && cell?.alpha == 1, "round \(round) \(path)")
                }
                if pause >= 0.3 {
                    #expect(table.subviews.filter { $0 is UITableViewCell }.count == shown.count, "round \(round): no stray cells")
                }
            }
            clock.advance(by: 1)
            table.layoutIfNeeded()
            #expect(table.subviews.filter { $0 is UITableViewCell }.count == table.visibleCells.count, "no stray cells at rest")
            #expect(table.visibleCells.allSatisfy { $0.layer.animationKeys() == nil && shownAlpha($0) == 1 })
            #expect(table.inconsistentBatches == 0)
        }
    }
}
