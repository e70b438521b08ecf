import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// The helpers in PortedUIKitCode.swift (written with `import UIKit`) run as on iOS.
@Suite struct PortedUIKitCodeTests {
    @Test func shakeMovesAndReturns() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            var finished: Bool?

            view.shake { finished = $0 }
            clock.advance(to: 0.125)
            let right = view.layer.presentation()!.transform.m41
            clock.advance(to: 0.375)
            let left = view.layer.presentation()!.transform.m41
            clock.advance(to: 0.51)

            #expect(abs(right - 10) < 0.01)
            #expect(abs(left + 10) < 0.01)
            #expect(finished == true)
            #expect(view.transform == .identity)
        }
    }

    @Test func popSpringsBackToIdentity() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            view.alpha = 0

            view.pop()
            clock.advance(to: 0.05)
            let early = view.layer.presentation()!.transform.m11
            clock.advance(to: 0.61)

            #expect(early < 0.9)
            #expect(abs(view.layer.presentation()!.transform.m11 - 1) < 0.01)
        }
    }
}
