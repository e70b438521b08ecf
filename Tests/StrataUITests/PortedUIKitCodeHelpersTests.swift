import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// The helpers in PortedUIKitCodeHelpers.swift (compiled with `import UIKit`) behave as on iOS.
@Suite struct PortedUIKitCodeHelpersTests {
    @Test func springDurationBounceOvershootsThenSettles() {
        // animate(springDuration:bounce:…) (iOS 17): bounce 0.3 overshoots the target.
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var finished: Bool?
            var furthest: CGFloat = 0

            view.springy { finished = $0 }
            for step in 1...200 {
                clock.advance(to: Double(step) * 0.01)
                furthest = max(furthest, shownCenter(view).x)
            }
            clock.advance(to: 5)

            #expect(furthest > 101, "overshoots 100: \(furthest)")
            #expect(finished == true)
            #expect(abs(shownCenter(view).x - 100) < 1e-6)
        }
    }

    @Test func crossfadeAndFlipTransitionsComplete() {
        onVirtualClock { clock, root in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            back.isHidden = true
            for v in [label, front, back] { root.addSubview(v) }
            clock.advance(by: 0)
            var results: [Bool] = []

            label.crossfade(to: "Hello", label: label) { results.append($0) }
            front.flip(to: back) { results.append($0) }
            clock.advance(to: 0.6)

            #expect(label.text == "Hello")
            #expect(results == [true, true])
            #expect(front.isHidden && !back.isHidden, ".showHideTransitionViews swaps visibility")
            #expect(front.superview === root, "…and keeps both views")
        }
    }

    @Test func transactionCompletionWaitsForTheBlocksAnimations() {
        // CATransaction.setCompletionBlock: "The completion block object that is called
        // (on the main thread) after all animations added by this transaction group are
        // completed (or have been removed.)"
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var done = false

            view.bounceIn { done = true }
            clock.advance(to: 0.2)
            let early = done
            clock.advance(to: 0.45)

            #expect(!early)
            #expect(done)
            #expect(view.transform == .identity && view.alpha == 1)
        }
    }

    @Test func shapeLayerStrokeDrawsAndHoldsAtTheEnd() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            let circle = view.drawCircle()
            clock.advance(to: 0.5)
            let half = circle.presentation()?.strokeEnd ?? 0
            clock.advance(to: 1.5)

            #expect(abs(half - 0.5) < 0.01)
            #expect(circle.presentation()?.strokeEnd == 1, "fillMode .forwards, not removed")
            #expect(circle.strokeEnd == 0, "the model is unchanged")
        }
    }

    @Test func roundingSomeCornersLeavesTheOthersSquare() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))

        view.roundCorners([.topLeft, .bottomRight], radius: 20)

        let path = try #require((view.layer.mask as? CAShapeLayer)?.path)
        #expect(!path.contains(CGPoint(x: 1, y: 1)), "top-left is rounded")
        #expect(path.contains(CGPoint(x: 99, y: 1)), "top-right stays square")
        #expect(path.contains(CGPoint(x: 1, y: 59)), "bottom-left stays square")
        #expect(!path.contains(CGPoint(x: 99, y: 59)), "bottom-right is rounded")
        #expect(path.contains(CGPoint(x: 50, y: 30)))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func snapshotViewCopiesWhatTheViewShows() throws {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 8, height: 4))
        view.backgroundColor = .red

        let snapshot = try #require(view.snapshot())

        #expect(snapshot.bounds.size == CGSize(width: 8, height: 4))
        let image = try #require(snapshot.layer.contents as? CGImage)
        #expect(image.width == 8 && image.height == 4)
        #expect(Array(image.pixelData[0..<3]) == [255, 0, 0])
    }

    @Test func containmentAndTransitionBetweenChildren() {
        onVirtualClock { clock, root in
            let host = HostViewController()
            root.addSubview(host.view)
            clock.advance(by: 0)
            let next = UIViewController()
            var swapped = false

            #expect(host.children.count == 1 && host.child.parent === host)
            host.swap(to: next)
            clock.advance(to: 0.31)
            swapped = next.view.superview === host.view

            #expect(swapped)
            #expect(host.children.map { ObjectIdentifier($0) } == [ObjectIdentifier(next)])
            #expect(host.child.parent == nil)
        }
    }

    @Test func presentSlidesUpAndDismissSlidesDown() {
        onVirtualClock { clock, root in
            let presenter = UIViewController()
            presenter.view.frame = root.bounds
            root.addSubview(presenter.view)
            clock.advance(by: 0)
            let modal = UIViewController()
            var presented = false, dismissed = false

            presenter.present(modal, animated: true) { presented = true }
            clock.advance(by: 0)
            let start = shownCenter(modal.view).y
            clock.advance(to: 0.4)
            let settled = shownCenter(modal.view).y
            modal.dismiss(animated: true) { dismissed = true }
            clock.advance(to: 0.8)

            #expect(abs(start - (400 + 200)) < 1e-6, "starts below the 400-point container")
            #expect(settled == 200)
            #expect(presented && dismissed)
            #expect(modal.view.superview == nil)
            #expect(presenter.presentedViewController == nil)
        }
    }

    @Test func animationDelegateReadsKeyValueTags() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            let delegate = AnimationStopDelegate()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 0.2
            fade.setValue("fade-1", forKey: "animationID")
            fade.delegate = delegate

            view.layer.add(fade, forKey: nil)
            clock.advance(to: 0.3)

            #expect(delegate.stopped.count == 1)
            #expect(delegate.stopped.first?.0 == "fade-1" && delegate.stopped.first?.1 == true)
        }
    }
}
