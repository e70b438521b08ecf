import Foundation
import StrataGraphics

/// UIKit's and QuartzCore's NSValue conveniences, so iOS code that boxes geometry for
/// `fromValue`/`values`/`setValue(_:forKey:)` compiles unchanged (`NSValue(cgPoint:)`,
/// `NSValue(caTransform3D:)`, `.cgPointValue`, …). Strata also accepts the unboxed values.
extension NSValue {
    /// A value holding `cgPoint`, as `NSValue(cgPoint:)` on iOS.
    public convenience init(cgPoint: CGPoint) { self.init(point: cgPoint) }
    /// A value holding `cgSize`, as `NSValue(cgSize:)` on iOS.
    public convenience init(cgSize: CGSize) { self.init(size: cgSize) }
    /// A value holding `cgRect`, as `NSValue(cgRect:)` on iOS.
    public convenience init(cgRect: CGRect) { self.init(rect: cgRect) }
    /// The point this value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size this value holds.
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle this value holds.
    public var cgRectValue: CGRect { rectValue }

    /// Boxes a 3D transform (Apple: `NSValue(caTransform3D:)`). Foundation on Linux cannot box
    /// a struct, so the sixteen entries are stored as an array of doubles (`objCType` "[16d]").
    public convenience init(caTransform3D t: CATransform3D) {
        var m: [Double] = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                           t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
        self.init(bytes: &m, objCType: NSValue.transform3DType)
    }

    /// The boxed 3D transform; the identity when the value holds none.
    public var caTransform3DValue: CATransform3D { transform3D ?? CATransform3DIdentity }

    /// Boxes an affine transform (Apple: `NSValue(cgAffineTransform:)`), as six doubles
    /// (`objCType` "[6d]").
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var m: [Double] = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }
        self.init(bytes: &m, objCType: NSValue.affineType)
    }

    /// The boxed affine transform; the identity when the value holds none.
    public var cgAffineTransformValue: CGAffineTransform { affineTransform ?? .identity }

    static let transform3DType = "[16d]"
    static let affineType = "[6d]"

    /// The boxed 3D transform, or nil when the value holds something else.
    var transform3D: CATransform3D? {
        guard String(cString: objCType) == NSValue.transform3DType else { return nil }
        var m = [Double](repeating: 0, count: 16)
        m.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        let c = m.map { CGFloat($0) }
        return CATransform3D(m11: c[0], m12: c[1], m13: c[2], m14: c[3], m21: c[4], m22: c[5], m23: c[6], m24: c[7],
                             m31: c[8], m32: c[9], m33: c[10], m34: c[11], m41: c[12], m42: c[13], m43: c[14], m44: c[15])
    }

    /// The boxed affine transform, or nil when the value holds something else.
    var affineTransform: CGAffineTransform? {
        guard String(cString: objCType) == NSValue.affineType else { return nil }
        var m = [Double](repeating: 0, count: 6)
        m.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }

    /// Which geometry the value holds (`objCType`'s struct name), for conversions.
    var geometryKind: String {
        let type = String(cString: objCType)
        if type.hasPrefix("{CGPoint") || type.hasPrefix("{NSPoint") { return "point" }
        if type.hasPrefix("{CGSize") || type.hasPrefix("{NSSize") { return "size" }
        if type.hasPrefix("{CGRect") || type.hasPrefix("{NSRect") { return "rect" }
        if type == NSValue.transform3DType { return "transform" }
        if type == NSValue.affineType { return "affine" }
        return type
    }
}
