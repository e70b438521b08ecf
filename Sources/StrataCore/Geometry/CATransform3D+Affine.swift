import Foundation
import StrataGraphics

// Conversions between CATransform3D and StrataGraphics' CGAffineTransform. An affine
// transform [a b; c d; tx ty] embeds as [a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1]; both use
// row vectors, so the entries line up without transposing.

/// Returns a transform with the same effect as the affine transform `m`.
@inlinable
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1
    )
}

/// Returns the affine transform represented by `t`. If `t` is not affine
/// (`CATransform3DIsAffine` is false) the z row and column and the perspective are dropped,
/// which Apple documents as undefined.
@inlinable
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
