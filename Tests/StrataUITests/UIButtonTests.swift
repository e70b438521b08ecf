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
}
