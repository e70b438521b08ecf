import Foundation
import StrataGraphics
import Testing

@testable import StrataCore

/// Entry-wise closeness, for results that went through cos/sin or an inverse.
func isClose(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = 1e-9) -> Bool {
    let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24,
             a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
    let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24,
             b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
    return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite struct Transform3DTests {
    @Test func defaultInitializerIsAllZeroAndIdentityIsIdentity() {
        // Apple's imported C struct zero-fills `CATransform3D()`; only the constant is identity.
        let zero = CATransform3D()

        #expect(zero.m11 == 0 && zero.m44 == 0)
        #expect(!CATransform3DIsIdentity(zero))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3D.identity == CATransform3DIdentity)
    }

    @Test func translationLivesInTheFourthRow() {
        // CATransform3D.h: translate(tx, ty, tz) = [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1].
        let t = CATransform3DMakeTranslation(10, 20, 30)

        let p = t.transform(x: 1, y: 2, z: 3)

        #expect(t.m41 == 10 && t.m42 == 20 && t.m43 == 30)
        #expect(p == (x: 11, y: 22, z: 33, w: 1))
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        // "t' = a * b" with row vectors: the point meets a, then b. Scale-then-translate
        // maps (1, 1) to (2, 2) + (10, 0); translate-then-scale would give (22, 2).
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)

        let scaleThenMove = CATransform3DConcat(scale, move)
        let moveThenScale = CATransform3DConcat(move, scale)

        #expect(scaleThenMove.project(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
        #expect(moveThenScale.project(CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 2))
        #expect(scale.concatenating(move) == scaleThenMove)
    }

    @Test func translateScaleRotateApplyInTheTransformsOwnSpace() {
        // CATransform3DTranslate(t, …) = translate · t: the offset is taken before t acts,
        // so translating a 2× scale by 5 moves points by 10.
        let t = CATransform3DMakeScale(2, 2, 2)

        let moved = CATransform3DTranslate(t, 5, 0, 0)
        let scaled = CATransform3DScale(CATransform3DMakeTranslation(5, 0, 0), 3, 1, 1)
        let turned = CATransform3DRotate(t, .pi / 2, 0, 0, 1)

        #expect(moved.project(.zero) == CGPoint(x: 10, y: 0))
        #expect(scaled == CATransform3DConcat(CATransform3DMakeScale(3, 1, 1), CATransform3DMakeTranslation(5, 0, 0)))
        #expect(isClose(turned, CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), t)))
    }

    @Test func positiveZRotationTurnsXTowardY() {
        // Apple: +z rotation is clockwise on a y-down screen, (1, 0) ↦ (cos θ, sin θ).
        let theta: CGFloat = 0.3
        let r = CATransform3DMakeRotation(theta, 0, 0, 1)

        let p = r.project(CGPoint(x: 1, y: 0))

        #expect(abs(p.x - cos(theta)) < 1e-15 && abs(p.y - sin(theta)) < 1e-15)
        #expect(r.m12 == sin(theta) && r.m21 == -sin(theta))
    }

    @Test func axisRotationsKeepExactOnesSoTheyStayAffine() {
        // The general Rodrigues formula would make m33 = (1 - c) + c, which rounds; a 2D
        // rotation must still be recognised as affine and keep m33 exactly 1.
        let r = CATransform3DMakeRotation(0.7, 0, 0, 5)

        #expect(CATransform3DIsAffine(r))
        #expect(r == CATransform3DMakeRotation(0.7, 0, 0, 1))
        #expect(CATransform3DMakeRotation(0.7, 0, 0, -1) == CATransform3DMakeRotation(-0.7, 0, 0, 1))
    }

    @Test func arbitraryAxisRotationMatchesComposedAxisRotations() {
        // A rotation about the normalized axis (1, 1, 1)/√3 by 120° cycles the axes:
        // x ↦ y ↦ z ↦ x (right-hand rule), independently of the axis vector's length.
        let r = CATransform3DMakeRotation(2 * .pi / 3, 2, 2, 2)

        let x = r.transform(x: 1, y: 0, z: 0)
        let y = r.transform(x: 0, y: 1, z: 0)

        #expect(abs(x.x) < 1e-12 && abs(x.y - 1) < 1e-12 && abs(x.z) < 1e-12)
        #expect(abs(y.z - 1) < 1e-12)
    }

    @Test func zeroLengthOrNonFiniteAxisGivesIdentity() {
        // CATransform3D.h: "If the vector has length zero the identity transform is returned."
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        #expect(CATransform3DMakeRotation(1, .nan, 0, 0) == CATransform3DIdentity)
        #expect(CATransform3DRotate(CATransform3DMakeScale(2, 2, 2), 1, 0, 0, 0) == CATransform3DMakeScale(2, 2, 2))
    }

    @Test func invertRoundTripsAGeneralMatrix() {
        // M · M⁻¹ must be the identity for a matrix using every entry, perspective included.
        var m = CATransform3DRotate(CATransform3DMakeTranslation(3, -4, 5), 0.8, 1, 2, 3)
        m = CATransform3DScale(m, 1.5, 0.5, 2)
        m.m34 = -1 / 500
        m.m14 = 0.001

        let inverse = CATransform3DInvert(m)

        #expect(isClose(CATransform3DConcat(m, inverse), .identity, tolerance: 1e-12))
        #expect(isClose(CATransform3DConcat(inverse, m), .identity, tolerance: 1e-12))
        #expect(abs(m.determinant * inverse.determinant - 1) < 1e-12)
    }

    @Test func invertOfSingularReturnsTheOriginal() {
        // Apple: "Returns the original matrix if 't' has no inverse." A zero z-scale rotated
        // about x is singular although rounding leaves the determinant a hair off zero.
        let flat = CATransform3DMakeScale(1, 1, 0)
        let tilted = CATransform3DConcat(flat, CATransform3DMakeRotation(0.5, 1, 0, 0))

        #expect(CATransform3DInvert(flat) == flat)
        #expect(tilted.inverted() == nil)
        #expect(CATransform3DInvert(tilted) == tilted)
        #expect(CATransform3DMakeScale(1e-4, 1e-4, 1e-4).inverted() != nil)
    }

    @Test func affineConversionRoundTrips() {
        // [a b; c d; tx ty] embeds as [a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1] in both directions.
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

        let t = CATransform3DMakeAffineTransform(affine)

        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(t.m12 == 2 && t.m21 == 3 && t.m41 == 5 && t.m42 == 6 && t.m33 == 1)
    }

    @Test func perspectiveAndZCouplingAreNotAffine() {
        // Any z coupling, perspective term or m33 ≠ 1 has no exact affine equivalent.
        var p = CATransform3DIdentity
        p.m34 = -1 / 500

        #expect(!CATransform3DIsAffine(p))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(4, 5, 0)))
    }

    @Test func perspectiveDivideShrinksFarPoints() {
        // With m34 = -1/d a point at depth z gets w = 1 - z/d: pushed back by d/2 (z = -d/2)
        // it is drawn at 2/3 size, so (300, 0) projects to x = 200.
        var t = CATransform3DMakeTranslation(0, 0, -250)
        t = CATransform3DConcat(t, { var p = CATransform3DIdentity; p.m34 = -1 / 500; return p }())

        let p = t.project(CGPoint(x: 300, y: 0))

        #expect(abs(p.x - 200) < 1e-9)
    }

    @Test func equalityIsExactIEEEComparison() {
        // CATransform3DEqualToTransform is exact: 1 ulp apart is different, -0 equals 0.
        var a = CATransform3DIdentity
        a.m41 = -0.0
        var b = CATransform3DIdentity
        b.m11 = 1.0.nextUp

        #expect(CATransform3DEqualToTransform(a, .identity))
        #expect(!CATransform3DEqualToTransform(b, .identity))
    }
}
