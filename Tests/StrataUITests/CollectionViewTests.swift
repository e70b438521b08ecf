import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UICollectionView with a flow layout, as CollectionViewCode.swift's grid uses it: the
/// flow layout's lines, reuse while scrolling, queries, and selection by tap through
/// `UIWindow.deliver(touches:)`. Apple pages cited per test.
@Suite struct CollectionViewTests {
    static let palette: [UIColor] = [.red, .green, .blue, .yellow, .cyan, .magenta]

    /// A window holding a collection view of `frame` showing `grid` with a flow layout.
    struct Rig {
        let clock: MediaClock
        let window: UIWindow
        let collectionView: UICollectionView
        let layout: UICollectionViewFlowLayout
        let grid: SwatchGrid

        func tap(_ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
            clock.advance(to: t)
            window.deliver(touchAt: CGPoint(x: x, y: y), phase: .began, timestamp: t)
            clock.advance(to: t + 0.05)
            window.deliver(touchAt: CGPoint(x: x, y: y), phase: .ended, timestamp: t + 0.05)
        }

        func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewCell? {
            collectionView.cellForItem(at: IndexPath(item: item, section: section))
        }
    }

    static func rig(items: Int, sections: Int = 1, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
                    configure: (UICollectionViewFlowLayout) -> Void = { _ in }, _ body: (Rig) throws -> Void) rethrows {
        try onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            let layout = UICollectionViewFlowLayout()
            configure(layout)
            let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
            collectionView.backgroundColor = .white
            collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                collectionView.register(SwatchHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: SwatchHeader.reuseIdentifier)
            }
            let grid = SwatchGrid(sections: (0..<sections).map { _ in (0..<items).map { palette[$0 % palette.count] } })
            collectionView.dataSource = grid
            collectionView.delegate = grid
            window.addSubview(collectionView)
            collectionView.layoutIfNeeded()
            clock.advance(by: 0)
            try body(Rig(clock: clock, window: window, collectionView: collectionView, layout: layout, grid: grid))
        }
    }

    @Test func flowLayoutFillsJustifiedLinesAndLeftAlignsTheLast() {
        // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
        // — "used to compute how many items can fit in a single line, but after the number of
        // items is determined, the actual spacing may possibly be adjusted upward";
        // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing,
        // sectionInset and headerReferenceSize (the header spans the section above its inset).
        Self.rig(items: 8, configure: { layout in
            layout.itemSize = CGSize(width: 90, height: 50)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
        }) { rig in
            func frame(_ item: Int) -> CGRect? { rig.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }

            // 300 points of line: three 90-point items fit at 10 apart (290), a fourth does not;
            // the 10 points left over widen both gaps to 15, so the row touches both insets.
            #expect(frame(0) == CGRect(x: 10, y: 40, width: 90, height: 50))
            #expect(frame(1) == CGRect(x: 115, y: 40, width: 90, height: 50))
            #expect(frame(2) == CGRect(x: 220, y: 40, width: 90, height: 50))
            #expect(frame(3) == CGRect(x: 10, y: 100, width: 90, height: 50), "next line, minimumLineSpacing below")
            // The last line (items 6 and 7) keeps the minimum spacing from the left.
            #expect(frame(6) == CGRect(x: 10, y: 160, width: 90, height: 50))
            #expect(frame(7) == CGRect(x: 110, y: 160, width: 90, height: 50))
            let header = rig.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                                    at: IndexPath(item: 0, section: 0))
            #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
            #expect(rig.collectionView.contentSize == CGSize(width: 320, height: 220), "30 + 10 + 3×50 + 2×10 + 10")
            #expect(rig.collectionView.visibleCells.count == 8)
            #expect(rig.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
            #expect((rig.cell(3) as? SwatchCell)?.label.text == "3")
            #expect(rig.cell(3)?.frame == frame(3), "the cell sits where the layout says")
        }
    }

    @Test func delegateSizesCentreShortItemsInTheirLineAndScrollHorizontally() {
        // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:)
        // and https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection-swift.enum
        // — horizontally, lines are columns filled top to bottom.
        Self.rig(items: 5, configure: { $0.itemSize = CGSize(width: 100, height: 40) }) { rig in
            rig.grid.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 80)
            rig.layout.invalidateLayout()
            rig.collectionView.layoutIfNeeded()
            #expect(rig.cell(0)?.frame == CGRect(x: 0, y: 20, width: 100, height: 40), "centred in the 80-point line")
            #expect(rig.cell(1)?.frame == CGRect(x: 110, y: 0, width: 100, height: 80))

            rig.layout.scrollDirection = .horizontal
            rig.collectionView.layoutIfNeeded()
            // A 480-point column holds all five items (40 + 80 + 40 + 40 + 40 and 4 × 10 = 280):
            // it is the section's last line, so they keep the minimum spacing from the top.
            let ys = (0..<5).compactMap { rig.cell($0)?.frame.minY }
            #expect(ys.first == 0 && rig.cell(4)?.frame.maxY == 280, "one column, last line left- (top-) aligned: \(ys)")
            #expect(rig.cell(1)?.frame.minX == 0 && rig.cell(0)?.frame.minX == 0)
            #expect(rig.collectionView.contentSize.height == 480)
        }
    }

    @Test func scrollingAThousandItemsKeepsOnlyTheVisibleCells() {
        // https://developer.apple.com/documentation/uikit/uicollectionview — "the collection
        // view … dequeues reusable cells"; prepareForReuse(): "Performs any clean up necessary
        // to prepare the view for use again."
        Self.rig(items: 1000, configure: { $0.itemSize = CGSize(width: 100, height: 100) }) { rig in
            let cv = rig.collectionView
            // 320 points: three 100-point items with 10 between; lines 110 apart; 334 lines.
            #expect(abs(cv.contentSize.height - (334 * 100 + 333 * 10)) < 0.01)
            var most = 0
            var offset: CGFloat = 0
            while offset < cv.contentSize.height - cv.bounds.height {
                offset += 37
                cv.contentOffset = CGPoint(x: 0, y: min(offset, cv.contentSize.height - cv.bounds.height))
                cv.layoutIfNeeded()
                most = max(most, cv.visibleCells.count)
                let expected = (0..<1000).filter { item in
                    let row = CGFloat(item / 3)
                    return CGRect(x: 0, y: row * 110, width: 100, height: 100).intersects(cv.bounds)
                }.count
                #expect(cv.visibleCells.count == expected)
            }
            #expect(most <= 18, "at most six rows of three on a 480-point screen: \(most)")
            #expect(rig.grid.cellsSeen.count <= 21, "cells are reused, not made: \(rig.grid.cellsSeen.count) made")
            #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count == cv.visibleCells.count, "retired cells leave the view tree")
            #expect(cv.visibleCells.contains { ($0 as? SwatchCell)?.reuseCount ?? 0 > 0 }, "prepareForReuse() ran")
            #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 999, section: 0)))
            #expect((cv.cellForItem(at: IndexPath(item: 999, section: 0)) as? SwatchCell)?.label.text == "999")
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil, "scrolled away")
            #expect(rig.grid.displayed - rig.grid.endedDisplaying == cv.visibleCells.count)
        }
    }

    @Test func queriesAndScrollToItem() {
        // https://developer.apple.com/documentation/uikit/uicollectionview/indexpathforitem(at:),
        // indexpath(for:), scrolltoitem(at:at:animated:) and numberofitems(insection:).
        Self.rig(items: 60, configure: { $0.itemSize = CGSize(width: 100, height: 100) }) { rig in
            let cv = rig.collectionView
            #expect(cv.numberOfSections == 1 && cv.numberOfItems(inSection: 0) == 60)
            #expect(cv.numberOfItems(inSection: 7) == 0 && cv.numberOfItems(inSection: -1) == 0)
            #expect(cv.indexPathForItem(at: CGPoint(x: 160, y: 150)) == IndexPath(item: 4, section: 0))
            #expect(cv.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil, "in the gap")
            let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
            #expect(cv.indexPath(for: cell) == IndexPath(item: 4, section: 0))

            // Item 30 is on line 10, y 1100…1200: centred in 480 points, the offset is 1150 − 240.
            cv.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
            #expect(cv.contentOffset.y == 910)
            cv.layoutIfNeeded()
            #expect(cv.cellForItem(at: IndexPath(item: 30, section: 0)) != nil)
            cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
            #expect(cv.contentOffset.y == 0, "clamped to the top")

            cv.scrollToItem(at: IndexPath(item: 59, section: 0), at: .top, animated: true)
            rig.clock.advance(by: 0.15)
            let midway = cv.contentOffset.y
            rig.clock.advance(by: 0.3)
            #expect(midway > 0 && midway < cv.contentOffset.y)
            #expect(cv.contentOffset.y == cv.contentSize.height - 480, "the last line can only reach the bottom")
        }
    }

    @Test func aTapSelectsAndHighlightsWhileDown() {
        // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate — "Managing
        // the selected cells": highlight on touch down, selection when the finger lifts;
        // allowsMultipleSelection: a second tap deselects; shouldSelectItemAt false prevents it.
        // https://developer.apple.com/documentation/uikit/uicollectionviewcell/selectedbackgroundview
        Self.rig(items: 30, configure: { $0.itemSize = CGSize(width: 100, height: 100) }) { rig in
            let cv = rig.collectionView
            let item4 = IndexPath(item: 4, section: 0)
            rig.window.deliver(touchAt: CGPoint(x: 160, y: 160), phase: .began, timestamp: 0)
            #expect(rig.cell(4)?.isHighlighted == true && rig.cell(4)?.selectedBackgroundView?.isHidden == false)
            rig.window.deliver(touchAt: CGPoint(x: 160, y: 160), phase: .ended, timestamp: 0.05)
            #expect(rig.grid.selections == [item4])
            #expect(rig.cell(4)?.isSelected == true && rig.cell(4)?.isHighlighted == false)
            #expect(cv.indexPathsForSelectedItems == [item4])

            rig.tap(50, 50, at: 1)
            #expect(rig.grid.selections.last == IndexPath(item: 0, section: 0))
            #expect(rig.grid.deselections == [item4], "single selection: the other is deselected")
            #expect(rig.cell(4)?.isSelected == false && rig.cell(4)?.selectedBackgroundView?.isHidden == true)

            cv.allowsMultipleSelection = true
            rig.tap(160, 160, at: 2)
            #expect(Set(cv.indexPathsForSelectedItems ?? []) == [IndexPath(item: 0, section: 0), item4])
            rig.tap(160, 160, at: 3)
            #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)], "a second tap deselects")

            rig.grid.refuse = [IndexPath(item: 5, section: 0)]
            rig.tap(270, 160, at: 4)
            #expect(rig.cell(5)?.isSelected == false, "shouldSelectItemAt said no")

            // A drag scrolls instead: the scroll view's pan cancels the touch, nothing is selected.
            let before = rig.grid.selections.count
            rig.clock.advance(to: 5)
            rig.window.deliver(touchAt: CGPoint(x: 160, y: 380), phase: .began, timestamp: 5)
            for step in 1...8 {
                rig.clock.advance(to: 5 + 0.01 * Double(step))
                rig.window.deliver(touchAt: CGPoint(x: 160, y: 380 - CGFloat(step) * 10), phase: .moved, timestamp: 5 + 0.01 * Double(step))
            }
            rig.window.deliver(touchAt: CGPoint(x: 160, y: 300), phase: .ended, timestamp: 5.1)
            #expect(rig.grid.selections.count == before && cv.contentOffset.y > 0)

            cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            #expect(rig.grid.selections.count == before, "selectItem does not call the delegate")
            cv.allowsSelection = false
            #expect(cv.indexPathsForSelectedItems == nil)
        }
    }
}
