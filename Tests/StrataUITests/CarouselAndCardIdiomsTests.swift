import Foundation
import Testing
@testable import StrataUI
import StrataCore

// Idioms of carousel collection layouts and swipe-card stacks, written as iOS code writes them
// (found probing UPCarouselFlowLayout, AnimatedCollectionViewLayout, Shuffle and ZLSwipeableView).

/// A carousel: copies the flow layout's attributes (NSArray(array:copyItems:), as such layouts
/// do so as not to change the flow layout's cached ones), scales and fades the side items, and
/// stops a flick with an item centred (targetContentOffset(forProposedContentOffset:withScrollingVelocity:)).
final class CenteringCarouselLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        collectionView.decelerationRate = .fast
        let inset = (collectionView.bounds.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let original = super.layoutAttributesForElements(in: rect),
              let copies = NSArray(array: original, copyItems: true) as? [UICollectionViewLayoutAttributes],
              let collectionView = collectionView else { return nil }
        for attributes in copies {
            let distance = min(abs(attributes.center.x - collectionView.contentOffset.x - collectionView.bounds.width / 2),
                               itemSize.width + minimumLineSpacing)
            let ratio = 1 - distance / (itemSize.width + minimumLineSpacing)
            attributes.alpha = 0.6 + 0.4 * ratio
            let scale = 0.8 + 0.2 * ratio
            attributes.transform3D = CATransform3DMakeScale(scale, scale, 1)
        }
        return copies
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView,
              let candidates = super.layoutAttributesForElements(in: CGRect(x: proposedContentOffset.x, y: 0,
                                                                             width: collectionView.bounds.width,
                                                                             height: collectionView.bounds.height)) else {
            return proposedContentOffset
        }
        let middle = proposedContentOffset.x + collectionView.bounds.width / 2
        guard let closest = candidates.min(by: { abs($0.center.x - middle) < abs($1.center.x - middle) }) else {
            return proposedContentOffset
        }
        return CGPoint(x: closest.center.x - collectionView.bounds.width / 2, y: proposedContentOffset.y)
    }
}

final class CarouselSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.backgroundColor = .blue
        return cell
    }
}

@Suite("Carousel and swipe-card idioms")
struct CarouselAndCardIdiomsTests {
    static func carousel() -> (UIWindow, UICollectionView, CenteringCarouselLayout, CarouselSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let layout = CenteringCarouselLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 200)
        layout.minimumLineSpacing = 10
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        let source = CarouselSource()
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
        return (window, collectionView, layout, source)
    }

    // Apple: NSArray init(array:copyItems:) — "If true, each object in array receives a
    // copy(with:) message to create a copy of the object"; UICollectionViewLayoutAttributes adopts NSCopying.
    @Test("copied attributes scale and fade the side items and leave the flow layout's own alone")
    func copiedAttributes() throws {
        try onVirtualClock { clock, _ in
            let (_, collectionView, layout, source) = Self.carousel()
            _ = source
            clock.advance(by: 0)
            #expect(collectionView.decelerationRate == .fast)
            let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(abs(first.center.x - 160) < 0.5)
            #expect(abs(first.alpha - 1) < 1e-6 && abs(second.alpha - 0.6) < 1e-6)
            #expect(abs(second.layer.transform.m11 - 0.8) < 1e-6 && abs(first.layer.transform.m11 - 1) < 1e-6)
            // The flow layout's cached attributes were not changed through the copies.
            let cached = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
            #expect(cached.alpha == 1 && CATransform3DIsIdentity(cached.transform3D))
        }
    }

    // Apple: UICollectionViewLayout targetContentOffset(forProposedContentOffset:withScrollingVelocity:)
    // — "the point at which to stop scrolling"; the scroll view decelerates to it.
    @Test("a flick stops with an item centred")
    func flickStopsCentred() throws {
        try onVirtualClock { clock, _ in
            let (window, collectionView, _, source) = Self.carousel()
            _ = source
            clock.advance(by: 0)
            let t0 = clock.now
            window.deliver(touchAt: CGPoint(x: 280, y: 150), phase: .began, timestamp: t0)
            for i in 1...6 {
                clock.advance(to: t0 + 0.02 * Double(i))
                window.deliver(touchAt: CGPoint(x: 280 - 25 * CGFloat(i), y: 150), phase: .moved, timestamp: clock.now)
            }
            window.deliver(touchAt: CGPoint(x: 130, y: 150), phase: .ended, timestamp: clock.now + 0.005)
            for _ in 0..<300 { clock.advance(by: 1.0 / 60) }
            let x = collectionView.contentOffset.x
            let page = (x / 210).rounded()
            #expect(x > 100)
            #expect(abs(x - page * 210) < 0.5, "stopped at \(x)")
            let centred = try #require(collectionView.cellForItem(at: IndexPath(item: Int(page), section: 0)))
            #expect(abs(centred.alpha - 1) < 0.01)
        }
    }

    // Apple: UIView animateKeyframes(withDuration:delay:options:animations:completion:) — a
    // duration of 0 makes the changes at once; Shuffle recreates a swiped card this way and then
    // animates it back.
    @Test("a zero-length keyframe animation sets the end state, and the next one starts from it")
    func zeroDurationKeyframesThenReverse() throws {
        try onVirtualClock { clock, root in
            let card = committedView(clock, in: root, frame: CGRect(x: 50, y: 50, width: 200, height: 300))
            let overlay = committedView(clock, in: card, frame: card.bounds)
            overlay.alpha = 0
            clock.advance(by: 0)
            let swiped = CGAffineTransform(rotationAngle: 0.5).concatenating(CGAffineTransform(translationX: 900, y: 0))
            var finished: [Bool] = []
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.15) { overlay.alpha = 1 }
                UIView.addKeyframe(withRelativeStartTime: 0.15, relativeDuration: 0.85) { card.transform = swiped }
            }, completion: nil)
            #expect(card.transform == swiped && overlay.alpha == 1)
            UIView.animateKeyframes(withDuration: 0.25, delay: 0, options: .calculationModeLinear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.85) { card.transform = .identity }
                UIView.addKeyframe(withRelativeStartTime: 0.85, relativeDuration: 0.15) { overlay.alpha = 0 }
            }, completion: { finished.append($0) })
            clock.advance(by: 0.001)
            let early = card.layer.presentation()?.transform ?? card.layer.transform
            #expect(early.m41 > 850, "starts from the swiped card, at x \(early.m41)")
            #expect(shownAlpha(overlay) > 0.99)
            clock.advance(by: 0.1)
            let mid = card.layer.presentation()?.transform ?? card.layer.transform
            #expect(mid.m41 > 300 && mid.m41 < 700)
            clock.advance(by: 0.2)
            #expect(finished == [true])
            #expect(CATransform3DIsIdentity(card.layer.transform) && overlay.alpha == 0)
        }
    }
}
