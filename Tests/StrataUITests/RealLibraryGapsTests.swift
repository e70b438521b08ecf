import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Gaps found by compiling real open-source UIKit animation code against StrataUI (each test
/// names the code that needed it); the behaviour asserted is iOS's, in our own words.
@Suite struct RealLibraryGapsTests {
    /// A navigation transition sample returns `UIViewPropertyAnimator()` from
    /// `interruptibleAnimator(using:)` when it has no controllers: NSObject's `init()`, which
    /// UIViewPropertyAnimator inherits (https://developer.apple.com/documentation/uikit/uiviewpropertyanimator).
    /// It has no duration, so animations added to it land at once and it completes at the end.
    @Test func plainInitialisedPropertyAnimatorHasNoDurationAndFinishesAtOnce() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            let animator = UIViewPropertyAnimator()
            var position: UIViewAnimatingPosition?
            animator.addAnimations { view.alpha = 0.25 }
            animator.addCompletion { position = $0 }

            #expect(animator.duration == 0)
            #expect(animator.state == .inactive)
            animator.startAnimation()
            clock.advance(by: 1.0 / 60)

            #expect(position == .end)
            #expect(near(shownAlpha(view), 0.25, 1e-6))
            #expect(animator.timingParameters?.timingCurveType == .builtin)
        }
    }
}
