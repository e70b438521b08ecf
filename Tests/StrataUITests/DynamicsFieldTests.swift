import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIFieldBehavior and UIRegion on a virtual clock. Apple pages:
/// https://developer.apple.com/documentation/uikit/uifieldbehavior ("no force is applied to
/// objects outside the region"), .../uifieldbehavior/falloff ("The default value … 0, which
/// yields a uniform field"), .../uifieldbehavior/radialgravityfield(position:) ("positive
/// values attract items to the field's position and negative values repel"),
/// https://developer.apple.com/documentation/uikit/uiregion.
@Suite struct DynamicsFieldTests {
    private func rig(_ body: (MediaClock, UIView, UIView, UIDynamicAnimator) -> Void) {
        onVirtualClock { clock, root in
            let box = committedView(clock, in: root, frame: CGRect(x: 180, y: 180, width: 40, height: 40))
            body(clock, root, box, UIDynamicAnimator(referenceView: root))
        }
    }

    @Test func aLinearGravityFieldPullsLikeGravity() {
        rig { clock, _, box, animator in
            let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
            field.addItem(box)
            animator.addBehavior(field)
            runFrames(clock, to: 0.5)
            #expect(abs(box.center.y - 200 - 125) < 3, "fell \(box.center.y - 200)")
        }
    }

    @Test func aRegionLimitsTheField() {
        rig { clock, _, box, animator in
            let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 1, dy: 0))
            field.position = CGPoint(x: 200, y: 200)
            field.region = UIRegion(radius: 50)
            field.addItem(box)
            animator.addBehavior(field)
            runFrames(clock, to: 1)
            // Accelerated while within 50 points of the position, then coasting at the speed
            // it had there: √(2·1000·50) ≈ 316 points/s.
            let item = UIDynamicItemBehavior(items: [box])
            animator.addBehavior(item)
            runFrames(clock, to: 1 + 1.0 / 60)
            let v = item.linearVelocity(for: box).x
            #expect(v > 300 && v < 340, "left the region at \(v)")
        }
    }

    @Test func regionsCombine() {
        let ring = UIRegion(radius: 100).difference(from: UIRegion(radius: 50))
        #expect(ring.contains(CGPoint(x: 75, y: 0)) && !ring.contains(CGPoint(x: 10, y: 0)) && !ring.contains(CGPoint(x: 120, y: 0)))
        let box = UIRegion(size: CGSize(width: 20, height: 10))
        #expect(box.contains(CGPoint(x: 9, y: 4)) && !box.contains(CGPoint(x: 9, y: 6)))
        #expect(box.inverse().contains(CGPoint(x: 50, y: 0)))
        #expect(box.union(with: UIRegion(radius: 30)).contains(CGPoint(x: 25, y: 0)))
        #expect(!box.intersection(with: UIRegion(radius: 5)).contains(CGPoint(x: 8, y: 0)))
        #expect(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
        #expect(!UIRegion(radius: .nan).contains(CGPoint(x: 1, y: 0)))
    }

    @Test func radialGravityAttractsAndNegativeStrengthRepels() {
        rig { clock, root, box, animator in
            let other = committedView(clock, in: root, frame: CGRect(x: 0, y: 180, width: 40, height: 40))
            let pull = UIFieldBehavior.radialGravityField(position: CGPoint(x: 300, y: 200))
            pull.addItem(box)
            let push = UIFieldBehavior.radialGravityField(position: CGPoint(x: 100, y: 200))
            push.strength = -0.5
            push.addItem(other)
            animator.addBehavior(pull)
            animator.addBehavior(push)
            runFrames(clock, to: 0.2)
            #expect(box.center.x > 215, "towards the field: \(box.center.x)")
            #expect(other.center.x < 15, "away from it: \(other.center.x)")
        }
    }

    @Test func aDragFieldSlowsItems() {
        rig { clock, _, box, animator in
            let drag = UIFieldBehavior.dragField()
            drag.strength = 3
            drag.addItem(box)
            let item = UIDynamicItemBehavior(items: [box])
            animator.addBehavior(drag)
            animator.addBehavior(item)
            item.addLinearVelocity(CGPoint(x: 100, y: 0), for: box)
            runFrames(clock, to: 0.5)
            let v = item.linearVelocity(for: box).x
            #expect(v > 15 && v < 30, "≈ 100·e^(−1.5): \(v)")
        }
    }

    @Test func anEvaluationBlockGetsTheItemAndItsForceMovesIt() {
        rig { clock, _, box, animator in
            var seen: (CGPoint, CGFloat)?
            let field = UIFieldBehavior.field { _, position, _, mass, _, _ in
                seen = (position, mass)
                return CGVector(dx: 1, dy: 0)
            }
            field.position = CGPoint(x: 100, y: 100)
            field.addItem(box)
            animator.addBehavior(field)
            runFrames(clock, to: 1)
            #expect(seen.map { near(Double($0.1), 0.16) } == true, "a 40 × 40 item has mass 0.16")
            // A force of 1 (100 UIKit newtons) on mass 0.16: 625 points/s², 312 points in 1 s.
            #expect(abs(box.center.x - 200 - 312.5) < 6, "moved \(box.center.x - 200)")
        }
    }

    @Test func electricFieldsActOnlyOnChargedItems() {
        rig { clock, root, box, animator in
            let neutral = committedView(clock, in: root, frame: CGRect(x: 180, y: 280, width: 40, height: 40))
            let field = UIFieldBehavior.electricField()
            field.position = CGPoint(x: 100, y: 250)
            field.addItem(box)
            field.addItem(neutral)
            let charged = UIDynamicItemBehavior(items: [box])
            charged.charge = 1
            animator.addBehavior(field)
            animator.addBehavior(charged)
            animator.addBehavior(UIDynamicItemBehavior(items: [neutral]))
            runFrames(clock, to: 0.5)
            #expect(box.center.x > 205)
            #expect(neutral.center == CGPoint(x: 200, y: 300))
        }
    }

    @Test func nonFiniteFieldSettingsAreIgnored() {
        rig { clock, _, box, animator in
            let field = UIFieldBehavior.noiseField(smoothness: .nan, animationSpeed: .infinity)
            field.strength = .nan
            field.position = CGPoint(x: CGFloat.infinity, y: 0)
            field.falloff = .nan
            field.minimumRadius = -.infinity
            #expect(field.strength == 1 && field.position == .zero && field.falloff == 0 && field.minimumRadius == 0)
            field.addItem(box)
            animator.addBehavior(field)
            let vortex = UIFieldBehavior.vortexField()
            vortex.falloff = 3
            vortex.position = box.center
            vortex.addItem(box)
            animator.addBehavior(vortex)
            runFrames(clock, to: 0.5)
            #expect(isFiniteGeometry(box))
            #expect(box.center != CGPoint(x: 200, y: 200), "noise moves it")
        }
    }
}
