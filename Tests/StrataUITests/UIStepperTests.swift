import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIStepper (Apple: value default 0, minimumValue 0, maximumValue 100, stepValue 1, wraps
/// false — "If true, incrementing beyond maximumValue sets value to minimumValue").
@Suite struct UIStepperTests {
    private func tap(_ win: UIWindow, _ x: CGFloat, _ t: TimeInterval) {
        win.deliver(touches: [.init(id: 0, location: CGPoint(x: x, y: 16), phase: .began, timestamp: t)])
        win.deliver(touches: [.init(id: 0, location: CGPoint(x: x, y: 16), phase: .ended, timestamp: t + 0.05)])
    }

    @Test func tapsStepWithinTheRangeAndWrapWhenAsked() {
        onVirtualClock { _, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            // iOS code as written.
            let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            stepper.minimumValue = 0
            stepper.maximumValue = 3
            stepper.stepValue = 1.5
            var values: [Double] = []
            stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
            win.addSubview(stepper)
            #expect(stepper.frame.size == CGSize(width: 94, height: 32))
            tap(win, 80, 0)
            tap(win, 80, 1)
            tap(win, 80, 2)
            #expect(values == [1.5, 3], "stops at the maximum without an action")
            tap(win, 10, 3)
            #expect(values == [1.5, 3, 1.5])
            stepper.wraps = true
            stepper.value = 3
            tap(win, 80, 4)
            #expect(stepper.value == 0, "wrapped round to the minimum")
            stepper.value = .nan
            #expect(stepper.value == 0)
            stepper.stepValue = -2
            #expect(stepper.stepValue == 1.5, "a step that is not positive is refused")
        }
    }
}
