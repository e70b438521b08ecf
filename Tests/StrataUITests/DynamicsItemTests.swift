import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Dynamic items other than plain rectangles: custom `UIDynamicItem` objects, `.path`
/// collision bounds, path boundaries and item–item contact callbacks. Apple pages:
/// https://developer.apple.com/documentation/uikit/uidynamicitem ("you can use a custom object
/// as a dynamic item"), .../uidynamicitem/collisionboundingpath ("The path must represent a
/// convex polygon … The point (0, 0) in the path must be located at the center point of the
/// corresponding dynamic item"), .../uicollisionbehavior/addboundary(withidentifier:for:).
@Suite struct DynamicsItemTests {
    /// A custom dynamic item, as iOS code writes one (a model object, not a view).
    final class Particle: NSObject, UIDynamicItem {
        var center: CGPoint = CGPoint(x: 100, y: 100)
        var bounds: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)
        var transform: CGAffineTransform = .identity
    }

    final class Triangle: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        override var collisionBoundingPath: UIBezierPath {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: -40))
            path.addLine(to: CGPoint(x: 40, y: 40))
            path.addLine(to: CGPoint(x: -40, y: 40))
            path.close()
            return path
        }
    }

    @Test func aCustomItemIsMovedThroughItsProperties() {
        onVirtualClock { clock, root in
            let particle = Particle()
            let animator = UIDynamicAnimator(referenceView: root)
            let collision = UICollisionBehavior(items: [particle])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: [particle]))
            animator.addBehavior(collision)
            runFrames(clock, to: 2)
            #expect(abs(particle.center.y - 395) < 0.5, "rests on the floor: \(particle.center)")
            #expect(abs(atan2(particle.transform.b, particle.transform.a)) < 1e-6, "a flat landing does not turn it")
        }
    }

    /// A triangle standing on its base rests with the base on the floor (its centre 40 points
    /// up); the bounds rectangle is the same height, so the apex-down one shows the path is
    /// used: it tips over onto a side.
    @Test func aPathItemCollidesWithItsOutline() {
        onVirtualClock { clock, root in
            let triangle = Triangle(frame: CGRect(x: 160, y: 100, width: 80, height: 80))
            root.addSubview(triangle)
            let animator = UIDynamicAnimator(referenceView: root)
            let collision = UICollisionBehavior(items: [triangle])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(UIGravityBehavior(items: [triangle]))
            animator.addBehavior(collision)
            runFrames(clock, to: 3)
            #expect(abs(triangle.center.y - 360) < 0.6, "on its base: \(triangle.center)")
        }
    }

    @Test func aCurvedPathBoundaryDeflectsAFallingItem() {
        onVirtualClock { clock, root in
            let ball = committedView(clock, in: root, frame: CGRect(x: 190, y: 0, width: 20, height: 20))
            let animator = UIDynamicAnimator(referenceView: root)
            let collision = UICollisionBehavior(items: [ball])
            // A round obstacle slightly left of the ball's path: the ball rolls off to the right.
            collision.addBoundary(withIdentifier: "peg" as NSCopying, for: UIBezierPath(ovalIn: CGRect(x: 165, y: 200, width: 40, height: 40)))
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            animator.addBehavior(collision)
            runFrames(clock, to: 1.2)
            #expect(ball.center.x > 205, "deflected right: \(ball.center)")
            #expect(ball.center.y > 240, "and past the peg")
        }
    }

    @Test func itemContactsBeginAndEnd() {
        final class Log: UICollisionBehaviorDelegate {
            var events: [String] = []
            func collisionBehavior(_ b: UICollisionBehavior, beganContactFor i1: UIDynamicItem, with i2: UIDynamicItem, at p: CGPoint) {
                events.append("began")
            }
            func collisionBehavior(_ b: UICollisionBehavior, endedContactFor i1: UIDynamicItem, with i2: UIDynamicItem) {
                events.append("ended")
            }
        }
        onVirtualClock { clock, root in
            let a = committedView(clock, in: root, frame: CGRect(x: 0, y: 100, width: 50, height: 50))
            let b = committedView(clock, in: root, frame: CGRect(x: 200, y: 100, width: 50, height: 50))
            let animator = UIDynamicAnimator(referenceView: root)
            let log = Log()
            let collision = UICollisionBehavior(items: [a, b])
            collision.collisionDelegate = log
            let bouncy = UIDynamicItemBehavior(items: [a, b])
            bouncy.elasticity = 1
            animator.addBehavior(collision)
            animator.addBehavior(bouncy)
            bouncy.addLinearVelocity(CGPoint(x: 300, y: 0), for: a)
            runFrames(clock, to: 1)
            #expect(log.events == ["began", "ended"])
            // Equal masses, a fully elastic head-on hit: the velocities swap.
            #expect(abs(bouncy.linearVelocity(for: a).x) < 1)
            #expect(abs(bouncy.linearVelocity(for: b).x - 300) < 1)
            #expect(animator.elapsedTime > 0.99)
        }
    }
}
