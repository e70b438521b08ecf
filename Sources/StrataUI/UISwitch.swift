import Foundation
import StrataCore

/// An on/off switch (Apple: UISwitch): a 51 × 31-point rounded track with a round thumb that
/// sits on the right, over `onTintColor`, when on. A tap toggles it and sends
/// `.valueChanged`; `setOn(_:animated:)` changes it from code without sending anything.
open class UISwitch: UIControl {
    /// The size UIKit gives every switch: 51 × 31 points.
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edge.
    static let thumbDiameter: CGFloat = 27, thumbInset: CGFloat = 2

    private let thumb = UIView()
    private var storedOn = false

    /// Whether the switch is on. Default false. Setting it moves the thumb at once and sends
    /// no action.
    open var isOn: Bool {
        get { storedOn }
        set { setOn(newValue, animated: false) }
    }

    /// The track's colour when on. Default nil: the system green.
    open var onTintColor: UIColor? { didSet { restyle() } }
    /// The thumb's colour. Default nil: white.
    open var thumbTintColor: UIColor? { didSet { restyle() } }

    /// The switch at `frame`'s origin: as in UIKit, the size is ignored (51 × 31).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpSwitch()
    }

    /// A switch from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: frame.origin, size: Self.size)
        setUpSwitch()
    }

    private func setUpSwitch() {
        layer.cornerRadius = Self.size.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(thumb)
        performWithoutActions { placeThumb() }
        restyle()
    }

    /// Turns the switch on or off, sliding the thumb and fading the track over 0.25 s when
    /// `animated`. Sends no action, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) {
        storedOn = on
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.placeThumb(); self.restyle() })
        } else {
            UIView.performWithoutAnimation { placeThumb(); restyle() }
        }
    }

    /// UIKit's fixed size, 51 × 31.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// UIKit's fixed size, 51 × 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Keeps the thumb on its side when the bounds change.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeThumb()
    }

    /// A tap that lifts inside toggles the switch (animated) and sends `.valueChanged`
    /// before the touch-up actions.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let touch = touches.first, bounds.contains(touch.location(in: self)) {
            setOn(!isOn, animated: true)
            sendActions(for: .valueChanged)
        }
        super.touchesEnded(touches, with: event)
    }

    /// Dims a disabled switch, as UIKit does.
    open override func stateDidChange() { restyle() }

    /// The thumb's frame for the current value: against the left edge when off, the right when on.
    var thumbFrame: CGRect {
        let d = Self.thumbDiameter, inset = Self.thumbInset
        let x = isOn ? bounds.maxX - inset - d : bounds.minX + inset
        return CGRect(x: x, y: bounds.midY - d / 2, width: d, height: d)
    }

    private func placeThumb() { thumb.frame = thumbFrame }

    private func restyle() {
        backgroundColor = isOn ? onTintColor ?? .systemGreen : UIColor(white: 0.91, alpha: 1)
        thumb.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
    }
}
