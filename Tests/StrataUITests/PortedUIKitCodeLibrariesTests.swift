import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// The library-style helpers in PortedUIKitCodeLibraries.swift (compiled with `import UIKit`)
/// behave as on iOS, on the virtual clock.
@Suite struct PortedUIKitCodeLibrariesTests {
    @Test func presetViewInitialisersAndInspectablesCompileAndRun() throws {
        let framed = PresetSpringView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        // UIView.init?(coder:) is required, as on iOS (NSCoding); Strata reads nothing from it.
        let archived = try #require(PresetSpringView(coder: NSCoder()))
        archived.awakeFromNib()

        #expect(framed.setUpCount == 1)
        #expect(archived.setUpCount == 1)
        #expect(archived.alpha == 0)
        #expect(framed.force == 1)
    }

    @Test func zoomInPresetSpringsFromTwiceTheSizeToIdentity() {
        onVirtualClock { clock, root in
            let view = PresetSpringView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(view)
            clock.advance(by: 0)
            var done = false

            view.preset = "zoomIn"
            view.animate { done = true }
            let startScale = view.layer.presentation()!.transform.m11
            clock.advance(to: 0.05)
            let earlyScale = view.layer.presentation()!.transform.m11
            clock.advance(to: 0.75)

            #expect(abs(startScale - 2) < 0.01, "starts at the preset's scale 2")
            #expect(earlyScale < 2 && earlyScale > 1)
            #expect(done)
            #expect(view.transform.isIdentity)
            #expect(view.preset == "", "resetAll ran in the completion")
            #expect(abs(shownAlpha(view) - 1) < 1e-6)
        }
    }

    @Test func shakePresetMovesAdditivelyAlongX() {
        onVirtualClock { clock, root in
            let view = PresetSpringView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(view)
            clock.advance(by: 0)

            view.preset = "shake"
            view.curve = "linear"
            view.animate()
            // Five values with six keyTimes: Core Animation ignores keyTimes whose count does not
            // match ("the number of elements in the keyTimes array should match the number of
            // elements in the values property") and spaces the values evenly: 30 at a quarter.
            clock.advance(to: 0.7 * 0.25)
            let atSecondValue = shownCenter(view).x

            #expect(abs(atSecondValue - (50 + 30)) < 0.01, "values are offsets added to the model's 50")
        }
    }

    @Test func inspectableLayerStylingReachesTheLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

        view.cornerRadiusValue = 6
        view.borderColorValue = UIColor(hex: "#FF8000")
        view.shadowOpacityValue = 0.5

        #expect(view.layer.cornerRadius == 6)
        #expect(view.clipsToBounds)
        #expect(view.borderColorValue?.hexString == "#FF8000")
        #expect(view.layer.shadowOpacity == 0.5)
    }

    @Test func entranceConcatenatesTransformsAndReturnsToTheOriginal() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var done = false

            view.enter(with: [EntranceKind.from(dx: 0, dy: 30), EntranceKind.zoom(scale: 0.5)], duration: 0.3,
                       options: .curveLinear) { done = true }
            let start = view.layer.presentation()!.transform
            clock.advance(to: 0.31)

            // translate then scale: (0, 30) scaled by 0.5 is (0, 15).
            #expect(abs(start.m42 - 15) < 1e-6 && abs(start.m11 - 0.5) < 1e-6)
            #expect(done)
            #expect(view.transform == .identity)
            #expect(view.alpha == 1)
        }
    }

    @Test func wiggleKeyframesRotateThroughEachAngle() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var finished: Bool?

            view.wiggle(angle: .pi / 8, duration: 1) { finished = $0 }
            clock.advance(to: 0.2)
            let first = view.layer.presentation()!.value(forKeyPath: "transform.rotation.z") as? CGFloat
            clock.advance(to: 1.01)

            #expect(abs((first ?? 0) + .pi / 8) < 0.01, "end of the first keyframe: -π/8")
            #expect(finished == true)
            #expect(view.transform.isIdentity)
        }
    }

    @Test func colourHelpersRoundTrip() {
        let orange = UIColor(hex: "ff8000")
        let teal = UIColor(rgb: 0x008080)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0

        orange.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        let lighter = UIColor(hue: 0.5, saturation: 1, brightness: 0.3, alpha: 1).lighter(by: 0.2)
        var lb: CGFloat = 0
        lighter.getHue(nil, saturation: nil, brightness: &lb, alpha: nil)

        #expect(orange.hexString == "#FF8000")
        #expect(teal.hexString == "#008080")
        #expect(abs(h - 30.0 / 360) < 0.002 && abs(s - 1) < 1e-6 && abs(b - 1) < 1e-6 && a == 1)
        #expect(abs(lb - 0.5) < 1e-6)
        #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)
    }

    @Test func pulseRepeatsWithTheCountSetInsideTheBlock() {
        // setAnimationRepeatCount(_:): "You can use this method in conjunction with either the
        // block-based methods or the begin/commit methods for defining an animation block."
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var finished: Bool?

            view.pulse(scale: 1.2, count: 2) { finished = $0 }
            let animation = view.layer.animationKeys()?.compactMap { view.layer.animation(forKey: $0) }.first
            clock.advance(to: 0.25)
            let peak = view.layer.presentation()!.transform.m11
            clock.advance(to: 0.75)
            let secondPeak = view.layer.presentation()!.transform.m11
            clock.advance(to: 0.99)
            let beforeEnd = finished
            clock.advance(to: 1.01)

            #expect(animation?.repeatCount == 2)
            #expect(animation?.autoreverses == true)
            #expect(abs(peak - 1.2) < 0.01)
            #expect(abs(secondPeak - 1.2) < 0.01, "second cycle")
            #expect(beforeEnd == nil, "2 × (0.25 forward + 0.25 back) = 1 s")
            #expect(finished == true)
            #expect(view.transform == .identity)
        }
    }

    @Test func modifyAnimationsRepeatsOnlyItsOwnChanges() {
        // modifyAnimations(withRepeatCount:autoreverses:animations:) (iOS 13): "Repeats the
        // specified animations a specific number of times".
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            UIView.animate(withDuration: 0.25, delay: 0, options: [], animations: {
                UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) {
                    view.alpha = 0.5
                }
                view.backgroundColor = .red
            })

            #expect(view.layer.animation(forKey: "opacity")?.repeatCount == 3)
            #expect(view.layer.animation(forKey: "opacity")?.autoreverses == true)
            #expect(view.layer.animation(forKey: "backgroundColor")?.repeatCount == 0)
            #expect(view.layer.animation(forKey: "backgroundColor")?.autoreverses == false)
        }
    }

    @Test func rotationHelperRunsForeverUntilStopped() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)

            view.startRotating(duration: 1)
            clock.advance(to: 2.25)
            let angle = view.layer.presentation()!.value(forKeyPath: "transform.rotation.z") as? Double
            view.stopRotating()

            #expect(abs((angle ?? 0) - .pi / 2) < 0.01)
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test func cardViewControllerSlidesWithInsets() {
        onVirtualClock { clock, root in
            let controller = CardViewController(color: .systemIndigo)
            controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            root.addSubview(controller.view)
            clock.advance(by: 0)
            var finished: Bool?

            controller.slideCard(by: UIEdgeInsets(top: 20, left: 40, bottom: 0, right: 0)) { finished = $0 }
            clock.advance(to: 0.41)

            #expect(controller.card.frame.origin == CGPoint(x: 40, y: 20))
            #expect(finished == true)
            #expect(PlainViewController().view != nil)
            #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)).isNull)
        }
    }

    @Test func animatorsWorkThroughTheProtocols() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            let animator: UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                view.alpha = 0
            }
            var position: UIViewAnimatingPosition?

            animator.addCompletion { position = $0 }
            animator.startAnimation()
            clock.advance(to: 0.5)
            let halfway = shownAlpha(view)
            clock.advance(to: 1.05)

            #expect(near(halfway, 0.5, 0.02))
            #expect(position == .end)
            #expect(animator.state == .inactive)
        }
    }
}
