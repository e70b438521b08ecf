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
