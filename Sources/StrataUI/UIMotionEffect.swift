import Foundation
import StrataCore

/// An effect that moves a view with the device's tilt (Apple: UIMotionEffect): subclasses
/// answer the key paths and values for a viewer offset. A desktop has no tilt sensor, so
/// Strata keeps a view's motion effects (`addMotionEffect(_:)`, `motionEffects`) and applies
/// none: the view stays as if the device were held still (viewer offset zero).
open class UIMotionEffect: NSObject, NSCopying {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The key paths and the relative values to add for `viewerOffset` (each axis −1…1).
    /// The base class answers nil.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Moves one key path of a view between two relative values as the device tilts along one
/// axis (Apple: UIInterpolatingMotionEffect), the parallax of home screens and cards.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt axis (Apple: UIInterpolatingMotionEffect.EffectType).
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0, tiltAlongVerticalAxis = 1
    }

    public let keyPath: String
    public let type: EffectType
    /// The value added at the axis's −1 end (a number, or an NSValue of a point or size).
    open var minimumRelativeValue: Any?
    /// The value added at the +1 end.
    open var maximumRelativeValue: Any?

    /// An effect on `keyPath` along `type`'s axis (Apple: `init(keyPath:type:)`).
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    public required init?(coder: NSCoder) {
        keyPath = ""
        type = .tiltAlongHorizontalAxis
        super.init(coder: coder)
    }

    /// The value interpolated between the minimum and maximum for the offset along the
    /// effect's axis (numbers only; other values answer nil).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let raw = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        guard raw.isFinite, let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue) else { return nil }
        let t = (min(max(raw, -1), 1) + 1) / 2
        return [keyPath: low + (high - low) * t]
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let n as CGFloat: n
        case let n as Double: CGFloat(n)
        case let n as Int: CGFloat(n)
        case let n as NSNumber: CGFloat(n.doubleValue)
        default: nil
        }
    }
}

/// Several motion effects applied together (Apple: UIMotionEffectGroup).
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects. Default nil.
    open var motionEffects: [UIMotionEffect]?

    /// Every effect's key paths and values, merged.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var all: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            all.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:]) { _, new in new }
        }
        return all.isEmpty ? nil : all
    }
}

extension UIView {
    /// The view's motion effects (Apple: motionEffects). Kept; none moves the view on Strata.
    public var motionEffects: [UIMotionEffect] {
        get { motionEffectList }
        set { motionEffectList = newValue }
    }

    /// Adds a motion effect (Apple: addMotionEffect(_:)).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        if !motionEffectList.contains(where: { $0 === effect }) { motionEffectList.append(effect) }
    }

    /// Removes a motion effect (Apple: removeMotionEffect(_:)).
    public func removeMotionEffect(_ effect: UIMotionEffect) { motionEffectList.removeAll { $0 === effect } }
}
