import Foundation
import Testing

@testable import StrataCore

/// The perspective factor: the identity with its last column replaced by `p`.
private func perspectiveMatrix(_ p: SIMD4<Double>) -> CATransform3D {
    var m = CATransform3DIdentity
    m.m14 = p.x; m.m24 = p.y; m.m34 = p.z; m.m44 = p.w
    return m
}

private func perspective(_ m34: CGFloat) -> CATransform3D {
    var m = CATransform3DIdentity
    m.m34 = m34
    return m
}

@Suite struct TransformInterpolationTests {
    @Test func decompositionRecoversRandomScaleSkewRotationTranslationPerspective() {
        // Each matrix is built from known parts with the public API only (independent of the
        // decomposer), S·H·R·T·P as DecomposedTransform documents; decomposing must find
        // those parts again (the homogeneous weight p.w = 1 as built) and recomposing must
        // rebuild the matrix.
        var rng = SeededRandom(seed: 42)
        for _ in 0..<200 {
            let scale = SIMD3<Double>((0..<3).map { _ in Double.random(in: 0.2...3, using: &rng) })
            let skew = (Double.random(in: -1...1, using: &rng), Double.random(in: -1...1, using: &rng),
                        Double.random(in: -1...1, using: &rng))
            let axis = SIMD3<Double>((0..<3).map { _ in Double.random(in: -1...1, using: &rng) })
            let angle = Double.random(in: -3...3, using: &rng)
            let translation = SIMD3<Double>((0..<3).map { _ in Double.random(in: -500...500, using: &rng) })
            let p = SIMD4<Double>(Double.random(in: -0.002...0.002, using: &rng),
                                  Double.random(in: -0.002...0.002, using: &rng),
                                  Double.random(in: -0.004...0, using: &rng), 1)
            var shear = CATransform3DIdentity
            shear.m21 = skew.0; shear.m31 = skew.1; shear.m32 = skew.2
            let m = [
                CATransform3DMakeScale(scale.x, scale.y, scale.z), shear,
                CATransform3DMakeRotation(angle, axis.x, axis.y, axis.z),
                CATransform3DMakeTranslation(translation.x, translation.y, translation.z),
                perspectiveMatrix(p),
            ].reduce(CATransform3DIdentity, CATransform3DConcat)

            let d = DecomposedTransform(m)

            #expect(d != nil)
            guard let d else { continue }
            #expect(simd_close(d.scale, scale, 1e-9))
            #expect(abs(d.skew.xy - skew.0) < 1e-9 && abs(d.skew.xz - skew.1) < 1e-9 && abs(d.skew.yz - skew.2) < 1e-9)
            #expect(simd_close(d.translation, translation, 1e-7))
            #expect(abs(d.perspective.z - p.z) < 1e-12 && abs(d.perspective.x - p.x) < 1e-12)
            let unit = axis / (axis * axis).sum().squareRoot()
            let q = SIMD4(unit.x * sin(angle / 2), unit.y * sin(angle / 2), unit.z * sin(angle / 2), cos(angle / 2))
            #expect(simd_close(d.quaternion, q, 1e-9) || simd_close(d.quaternion, -q, 1e-9))
            #expect(abs(d.perspective.w - 1) < 1e-12)
            #expect(isClose(d.recomposed(), m, tolerance: 1e-9))
        }
    }

    @Test func mirroredTwoDimensionalTransformKeepsItsRotationInPlane() {
        // A 2D mirror must decompose as a negative x or y scale (CSS's 2D rule), not as a
        // half-turn about a screen axis, so rotation.z of a mirrored 30° turn reads 30°.
        let mirrored = CATransform3DConcat(CATransform3DMakeScale(-2, 1, 1), CATransform3DMakeRotation(.pi / 6, 0, 0, 1))

        let d = DecomposedTransform(mirrored)

        #expect(d?.scale == SIMD3(-2, 1, 1))
        #expect(abs(mirrored.rotationZ - .pi / 6) < 1e-12)
        #expect(isClose(d!.recomposed(), mirrored, tolerance: 1e-12))
    }

    @Test func midpointOfQuarterTurnIsEighthTurn() {
        // Quaternion slerp moves at constant angular speed: half way from 0 to π/2 about z
        // is π/4, whereas an entry-wise matrix blend would shrink the layer to cos45°·√2 … .
        let from = CATransform3DIdentity
        let to = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)

        let mid = CATransform3D.interpolate(from: from, to: to, progress: 0.5)

        #expect(isClose(mid, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), tolerance: 1e-12))
        #expect(abs(mid.rotationZ - .pi / 4) < 1e-12)
    }

    @Test func rotationTakesTheShorterArc() {
        // -100° and +170° are 90° apart through ±180° but 270° apart through 0°; the blend
        // must take the short way, so the midpoint is -145°, not +35°. (These two land in
        // opposite quaternion hemispheres, so the test fails if slerp skips the sign flip.)
        let from = CATransform3DMakeRotation(-100 * .pi / 180, 0, 0, 1)
        let to = CATransform3DMakeRotation(170 * .pi / 180, 0, 0, 1)

        let mid = CATransform3D.interpolate(from: from, to: to, progress: 0.5)

        #expect(isClose(mid, CATransform3DMakeRotation(-145 * .pi / 180, 0, 0, 1), tolerance: 1e-12))
    }

    @Test func perspectiveIsKeptThroughTheBlend() {
        // Both ends share m34 = -1/500 after a y-rotation; the blend must keep that same
        // perspective factor and turn by half the angle: R(π/6) · P.
        let p = perspective(-1 / 500)
        let from = CATransform3DConcat(CATransform3DIdentity, p)
        let to = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), p)

        let mid = CATransform3D.interpolate(from: from, to: to, progress: 0.5)

        #expect(isClose(mid, CATransform3DConcat(CATransform3DMakeRotation(.pi / 6, 0, 1, 0), p), tolerance: 1e-12))
        #expect(mid.m34 != 0)
    }

    @Test func translationScaleAndPerspectiveBlendLinearly() {
        // Non-rotational parts are linear: a quarter of the way from scale 1 to 3 is 1.5,
        // from x = 0 to 100 is 25, from m34 = 0 to -1/100 is -1/400.
        let from = CATransform3DIdentity
        let to = CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DConcat(CATransform3DMakeTranslation(100, 0, 0), perspective(-1 / 100)))

        let q = CATransform3D.interpolate(from: from, to: to, progress: 0.25)
        let expected = CATransform3DConcat(CATransform3DMakeScale(1.5, 1.5, 1), CATransform3DConcat(CATransform3DMakeTranslation(25, 0, 0), perspective(-1 / 400)))

        #expect(isClose(q, expected, tolerance: 1e-12))
    }

    @Test func singularEndSwitchesDiscretelyAtHalf() {
        // A zero scale has no rotation to blend from; like Core Animation the value jumps,
        // holding `from` below progress 0.5 and `to` from 0.5 on.
        let collapsed = CATransform3DMakeScale(0, 0, 1)

        #expect(CATransform3D.interpolate(from: collapsed, to: .identity, progress: 0.49) == collapsed)
        #expect(CATransform3D.interpolate(from: collapsed, to: .identity, progress: 0.5) == .identity)
        #expect(DecomposedTransform(collapsed) == nil)
    }

    @Test func endpointsAreExact() {
        // Progress 0 and 1 return the operands bit for bit, not a recomposed approximation.
        let a = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.3, 1, 1, 0)
        let b = CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), perspective(-0.002))

        #expect(CATransform3D.interpolate(from: a, to: b, progress: 0) == a)
        #expect(CATransform3D.interpolate(from: a, to: b, progress: 1) == b)
    }

    @Test func settingRotationZOnIdentityIsExactlyMakeRotation() {
        // The per-frame path of a transform.rotation.z animation on an untransformed layer.
        for angle in stride(from: -7.0, through: 7.0, by: 0.37) {
            #expect(CATransform3DIdentity.settingRotationZ(angle) == CATransform3DMakeRotation(angle, 0, 0, 1))
        }
        // Whole turns survive: rotation.z is a scalar, so 2π is a turn the key path can express.
        #expect(isClose(CATransform3DIdentity.settingRotationZ(2 * .pi), .identity, tolerance: 1e-15))
    }

    @Test func settingRotationZKeepsScaleTranslationAndOtherAxes() {
        // Replacing only z: a layer scaled 2×, tilted 0.4 about x, moved (10, 20) keeps all
        // three; reading back returns the new angle.
        let base = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeRotation(0.4, 1, 0, 0)),
            CATransform3DMakeTranslation(10, 20, 0))

        let turned = base.settingRotationZ(1.1)

        #expect(abs(turned.rotationZ - 1.1) < 1e-12)
        #expect(abs(turned.rotationX - 0.4) < 1e-12)
        #expect(abs(turned.scale - 2) < 1e-12)
        #expect(turned.translation == CGSize(width: 10, height: 20))
        #expect(isClose(turned.settingRotationZ(0), base, tolerance: 1e-12))
    }

    @Test func eulerAnglesRoundTrip() {
        // Set x, y and z in turn, read them back: the Euler convention is self-consistent
        // within (-π, π) × (-π/2, π/2) × (-π, π).
        var t = CATransform3DIdentity
        t = t.settingRotationX(0.5).settingRotationY(-0.7).settingRotationZ(2.5)

        let expected = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeRotation(0.5, 1, 0, 0), CATransform3DMakeRotation(-0.7, 0, 1, 0)),
            CATransform3DMakeRotation(2.5, 0, 0, 1))

        #expect(abs(t.rotationX - 0.5) < 1e-12 && abs(t.rotationY + 0.7) < 1e-12 && abs(t.rotationZ - 2.5) < 1e-12)
        #expect(isClose(t, expected, tolerance: 1e-12))
    }

    @Test func scaleKeyPathWorksFromACollapsedBase() {
        // transform.scale animating up from 0 must not be stuck: a zero scale decomposes
        // (with an arbitrary direction) for the key-path setters, keeping the translation.
        let collapsed = CATransform3DConcat(CATransform3DMakeScale(0, 0, 0), CATransform3DMakeTranslation(5, 6, 0))

        let grown = collapsed.settingScale(0.5)

        #expect(collapsed.scale == 0)
        #expect(grown == CATransform3DConcat(CATransform3DMakeScale(0.5, 0.5, 0.5), CATransform3DMakeTranslation(5, 6, 0)))
    }

    @Test func translationSetterKeepsPerspective() {
        // With perspective, translation is not m41 alone (m44 mixes it in): the setter must
        // go through the decomposition and read back what was set.
        let base = CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 3), perspective(-1 / 500))

        let moved = base.settingTranslationZ(-100)

        #expect(abs(moved.translationZ + 100) < 1e-12)
        #expect(isClose(moved, CATransform3DConcat(CATransform3DMakeTranslation(1, 2, -100), perspective(-1 / 500)), tolerance: 1e-12))
    }

    @Test func componentTableMatchesApplesKeyPaths() {
        // Raw values are the key-path suffixes Apple documents after `transform.`, plus the
        // undocumented "scale.xy" Core Animation also accepts (x and y together).
        #expect(TransformComponent(rawValue: "rotation.z") == .rotationZ)
        #expect(TransformComponent(rawValue: "scale") == .scale)
        #expect(TransformComponent(rawValue: "scale.xy") == .scaleXY)
        #expect(TransformComponent.allCases.count == 12)
        #expect(CATransform3DMakeRotation(0.3, 0, 0, 1).component(.rotation) == CATransform3DMakeRotation(0.3, 0, 0, 1).rotationZ)
    }
}

private func simd_close<V: SIMD>(_ a: V, _ b: V, _ tol: Double) -> Bool where V.Scalar == Double {
    (0..<V.scalarCount).allSatisfy { abs(a[$0] - b[$0]) <= tol }
}
