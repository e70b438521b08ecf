import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// iOS 13/14 collection view code: a diffable data source fed snapshots, cells from a
/// CellRegistration. https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
/// — "apply(_:animatingDifferences:completion:) … computes the difference between the current
/// state and the new state … and animates the updates"; https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
/// and https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration;
/// reconfigureItems(at:) — "updates the data for the existing cells". The snapshot itself is
/// tested in DiffableSnapshotTests.swift.
@Suite struct CollectionViewDiffableTests {
    enum Section: Hashable { case main, extra }

    @Test func applyingAnimatesTheDifferenceByIdentifier() {
        CollectionViewTests.rig(items: 0, configure: { $0.itemSize = CGSize(width: 100, height: 100) }) { rig in
            let cv = rig.collectionView
            var configured: [String] = []
            let registration = UICollectionView.CellRegistration<SwatchCell, String> { cell, _, item in
                cell.label.text = item
                cell.contentView.backgroundColor = .orange
                configured.append(item)
            }
            let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: cv) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            #expect(cv.dataSource === dataSource)
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(["a", "b", "c", "d", "e"])
            dataSource.apply(snapshot, animatingDifferences: false)
            cv.layoutIfNeeded()
            func cell(_ item: String) -> SwatchCell? {
                dataSource.indexPath(for: item).flatMap { cv.cellForItem(at: $0) as? SwatchCell }
            }
            #expect(cv.visibleCells.count == 5 && cell("c")?.label.text == "c")
            let a = cell("a")!, b = cell("b")!, e = cell("e")!

            // a goes to the end, b goes away, x comes after c.
            snapshot.moveItem("a", afterItem: "e")
            snapshot.deleteItems(["b"])
            snapshot.insertItems(["x"], afterItem: "c")
            var done = false
            dataSource.apply(snapshot) { done = true }
            #expect(dataSource.itemIdentifier(for: IndexPath(item: 4, section: 0)) == "a")
            #expect(cell("a") === a && cell("e") === e, "cells stay with their items")
            #expect(cell("x")?.label.text == "x" && b.superview === cv)
            rig.clock.advance(by: 0.15)
            #expect(near(shownAlpha(b), 0.5, 0.02) && near(shownAlpha(cell("x")!), 0.5, 0.02))
            #expect(!done)
            rig.clock.advance(by: 0.16)
            #expect(done && b.superview == nil)
            #expect(a.frame.origin == CGPoint(x: 110, y: 110), "item 4: second line, second place")
            #expect((0..<5).compactMap { (cv.cellForItem(at: IndexPath(item: $0, section: 0)) as? SwatchCell)?.label.text }
                    == ["c", "x", "d", "e", "a"])

            // Reconfiguring keeps the cell and configures it again (iOS 15).
            let c0 = cell("c")!
            configured = []
            snapshot.reconfigureItems(["c"])
            dataSource.apply(snapshot)
            #expect(cell("c") === c0 && configured == ["c"])
            rig.clock.advance(by: 0.31)
            snapshot = dataSource.snapshot()

            // A reload makes a new cell; reordered sections move with their cells.
            let d = cell("d")!
            snapshot.reloadItems(["d"])
            dataSource.apply(snapshot)
            #expect(cell("d") !== d)
            rig.clock.advance(by: 0.31)
            snapshot.appendSections([.extra])
            snapshot.appendItems(["y"], toSection: .extra)
            dataSource.apply(snapshot)
            rig.clock.advance(by: 0.31)
            let y = cell("y")!, c = cell("c")!
            snapshot.moveSection(.extra, beforeSection: .main)
            var reordered = false
            dataSource.apply(snapshot) { reordered = true }
            #expect(dataSource.sectionIdentifier(for: 0) == .extra && dataSource.index(for: .main) == 1)
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === y && cv.cellForItem(at: IndexPath(item: 0, section: 1)) === c)
            rig.clock.advance(by: 0.15)
            #expect(!reordered && shownCenter(c).y > 60 && shownCenter(c).y < 140, "c slides down a line, 50 to 150: \(shownCenter(c))")
            rig.clock.advance(by: 0.16)
            #expect(reordered && y.frame.origin == .zero && c.frame.minY == 100)
        }
    }
}

/// Random snapshots applied one after another, some while the last still animates: the cells
/// on screen always end up showing the snapshot's items at their places, with no stray cells
/// and no update found inconsistent.
@Suite struct CollectionViewDiffableFuzzTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(n, 1)))
        }
    }

    @Test(arguments: [1, 2, 3])
    func randomSnapshotsSettleOnTheLastOne(seed: UInt64) {
        CollectionViewTests.rig(items: 0, frame: CGRect(x: 0, y: 0, width: 320, height: 900),
                                configure: { $0.itemSize = CGSize(width: 60, height: 60) }) { rig in
            let cv = rig.collectionView
            let registration = UICollectionView.CellRegistration<SwatchCell, Int> { cell, _, item in cell.label.text = "\(item)" }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var random = Generator(state: seed)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Array(0..<8), toSection: 0)
            snapshot.appendItems(Array(8..<14), toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
            cv.layoutIfNeeded()
            var nextItem = 100, nextSection = 2

            for _ in 0..<60 {
                var changed = NSDiffableDataSourceSnapshot<Int, Int>()
                changed.appendSections(snapshot.sectionIdentifiers)
                for section in snapshot.sectionIdentifiers { changed.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section) }
                for _ in 0..<(1 + random.next(4)) {
                    let items = changed.itemIdentifiers, sections = changed.sectionIdentifiers
                    switch random.next(7) {
                    case 0 where !items.isEmpty: changed.deleteItems([items[random.next(items.count)]])
                    case 1 where !items.isEmpty:
                        changed.insertItems([nextItem], afterItem: items[random.next(items.count)]); nextItem += 1
                    case 2 where items.count > 1:
                        let a = items[random.next(items.count)], b = items[random.next(items.count)]
                        if a != b { random.next(2) == 0 ? changed.moveItem(a, beforeItem: b) : changed.moveItem(a, afterItem: b) }
                    case 3 where !items.isEmpty: changed.reloadItems([items[random.next(items.count)]])
                    case 4 where sections.count > 1: changed.deleteSections([sections[random.next(sections.count)]])
                    case 5 where sections.count < 4:
                        changed.appendSections([nextSection])
                        changed.appendItems([nextItem, nextItem + 1], toSection: nextSection)
                        nextSection += 1; nextItem += 2
                    case 6 where sections.count > 1:
                        let a = sections[random.next(sections.count)], b = sections[random.next(sections.count)]
                        if a != b { changed.moveSection(a, afterSection: b) }
                    default:
                        if let last = sections.last { changed.appendItems([nextItem], toSection: last); nextItem += 1 }
                    }
                }
                snapshot = changed
                dataSource.apply(snapshot)
                rig.clock.advance(by: random.next(2) == 0 ? 0.05 : 0.31)
            }
            rig.clock.advance(by: 1)
            cv.layoutIfNeeded()

            #expect(cv.inconsistentUpdateCount == 0)
            #expect(cv.numberOfSections == snapshot.numberOfSections)
            var wrong: [String] = []
            for path in cv.indexPathsForVisibleItems {
                let shown = (cv.cellForItem(at: path) as? SwatchCell)?.label.text
                let expected = dataSource.itemIdentifier(for: path).map { "\($0)" }
                if shown != expected { wrong.append("\(path): \(shown ?? "-") ≠ \(expected ?? "-")") }
                if cv.cellForItem(at: path)?.frame != cv.layoutAttributesForItem(at: path)?.frame { wrong.append("\(path) misplaced") }
            }
            #expect(wrong.isEmpty, "\(wrong)")
            #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count == cv.visibleCells.count, "no stray cells")
            let expectedVisible = snapshot.sectionIdentifiers.indices.reduce(0) { total, s in
                total + (0..<snapshot.numberOfItems(inSection: snapshot.sectionIdentifiers[s])).filter { item in
                    cv.layoutAttributesForItem(at: IndexPath(item: item, section: s))?.frame.intersects(cv.bounds) ?? false
                }.count
            }
            #expect(cv.visibleCells.count == expectedVisible)
            #expect(cv.visibleCells.allSatisfy { near(Double($0.alpha), 1) && near(shownAlpha($0), 1) })
        }
    }
}
