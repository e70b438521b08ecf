import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIControl's touch tracking and UIButton's per-state titles, driven through
/// `UIWindow.deliver(touches:)`. Apple (UIControl): "touchUpInside — a touch-up event in the
/// control where the finger is inside the bounds of the control"; touchUpOutside when it is
/// outside; a disabled control ignores touches; `isHighlighted` while a touch is down inside.
@Suite struct UIButtonTests {
    private func touch(_ win: UIWindow, _ x: CGFloat, _ y: CGFloat, _ phase: UITouch.Phase, _ t: TimeInterval) {
        win.deliver(touches: [.init(id: 0, location: CGPoint(x: x, y: y), phase: phase, timestamp: t)])
    }

    @Test func touchUpInsideRunsTheActionOutsideDoesNot() {
        onVirtualClock { _, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            button.setTitle("Go", for: .normal)
            win.addSubview(button)
            var log: [String] = []
            button.addAction(UIAction { _ in log.append("up-inside") }, for: .touchUpInside)
            button.addAction(UIAction { _ in log.append("up-outside") }, for: .touchUpOutside)
            button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)

            touch(win, 150, 120, .began, 0)
            #expect(button.isHighlighted && button.state == .highlighted)
            touch(win, 160, 122, .ended, 0.1)
            #expect(log == ["down", "up-inside"])
            #expect(!button.isHighlighted)

            log = []
            touch(win, 150, 120, .began, 1)
            touch(win, 350, 350, .moved, 1.1)
            #expect(!button.isHighlighted, "dragged out")
            touch(win, 350, 350, .ended, 1.2)
            #expect(log == ["down", "up-outside"])

            log = []
            button.isEnabled = false
            #expect(button.state == .disabled)
            touch(win, 150, 120, .began, 2)
            touch(win, 150, 120, .ended, 2.1)
            #expect(log.isEmpty)
        }
    }

    @Test func titlesPerStateAndThePrimaryAction() {
        onVirtualClock { _, _ in
            let button = UIButton(type: .custom)
            button.setTitle("Play", for: .normal)
            button.setTitle("Pause", for: .selected)
            #expect(button.currentTitle == "Play" && button.titleLabel?.text == "Play")
            button.isSelected = true
            #expect(button.currentTitle == "Pause" && button.titleLabel?.text == "Pause")
            #expect(button.title(for: .highlighted) == "Play", "unset states fall back to normal")

            var fired = 0
            let primary = UIButton(primaryAction: UIAction(title: "Save") { _ in fired += 1 })
            #expect(primary.currentTitle == "Save")
            primary.sendActions(for: .primaryActionTriggered)
            #expect(fired == 1)
        }
    }

    /// A custom control in the UIKit style: it follows a touch through the tracking methods.
    /// Apple (UIControl, "Tracking touches and redrawing controls"): beginTracking returns
    /// whether to follow; continueTracking returning false stops the following; endTracking
    /// and cancelTracking close it.
    final class Knob: UIControl {
        var log: [String] = []
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log.append("begin \(isTouchInside)")
            return touch.location(in: self).x < 60
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log.append("continue \(isTouchInside)")
            return log.filter { $0.hasPrefix("continue") }.count < 2
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("end") }
        override func cancelTracking(with event: UIEvent?) { log.append("cancel") }
    }

    @Test func customControlsFollowTouchesThroughTheTrackingMethods() {
        onVirtualClock { _, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let knob = Knob(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            win.addSubview(knob)

            touch(win, 50, 50, .began, 0)
            #expect(knob.isTracking && knob.isTouchInside)
            touch(win, 55, 50, .moved, 0.1)
            touch(win, 250, 50, .moved, 0.2)
            #expect(!knob.isTracking && !knob.isTouchInside, "the second continue said stop")
            touch(win, 260, 50, .moved, 0.3)
            touch(win, 260, 50, .ended, 0.4)
            #expect(knob.log == ["begin true", "continue true", "continue false"])

            knob.log = []
            touch(win, 80, 50, .began, 1)
            touch(win, 85, 50, .moved, 1.1)
            touch(win, 85, 50, .ended, 1.2)
            #expect(knob.log == ["begin true"], "beginTracking said no")

            knob.log = []
            touch(win, 10, 10, .began, 2)
            touch(win, 10, 10, .ended, 2.1)
            #expect(knob.log == ["begin true", "end"])
        }
    }
}
