import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UISegmentedControl (Apple: selectedSegmentIndex — "The default value is noSegment (no
/// segment selected) until the user touches a segment"; setting it from code does not send
/// valueChanged; removing the selected segment leaves none selected; isMomentary — "segments
/// don't show their selected state").
@Suite struct UISegmentedControlTests {
    private func touch(_ win: UIWindow, _ x: CGFloat, _ y: CGFloat, _ phase: UITouch.Phase, _ t: TimeInterval) {
        win.deliver(touches: [.init(id: 0, location: CGPoint(x: x, y: y), phase: phase, timestamp: t)])
    }

    private static func indicator(_ control: UISegmentedControl) -> UIView { control.subviews[0] }

    @Test func aTapSelectsASegmentSendsValueChangedAndSlidesTheIndicator() {
        onVirtualClock { clock, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            // iOS code as written.
            let segmentedControl = UISegmentedControl(items: ["Linear", "Ease", "Spring"])
            segmentedControl.frame = CGRect(x: 50, y: 100, width: 300, height: 32)
            segmentedControl.selectedSegmentIndex = 0
            var picked: [Int] = []
            segmentedControl.addAction(UIAction { _ in picked.append(segmentedControl.selectedSegmentIndex) }, for: .valueChanged)
            win.addSubview(segmentedControl)
            segmentedControl.layoutIfNeeded()
            clock.advance(by: 0)
            #expect(segmentedControl.numberOfSegments == 3 && segmentedControl.titleForSegment(at: 1) == "Ease")
            #expect(Self.indicator(segmentedControl).frame.minX == 2 && picked.isEmpty, "code selects without an action")

            touch(win, 300, 115, .began, 0)
            touch(win, 300, 115, .ended, 0.05)
            #expect(segmentedControl.selectedSegmentIndex == 2 && picked == [2])
            clock.advance(by: 0)
            let start = clock.now
            clock.advance(to: start + 0.125)
            let x = Self.indicator(segmentedControl).layer.presentation()!.position.x
            #expect(abs(x - (50 + 250) / 2) < 1, "half way from segment 0 (centre 50) to 2 (centre 250): \(x)")
            clock.advance(to: start + 0.3)
            #expect(Self.indicator(segmentedControl).layer.presentation()!.position.x == 250)

            touch(win, 300, 115, .began, 1)
            touch(win, 300, 115, .ended, 1.05)
            #expect(picked == [2], "a tap on the selected segment sends nothing")
        }
    }

    @Test func segmentsAreInsertedAndRemovedAroundTheSelection() {
        onVirtualClock { _, _ in
            let control = UISegmentedControl(items: ["a", "b"])
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
            #expect(control.frame.height == 32 && control.frame.width > 0)
            control.selectedSegmentIndex = 1
            control.insertSegment(withTitle: "z", at: 0, animated: false)
            #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "z")
            control.removeSegment(at: 2, animated: false)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
            control.selectedSegmentIndex = 7
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "out of range selects nothing")
            control.setTitle("y", forSegmentAt: 1)
            #expect(control.titleForSegment(at: 1) == "y" && control.titleForSegment(at: 9) == nil)
            control.removeAllSegments()
            #expect(control.numberOfSegments == 0)
        }
    }

    @Test func aMomentaryControlSendsTheTapAndKeepsNoSelection() {
        onVirtualClock { _, _ in
            let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let control = UISegmentedControl(items: ["a", "b"])
            control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
            control.isMomentary = true
            var picked: [Int] = []
            control.addAction(UIAction { _ in picked.append(control.selectedSegmentIndex) }, for: .valueChanged)
            win.addSubview(control)
            touch(win, 150, 10, .began, 0)
            touch(win, 150, 10, .ended, 0.05)
            #expect(picked == [1] && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        }
    }
}
