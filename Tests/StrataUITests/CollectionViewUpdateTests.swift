import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Animated updates on the virtual clock: `performBatchUpdates(_:completion:)` with deletions,
/// insertions, moves and sections, `setCollectionViewLayout(_:animated:)`, and updates that
/// do not add up (where UIKit raises an exception, Strata reloads and reports).
/// https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
/// — "Animates multiple insert, delete, reload, and move operations as a group"; the
/// completion's Boolean is "true if all of the related animations completed successfully".
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingitem(at:)
/// and finalLayoutAttributesForDisappearingItem(at:) — where inserted items start and
/// deleted ones end. UIKit does not document the duration: Strata uses 0.3 s, ease in-out.
@Suite struct CollectionViewUpdateTests {
    typealias Rig = CollectionViewTests.Rig
    let square: (UICollectionViewFlowLayout) -> Void = { $0.itemSize = CGSize(width: 100, height: 100) }

    @Test func aBatchDeleteAndInsertFadeAndSlideOverThreeTenthsOfASecond() {
        CollectionViewTests.rig(items: 6, configure: square) { rig in
            let cv = rig.collectionView
            let deleted = rig.cell(0)!, survivor = rig.cell(1)!, last = rig.cell(5)!
            #expect(shownCenter(survivor) == CGPoint(x: 160, y: 50))
            var finished: [Bool] = []

            rig.grid.sections[0].remove(at: 0)
            rig.grid.sections[0].insert(.black, at: 2)
            cv.performBatchUpdates({
                cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
                cv.insertItems(at: [IndexPath(item: 2, section: 0)])
            }, completion: { finished.append($0) })

            // The survivors close the gap: old 1 → new 0, old 2 → new 1; old 5 stays item 5.
            let inserted = rig.cell(2)!
            #expect(rig.cell(0) === survivor && rig.cell(5) === last)
            #expect(!(inserted === deleted) && inserted.contentView.backgroundColor?.cgColor.components == [0, 0, 0, 1], "the new item's colour")
            rig.clock.advance(by: 0)
            #expect(near(shownAlpha(inserted), 0, 0.01), "inserted: starts at alpha 0")
            #expect(near(shownAlpha(deleted), 1, 0.01))

            rig.clock.advance(by: 0.15)
            // Half way in time is half way in value on the symmetric ease in-out.
            #expect(near(shownAlpha(inserted), 0.5, 0.02), "fading in: \(shownAlpha(inserted))")
            #expect(near(shownAlpha(deleted), 0.5, 0.02), "fading out: \(shownAlpha(deleted))")
            #expect(near(Double(shownCenter(survivor).x), 105, 1), "sliding from 160 to 50: \(shownCenter(survivor))")
            #expect(deleted.superview === cv && finished.isEmpty)

            rig.clock.advance(by: 0.16)
            #expect(finished == [true])
            #expect(deleted.superview == nil, "the deleted cell is retired when its animation ends")
            #expect(shownCenter(survivor) == CGPoint(x: 50, y: 50) && near(shownAlpha(inserted), 1))
            #expect(cv.visibleCells.count == 6 && cv.numberOfItems(inSection: 0) == 6)
            #expect(cv.dequeueReusableCell(withReuseIdentifier: SwatchCell.reuseIdentifier, for: IndexPath(item: 0, section: 0)) === deleted,
                    "and waits in the reuse queue")
        }
    }

    @Test func movesAndSectionChangesKeepEachCellWithItsItem() {
        CollectionViewTests.rig(items: 4, sections: 2, configure: { layout in
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.headerReferenceSize = CGSize(width: 0, height: 20)
        }) { rig in
            let cv = rig.collectionView
            let a = rig.cell(0, 1)!, b = rig.cell(3, 1)!
            var finished = false
            rig.grid.sections.remove(at: 0)
            let moved = rig.grid.sections[0].remove(at: 0)
            rig.grid.sections[0].append(moved)
            cv.performBatchUpdates({
                cv.deleteSections(IndexSet(integer: 0))
                cv.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 3, section: 0))
            }, completion: { finished = $0 })
            #expect(cv.numberOfSections == 1)
            #expect(rig.cell(3, 0) === a, "moved to the end of what is now section 0")
            #expect(rig.cell(2, 0) === b, "the others close up behind it")
            rig.clock.advance(by: 0.31)
            #expect(finished)
            #expect(a.frame == CGRect(x: 0, y: 130, width: 100, height: 100), "second line, under the 20-point header")
            #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)

            // A section inserted in front fades in; the old section moves down.
            rig.grid.sections.insert([.red, .red], at: 0)
            cv.insertSections(IndexSet(integer: 0))
            let fresh = rig.cell(0, 0)!
            rig.clock.advance(by: 0)
            #expect(near(shownAlpha(fresh), 0, 0.01) && rig.cell(3, 1) === a)
            rig.clock.advance(by: 0.31)
            #expect(near(shownAlpha(fresh), 1) && a.frame.minY == 120 + 130, "below the new 120-point section")
        }
    }

    @Test func updatesThatDoNotAddUpReloadInsteadOfCrashing() {
        // Apple raises NSInternalInconsistencyException ("The number of items contained in an
        // existing section after the update … must be equal to …"); Strata prints the reason,
        // reloads and passes false to the completion.
        CollectionViewTests.rig(items: 6, configure: square) { rig in
            let cv = rig.collectionView
            var results: [Bool] = []
            cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { results.append($0) })
            #expect(results == [false], "the data source still has 6 items")
            cv.layoutIfNeeded()
            #expect(cv.visibleCells.count == 6)

            rig.grid.sections[0].removeLast()
            cv.performBatchUpdates({ cv.deleteItems(at: [IndexPath(item: 40, section: 0)]) }, completion: { results.append($0) })
            cv.layoutIfNeeded()
            cv.performBatchUpdates({ cv.deleteSections(IndexSet(integer: 3)) }, completion: { results.append($0) })
            cv.layoutIfNeeded()
            cv.performBatchUpdates({ cv.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)]) },
                                   completion: { results.append($0) })
            #expect(results == [false, false, false, false])
            cv.layoutIfNeeded()
            #expect(cv.visibleCells.count == 5 && cv.numberOfItems(inSection: 0) == 5, "reloaded from the data source")

            // Outside a batch, a single call is its own batch.
            rig.grid.sections[0].append(.blue)
            cv.insertItems(at: [IndexPath(item: 5, section: 0)])
            #expect(cv.numberOfItems(inSection: 0) == 6 && rig.cell(5) != nil)
        }
    }

    @Test func anAnimatedLayoutChangeMovesTheCellsToTheNewLayout() {
        // https://developer.apple.com/documentation/uikit/uicollectionview/setcollectionviewlayout(_:animated:completion:)
        CollectionViewTests.rig(items: 6, configure: square) { rig in
            let cv = rig.collectionView
            let second = rig.cell(1)!
            let big = UICollectionViewFlowLayout()
            big.itemSize = CGSize(width: 150, height: 150)
            var done = false
            cv.setCollectionViewLayout(big, animated: true) { done = $0 }
            #expect(cv.collectionViewLayout === big && big.collectionView === cv)
            rig.clock.advance(by: 0.15)
            // 110…210 to 170…320 (two 150-point items spread over 320 points).
            #expect(near(Double(shownCenter(second).x), (160 + 245) / 2, 1.5), "\(shownCenter(second))")
            #expect(!done)
            rig.clock.advance(by: 0.16)
            #expect(done && second.frame == CGRect(x: 170, y: 0, width: 150, height: 150))
            #expect(cv.visibleCells.count == 6, "three lines of two fit 480 points")
        }
    }

    @Test func reloadsCrossFadeSelectionFollowsItsItemAndHeadersFadeWithTheirSection() {
        // https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:) and
        // deleteSections(_:); selection belongs to the item, not the index, across updates.
        CollectionViewTests.rig(items: 4, sections: 2, configure: { layout in
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.headerReferenceSize = CGSize(width: 0, height: 20)
        }) { rig in
            let cv = rig.collectionView
            cv.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
            let old = rig.cell(1)!
            rig.grid.sections[0][1] = .black
            cv.reloadItems(at: [IndexPath(item: 1, section: 0)])
            let new = rig.cell(1)!
            #expect(new !== old && old.superview === cv && new.frame == old.frame)
            rig.clock.advance(by: 0.15)
            #expect(near(shownAlpha(old), 0.5, 0.02) && near(shownAlpha(new), 0.5, 0.02), "a cross-fade")
            rig.clock.advance(by: 0.16)
            #expect(old.superview == nil && near(shownAlpha(new), 1))

            rig.grid.sections[0].remove(at: 0)
            cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
            #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
            #expect(rig.cell(2)?.isSelected == true)
            rig.clock.advance(by: 0.31)

            let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
            rig.grid.sections.remove(at: 0)
            cv.deleteSections(IndexSet(integer: 0))
            #expect(cv.indexPathsForSelectedItems == nil, "the selected item went with its section")
            rig.clock.advance(by: 0.15)
            #expect(near(shownAlpha(header), 0.5, 0.02), "the header fades out with its section")
            rig.clock.advance(by: 0.16)
            #expect(header.superview == nil)
            #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
            #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                         at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
        }
    }

    @Test func resizingRefillsTheFlowLayoutsLines() {
        // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)
        CollectionViewTests.rig(items: 6, configure: square) { rig in
            let cv = rig.collectionView
            #expect(rig.cell(3)?.frame.origin == CGPoint(x: 0, y: 110))
            cv.frame = CGRect(x: 0, y: 0, width: 430, height: 480)
            cv.layoutIfNeeded()
            #expect(rig.cell(3)?.frame.origin == CGPoint(x: 330, y: 0), "four to a line at 430 points")
            cv.contentOffset = CGPoint(x: 0, y: 5)
            #expect(!rig.layout.shouldInvalidateLayout(forBoundsChange: cv.bounds), "a scroll alone keeps the lines")
        }
    }
}
