import Foundation

/// The abstract animation class (Apple: CAAnimation): timing, delegate and removal policy.
///
/// `CALayer.add(_:forKey:)` copies the animation, so changing it afterwards does not affect
/// the running copy. The delegate is retained, as in Core Animation.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    /// When the animation begins, in the layer's time; 0 means "when it is committed". Default 0.
    open var beginTime: CFTimeInterval = 0
    /// One cycle's length; 0 takes the transaction's `animationDuration` (0.25 s). Default 0.
    open var duration: CFTimeInterval = 0
    /// Rate of the animation's time relative to the layer's. Default 1.
    open var speed: Float = 1
    /// Phase offset in active local time. Default 0.
    open var timeOffset: CFTimeInterval = 0
    /// Cycles to play, fractional or `.infinity`. Default 0 (one).
    open var repeatCount: Float = 0
    /// Seconds to keep repeating. Default 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays backwards after forwards. Default false.
    open var autoreverses = false
    /// What shows outside the active duration. Default `.removed`.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing of each cycle; nil is linear. Default nil.
    open var timingFunction: CAMediaTimingFunction?
    /// Receives `animationDidStart(_:)` and `animationDidStop(_:finished:)`. Retained. Default nil.
    open var delegate: CAAnimationDelegate?
    /// Whether the layer removes the animation when its active duration ends. Default true.
    open var isRemovedOnCompletion = true
    /// The frame rates the animation would like (Apple: CAAnimation preferredFrameRateRange,
    /// iOS 15). A hint: Strata's host draws every frame of its display link. Default `.default`.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// Values stored with `setValue(_:forKey:)` under keys the class does not define.
    var storedValues: [String: Any] = [:]

    /// Creates an animation with Core Animation's defaults.
    public override init() { super.init() }

    /// Creates an animation from an archive. Strata reads nothing from the coder: the
    /// animation starts with Core Animation's defaults. Required, as on Apple platforms
    /// (NSCoding), so a subclass's `required init?(coder: NSCoder)` compiles as written.
    public required init?(coder: NSCoder) { super.init() }

    /// How `copy(with:)` makes an animation of the receiver's own class. Swift without
    /// Objective-C can only call a `required` initialiser on a class object, so this one is;
    /// every subclass that declares no initialiser, or overrides `init()` and `init?(coder:)`
    /// as iOS subclasses do, inherits it.
    public required convenience init(copyOf animation: CAAnimation) { self.init(); copyValues(from: animation) } // ⟵ A CAAnimation subclass that declares initialisers must also write `override init()` and `required init?(coder: NSCoder)` to inherit this (README: Porting from iOS).

    /// The default value for `key` (Apple: `defaultValue(forKey:)`); nil for all keys here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the value for `key` is archived; always true.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Stores an arbitrary value under `key` (Key-Value Coding storage, as the seeds use to
    /// remember a target point on the animation).
    open func setValue(_ value: Any?, forKey key: String) {
        if setKnownValue(value, forKey: key) || setPropertyValue(value, forKey: key) { return }
        storedValues[key] = value
    }

    /// Returns a value stored with `setValue(_:forKey:)`, or the animation's property of that
    /// name (`"duration"`, `"toValue"`, `"keyPath"`, …), as key-value coding does on iOS.
    open func value(forKey key: String) -> Any? {
        if let known = knownValue(forKey: key) { return known }
        if case .some(let property) = propertyValue(forKey: key) { return property }
        return storedValues[key] ?? Self.defaultValue(forKey: key)
    }

    /// A copy with the same class and values; the delegate is shared.
    open func copy(with zone: NSZone? = nil) -> Any {
        type(of: self).init(copyOf: self)
    }

    /// Copies every property; subclasses extend it.
    func copyValues(from other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; timingFunction = other.timingFunction
        delegate = other.delegate; isRemovedOnCompletion = other.isRemovedOnCompletion
        storedValues = other.storedValues
        preferredFrameRateRange = other.preferredFrameRateRange
    }

    /// Running an animation as an action adds it to the layer for the event's key.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    private func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "beginTime": if let v = AnyNumber.double(value) { beginTime = v }
        case "duration": if let v = AnyNumber.double(value) { duration = v }
        case "speed": if let v = AnyNumber.double(value) { speed = Float(v) }
        case "timeOffset": if let v = AnyNumber.double(value) { timeOffset = v }
        case "repeatCount": if let v = AnyNumber.double(value) { repeatCount = Float(v) }
        case "repeatDuration": if let v = AnyNumber.double(value) { repeatDuration = v }
        case "autoreverses": if let v = value as? Bool { autoreverses = v }
        case "removedOnCompletion": if let v = value as? Bool { isRemovedOnCompletion = v }
        default: return false
        }
        return true
    }

    private func knownValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime": return beginTime
        case "duration": return duration
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "removedOnCompletion": return isRemovedOnCompletion
        default: return nil
        }
    }
}

/// Methods an animation's delegate implements to hear when it starts and stops
/// (Apple: CAAnimationDelegate). Both are optional.
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation begins its active duration.
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation completes (`flag` true) or is removed early (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

public extension CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
