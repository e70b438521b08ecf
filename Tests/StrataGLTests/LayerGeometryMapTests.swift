import Foundation
import StrataCore
@testable import StrataGL
import Testing

/// The compositor's layer-to-superlayer map: translate by −anchor, apply `transform`, translate
/// to the position (Core Animation Programming Guide, "Layer Geometry": the transform is
/// applied about the anchor point). The walk writes the two translations' products out; it
/// must give exactly what the full 4×4 products give.
@Suite struct LayerGeometryMapTests {
    @Test func anchoredTransformIsTheFullProductToTheBit() {
        var generator = SystemRandomNumberGenerator()
        func value() -> CGFloat { CGFloat(Double.random(in: -3...3, using: &generator)) }
        var perspective = CATransform3DRotate(CATransform3DIdentity, 0.7, 0.3, 1, 0.2)
        perspective.m34 = -1 / 500
        let transforms = [
            CATransform3DMakeRotation(0.4, 0, 0, 1),
            CATransform3DScale(CATransform3DMakeRotation(2.1, 0, 0, 1), -1.5, 0.75, 1),
            perspective,
            CATransform3D(m11: value(), m12: value(), m13: value(), m14: value(), m21: value(), m22: value(),
                          m23: value(), m24: value(), m31: value(), m32: value(), m33: value(), m34: value(),
                          m41: value(), m42: value(), m43: value(), m44: value()),
        ]
        for t in transforms {
            for _ in 0..<20 {
                let anchor = (value() * 40, value() * 40, value() * 5)
                let position = (value() * 300, value() * 300, value() * 5)
                let full = CATransform3DMakeTranslation(anchor.0, anchor.1, anchor.2)
                    .concatenating(t)
                    .concatenating(CATransform3DMakeTranslation(position.0, position.1, position.2))
                let written = LayerGeometry.anchoredTransform(t, anchor: anchor, position: position)
                #expect(written == full, "anchor \(anchor), position \(position), transform \(t)")
            }
        }
    }
}

/// The walk's shortcut for sublayers in the plane (`LayerGeometry.planarChildMatrix`): equal,
/// entry by entry, to the general product it replaces, and declined for every layer it does
/// not cover.
@Suite struct PlanarChildMatrixTests {
    /// The general map: `flattened(matrixToSuperlayer(s)) · parent`, as `drawSublayers` forms it.
    private func general(_ s: CALayer, _ parent: CATransform3D) -> CATransform3D {
        s.withCompositingState { LayerGeometry.flattened(LayerGeometry.matrixToSuperlayer($0, sublayerMap: nil)) }
            .concatenating(parent)
    }

    private func planar(_ s: CALayer, _ parent: CATransform3D) -> CATransform3D? {
        s.withCompositingState { LayerGeometry.planarChildMatrix($0, parent: parent) }
    }

    @Test func equalsTheGeneralProductForLayersInThePlane() {
        var generator = SystemRandomNumberGenerator()
        func value(_ r: Double) -> CGFloat {
            // Zeros of both signs and whole numbers as well as fractions: the terms the shortcut
            // leaves out are products with exact zeros.
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: return 0
            case 1: return -0.0
            case 2: return CGFloat(Int.random(in: -3...3, using: &generator))
            default: return CGFloat(Double.random(in: -r...r, using: &generator))
            }
        }
        let parents = [
            CATransform3DIdentity,
            LayerGeometry.flattened(CATransform3DMakeTranslation(12, -40, 0)),
            CATransform3D(m11: 2, m12: 0.5, m13: 0, m14: 0, m21: -0.25, m22: 1.5, m23: 0, m24: 0,
                          m31: 0, m32: 0, m33: 0, m34: 0, m41: 300, m42: -20.5, m43: 0, m44: 1),
            CATransform3DScale(CATransform3DMakeRotation(1.1, 0, 0, 1), 0.5, -2, 3),
        ]
        for parent in parents {
            #expect(LayerGeometry.isPlanarAffine(parent))
            for i in 0..<400 {
                let s = CALayer()
                s.bounds = CGRect(x: value(50), y: value(50), width: abs(value(100)), height: abs(value(100)))
                s.anchorPoint = CGPoint(x: value(1), y: value(1))
                s.position = CGPoint(x: value(500), y: value(500))
                s.zPosition = value(10)
                var t = i % 3 == 0 ? CATransform3DMakeRotation(value(7), 0, 0, 1) : CATransform3DIdentity
                if i % 3 == 1 { t = CATransform3DScale(CATransform3DMakeRotation(value(7), 0, 0, 1), value(3), value(3), value(3)) }
                if i % 3 == 2 { t.m11 = value(3); t.m12 = value(3); t.m21 = value(3); t.m22 = value(3); t.m41 = value(50); t.m42 = value(50) }
                s.transform = t
                let expected = general(s, parent)
                guard let fast = planar(s, parent) else {
                    Issue.record("declined a layer in the plane: \(s.transform)")
                    continue
                }
                #expect(fast == expected, "state \(s.bounds) \(s.anchorPoint) \(s.position) \(t) under \(parent)")
            }
        }
    }

    @Test func declinesLayersOutOfThePlaneAndUnfiniteResults() {
        let s = CALayer()
        s.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        s.position = CGPoint(x: 5, y: 5)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        for t in [CATransform3DMakeRotation(0.3, 1, 0, 0), perspective, CATransform3DMakeTranslation(0, 0, 4)] {
            s.transform = t
            #expect(planar(s, CATransform3DIdentity) == nil)
        }
        s.transform = CATransform3DIdentity
        s.anchorPointZ = 2
        #expect(planar(s, CATransform3DIdentity) == nil)
        s.anchorPointZ = 0
        // Finite values whose map overflows (a layer's setters refuse NaN and infinities).
        s.position = CGPoint(x: 1e308, y: 0)
        let magnify = CATransform3DMakeScale(10, 10, 1)
        #expect(LayerGeometry.isPlanarAffine(magnify))
        #expect(planar(s, magnify) == nil)
        #expect(!LayerGeometry.isFinite(general(s, magnify)))
        var perspectiveParent = CATransform3DIdentity
        perspectiveParent.m34 = -1 / 500
        #expect(!LayerGeometry.isPlanarAffine(perspectiveParent))
        #expect(!LayerGeometry.isPlanarAffine(CATransform3DMakeRotation(0.2, 0, 1, 0)))
    }
}
