import Foundation
import StrataCore

/// A control that steps a value up and down (Apple: UIStepper): a 94 × 32-point rounded pair of
/// − and + halves. A tap on a half steps `value` by `stepValue`, within `minimumValue` and
/// `maximumValue` (or round to the other end when `wraps`), and sends `.valueChanged`.
open class UIStepper: UIControl {
    /// UIKit's fixed size.
    static let size = CGSize(width: 94, height: 32)

    private let minus = UILabel()
    private let plus = UILabel()
    private let divider = UIView()
    private var storedValue: Double = 0

    /// The value, kept within `minimumValue…maximumValue`. Default 0.
    open var value: Double {
        get { storedValue }
        set { storedValue = clamp(newValue); restyle() }
    }
    /// The lowest value. Default 0. Raising it above the value raises the value.
    open var minimumValue: Double = 0 { didSet { storedValue = clamp(storedValue); restyle() } }
    /// The highest value. Default 100.
    open var maximumValue: Double = 100 { didSet { storedValue = clamp(storedValue); restyle() } }
    /// The step. Default 1; values that are not positive numbers are refused.
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) || !stepValue.isFinite { stepValue = oldValue } }
    }
    /// Whether stepping past an end goes round to the other. Default false.
    open var wraps = false
    /// Whether holding a half repeats (kept: Strata steps once a tap). Default true.
    open var autorepeat = true
    /// Whether each step sends at once (kept). Default true.
    open var isContinuous = true

    /// A stepper at `frame`'s origin: as in UIKit, the size is ignored (94 × 32).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    /// A stepper from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: frame.origin, size: Self.size)
        setUp()
    }

    private func setUp() {
        layer.cornerRadius = 8
        for (label, text) in [(minus, "−"), (plus, "+")] {
            label.text = text
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 20)
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        addSubview(divider)
        restyle()
    }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        minus.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
        plus.frame = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
        divider.frame = CGRect(x: bounds.width / 2 - 0.5, y: 8, width: 1, height: max(0, bounds.height - 16))
    }

    /// A tap that lifts inside steps down (left half) or up (right half).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let touch = touches.first, bounds.contains(touch.location(in: self)) {
            step(up: touch.location(in: self).x >= bounds.midX)
        }
        super.touchesEnded(touches, with: event)
    }

    open override func stateDidChange() { restyle() }

    private func step(up: Bool) {
        var next = storedValue + (up ? stepValue : -stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        next = clamp(next)
        guard next != storedValue else { return }
        storedValue = next
        restyle()
        sendActions(for: .valueChanged)
    }

    private func clamp(_ v: Double) -> Double {
        guard !v.isNaN else { return minimumValue }
        return min(max(v, minimumValue), max(minimumValue, maximumValue))
    }

    private func restyle() {
        performWithoutActions {
            backgroundColor = UIColor.systemGray6
            divider.backgroundColor = UIColor.systemGray4
            minus.textColor = isEnabled && storedValue > minimumValue || wraps ? .black : UIColor.systemGray3
            plus.textColor = isEnabled && storedValue < maximumValue || wraps ? .black : UIColor.systemGray3
        }
    }
}
