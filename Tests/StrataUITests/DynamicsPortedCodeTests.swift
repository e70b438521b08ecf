import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// The screens in DynamicsPortedCode.swift (compiled with `import UIKit`) behave as on iOS on
/// the virtual clock. Rules, with their Apple pages:
/// - gravity of magnitude 1 is 1000 points/s² downward
///   (https://developer.apple.com/documentation/uikit/uigravitybehavior);
/// - a boundary added by identifier stops items and is named to the collision delegate; the
///   reference bounds have a nil identifier
///   (https://developer.apple.com/documentation/uikit/uicollisionbehaviordelegate/collisionbehavior(_:begancontactfor:withboundaryidentifier:at:));
/// - a behaviour's action runs on every animation step
///   (https://developer.apple.com/documentation/uikit/uidynamicbehavior/action);
/// - an attachment's anchor can move, and the item follows
///   (https://developer.apple.com/documentation/uikit/uiattachmentbehavior/anchorpoint);
/// - a snap settles the item on its point after a damped oscillation, and the animator pauses
///   and tells its delegate when the system is at rest
///   (https://developer.apple.com/documentation/uikit/uisnapbehavior,
///   https://developer.apple.com/documentation/uikit/uidynamicanimatordelegate/dynamicanimatordidpause(_:)).
@Suite struct DynamicsPortedCodeTests {
    @Test func theSquareLandsOnTheBarrierThenTheFloor() {
        onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let screen = DropSquareViewController()
            win.rootViewController = screen
            win.layoutIfNeeded()
            screen.view.frame = win.bounds

            // The square's left edge (100…200) overhangs the barrier (0…130): it lands on the
            // barrier's line at y = 300 first.
            runFrames(clock, to: 0.55)
            #expect(screen.contactIdentifiers.first == "barrier")
            #expect(screen.firstContact)
            #expect(abs(screen.contactBottom - 300) < 1, "touched the barrier's line: \(screen.contactBottom)")
            #expect(screen.actionCalls > 30, "the action runs every step: \(screen.actionCalls)")
            #expect(screen.square.layer.animationKeys()?.contains("backgroundColor") == true,
                    "the delegate's colour flash animates as on iOS")

            runFrames(clock, to: 8)
            // The second square was added, hangs from the first on a rod (their distance at
            // the contact) and both stay inside the window. (Where exactly the pair ends up
            // depends on the engine's details; Strata's may still rock on the barrier's end.)
            #expect(screen.view.subviews.count == 3)
            let second = screen.view.subviews[2]
            for v in [screen.square, second] {
                #expect(v.frame.maxY <= 480.6 && v.frame.minX >= -0.6 && v.frame.maxX <= 320.6, "inside: \(v.frame)")
                #expect(isFiniteGeometry(v))
            }
            let rod = screen.animator.behaviors.compactMap { $0 as? UIAttachmentBehavior }.first
            #expect(rod.map { abs(hypot(screen.square.center.x - second.center.x, screen.square.center.y - second.center.y) - $0.length) < 1 } == true)
            #expect(screen.contactIdentifiers.contains("edge"), "and it reached the window's edge")
        }
    }

    @Test func theCardFollowsThePanAndSnapsHome() {
        onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            let screen = SnapBackCardViewController()
            win.rootViewController = screen
            screen.view.frame = win.bounds
            win.layoutIfNeeded()
            #expect(screen.card.center == CGPoint(x: 200, y: 300))

            // Grab the card near its right edge and drag it 150 points down and left.
            var t = 0.1
            clock.advance(to: t)
            win.deliver(touchAt: CGPoint(x: 280, y: 300), phase: .began, timestamp: t)
            for i in 1...30 {
                t += 1.0 / 60
                clock.advance(to: t)
                win.deliver(touchAt: CGPoint(x: 280 - CGFloat(i) * 3, y: 300 + CGFloat(i) * 5), phase: .moved, timestamp: t)
            }
            runFrames(clock, to: t + 0.5)
            #expect(screen.attachment != nil)
            // The grabbed point (where the pan began, right of the centre) stays under the
            // finger, and the card, pulled by that point, has turned about it.
            let grabbed = CGPoint(x: 190, y: 450)
            let angle = atan2(screen.card.transform.b, screen.card.transform.a)
            let o = screen.attachment?.offsets.first ?? .zero
            #expect(o.horizontal > 60)
            let held = CGPoint(x: screen.card.center.x + o.horizontal * cos(angle) - o.vertical * sin(angle),
                               y: screen.card.center.y + o.horizontal * sin(angle) + o.vertical * cos(angle))
            #expect(hypot(held.x - grabbed.x, held.y - grabbed.y) < 1, "held at \(held)")
            #expect(abs(angle) > 0.1, "turned \(angle)")

            t += 0.5
            win.deliver(touchAt: grabbed, phase: .ended, timestamp: t)
            #expect(screen.snap != nil)
            runFrames(clock, to: t + 4)
            #expect(abs(screen.card.center.x - 200) < 0.5 && abs(screen.card.center.y - 300) < 0.5, "home: \(screen.card.center)")
            #expect(abs(atan2(screen.card.transform.b, screen.card.transform.a)) < 0.01, "upright again")
            #expect(screen.pauses >= 1)
            #expect(!screen.animator.isRunning)
        }
    }
}
