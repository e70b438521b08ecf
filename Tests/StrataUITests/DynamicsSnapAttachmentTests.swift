import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UISnapBehavior and UIAttachmentBehavior on a virtual clock. Apple pages:
/// https://developer.apple.com/documentation/uikit/uisnapbehavior/damping ("from 0.0, for
/// maximum oscillation, through 1.0, for minimum oscillation. The default value is 0.5"),
/// https://developer.apple.com/documentation/uikit/uiattachmentbehavior (length: "the distance,
/// in points, between the two attachment points"; frequency and damping of the spring),
/// https://developer.apple.com/documentation/uikit/uidynamicanimatordelegate.
@Suite struct DynamicsSnapAttachmentTests {
    @Test func snapConvergesAndTheAnimatorPauses() {
        onVirtualClock { clock, root in
            let card = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            let animator = UIDynamicAnimator(referenceView: root)
            let log = DynamicsLog()
            animator.delegate = log
            let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 250, y: 300))
            #expect(snap.damping == 0.5)
            animator.addBehavior(snap)

            runFrames(clock, to: 4)

            #expect(abs(card.center.x - 250) < 0.5 && abs(card.center.y - 300) < 0.5, "at \(card.center)")
            #expect(log.events == ["resume", "pause"])
            #expect(!animator.isRunning)
            #expect(log.pausedAt.first.map { $0 < 3 } == true, "paused at \(log.pausedAt)")
        }
    }

    /// Damping 0.5 overshoots the point; damping 1 (minimum oscillation) does not.
    @Test(arguments: [(0.5, true), (1.0, false)])
    func snapDampingSetsTheOvershoot(damping: Double, overshoots: Bool) {
        onVirtualClock { clock, root in
            let card = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            let animator = UIDynamicAnimator(referenceView: root)
            let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 340, y: 40))
            snap.damping = CGFloat(damping)
            animator.addBehavior(snap)
            var furthest: CGFloat = 0
            var t = 0.0
            while t < 3 {
                t += 1.0 / 60
                clock.advance(to: t)
                furthest = max(furthest, card.center.x)
            }
            #expect((furthest > 345) == overshoots, "furthest \(furthest)")
        }
    }

    @Test func movingTheSnapPointResumesThePausedAnimator() {
        onVirtualClock { clock, root in
            let card = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            let animator = UIDynamicAnimator(referenceView: root)
            let log = DynamicsLog()
            animator.delegate = log
            let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 100, y: 100))
            animator.addBehavior(snap)
            runFrames(clock, to: 3)
            snap.snapPoint = CGPoint(x: 300, y: 100)
            #expect(animator.isRunning)
            runFrames(clock, to: 6)
            #expect(abs(card.center.x - 300) < 0.5)
            #expect(log.events == ["resume", "pause", "resume", "pause"])
        }
    }

    @Test func aRigidAttachmentKeepsItsLength() {
        onVirtualClock { clock, root in
            let bob = committedView(clock, in: root, frame: CGRect(x: 280, y: 80, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let rod = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 200, y: 100))
            #expect(rod.length == 100)
            #expect(rod.attachedBehaviorType == .anchor)
            animator.addBehavior(rod)
            animator.addBehavior(UIGravityBehavior(items: [bob]))
            var worst: CGFloat = 0
            var lowest: CGFloat = 0
            for i in 1...90 {
                clock.advance(to: Double(i) / 60)
                let d = hypot(bob.center.x - 200, bob.center.y - 100)
                worst = max(worst, abs(d - 100))
                lowest = max(lowest, bob.center.y)
            }
            #expect(worst < 0.5, "length drifted by \(worst)")
            #expect(lowest > 195, "swung down through the bottom: \(lowest)")
        }
    }

    /// A spring attachment (frequency 2 Hz, damping 1) settles with gravity's stretch
    /// m·g/k = g/ω² below the anchor's length: 1000/(4π)² ≈ 6.3 points.
    @Test func aSpringAttachmentStretchesByGravityOverStiffness() {
        onVirtualClock { clock, root in
            let weight = committedView(clock, in: root, frame: CGRect(x: 180, y: 180, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let spring = UIAttachmentBehavior(item: weight, attachedToAnchor: CGPoint(x: 200, y: 100))
            spring.frequency = 2
            spring.damping = 1
            animator.addBehavior(spring)
            animator.addBehavior(UIGravityBehavior(items: [weight]))
            runFrames(clock, to: 4)
            let stretch = weight.center.y - 200
            let expected: CGFloat = 1000 / ((4 * .pi) * (4 * .pi))
            #expect(abs(stretch - expected) < 0.5, "stretch \(stretch), expected \(expected)")
        }
    }

    @Test func anAttachmentBetweenItemsHoldsThemTogether() {
        onVirtualClock { clock, root in
            let a = committedView(clock, in: root, frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            let b = committedView(clock, in: root, frame: CGRect(x: 200, y: 100, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let link = UIAttachmentBehavior(item: a, attachedTo: b)
            #expect(link.length == 100 && link.attachedBehaviorType == .items)
            let item = UIDynamicItemBehavior(items: [a])
            animator.addBehavior(link)
            animator.addBehavior(item)
            item.addLinearVelocity(CGPoint(x: 0, y: 200), for: a)
            runFrames(clock, to: 0.5)
            #expect(abs(hypot(a.center.x - b.center.x, a.center.y - b.center.y) - 100) < 0.5)
            #expect(b.center.y > 120, "b is dragged along: \(b.center)")
        }
    }

    /// Dragging: the anchor follows the finger, and the item follows the anchor.
    @Test func movingTheAnchorDragsTheItem() {
        onVirtualClock { clock, root in
            let card = committedView(clock, in: root, frame: CGRect(x: 80, y: 80, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let drag = UIAttachmentBehavior(item: card, attachedToAnchor: card.center)
            animator.addBehavior(drag)
            runFrames(clock, to: 0.5)
            #expect(!animator.isRunning)
            for i in 1...30 {
                drag.anchorPoint = CGPoint(x: 100 + CGFloat(i) * 5, y: 100)
                clock.advance(to: 0.5 + Double(i) / 60)
            }
            #expect(abs(card.center.x - 250) < 1, "at \(card.center)")
        }
    }

    @Test func aLimitAttachmentIsARope() {
        onVirtualClock { clock, root in
            let a = committedView(clock, in: root, frame: CGRect(x: 180, y: 80, width: 40, height: 40))
            let b = committedView(clock, in: root, frame: CGRect(x: 180, y: 130, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let anchored = UIDynamicItemBehavior(items: [a])
            anchored.isAnchored = true
            let rope = UIAttachmentBehavior.limitAttachment(with: b, offsetFromCenter: .zero, attachedTo: a, offsetFromCenter: .zero)
            #expect(rope.length == 50)
            let fall = UIGravityBehavior(items: [b])
            animator.addBehavior(anchored)
            animator.addBehavior(rope)
            animator.addBehavior(fall)
            let item = UIDynamicItemBehavior(items: [b])
            animator.addBehavior(item)
            item.addLinearVelocity(CGPoint(x: 0, y: -300), for: b)
            clock.advance(to: 0.05)
            #expect(b.center.y < 150, "slack rope: moves up freely")
            runFrames(clock, to: 2)
            #expect(abs(b.center.y - 150) < 0.6, "hangs at the rope's length: \(b.center.y)")
        }
    }

    @Test func aFixedAttachmentWeldsTwoItems() {
        onVirtualClock { clock, root in
            let a = committedView(clock, in: root, frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            let b = committedView(clock, in: root, frame: CGRect(x: 140, y: 100, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let weld = UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 140, y: 120))
            let item = UIDynamicItemBehavior(items: [a])
            animator.addBehavior(weld)
            animator.addBehavior(item)
            item.addLinearVelocity(CGPoint(x: 0, y: 100), for: a)
            runFrames(clock, to: 1)
            let angleA = atan2(a.transform.b, a.transform.a), angleB = atan2(b.transform.b, b.transform.a)
            #expect(abs(angleA - angleB) < 0.02, "turn together: \(angleA) \(angleB)")
            #expect(abs(hypot(a.center.x - b.center.x, a.center.y - b.center.y) - 40) < 0.5)
        }
    }

    /// A sliding attachment along a diagonal: gravity slides the item down the line, without
    /// turning, until `attachmentRange` stops it 100 points along
    /// (https://developer.apple.com/documentation/uikit/uiattachmentbehavior/slidingattachment(with:attachmentanchor:axisoftranslation:),
    /// .../uiattachmentbehavior/attachmentrange).
    @Test func aSlidingAttachmentKeepsToItsAxisAndRange() {
        onVirtualClock { clock, root in
            let bead = committedView(clock, in: root, frame: CGRect(x: 80, y: 80, width: 40, height: 40))
            let level = committedView(clock, in: root, frame: CGRect(x: 280, y: 80, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let wire = UIAttachmentBehavior.slidingAttachment(with: bead, attachmentAnchor: CGPoint(x: 100, y: 100),
                                                              axisOfTranslation: CGVector(dx: 1, dy: 1))
            wire.attachmentRange = UIFloatRange(minimum: -50, maximum: 100)
            let flat = UIAttachmentBehavior.slidingAttachment(with: level, attachmentAnchor: CGPoint(x: 300, y: 100),
                                                              axisOfTranslation: CGVector(dx: 1, dy: 0))
            animator.addBehavior(wire)
            animator.addBehavior(flat)
            animator.addBehavior(UIGravityBehavior(items: [bead, level]))
            clock.advance(to: 0.2)
            #expect(abs((bead.center.x - 100) - (bead.center.y - 100)) < 0.5, "on the diagonal: \(bead.center)")
            #expect(bead.center.x > 105)
            runFrames(clock, to: 2)
            let along = 100 / CGFloat(2).squareRoot()
            #expect(abs(bead.center.x - 100 - along) < 0.6 && abs(bead.center.y - 100 - along) < 0.6, "at the range's end: \(bead.center)")
            #expect(abs(atan2(bead.transform.b, bead.transform.a)) < 1e-3)
            #expect(abs(level.center.y - 100) < 0.5 && abs(level.center.x - 300) < 0.5, "a level wire holds against gravity")
        }
    }
}
