import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Custom layouts as libraries write them (CollectionViewCode.swift): a carousel flow-layout
/// subclass that rescales items as the content scrolls and snaps a flick to an item through
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, and a card stack
/// with its own attributes class and insertion animation.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout — "Subclassing
/// notes"; https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes —
/// "make sure your subclass conforms to the NSCopying protocol".
@Suite struct CollectionViewLayoutTests {
    final class Cards: NSObject, UICollectionViewDataSource {
        var count: Int
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
            cell.contentView.backgroundColor = .orange
            return cell
        }
    }

    @Test func aCarouselRescalesAsItScrollsAndSnapsAFlickToAnItem() {
        // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)
        // and https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:)
        // — "velocity … measured in points per second"; the returned offset is where scrolling stops.
        onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            let layout = CarouselFlowLayout()
            layout.itemSize = CGSize(width: 200, height: 200)
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
            cv.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
            let grid = SwatchGrid(sections: [Array(repeating: UIColor.red, count: 10)])
            cv.dataSource = grid
            cv.delegate = grid
            window.addSubview(cv)
            cv.layoutIfNeeded()
            clock.advance(by: 0)

            // Items sit 220 points apart from x = 160, one per column (60-point side insets).
            let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
            let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
            #expect(first.center == CGPoint(x: 160, y: 100) && second.center.x == 380)
            #expect(first.transform3D.m11 == 1 && near(Double(second.transform3D.m11), 0.6))
            #expect(near(Double(second.alpha), 0.6) && first.layer.zPosition == 10 && second.layer.zPosition == 6)

            // Scrolled half-way, the two share the centre's weight.
            cv.contentOffset = CGPoint(x: 110, y: 0)
            cv.layoutIfNeeded()
            #expect(near(Double(first.transform3D.m11), 0.8) && near(Double(second.transform3D.m11), 0.8))

            // A leftward flick: the layout picks the item nearest the projected rest.
            cv.contentOffset = .zero
            cv.layoutIfNeeded()
            var t: TimeInterval = 1
            func touch(_ x: CGFloat, _ phase: UITouch.Phase) {
                clock.advance(to: t)
                window.deliver(touchAt: CGPoint(x: x, y: 150), phase: phase, timestamp: t)
                t += 0.01
            }
            touch(300, .began)
            for step in 1...6 { touch(300 - CGFloat(step) * 25, .moved) }
            touch(150, .ended)
            clock.advance(by: 5)
            let snap = layout.snaps.last
            #expect(snap != nil && cv.contentOffset == snap, "rests where the layout said: \(cv.contentOffset) \(String(describing: snap))")
            #expect(cv.contentOffset.x > 0 && cv.contentOffset.x.truncatingRemainder(dividingBy: 220) == 0,
                    "an item's centre under the collection view's: \(cv.contentOffset.x)")
            let centred = cv.indexPathForItem(at: CGPoint(x: cv.contentOffset.x + 160, y: 100))
            #expect(centred.flatMap { cv.cellForItem(at: $0) }?.transform3D.m11 == 1)
        }
    }

    @Test func aCardStackUsesItsAttributesClassAndSlidesInsertedCardsIn() {
        onVirtualClock { clock, root in
            let layout = CardStackLayout()
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
            cv.register(CardCell.self, forCellWithReuseIdentifier: "card")
            let cards = Cards(count: 3)
            cv.dataSource = cards
            root.addSubview(cv)
            cv.layoutIfNeeded()
            clock.advance(by: 0)

            let cells = (0..<3).compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0)) as? CardCell }
            #expect(cells.count == 3)
            #expect(cells.map(\.appliedShadow) == [0.1, 0.1, 0.5], "apply(_:) receives CardAttributes")
            #expect(cells.map(\.layer.zPosition) == [0, 1, 2], "zIndex orders the cards")
            #expect(near(Double(cells[0].transform.a), 0.9) && cells[2].center == CGPoint(x: 160, y: 100))
            let attributes = cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))
            let copy = attributes?.copy() as? CardAttributes
            #expect(copy?.shadowOpacity == 0.5 && copy !== attributes && copy == attributes, "NSCopying through super")

            var done = false
            cards.count = 4
            cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 3, section: 0)]) }, completion: { done = $0 })
            #expect(layout.updateBatches.last?.map(\.updateAction) == [.insert])
            #expect(layout.updateBatches.last?.first?.indexPathAfterUpdate == IndexPath(item: 3, section: 0))
            let top = cv.cellForItem(at: IndexPath(item: 3, section: 0)) as! CardCell
            clock.advance(by: 0)
            #expect(near(Double(shownCenter(top).x), 480, 0.5), "starts a screen to the right: \(shownCenter(top))")
            clock.advance(by: 0.15)
            #expect(near(Double(shownCenter(top).x), 320, 2), "half way: \(shownCenter(top))")
            #expect(shownCenter(cells[2]).y > 100 && shownCenter(cells[2]).y < 112, "the old top card sinks one step")
            clock.advance(by: 0.16)
            #expect(done && top.center.x == 160 && top.appliedShadow == 0.5 && cells[2].appliedShadow == 0.1)
        }
    }
}

/// The springy flow layout (CollectionViewCode.swift): a UIDynamicAnimator made with
/// `init(collectionViewLayout:)` holds every item's attributes on a spring, the layout answers
/// with the animator's items, and `shouldInvalidateLayout(forBoundsChange:)` — asked with
/// the old bounds still in place — makes items far from the finger lag behind a scroll.
/// https://developer.apple.com/documentation/uikit/uidynamicanimator/init(collectionviewlayout:)
/// and https://developer.apple.com/documentation/uikit/uidynamicanimator/layoutattributesforcell(at:).
@Suite struct SpringyCollectionViewTests {
    @Test func itemsFarFromTheFingerLagAndSpringBack() {
        onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let layout = SpringyFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            cv.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
            let grid = SwatchGrid(sections: [Array(repeating: UIColor.blue, count: 30)])
            cv.dataSource = grid
            cv.delegate = grid
            window.addSubview(cv)
            cv.layoutIfNeeded()
            clock.advance(by: 0)
            #expect(layout.dynamicAnimator.behaviors.count == 30)
            let top = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
            let low = cv.cellForItem(at: IndexPath(item: 12, section: 0))!
            #expect(top.center == CGPoint(x: 50, y: 50) && low.center == CGPoint(x: 50, y: 490))

            // A slow drag up from y = 420: the content scrolls 60 points.
            var t: TimeInterval = 1
            func touch(_ y: CGFloat, _ phase: UITouch.Phase) {
                clock.advance(to: t)
                window.deliver(touchAt: CGPoint(x: 160, y: y), phase: phase, timestamp: t)
                t += 0.02
            }
            touch(420, .began)
            for step in 1...8 { touch(420 - CGFloat(step) * 10, .moved) }
            let lagTop = top.center.y - 50, lagLow = low.center.y - 490
            #expect(cv.contentOffset.y > 50, "\(cv.contentOffset)")
            #expect(lagTop > 1, "the top item, 370 points from the finger, trails the scroll: \(lagTop)")
            #expect(lagLow < lagTop, "an item nearer the finger trails less: \(lagLow) < \(lagTop)")
            touch(340, .moved)
            t += 0.3
            touch(340, .ended)

            clock.advance(by: 6)
            cv.layoutIfNeeded()
            #expect(abs(top.center.y - 50) < 0.5 && abs(low.center.y - 490) < 0.5, "back on their anchors: \(top.center) \(low.center)")
            #expect(!layout.dynamicAnimator.isRunning, "and the animator paused at rest")
        }
    }
}

/// Invalidation contexts as layouts subclass them.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext
/// and https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(with:)
/// — "If you override this method, you must call super".
@Suite struct CollectionViewInvalidationTests {
    final class StickyContext: UICollectionViewLayoutInvalidationContext {
        var headerOnly = false
    }

    final class ContextLayout: UICollectionViewFlowLayout {
        var contexts: [(everything: Bool, headerOnly: Bool)] = []
        var everythingCount = 0
        override class var invalidationContextClass: AnyClass { StickyContext.self }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(forBoundsChange: newBounds) as! StickyContext
            context.headerOnly = true
            if newBounds.origin.y > 1000, let old = collectionView?.bounds, old.origin.y <= 1000 {
                context.contentOffsetAdjustment = CGPoint(x: 0, y: -100)
            }
            return context
        }
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            let sticky = context as! StickyContext
            contexts.append((context.invalidateEverything, sticky.headerOnly))
            super.invalidateLayout(with: context)
        }
    }

    @Test func boundsChangesAndFullInvalidationsPassTheirContexts() {
        CollectionViewTests.rig(items: 60) { rig in
            let layout = ContextLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            rig.collectionView.collectionViewLayout = layout
            rig.collectionView.layoutIfNeeded()
            layout.contexts = []
            rig.collectionView.contentOffset = CGPoint(x: 0, y: 50)
            #expect(layout.contexts.count == 1 && layout.contexts[0] == (false, true), "the bounds-change context")
            layout.invalidateLayout()
            #expect(layout.contexts.count == 2 && layout.contexts[1] == (true, false), "invalidateLayout(): everything")
            rig.collectionView.contentOffset = CGPoint(x: 0, y: 1200)
            rig.collectionView.layoutIfNeeded()
            #expect(rig.collectionView.contentOffset.y == 1100, "moved by the context's contentOffsetAdjustment")
        }
    }
}
