import Foundation
import StrataGraphics

/// An animation of one layer property named by a key path (Apple: CAPropertyAnimation).
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated, e.g. `position`, `position.x`, `transform.rotation.z`. Default nil.
    open var keyPath: String?
    /// Whether the value is added to the value underneath instead of replacing it. Default false.
    open var isAdditive = false
    /// Whether each repeat cycle builds on the end value of the previous one. Default false.
    open var isCumulative = false
    /// Maps the animation's numbers to a transform, for `transform` key paths. Default nil.
    open var valueFunction: CAValueFunction?

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }
}

/// An animation between two values of a property (Apple: CABasicAnimation).
///
/// Which of `fromValue`, `toValue` and `byValue` are set decides the endpoints, as Apple's
/// CABasicAnimation reference tabulates: from+to; from→from+by; to−by→to; from→current;
/// current→to; current→current+by; and with none, previous→current presentation value.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (CGPoint, CGFloat, CGColor, CATransform3D, … as the key path needs).
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The relative change.
    open var byValue: Any?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
    }
}

/// How keyframe values are interpolated (Apple: CAAnimationCalculationMode).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between values, timed by `keyTimes`.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time, with no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight lines at constant speed; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Kochanek–Bartels spline through the values, timed by `keyTimes`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
    /// Every calculation mode.
    public static let all: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
}

/// Whether an object moving along a path turns to follow it (Apple: CAAnimationRotationMode).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer rotates to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer rotates to the tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
    /// Every rotation mode.
    public static let all: [CAAnimationRotationMode] = [.rotateAuto, .rotateAutoReverse]
}

/// An animation through a sequence of values or along a path (Apple: CAKeyframeAnimation).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values. Ignored when `path` is set.
    open var values: [Any]?
    /// A path for point properties to follow; overrides `values`. Default nil.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions 0…1 of the duration. Default nil (even).
    open var keyTimes: [NSNumber]?
    /// One timing function per segment (values − 1). Default nil (linear).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Tension per keyframe for the cubic modes (−1 loose … 1 tight). Default nil (0).
    open var tensionValues: [NSNumber]?
    /// Continuity per keyframe for the cubic modes. Default nil (0).
    open var continuityValues: [NSNumber]?
    /// Bias per keyframe for the cubic modes. Default nil (0).
    open var biasValues: [NSNumber]?
    /// Whether a layer moving along `path` rotates to its tangent. Default nil (no rotation).
    open var rotationMode: CAAnimationRotationMode?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values; path = other.path; keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions; calculationMode = other.calculationMode
        tensionValues = other.tensionValues; continuityValues = other.continuityValues
        biasValues = other.biasValues; rotationMode = other.rotationMode
    }
}
