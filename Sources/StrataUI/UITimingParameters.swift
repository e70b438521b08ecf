import Foundation
import StrataCore

/// Timing for a `UIViewPropertyAnimator` (Apple: UITimingCurveProvider).
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic Bézier parameters, if the curve is one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if the curve is one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// The kinds of timing curve (Apple: UITimingCurveType).
public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// A cubic Bézier timing curve (Apple: UICubicTimingParameters).
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve, or `.easeInOut` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point of the cubic Bézier timing curve, in unit coordinates.
    public let controlPoint1: CGPoint
    /// The second control point of the cubic Bézier timing curve.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The ease-in-out curve.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's four curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        var c1: [Float] = [0, 0], c2: [Float] = [0, 0]
        curve.timingFunction.getControlPoint(at: 1, values: &c1)
        curve.timingFunction.getControlPoint(at: 2, values: &c2)
        controlPoint1 = CGPoint(x: CGFloat(c1[0]), y: CGFloat(c1[1]))
        controlPoint2 = CGPoint(x: CGFloat(c2[0]), y: CGFloat(c2[1]))
        isBuiltin = true
    }

    /// A curve through custom control points (x clamped to 0…1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: min(max(point1.x, 0), 1), y: point1.y)
        controlPoint2 = CGPoint(x: min(max(point2.x, 0), 1), y: point2.y)
        isBuiltin = false
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A damped-spring timing curve (Apple: UISpringTimingParameters).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The damping ratio when made with one (else derived from mass, stiffness and damping).
    public let dampingRatio: CGFloat
    /// The starting velocity relative to the distance, per axis (dx is used for scalars).
    public let initialVelocity: CGVector
    /// Physical parameters when made with them: the animator then lasts as long as the spring
    /// takes to settle, whatever duration it was given (UIKit documents the same).
    let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// A critically damped spring (ratio 1).
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring with `ratio` and no initial velocity, settling within the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring with `ratio` and `velocity`, settling within the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio.isFinite ? min(max(ratio, 0.01), 1) : 1
        initialVelocity = velocity
        physical = nil
    }

    /// A spring from a mass, stiffness and damping coefficient.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping >= 0 ? damping : 10
        physical = (m, k, c)
        dampingRatio = c / (2 * (k * m).squareRoot())
        initialVelocity = velocity
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring animation for these parameters and `duration`.
    func springAnimation(duration: TimeInterval) -> CASpringAnimation {
        if let physical {
            let spring = CASpringAnimation()
            spring.mass = physical.mass; spring.stiffness = physical.stiffness; spring.damping = physical.damping
            spring.initialVelocity = initialVelocity.dx
            spring.duration = spring.settlingDuration
            return spring
        }
        return Self.springAnimation(dampingRatio: dampingRatio, velocity: initialVelocity.dx, duration: duration)
    }

    /// UIKit's spring for a duration: mass 1, damping 2ζ√k, and the stiffness k for which the
    /// spring comes to rest (within the engine's 0.1 % of the distance) at `duration` — so the
    /// animation settles within the duration it was given, as UIKit's does. Found by
    /// bisection: settling time falls as stiffness grows.
    static func springAnimation(dampingRatio ratio: CGFloat, velocity: CGFloat, duration: TimeInterval) -> CASpringAnimation {
        let zeta = Double(ratio.isFinite ? min(max(ratio, 0.01), 1) : 1)
        let d = duration.isFinite && duration > 0 ? duration : 0.001
        let spring = CASpringAnimation()
        spring.mass = 1
        spring.initialVelocity = velocity.isFinite ? velocity : 0
        func settle(_ k: Double) -> Double {
            spring.stiffness = CGFloat(k)
            spring.damping = CGFloat(2 * zeta * k.squareRoot())
            return spring.settlingDuration
        }
        var low = 1e-3, high = 1e7
        for _ in 0..<80 {
            let mid = (low * high).squareRoot()
            if settle(mid) > d { low = mid } else { high = mid }
        }
        _ = settle(high)
        spring.duration = d
        return spring
    }
}
