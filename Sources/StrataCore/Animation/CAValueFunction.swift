import Foundation

/// Turns the scalar values of a `transform` animation into a transform (Apple:
/// CAValueFunction): `CABasicAnimation(keyPath: "transform")` with
/// `valueFunction = CAValueFunction(name: .rotateZ)` animates numbers and shows a rotation.
open class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// Creates the function named `name`; nil for an unknown name, as in Core Animation.
    public init?(name: CAValueFunctionName) {
        guard CAValueFunctionName.all.contains(name) else { return nil }
        self.name = name
    }

    /// Whether the function takes three numbers (x, y, z) instead of one: `scale` and
    /// `translate` ("Animations using this value transform function must provide animation
    /// values in an NSArray of three NSNumber instances that specify the (x, y, z) scale
    /// values", CAValueFunctionName.scale; the same for `.translate`).
    var takesVector: Bool { name == .scale || name == .translate }

    /// The kind of the animation's values: numbers, or (x, y, z) lists for `takesVector`.
    var valueKind: CAValueKind { takesVector ? .numberList : .number }

    /// The transform for an animation value of `valueKind`; nil for a value of another shape.
    func transform(for value: AnimValue) -> CATransform3D? {
        switch value {
        case .number(let n) where !takesVector: return transform(n)
        case .object(let ref):
            guard takesVector, let list = ref.object as? NumberList, list.numbers.count == 3 else { return nil }
            let (x, y, z) = (CGFloat(list.numbers[0]), CGFloat(list.numbers[1]), CGFloat(list.numbers[2]))
            return name == .scale ? CATransform3DMakeScale(x, y, z) : CATransform3DMakeTranslation(x, y, z)
        default: return nil
        }
    }

    /// The value of `valueKind` that this function would turn into `t` (what a missing
    /// endpoint starts from).
    func value(of t: CATransform3D) -> AnimValue {
        guard takesVector else { return component.extract(from: .transform(t)) }
        let parts: [TransformComponent] = name == .scale
            ? [.scaleX, .scaleY, .scaleZ] : [.translationX, .translationY, .translationZ]
        return .object(ObjectKeepAlive.hold(NumberList(parts.map { Double(t.component($0)) })))
    }

    /// The transform key-path field this function writes (its inverse reads it back).
    var component: ValueComponent {
        switch name {
        case .rotateX: return .rotationX
        case .rotateY: return .rotationY
        case .scale: return .scale
        case .scaleX: return .scaleX
        case .scaleY: return .scaleY
        case .scaleZ: return .scaleZ
        case .translateX: return .translationX
        case .translateY: return .translationY
        case .translateZ: return .translationZ
        default: return .rotationZ
        }
    }

    /// The transform for the value `v`.
    func transform(_ v: Double) -> CATransform3D {
        let c = CGFloat(v)
        switch name {
        case .rotateX: return CATransform3DMakeRotation(c, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(c, 0, 1, 0)
        case .scale: return CATransform3DMakeScale(c, c, c)
        case .scaleX: return CATransform3DMakeScale(c, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, c, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, c)
        case .translateX: return CATransform3DMakeTranslation(c, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, c, 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, c)
        default: return CATransform3DMakeRotation(c, 0, 0, 1)
        }
    }
}

/// The names of the value functions (Apple: CAValueFunctionName).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turns a number into a rotation about the x axis, in radians.
    public static let rotateX = Self(rawValue: "rotateX")
    /// Turns a number into a rotation about the y axis, in radians.
    public static let rotateY = Self(rawValue: "rotateY")
    /// Turns a number into a rotation about the z axis, in radians.
    public static let rotateZ = Self(rawValue: "rotateZ")
    /// Turns three numbers `[sx, sy, sz]` into a scale transform.
    public static let scale = Self(rawValue: "scale")
    /// Turns a number into a scale along x.
    public static let scaleX = Self(rawValue: "scaleX")
    /// Turns a number into a scale along y.
    public static let scaleY = Self(rawValue: "scaleY")
    /// Turns a number into a scale along z.
    public static let scaleZ = Self(rawValue: "scaleZ")
    /// Translates by an (x, y, z) array of three numbers.
    public static let translate = Self(rawValue: "translate")
    /// Turns a number into a translation along x, in points.
    public static let translateX = Self(rawValue: "translateX")
    /// Turns a number into a translation along y, in points.
    public static let translateY = Self(rawValue: "translateY")
    /// Turns a number into a translation along z, in points.
    public static let translateZ = Self(rawValue: "translateZ")
    static let all: [Self] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                              .translate, .translateX, .translateY, .translateZ]
}
