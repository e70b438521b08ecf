import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// A swipeable card driven by UIKit Dynamics, as ZLSwipeableView drives its cards: while the
/// finger moves, the card hangs off a hidden anchor view (attached off-centre, where the finger
/// took it) that is itself attached to the finger; a release past the threshold removes the
/// finger's attachment and gives the anchor an instantaneous push, so the card flies away
/// rotating; a short drag snaps the card back to the middle.
final class DynamicsCardDeck {
    let container: UIView
    let card: UIView
    let anchor = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let animator: UIDynamicAnimator
    var cardToAnchor: UIAttachmentBehavior?
    var anchorToFinger: UIAttachmentBehavior?
    var snap: UISnapBehavior?
    var swiped = false
    var heldOffset = UIOffset.zero

    init(in container: UIView) {
        self.container = container
        card = UIView(frame: CGRect(x: 100, y: 150, width: 200, height: 300))
        card.backgroundColor = .red
        container.addSubview(card)
        anchor.isHidden = true
        container.addSubview(anchor)
        animator = UIDynamicAnimator(referenceView: container)
        let pan = UIPanGestureRecognizer()
        pan.addTarget { [unowned self] recognizer in self.handle(recognizer as! UIPanGestureRecognizer) }
        card.addGestureRecognizer(pan)
    }

    func handle(_ pan: UIPanGestureRecognizer) {
        let location = pan.location(in: container)
        switch pan.state {
        case .began:
            if let snap = snap { animator.removeBehavior(snap) }
            anchor.center = location
            let centre = card.center
            heldOffset = UIOffset(horizontal: location.x - centre.x, vertical: location.y - centre.y)
            let hold = UIAttachmentBehavior(item: card,
                                            offsetFromCenter: UIOffset(horizontal: location.x - centre.x, vertical: location.y - centre.y),
                                            attachedTo: anchor, offsetFromCenter: .zero)
            hold.length = 0
            let follow = UIAttachmentBehavior(item: anchor, offsetFromCenter: .zero, attachedToAnchor: location)
            follow.damping = 100
            follow.length = 0
            animator.addBehavior(hold)
            animator.addBehavior(follow)
            cardToAnchor = hold
            anchorToFinger = follow
        case .changed:
            anchorToFinger?.anchorPoint = location
        case .ended, .cancelled:
            let translation = pan.translation(in: container)
            if abs(translation.x) > 100, let follow = anchorToFinger {
                animator.removeBehavior(follow)
                let length = max(abs(translation.x), 1)
                let push = UIPushBehavior(items: [anchor], mode: .instantaneous)
                push.pushDirection = CGVector(dx: translation.x / length * 1000, dy: translation.y / length * 1000)
                animator.addBehavior(push)
                swiped = true
            } else {
                if let hold = cardToAnchor { animator.removeBehavior(hold) }
                if let follow = anchorToFinger { animator.removeBehavior(follow) }
                let back = UISnapBehavior(item: card, snapTo: CGPoint(x: container.bounds.midX, y: container.bounds.midY))
                back.damping = 0.75
                animator.addBehavior(back)
                snap = back
            }
        default:
            break
        }
    }
}

@Suite("Swipe cards on UIKit Dynamics")
struct SwipeCardDynamicsTests {
    static func drag(_ clock: MediaClock, _ window: UIWindow, from start: CGPoint, by dx: CGFloat, steps: Int = 8) {
        let t0 = clock.now
        window.deliver(touchAt: start, phase: .began, timestamp: t0)
        for i in 1...steps {
            clock.advance(to: t0 + 0.03 * Double(i))
            window.deliver(touchAt: CGPoint(x: start.x + dx * CGFloat(i) / CGFloat(steps), y: start.y + 4 * CGFloat(i) / CGFloat(steps)),
                           phase: .moved, timestamp: clock.now)
        }
        window.deliver(touchAt: CGPoint(x: start.x + dx, y: start.y + 4), phase: .ended, timestamp: clock.now + 0.005)
    }

    // Apple: UIAttachmentBehavior init(item:offsetFromCenter:attachedTo:offsetFromCenter:) and
    // init(item:offsetFromCenter:attachedToAnchor:) — an attachment off the centre turns the item;
    // anchorPoint moves the anchor; UIPushBehavior .instantaneous — "a single, instantaneous
    // force"; UISnapBehavior — "snaps to the point … with a spring-like effect".
    @Test("the card follows the finger, turning about where it was held, and flies off past the threshold")
    func swipedAway() throws {
        try onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            window.makeKeyAndVisible()
            let deck = DynamicsCardDeck(in: window)
            clock.advance(by: 0)
            // Held near the top edge and dragged right: the card follows and turns clockwise.
            let t0 = clock.now
            window.deliver(touchAt: CGPoint(x: 200, y: 180), phase: .began, timestamp: t0)
            for i in 1...10 {
                clock.advance(to: t0 + 0.03 * Double(i))
                window.deliver(touchAt: CGPoint(x: 200 + 8 * CGFloat(i), y: 180), phase: .moved, timestamp: clock.now)
            }
            clock.advance(by: 0.3)
            window.deliver(touchAt: CGPoint(x: 280, y: 180), phase: .moved, timestamp: clock.now)
            // The point held (where the pan began, turned with the card) stays under the finger.
            let angle = atan2(deck.card.transform.b, deck.card.transform.a)
            let o = deck.heldOffset
            let held = CGPoint(x: deck.card.center.x + o.horizontal * cos(angle) - o.vertical * sin(angle),
                               y: deck.card.center.y + o.horizontal * sin(angle) + o.vertical * cos(angle))
            #expect(o.vertical < -100, "held near the top: \(o)")
            #expect(abs(held.x - 280) < 3 && abs(held.y - 180) < 3, "held point \(held), angle \(angle)")
            #expect(angle > 0.1, "held above its centre and pulled right, it turns clockwise: \(angle)")
            window.deliver(touchAt: CGPoint(x: 330, y: 180), phase: .moved, timestamp: clock.now + 0.02)
            clock.advance(by: 0.02)
            window.deliver(touchAt: CGPoint(x: 330, y: 180), phase: .ended, timestamp: clock.now + 0.005)
            #expect(deck.swiped)
            for _ in 0..<90 { clock.advance(by: 1.0 / 60) }
            #expect(deck.card.center.x > 600, "flew off to the right: \(deck.card.center)")
        }
    }

    @Test("a short drag snaps the card back to the middle")
    func snapsBack() throws {
        try onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            window.makeKeyAndVisible()
            let deck = DynamicsCardDeck(in: window)
            clock.advance(by: 0)
            Self.drag(clock, window, from: CGPoint(x: 200, y: 300), by: 60)
            #expect(!deck.swiped)
            #expect(deck.card.center.x > 215, "moved with the finger first: \(deck.card.center)")
            for _ in 0..<180 { clock.advance(by: 1.0 / 60) }
            #expect(abs(deck.card.center.x - 200) < 2 && abs(deck.card.center.y - 300) < 2, "\(deck.card.center)")
        }
    }
}
