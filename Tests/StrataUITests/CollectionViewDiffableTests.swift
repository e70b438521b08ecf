import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// iOS 13/14 collection view code: a diffable data source fed snapshots, cells from a
/// CellRegistration. https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
/// — "apply(_:animatingDifferences:completion:) … computes the difference between the current
/// state and the new state … and animates the updates"; https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
/// and https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration.
@Suite struct CollectionViewDiffableTests {
    enum Section: Hashable { case main, extra }

    @Test func snapshotsHoldSectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendItems(["lost"])
        #expect(snapshot.numberOfItems == 0, "no section yet: ignored with a message")
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c"])
        snapshot.insertItems(["x"], afterItem: "b")
        snapshot.insertItems(["a"], beforeItem: "c")
        #expect(snapshot.itemIdentifiers == ["a", "b", "x", "c"], "a duplicate is skipped")
        snapshot.appendSections([.extra, .main])
        snapshot.appendItems(["d"], toSection: .extra)
        snapshot.moveItem("a", afterItem: "d")
        #expect(snapshot.sectionIdentifiers == [.main, .extra] && snapshot.itemIdentifiers(inSection: .extra) == ["d", "a"])
        #expect(snapshot.sectionIdentifier(containingItem: "a") == .extra && snapshot.indexOfItem("a") == 4)
        snapshot.moveSection(.extra, beforeSection: .main)
        #expect(snapshot.sectionIdentifiers == [.extra, .main] && snapshot.indexOfSection(.main) == 1)
        snapshot.deleteItems(["b", "nothing"])
        snapshot.moveItem("nothing", beforeItem: "c")
        snapshot.deleteSections([.extra])
        #expect(snapshot.itemIdentifiers == ["x", "c"] && snapshot.numberOfItems == 2 && snapshot.numberOfSections == 1)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func applyingAnimatesTheDifferenceByIdentifier() {
        CollectionViewTests.rig(items: 0, configure: { $0.itemSize = CGSize(width: 100, height: 100) }) { rig in
            let cv = rig.collectionView
            let registration = UICollectionView.CellRegistration<SwatchCell, String> { cell, _, item in
                cell.label.text = item
                cell.contentView.backgroundColor = .orange
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

            // A reload makes a new cell; reordering sections reloads without animation.
            let d = cell("d")!
            snapshot.reloadItems(["d"])
            dataSource.apply(snapshot)
            #expect(cell("d") !== d)
            rig.clock.advance(by: 0.31)
            snapshot.appendSections([.extra])
            snapshot.appendItems(["y"], toSection: .extra)
            dataSource.apply(snapshot)
            rig.clock.advance(by: 0.31)
            snapshot.moveSection(.extra, beforeSection: .main)
            var reordered = false
            dataSource.apply(snapshot) { reordered = true }
            #expect(reordered, "no animation: at once")
            cv.layoutIfNeeded()
            #expect(dataSource.sectionIdentifier(for: 0) == .extra && dataSource.index(for: .main) == 1)
            #expect((cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? SwatchCell)?.label.text == "y")
        }
    }
}
