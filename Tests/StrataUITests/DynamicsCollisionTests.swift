import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UICollisionBehavior on a virtual clock. Apple pages:
/// https://developer.apple.com/documentation/uikit/uicollisionbehavior
/// (translatesReferenceBoundsIntoBoundary, addBoundary(withIdentifier:from:to:), collisionMode),
/// https://developer.apple.com/documentation/uikit/uicollisionbehaviordelegate,
/// https://developer.apple.com/documentation/uikit/uidynamicitembehavior/elasticity ("1.0
/// represents a fully elastic collision"), and
/// https://developer.apple.com/documentation/uikit/uidynamicanimatordelegate/dynamicanimatordidpause(_:).
@Suite struct DynamicsCollisionTests {
    final class Contacts: UICollisionBehaviorDelegate {
        var log: [String] = []
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
            log.append("began \(identifier.map { "\($0)" } ?? "bounds") y=\(Int(p.y.rounded()))")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: NSCopying?) {
            log.append("ended \(identifier.map { "\($0)" } ?? "bounds")")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                               with item2: UIDynamicItem, at p: CGPoint) { log.append("began items") }
    }

    @Test func theReferenceBoundsStopAFallingItemAtTheEdge() {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 150, y: 50, width: 100, height: 100))
            let animator = UIDynamicAnimator(referenceView: root)
            let log = DynamicsLog(), contacts = Contacts()
            animator.delegate = log
            let collision = UICollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = contacts
            animator.addBehavior(UIGravityBehavior(items: [box]))
            animator.addBehavior(collision)

            runFrames(clock, to: 3)

            #expect(abs(box.frame.maxY - 400) < 0.5, "rests on the bottom edge: \(box.frame.maxY)")
            #expect(box.center.x == 200)
            #expect(abs(atan2(box.transform.b, box.transform.a)) < 1e-6, "a flat landing does not turn it")
            #expect(!animator.isRunning)
            #expect(log.events == ["resume", "pause"])
            // 250 points fall in about 0.71 s; the pause follows soon after.
            #expect(log.pausedAt.count == 1 && log.pausedAt[0] < 1.2)
            #expect(contacts.log == ["began bounds y=400"])
        }
    }

    @Test func elasticityBouncesTheItemBackUp() {
        onVirtualClock { clock, root in
            let ball = committedView(clock, in: root, frame: CGRect(x: 180, y: 0, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let collision = UICollisionBehavior(items: [ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            let bouncy = UIDynamicItemBehavior(items: [ball])
            bouncy.elasticity = 0.8
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            animator.addBehavior(collision)
            animator.addBehavior(bouncy)

            var lowest: CGFloat = 0, peakAfterBounce: CGFloat = .infinity
            var bounced = false, t = 0.0
            while t < 1.4 {
                t += 1.0 / 120
                clock.advance(to: t)
                if ball.frame.maxY > lowest { lowest = ball.frame.maxY }
                if bouncy.linearVelocity(for: ball).y < 0 { bounced = true }
                if bounced { peakAfterBounce = min(peakAfterBounce, ball.frame.minY) }
            }
            #expect(bounced)
            #expect(lowest <= 400.5)
            // Dropped 360 points; a bounce at 0.8 of the speed climbs 0.64 × 360 ≈ 230 points.
            let climb = 360 - peakAfterBounce
            #expect(climb > 200 && climb < 245, "climbed \(climb)")
        }
    }

    @Test func aLineBoundaryHoldsTheItemAndIsNamedToTheDelegate() {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 100, y: 0, width: 50, height: 50))
            let animator = UIDynamicAnimator(referenceView: root)
            let contacts = Contacts()
            let collision = UICollisionBehavior(items: [box])
            collision.collisionDelegate = contacts
            collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
            #expect(collision.boundaryIdentifiers?.count == 1)
            #expect(collision.boundary(withIdentifier: "shelf" as NSCopying) != nil)
            animator.addBehavior(UIGravityBehavior(items: [box]))
            animator.addBehavior(collision)
            runFrames(clock, to: 2)
            #expect(abs(box.frame.maxY - 300) < 0.5, "rests on the shelf: \(box.frame.maxY)")
            #expect(contacts.log == ["began shelf y=300"])

            collision.removeBoundary(withIdentifier: "shelf" as NSCopying)
            #expect(collision.boundaryIdentifiers == nil)
            #expect(animator.isRunning, "changing a behaviour resumes the animator")
            runFrames(clock, to: 2.3)
            #expect(box.frame.maxY > 320, "falls once the shelf is gone")
        }
    }

    @Test func itemsStackOnEachOther() {
        onVirtualClock { clock, root in
            let bottom = committedView(clock, in: root, frame: CGRect(x: 150, y: 200, width: 100, height: 50))
            let top = committedView(clock, in: root, frame: CGRect(x: 160, y: 50, width: 60, height: 60))
            let animator = UIDynamicAnimator(referenceView: root)
            let contacts = Contacts()
            let collision = UICollisionBehavior(items: [bottom, top])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = contacts
            animator.addBehavior(UIGravityBehavior(items: [bottom, top]))
            animator.addBehavior(collision)
            runFrames(clock, to: 4)
            #expect(abs(bottom.frame.maxY - 400) < 0.6)
            #expect(abs(top.frame.maxY - bottom.frame.minY) < 0.6, "top rests on bottom: \(top.frame.maxY) vs \(bottom.frame.minY)")
            #expect(contacts.log.contains("began items"))
            #expect(!animator.isRunning)
        }
    }

    @Test func modeBoundariesLetsItemsPassThroughEachOther() {
        onVirtualClock { clock, root in
            let a = committedView(clock, in: root, frame: CGRect(x: 150, y: 300, width: 100, height: 100))
            let b = committedView(clock, in: root, frame: CGRect(x: 150, y: 0, width: 100, height: 100))
            let animator = UIDynamicAnimator(referenceView: root)
            let collision = UICollisionBehavior(items: [a, b])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionMode = .boundaries
            animator.addBehavior(UIGravityBehavior(items: [b]))
            animator.addBehavior(collision)
            runFrames(clock, to: 2)
            #expect(abs(b.frame.maxY - 400) < 0.5)
            #expect(a.center == CGPoint(x: 200, y: 350))
        }
    }

    /// A circle (`.ellipse`) rests with its lowest point on the edge.
    @Test func anEllipseItemRestsOnItsRim() {
        final class Ball: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
        }
        onVirtualClock { clock, root in
            let ball = Ball(frame: CGRect(x: 100, y: 0, width: 60, height: 60))
            root.addSubview(ball)
            let animator = UIDynamicAnimator(referenceView: root)
            let collision = UICollisionBehavior(items: [ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            animator.addBehavior(collision)
            runFrames(clock, to: 3)
            #expect(abs(ball.center.y - 370) < 0.6)
        }
    }

    @Test func insetBoundsKeepTheItemFurtherIn() {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let collision = UICollisionBehavior(items: [box])
            collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0))
            animator.addBehavior(UIGravityBehavior(items: [box]))
            animator.addBehavior(collision)
            runFrames(clock, to: 2)
            #expect(abs(box.frame.maxY - 350) < 0.5)
        }
    }
}
