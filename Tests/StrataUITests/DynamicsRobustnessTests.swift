import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Bad input to UIKit Dynamics: clear no-ops, never a trap, never a NaN on a layer; and the
/// animator's bookkeeping (`items(in:)`, `updateItem(usingCurrentState:)`, child behaviours).
/// Apple pages: https://developer.apple.com/documentation/uikit/uidynamicanimator
/// (items(in:), updateItem(usingCurrentState:)) and
/// https://developer.apple.com/documentation/uikit/uidynamicbehavior (childBehaviors,
/// willMove(to:), action).
@Suite struct DynamicsRobustnessTests {
    @Test func nonFiniteMagnitudesAndPointsAreIgnored() {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let gravity = UIGravityBehavior(items: [box])
            gravity.magnitude = .nan
            gravity.angle = .infinity
            gravity.gravityDirection = CGVector(dx: .nan, dy: 1)
            #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
            let push = UIPushBehavior(items: [box], mode: .continuous)
            push.magnitude = .infinity
            push.pushDirection = CGVector(dx: 1, dy: .nan)
            push.setTargetOffsetFromCenter(UIOffset(horizontal: .nan, vertical: 0), for: box)
            #expect(push.magnitude == 0)
            let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: CGFloat.nan, y: 10))
            snap.damping = .nan
            snap.snapPoint = CGPoint(x: 1, y: CGFloat.infinity)
            #expect(snap.damping == 0.5 && snap.snapPoint == CGPoint(x: 20, y: 20))
            let item = UIDynamicItemBehavior(items: [box])
            item.density = .nan
            item.elasticity = -3
            item.friction = .infinity
            item.addLinearVelocity(CGPoint(x: CGFloat.nan, y: 0), for: box)
            item.addAngularVelocity(.infinity, for: box)
            #expect(item.density == 1 && item.elasticity == 0 && item.friction == 0)
            let rod = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 100, y: 20))
            rod.length = .nan
            rod.frequency = -.infinity
            rod.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
            #expect(rod.length == 80 && rod.frequency == 0 && rod.anchorPoint == CGPoint(x: 100, y: 20))
            for b in [gravity, push, snap, item, rod] as [UIDynamicBehavior] { animator.addBehavior(b) }
            runFrames(clock, to: 1)
            #expect(isFiniteGeometry(box))
        }
    }

    @Test func hugeForcesNeverPutNaNOnTheLayer() {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let gravity = UIGravityBehavior(items: [box])
            gravity.magnitude = .greatestFiniteMagnitude
            let collision = UICollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(gravity)
            animator.addBehavior(collision)
            runFrames(clock, to: 0.5)
            #expect(isFiniteGeometry(box))
        }
    }

    @Test func zeroSizeItemsFallAndStopAtTheEdge() {
        onVirtualClock { clock, root in
            let dot = committedView(clock, in: root, frame: CGRect(x: 100, y: 100, width: 0, height: 0))
            let animator = UIDynamicAnimator(referenceView: root)
            let collision = UICollisionBehavior(items: [dot])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: [dot]))
            animator.addBehavior(collision)
            let push = UIPushBehavior(items: [dot], mode: .instantaneous)
            push.magnitude = 1
            animator.addBehavior(push)
            runFrames(clock, to: 3)
            #expect(isFiniteGeometry(dot))
            #expect(abs(dot.center.y - 400) < 0.5)
        }
    }

    @Test func aZeroLengthBoundaryPathIsIgnored() {
        let collision = UICollisionBehavior(items: [])
        collision.addBoundary(withIdentifier: "dot" as NSCopying, for: UIBezierPath(rect: CGRect(x: 10, y: 10, width: 0, height: 0)))
        collision.addBoundary(withIdentifier: "point" as NSCopying, from: CGPoint(x: 5, y: 5), to: CGPoint(x: 5, y: 5))
        collision.addBoundary(withIdentifier: "nan" as NSCopying, from: CGPoint(x: CGFloat.nan, y: 5), to: CGPoint(x: 5, y: 9))
        #expect(collision.boundaryIdentifiers == nil)
    }

    @Test func anItemMovesInOneAnimatorAtATime() {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let first = UIDynamicAnimator(referenceView: root)
            let second = UIDynamicAnimator(referenceView: root)
            first.addBehavior(UIGravityBehavior(items: [box]))
            second.addBehavior(UIGravityBehavior(items: [box]))
            runFrames(clock, to: 0.5)
            // One gravity, not two: ½·1000·0.25 = 125 points (plus Euler's 2).
            #expect(abs(box.center.y - 10 - 125) < 4, "fell \(box.center.y - 10)")
            #expect(second.items(in: root.bounds).isEmpty)
            #expect(first.items(in: root.bounds).count == 1)
        }
    }

    @Test func aCollisionDelegateMayRemoveBehavioursMidStep() {
        final class Stopper: UICollisionBehaviorDelegate {
            weak var animator: UIDynamicAnimator?
            func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                   withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
                animator?.removeAllBehaviors()
            }
        }
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 0, y: 300, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let stopper = Stopper()
            stopper.animator = animator
            let collision = UICollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = stopper
            animator.addBehavior(UIGravityBehavior(items: [box]))
            animator.addBehavior(collision)
            runFrames(clock, to: 1)
            #expect(animator.behaviors.isEmpty && !animator.isRunning)
            #expect(abs(box.frame.maxY - 400) < 1)
        }
    }

    @Test func itemsInARectAndUpdatingAnItemFromItsState() {
        onVirtualClock { clock, root in
            let left = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let right = committedView(clock, in: root, frame: CGRect(x: 300, y: 0, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let item = UIDynamicItemBehavior(items: [left, right])
            animator.addBehavior(item)
            #expect(animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)).map { $0 === left } == [true])
            runFrames(clock, to: 0.5)
            #expect(!animator.isRunning)
            left.center = CGPoint(x: 200, y: 200)
            left.transform = CGAffineTransform(rotationAngle: 0.3)
            item.addLinearVelocity(CGPoint(x: 10, y: 0), for: left)
            animator.updateItem(usingCurrentState: left)
            runFrames(clock, to: 1.5)
            #expect(abs(left.center.x - 210) < 0.01 && left.center.y == 200, "moves on from where it was put")
            #expect(abs(atan2(left.transform.b, left.transform.a) - 0.3) < 1e-6)
        }
    }

    @Test func childBehavioursJoinAndLeaveWithTheirParent() {
        final class Drop: UIDynamicBehavior {
            var moves: [Bool] = []
            init(_ items: [UIDynamicItem]) {
                super.init()
                let collision = UICollisionBehavior(items: items)
                collision.translatesReferenceBoundsIntoBoundary = true
                addChildBehavior(UIGravityBehavior(items: items))
                addChildBehavior(collision)
            }
            override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves.append(dynamicAnimator != nil) }
        }
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: root)
            let drop = Drop([box])
            animator.addBehavior(drop)
            #expect(drop.childBehaviors.allSatisfy { $0.dynamicAnimator === animator })
            #expect(animator.behaviors.count == 1)
            runFrames(clock, to: 2)
            #expect(abs(box.frame.maxY - 400) < 0.5)
            animator.removeBehavior(drop)
            #expect(drop.moves == [true, false])
            #expect(drop.childBehaviors.allSatisfy { $0.dynamicAnimator == nil })
            drop.addChildBehavior(drop)
            #expect(drop.childBehaviors.count == 2, "a behaviour cannot contain itself")
        }
    }
}
