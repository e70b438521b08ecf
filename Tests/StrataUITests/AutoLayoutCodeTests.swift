import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// The iOS code in AutoLayoutCode.swift laid out and animated as on iOS. Apple:
/// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() ("When using Auto
/// Layout, the layout engine updates the position of views as needed to satisfy changes in
/// constraints … lays out the view subtree starting at the root"),
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant (the constant
/// "can be modified after constraint creation"), UIView.layoutSubviews ("the default
/// implementation uses any constraints you have set to determine the size and position of any
/// subviews"), and https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
/// (changes to animatable properties inside the block animate; the default curve is ease-in-ease-out).
@Suite struct AutoLayoutCodeTests {
    @Test func loginFormLaysOutWithAnchors() {
        onVirtualClock { clock, root in
            let form = LoginFormViewController()
            form.view.frame = CGRect(x: 0, y: 0, width: 376, height: 600)
            root.addSubview(form.view)

            root.layoutIfNeeded()

            // Fields span the layout margins (8 points, Apple's default) and stack below the
            // title at 3 × the 8-point system spacing.
            let title = form.titleLabel.frame
            #expect(abs(title.minY - 40) < 0.01)
            #expect(abs(title.midX - 188) <= 0.5)
            #expect(abs(title.height - form.titleLabel.intrinsicContentSize.height) <= 0.5)
            #expect(form.emailField.frame == CGRect(x: 8, y: title.maxY + 24, width: 360, height: 44))
            #expect(form.passwordField.frame == CGRect(x: 8, y: title.maxY + 80, width: 360, height: 44))
            #expect(form.signInButton.frame == CGRect(x: 94, y: title.maxY + 148, width: 188, height: 44))
        }
    }

    @Test func expandingCardAnimatesItsHeightConstraint() {
        onVirtualClock { clock, root in
            let controller = ExpandingCardViewController()
            controller.view.frame = root.bounds
            root.addSubview(controller.view)
            root.layoutIfNeeded()
            clock.advance(by: 0)
            let collapsed = CGRect(x: 16, y: 20, width: 368, height: 100)
            #expect(controller.card.frame == collapsed)
            let detailBefore = controller.detail.frame
            var finished: Bool?

            controller.toggle { finished = $0 }
            // The model is at the end at once (UIKit sets the final frames in the block) …
            let expanded = CGRect(x: 16, y: 20, width: 368, height: 300)
            #expect(controller.card.frame == expanded)
            let detailAfter = controller.detail.frame
            #expect(detailAfter.maxY == 300 - 12 && detailAfter.minX == 12)
            clock.advance(to: 0.15)
            // … and on screen the frame moves from the old to the new one: halfway through
            // the ease-in-ease-out curve (symmetric, so at 0.5 of the time it is at 0.5).
            let shown = controller.card.layer.presentation()!.frame
            #expect(abs(shown.height - 200) < 0.01 && abs(shown.minY - 20) < 0.01 && abs(shown.width - 368) < 0.01)
            let detailShown = controller.detail.layer.presentation()!.frame
            #expect(abs(detailShown.minY - (detailBefore.minY + detailAfter.minY) / 2) < 0.01)
            clock.advance(to: 0.31)
            #expect(controller.card.layer.presentation()!.frame == expanded)
            #expect(finished == true)

            // And back, with a quarter of the way on a linear curve.
            controller.heightConstraint.constant = ExpandingCardViewController.collapsedHeight
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { controller.view.layoutIfNeeded() })
            clock.advance(to: 0.56)
            #expect(abs(controller.card.layer.presentation()!.frame.height - 250) < 0.01)
            clock.advance(to: 1.4)
            #expect(controller.card.layer.presentation()!.frame == collapsed)
        }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/updateviewconstraints()
    /// ("Called when the view controller's view needs to update its constraints … call
    /// super as the last step").
    @Test func updateViewConstraintsSwitchesConstraintSets() {
        onVirtualClock { clock, root in
            let controller = SideBySideViewController()
            controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
            root.addSubview(controller.view)
            root.layoutIfNeeded()
            #expect(controller.updates == 1)
            #expect(controller.first.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
            #expect(controller.second.frame == CGRect(x: 200, y: 0, width: 200, height: 200))
            clock.advance(by: 0)

            controller.stacked = true
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
            #expect(controller.updates == 2)
            #expect(controller.second.frame == CGRect(x: 0, y: 100, width: 400, height: 100))
            clock.advance(to: 0.5)
            let halfway = controller.second.layer.presentation()!.frame
            #expect(abs(halfway.minX - 100) < 0.01 && abs(halfway.minY - 50) < 0.01 && abs(halfway.width - 300) < 0.01)
        }
    }
}
