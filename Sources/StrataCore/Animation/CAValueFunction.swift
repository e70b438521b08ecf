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
    public static let rotateX = Self(rawValue: "rotateX")
    public static let rotateY = Self(rawValue: "rotateY")
    public static let rotateZ = Self(rawValue: "rotateZ")
    public static let scale = Self(rawValue: "scale")
    public static let scaleX = Self(rawValue: "scaleX")
    public static let scaleY = Self(rawValue: "scaleY")
    public static let scaleZ = Self(rawValue: "scaleZ")
    public static let translateX = Self(rawValue: "translateX")
    public static let translateY = Self(rawValue: "translateY")
    public static let translateZ = Self(rawValue: "translateZ")
    static let all: [Self] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                              .translateX, .translateY, .translateZ]
}
