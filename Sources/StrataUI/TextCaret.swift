import Foundation
import StrataCore

/// The blinking insertion point of a text field or text view: a two-point bar in the tint
/// colour, shown while the view edits. It blinks by a repeating discrete opacity animation,
/// restarted (solid first) each time it moves, as UIKit's does while typing.
final class TextCaret {
    let layer = CALayer()
    static let blinkKey = "strata.caretBlink"

    init() {
        layer.isHidden = true
    }

    /// Shows the caret at `rect` (its host view's layer coordinates) in `color`, or hides it.
    /// The caller turns actions off (its `performWithoutActions`).
    func show(at rect: CGRect?, color: UIColor) {
        guard let rect, rect.origin.x.isFinite, rect.origin.y.isFinite else {
            layer.isHidden = true
            layer.removeAnimation(forKey: Self.blinkKey)
            return
        }
        layer.isHidden = false
        layer.backgroundColor = color.cgColor
        layer.frame = rect
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 0]
        blink.keyTimes = [0, 0.5]
        blink.calculationMode = .discrete
        blink.duration = 1
        blink.repeatCount = .infinity
        layer.add(blink, forKey: Self.blinkKey)
    }
}
