import Foundation
import Testing
@testable import StrataUI

/// Apple: "UIInterpolatingMotionEffect" (minimumRelativeValue at a viewer offset of −1,
/// maximumRelativeValue at +1), "UIMotionEffectGroup", UIView.addMotionEffect(_:); UIResponder's
/// keyboard notifications (compiled; never posted on a desktop).
@Suite struct MotionEffectAndKeyboardTests {
    @Test func parallaxEffectsInterpolateAndAreKept() {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -20
        horizontal.maximumRelativeValue = 20
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = NSNumber(value: -10)
        vertical.maximumRelativeValue = NSNumber(value: 10)
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))
        #expect(values?["center.x"] as? CGFloat == 10 && values?["center.y"] as? CGFloat == -10)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: .nan, vertical: 0)) == nil)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 5, vertical: 0))?["center.x"] as? CGFloat == 20)

        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.addMotionEffect(group)
        card.addMotionEffect(group)
        #expect(card.motionEffects.count == 1 && card.center == CGPoint(x: 50, y: 50), "kept, the view unmoved")
        card.removeMotionEffect(group)
        #expect(card.motionEffects.isEmpty)
    }

    @Test func keyboardAvoidanceCodeCompiles() {
        final class Count: @unchecked Sendable { var heard = 0 }
        let count = Count()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
            if frame.height >= 0 && duration >= 0 { count.heard += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        _ = field.becomeFirstResponder()
        #expect(count.heard == 0, "no software keyboard, no notification")
        #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
    }
}
