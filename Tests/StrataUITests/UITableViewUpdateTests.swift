import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Animated row updates. Apple (UITableView.RowAnimation): .left — "The inserted row or rows
/// slide in from the left; the deleted row or rows slide out to the left"; .fade — "The
/// inserted or deleted row or rows fade into or out of the table view". beginUpdates(): "You
/// can also use this method followed by the endUpdates() method to animate the change in the
/// row heights without reloading the cell." Row animations run 0.3 s here (UIKit does not
/// document its duration); the curve is UIView's default ease-in-out, so half-way in time is
/// half-way in value.
@Suite struct UITableViewUpdateTests {
    static let row = IndexPath(row: 0, section: 0)

    @Test func aDeletedRowSlidesOutLeftWhileTheRowsBelowMoveUp() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(20)])
            showOnScreen(controller, clock)
            let table = controller.tableView
            let doomed = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            let next = table.cellForRow(at: IndexPath(row: 3, section: 0))!

            controller.sections[0].remove(at: 2)
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .left)
            clock.advance(by: 0.15)
            let doomedMid = shownCenter(doomed), nextMid = shownCenter(next)
            clock.advance(by: 0.16)

            #expect(abs(doomedMid.x - 0) < 1, "half-way out to the left: \(doomedMid)")
            #expect(abs(nextMid.y - 132) < 1, "half-way from 154 to 110: \(nextMid)")
            #expect(doomed.superview == nil, "gone once the animation ends")
            #expect(table.indexPath(for: next) == IndexPath(row: 2, section: 0) && next.frame.minY == 88)
            #expect(table.numberOfRows(inSection: 0) == 19)
            #expect(visibleRows(table) == Array(0...9))
            #expect(table.cellForRow(at: IndexPath(row: 9, section: 0))?.textLabel?.text == "Row 10", "came up from below")
        }
    }

    @Test func anInsertedRowFadesInFromAlphaZero() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(5)])
            showOnScreen(controller, clock)
            let table = controller.tableView
            let pushed = table.cellForRow(at: IndexPath(row: 1, section: 0))!

            controller.sections[0].insert("New", at: 1)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            let fresh = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            clock.advance(by: 0.0001)
            let start = shownAlpha(fresh)
            clock.advance(to: 0.15)
            let mid = shownAlpha(fresh), pushedMid = shownCenter(pushed).y
            clock.advance(to: 0.31)

            #expect(fresh.textLabel?.text == "New" && fresh !== pushed)
            #expect(start < 0.01, "starts transparent: \(start)")
            #expect(near(mid, 0.5, 0.02), "half-way: \(mid)")
            #expect(abs(pushedMid - 88) < 1, "row 1 moves from 66 to 110 (centres): \(pushedMid)")
            #expect(near(shownAlpha(fresh), 1) && pushed.frame.minY == 88)
        }
    }

    @Test func everyRowAnimationStartsAnInsertedRowWhereAppleSays() {
        let expected: [(UITableView.RowAnimation, (CGRect) -> Bool)] = [
            (.right, { $0.minX == 320 }), (.left, { $0.minX == -320 }), (.top, { $0.minY == 44 - 44 }),
            (.bottom, { $0.minY == 44 + 44 }), (.middle, { $0.height == 0 && $0.minY == 66 }),
            (.none, { $0.minY == 44 && $0.height == 44 }), (.fade, { $0.minY == 44 }), (.automatic, { $0.minY == 44 }),
        ]
        for (animation, check) in expected {
            onVirtualClock { clock, _ in
                let controller = FruitListController([rowNames(3)])
                showOnScreen(controller, clock)
                let table = controller.tableView

                controller.sections[0].insert("New", at: 1)
                table.insertRows(at: [IndexPath(row: 1, section: 0)], with: animation)
                let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
                clock.advance(by: 0.0001)
                let layer = cell.layer.presentation() ?? cell.layer
                let shown = CGRect(x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2,
                                   width: layer.bounds.width, height: layer.bounds.height)
                let alpha = shownAlpha(cell)
                clock.advance(by: 0.4)

                #expect(check(CGRect(x: shown.minX.rounded(), y: shown.minY.rounded(), width: shown.width.rounded(),
                                     height: shown.height.rounded())), "\(animation): starts at \(shown)")
                #expect((animation == .fade || animation == .automatic) == (alpha < 0.01), "\(animation): alpha \(alpha)")
                #expect(cell.frame == CGRect(x: 0, y: 44, width: 320, height: 44) && near(shownAlpha(cell), 1))
            }
        }
    }

    /// The expanding-row idiom: a tap changes the height the delegate reports, then an empty
    /// beginUpdates()/endUpdates() pair animates the change without reloading the cell.
    final class ExpandingController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        var expanded: IndexPath?
        var cellRequests = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellRequests += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Row")
            cell.textLabel?.text = "Question \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath == expanded ? 120 : 44
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            expanded = expanded == indexPath ? nil : indexPath
            tableView.beginUpdates()
            tableView.endUpdates()
        }
    }

    @Test func beginAndEndUpdatesWithNoChangesAnimatesNewHeights() {
        onVirtualClock { clock, _ in
            let controller = ExpandingController()
            let window = showOnScreen(controller, clock)
            let table = controller.tableView
            let tapped = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            let below = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            let requests = controller.cellRequests

            window.deliver(touches: [.init(id: 0, location: CGPoint(x: 50, y: 60), phase: .began, timestamp: 0)])
            window.deliver(touches: [.init(id: 0, location: CGPoint(x: 50, y: 60), phase: .ended, timestamp: 0)])
            clock.advance(by: 0.15)
            let midHeight = (tapped.layer.presentation() ?? tapped.layer).bounds.height, belowMid = shownCenter(below).y
            clock.advance(by: 0.16)

            #expect(abs(midHeight - 82) < 1, "half-way from 44 to 120: \(midHeight)")
            #expect(abs(belowMid - (110 + 38)) < 1, "half-way from 110 to 186: \(belowMid)")
            #expect(tapped.frame == CGRect(x: 0, y: 44, width: 320, height: 120) && below.frame.minY == 164)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === tapped, "the same cell, not reloaded")
            #expect(controller.cellRequests == requests, "no cell was asked for")
            #expect(table.contentSize.height == 428)
        }
    }

    @Test func performBatchUpdatesMixesChangesAndCallsTheCompletionAtTheEnd() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(6)])
            showOnScreen(controller, clock)
            let table = controller.tableView
            let movedCell = table.cellForRow(at: IndexPath(row: 4, section: 0))!
            var finished: [Bool] = []

            table.performBatchUpdates({
                controller.sections[0].remove(at: 0)           // Row 1 … Row 5
                controller.sections[0].insert("Fresh", at: 2)  // Row 1, Row 2, Fresh, Row 3, Row 4, Row 5
                controller.sections[0][3] = "Row 3 again"
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .top)
                table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .right)
                table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
            }, completion: { finished.append($0) })
            clock.advance(by: 0.2)
            let early = finished
            clock.advance(by: 0.2)

            #expect(early.isEmpty && finished == [true])
            #expect(table.visibleCells.map { $0.textLabel?.text } == controller.sections[0].map { Optional($0) })
            #expect(table.indexPath(for: movedCell) == IndexPath(row: 4, section: 0), "old row 4 is still row 4")
            #expect(table.visibleCells.allSatisfy { $0.alpha == 1 && $0.frame.minX == 0 })
        }
    }

    @Test func moveRowSlidesTheSameCellAndSectionsInsertAndDelete() {
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(3, "A"), rowNames(2, "B")])
            showOnScreen(controller, clock)
            let table = controller.tableView
            let a0 = table.cellForRow(at: IndexPath(row: 0, section: 0))!

            controller.sections[0].append(controller.sections[0].removeFirst())
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
            clock.advance(by: 0.4)
            #expect(table.indexPath(for: a0) == IndexPath(row: 2, section: 0) && a0.frame.minY == 88)

            controller.sections.insert(rowNames(1, "C"), at: 0)
            table.insertSections(IndexSet(integer: 0), with: .fade)
            clock.advance(by: 0.4)
            #expect(table.numberOfSections == 3 && table.indexPath(for: a0) == IndexPath(row: 2, section: 1))

            controller.sections.remove(at: 2)
            table.deleteSections(IndexSet(integer: 2), with: .bottom)
            clock.advance(by: 0.4)
            #expect(table.numberOfSections == 2 && table.visibleCells.count == 4)
            #expect(table.contentSize.height == 176)

            controller.sections.swapAt(0, 1)
            table.moveSection(0, toSection: 1)
            clock.advance(by: 0.4)
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["A 1", "A 2", "A 0", "C 0"])
        }
    }

    @Test func countsThatDoNotAddUpReloadWithoutAnimationInsteadOfRaising() {
        // Apple raises NSInternalInconsistencyException ("Invalid update: invalid number of
        // rows in section 0 …"); Strata prints the counts and reloads.
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(5)])
            showOnScreen(controller, clock)
            let table = controller.tableView

            controller.sections[0] += ["X", "Y"]
            table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
            table.layoutIfNeeded()

            #expect(table.inconsistentBatches == 1)
            #expect(table.numberOfRows(inSection: 0) == 7)
            #expect(table.visibleCells.count == 7)
            #expect(table.visibleCells.allSatisfy { $0.layer.animationKeys() == nil })

            var finished: [Bool] = []
            table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 40, section: 3)], with: .left) },
                                      completion: { finished.append($0) })
            #expect(finished == [false] && table.numberOfRows(inSection: 0) == 7)
        }
    }

    @Test func reconfigureRowsUpdatesTheShownCellInPlace() {
        // Apple (reconfigureRows(at:)): "Reconfiguring existing cells … the table view
        // dequeues the existing cell for each index path … instead of a new cell."
        onVirtualClock { clock, _ in
            let controller = FruitListController([rowNames(30)])
            showOnScreen(controller, clock)
            let table = controller.tableView
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            cell.isSelected = true

            controller.sections[0][1] = "Renamed"
            controller.sections[0][25] = "Far away"
            table.reconfigureRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 25, section: 0)])

            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell && cell.textLabel?.text == "Renamed")
            #expect(cell.isSelected, "not prepared for reuse")
            table.scrollToRow(at: IndexPath(row: 25, section: 0), at: .top, animated: false)
            #expect(table.cellForRow(at: IndexPath(row: 25, section: 0))?.textLabel?.text == "Far away")
        }
    }
}
