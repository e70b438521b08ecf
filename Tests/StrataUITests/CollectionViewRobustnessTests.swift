import Foundation
import Testing
@testable import StrataUI
import StrataCore
import StrataGL

/// Bad input never traps (where UIKit raises an exception or misbehaves, Strata ignores the
/// input with a message), and a grid drawn by the offscreen renderer.
@Suite struct CollectionViewRobustnessTests {
    final class Negative: NSObject, UICollectionViewDataSource {
        var sections = -3, items = -5
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "unregistered", for: indexPath)
        }
    }

    /// A layout answering with garbage: non-finite frames and paths naming no item.
    final class Garbage: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize { CGSize(width: CGFloat.nan, height: -40) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let nan = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            nan.center = CGPoint(x: CGFloat.nan, y: 10)
            nan.size = CGSize(width: 10, height: 10)
            let missing = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 50, section: 4))
            missing.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let good = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
            good.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
            good.alpha = .nan
            return [nan, missing, good]
        }
        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                          withScrollingVelocity velocity: CGPoint) -> CGPoint { CGPoint(x: CGFloat.nan, y: .infinity) }
    }

    @Test func negativeCountsUnregisteredCellsAndBadPathsDoNotCrash() {
        // UIKit's behaviour for negative counts is undefined; an unregistered identifier raises
        // ("could not dequeue a view of kind … with identifier"). Strata reads 0 and hands out
        // a plain UICollectionViewCell.
        onVirtualClock { clock, root in
            let source = Negative()
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
            cv.dataSource = source
            root.addSubview(cv)
            cv.layoutIfNeeded()
            #expect(cv.numberOfSections == 0 && cv.visibleCells.isEmpty && cv.contentSize == CGSize(width: 200, height: 0))

            source.sections = 1
            cv.reloadData()
            #expect(cv.numberOfItems(inSection: 0) == 0)
            source.items = 2
            cv.reloadData()
            cv.layoutIfNeeded()
            #expect(cv.visibleCells.count == 2 && cv.visibleCells.allSatisfy { type(of: $0) == UICollectionViewCell.self })

            cv.register(UIView.self, forCellWithReuseIdentifier: "unregistered")
            cv.register(nil, forCellWithReuseIdentifier: "never registered")
            let malformed = IndexPath(index: 3)
            for path in [malformed, IndexPath(item: 9, section: 0), IndexPath(item: -1, section: 0), IndexPath(item: 0, section: -2)] {
                #expect(cv.cellForItem(at: path) == nil && cv.layoutAttributesForItem(at: path) == nil)
                cv.scrollToItem(at: path, at: .top, animated: true)
                cv.selectItem(at: path, animated: false, scrollPosition: .top)
                cv.deselectItem(at: path, animated: false)
            }
            #expect(cv.contentOffset == .zero && cv.indexPathsForSelectedItems == nil)
            #expect(cv.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
            #expect(cv.layoutAttributesForSupplementaryElement(ofKind: "nothing", at: IndexPath(item: 0, section: 8)) == nil)

            var result: Bool?
            cv.performBatchUpdates({ cv.moveItem(at: malformed, to: IndexPath(item: 0, section: 0)) }, completion: { result = $0 })
            #expect(result == false)
            cv.layoutIfNeeded()
            cv.performBatchUpdates({ cv.moveSection(3, toSection: 0) }, completion: { result = $0 })
            #expect(result == false, "a section that is not there")
            cv.performBatchUpdates(nil, completion: { result = $0 })
            #expect(result == true, "an empty batch completes")
            clock.advance(by: 0.5)
        }
    }

    @Test func aCollectionViewLetGoOfMidUpdateDoesNotTrap() {
        onVirtualClock { clock, root in
            var finished: Bool?
            weak var released: UICollectionView?
            do {
                let layout = UICollectionViewFlowLayout()
                let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
                cv.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
                let grid = SwatchGrid(sections: [[.red, .green, .blue]])
                cv.dataSource = grid
                root.addSubview(cv)
                cv.layoutIfNeeded()
                grid.sections[0].removeFirst()
                cv.performBatchUpdates({ cv.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished = $0 })
                cv.removeFromSuperview()
                released = cv
            }
            clock.advance(by: 0.5)
            #expect(finished != nil, "the completion still runs")
            _ = released
        }
    }

    /// A data source that forces a layout pass of the collection view while configuring a
    /// cell (as a transaction committed by a label's text can).
    final class Eager: NSObject, UICollectionViewDataSource {
        var count = 3
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            collectionView.setNeedsLayout()
            collectionView.layoutIfNeeded()
            return cell
        }
    }

    @Test func aLayoutPassDuringAnUpdateMakesNoStrayCell() {
        onVirtualClock { clock, root in
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            let source = Eager()
            cv.dataSource = source
            root.addSubview(cv)
            cv.layoutIfNeeded()
            source.count = 4
            cv.insertItems(at: [IndexPath(item: 0, section: 0)])
            let fresh = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
            clock.advance(by: 0)
            #expect(near(shownAlpha(fresh), 0, 0.01), "still fading in from 0: \(shownAlpha(fresh))")
            clock.advance(by: 0.31)
            #expect(near(shownAlpha(fresh), 1) && cv.visibleCells.count == 4)
            #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count == 4, "no stray cell from a nested pass")
        }
    }

    /// Layouts read `collectionView!` freely (it is set before UIKit asks them anything).
    final class Unwrapping: UICollectionViewFlowLayout {
        var asked = 0
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            asked += 1
            return newBounds.size != collectionView!.bounds.size
        }
    }

    @Test func aLayoutIsOnlyAskedOnceAttachedAndADelegateChangeRelays() {
        onVirtualClock { _, root in
            let layout = Unwrapping()
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
            #expect(layout.asked == 0, "not asked while init sets the frame")
            cv.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
            let grid = SwatchGrid(sections: [[.red, .green]])
            cv.dataSource = grid
            root.addSubview(cv)
            cv.layoutIfNeeded()
            cv.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            #expect(layout.asked == 1)
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.bounds.size == CGSize(width: 50, height: 50))
            grid.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 80, height: 80)
            cv.delegate = grid
            cv.layoutIfNeeded()
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.bounds.size == CGSize(width: 80, height: 80),
                    "a new delegate's sizes are used at once")
        }
    }

    @Test func nonFiniteSizesAndAttributesAreSkipped() {
        CollectionViewTests.rig(items: 4, configure: { $0.itemSize = CGSize(width: CGFloat.nan, height: -20) }) { rig in
            // NaN and negative sizes count as zero; NaN spacing as zero.
            rig.grid.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: CGFloat.infinity, height: 30)
            rig.layout.minimumInteritemSpacing = .nan
            rig.layout.invalidateLayout()
            rig.collectionView.layoutIfNeeded()
            #expect(rig.collectionView.contentSize.height.isFinite && rig.collectionView.contentSize.height >= 0)
            #expect(rig.cell(1)?.frame.size == CGSize(width: 0, height: 30))

            let garbage = Garbage()
            rig.collectionView.setCollectionViewLayout(garbage, animated: true)
            rig.collectionView.layoutIfNeeded()
            rig.clock.advance(by: 0.5)
            rig.collectionView.layoutIfNeeded()
            #expect(rig.collectionView.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0)], "only the finite, existing one")
            #expect(rig.cell(1)?.alpha == 1, "a NaN alpha reads as 1")
            #expect(rig.collectionView.contentSize == .zero)
            // The layout's NaN target is ignored: the flick decelerates as it would.
            #expect(rig.collectionView.restingOffset(proposed: CGPoint(x: 5, y: 6), velocity: .zero) == CGPoint(x: 5, y: 6))
        }
    }

    @Test func aGridOnScreen() throws {
        // Cells drawn where the flow layout puts them: 100-point swatches, 10 points apart,
        // the white collection view background between them.
        let clock = MediaClock.virtual()
        let image = try clock.run { () throws -> CGImage in
            let root = whiteRoot(width: 320, height: 220)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let cv = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
            cv.backgroundColor = .white
            cv.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
            let grid = SwatchGrid(sections: [[.red, .green, .blue, .blue, .red, .green]])
            cv.dataSource = grid
            cv.delegate = grid
            root.addSubview(cv)
            cv.layoutIfNeeded()
            cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
            clock.advance(by: 0)
            return try renderOnScreen(root, clock)
        }
        func isRed(_ p: [Int]) -> Bool { p[0] >= 230 && p[1] <= 30 && p[2] <= 30 }
        func isGreen(_ p: [Int]) -> Bool { p[1] >= 100 && p[0] <= 30 && p[2] <= 30 }
        func isBlue(_ p: [Int]) -> Bool { p[2] >= 230 && p[0] <= 30 && p[1] <= 30 }
        // Item centres: (50, 50), (160, 50), (270, 50), (50, 160) …; a corner of each, clear of
        // the centred label.
        #expect(isRed(pixelRGB(image, 10, 10)), "item 0: \(pixelRGB(image, 10, 10))")
        #expect(isGreen(pixelRGB(image, 120, 10)), "item 1: \(pixelRGB(image, 120, 10))")
        #expect(isBlue(pixelRGB(image, 230, 10)), "item 2: \(pixelRGB(image, 230, 10))")
        #expect(isBlue(pixelRGB(image, 10, 120)), "item 3: \(pixelRGB(image, 10, 120))")
        #expect(isGreen(pixelRGB(image, 300, 200)), "item 5: \(pixelRGB(image, 300, 200))")
        #expect(pixelRGB(image, 105, 50).allSatisfy { $0 >= 240 }, "the gap between items 0 and 1 is white")
        #expect(pixelRGB(image, 50, 105).allSatisfy { $0 >= 240 }, "the gap between lines is white")
        // Item 4 is selected: its content view covers the black selected background fully.
        #expect(isRed(pixelRGB(image, 120, 120)), "item 4: \(pixelRGB(image, 120, 120))")
    }
}
