import Foundation
import StrataCore

/// A control for picking a value from a continuous range by dragging a thumb along a track
/// (Apple: UISlider). The track runs across the bounds, filled with `minimumTrackTintColor`
/// left of the thumb and `maximumTrackTintColor` right of it. A drag that starts on the thumb
/// moves it (the value follows the thumb's travel, `thumbDiameter` points short of the bounds'
/// width) and sends `.valueChanged` as it moves — or once, when the finger lifts, if
/// `isContinuous` is false (UIControl's `beginTracking`/`continueTracking`/`endTracking`).
/// Touches on the track away from the thumb move nothing, as in UIKit.
open class UISlider: UIControl {
    /// The thumb's diameter (UIKit's default thumb is about 28 points).
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness.
    static let trackHeight: CGFloat = 4
    /// The slider's natural height (UIKit's default slider is about this tall).
    static let naturalHeight: CGFloat = 31
    /// How far outside the thumb a touch still takes hold of it.
    static let thumbSlop: CGFloat = 10

    private let minimumTrack = UIView(), maximumTrack = UIView(), thumb = UIView()
    private var storedValue: Float = 0
    /// The value and touch x where the current drag took hold of the thumb.
    private var grab: (value: Float, x: CGFloat)?

    /// The current value, kept within `minimumValue`…`maximumValue`. Default 0. Setting it
    /// moves the thumb at once and sends no action.
    open var value: Float {
        get { storedValue }
        set {
            keyValueWillChange("value")
            setValue(newValue, animated: false)
            keyValueDidChange("value")
        }
    }

    /// The lowest value. Default 0. The value is pulled into the new range.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// The highest value. Default 1. The value is pulled into the new range.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// Whether dragging sends `.valueChanged` at every move (true) or once when the finger
    /// lifts (false). Default true.
    open var isContinuous = true
    /// The track's colour left of the thumb. Default nil: the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { restyle() } }
    /// The track's colour right of the thumb. Default nil: a light grey.
    open var maximumTrackTintColor: UIColor? { didSet { restyle() } }
    /// The thumb's colour. Default nil: white.
    open var thumbTintColor: UIColor? { didSet { restyle() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    /// A slider from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
    }

    private func setUpSlider() {
        for part in [maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        UIView.performWithoutAnimation { placeParts() }
        restyle()
    }

    /// Sets the value (pulled into range), moving the thumb over 0.25 s when `animated`.
    /// Sends no action, as in UIKit.
    open func setValue(_ value: Float, animated: Bool) {
        let v = value.isFinite ? value : minimumValue
        storedValue = min(max(v, minimumValue), maximumValue)
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.placeParts() })
        } else {
            UIView.performWithoutAnimation { placeParts() }
        }
    }

    /// No intrinsic width; UIKit's height.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.naturalHeight) }

    /// The width asked for, at UIKit's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.naturalHeight) }

    /// Places the track and the thumb for the bounds and the value.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    /// Where the thumb is drawn for `bounds` and `value` (Apple: thumbRect(forBounds:trackRect:value:)).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = Self.thumbDiameter
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let x = rect.minX + (rect.width - d) * fraction
        return CGRect(x: x, y: bounds.midY - d / 2, width: d, height: d)
    }

    /// The track's rectangle (Apple: trackRect(forBounds:)): the bounds' width, centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    private func placeParts() {
        let track = trackRect(forBounds: bounds)
        let knob = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        thumb.frame = knob
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(knob.midX - track.minX, 0), height: track.height)
        maximumTrack.frame = CGRect(x: knob.midX, y: track.minY, width: max(track.maxX - knob.midX, 0), height: track.height)
    }

    private func restyle() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? UIColor(white: 0.86, alpha: 1)
        thumb.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
    }

    /// Dims a disabled slider.
    open override func stateDidChange() { restyle() }

    // MARK: tracking

    /// A touch on (or within 10 points of) the thumb takes hold of it; elsewhere the slider
    /// does not track.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let knob = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard knob.insetBy(dx: -Self.thumbSlop, dy: -Self.thumbSlop).contains(p) else { return false }
        grab = (storedValue, p.x)
        return true
    }

    /// The thumb follows the finger; the value follows the thumb.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let grab else { return false }
        let travel = bounds.width - Self.thumbDiameter
        let span = maximumValue - minimumValue
        let delta = travel > 0 ? Float((touch.location(in: self).x - grab.x) / travel) * span : 0
        let old = storedValue
        setValue(grab.value + delta, animated: false)
        if isContinuous, storedValue != old { sendActions(for: .valueChanged) }
        return true
    }

    /// Lifting the finger ends the drag (sending `.valueChanged` now if not continuous).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishDrag() }

    /// A cancelled drag keeps the value reached.
    open override func cancelTracking(with event: UIEvent?) { finishDrag() }

    private func finishDrag() {
        guard let grab else { return }
        self.grab = nil
        if !isContinuous, storedValue != grab.value { sendActions(for: .valueChanged) }
    }
}
