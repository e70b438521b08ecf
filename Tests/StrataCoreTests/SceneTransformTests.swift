import Foundation
import Testing
@testable import StrataCore

/// SCENE.md: an operation list reads like nested CATransform3D calls from the inside out.
@Suite struct SceneTransformTests {
    private func transform(_ list: String) throws -> CATransform3D {
        let json = SceneFixture.scene(layers: #"[{"name": "l", "transform": \#(list)}]"#)
        return try #require(try SceneFixture.play(json).scene.layer(named: "l")).transform
    }

    @Test func perspectiveThenRotateMatchesSceneMdExample() throws {
        var expected = CATransform3DIdentity
        expected.m34 = -1.0 / 500
        expected = CATransform3DRotate(expected, 0.5, 0, 1, 0)

        #expect(approx(try transform(#"[{"perspective": 500}, {"rotate": [0.5, 0, 1, 0]}]"#), expected))
    }

    @Test func listEqualsNestedCalls() throws {
        var expected = CATransform3DIdentity
        expected = CATransform3DTranslate(expected, 10, 20, 30)
        expected = CATransform3DRotate(expected, 0.7, 1, 1, 0)
        expected = CATransform3DScale(expected, 2, 3, 4)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 800
        expected = CATransform3DConcat(perspective, expected)

        let list = #"[{"translate": [10, 20, 30]}, {"rotate": [0.7, 1, 1, 0]}, {"scale": [2, 3, 4]}, {"perspective": 800}]"#
        #expect(approx(try transform(list), expected))
        #expect(approx(try transform("[]"), CATransform3DIdentity))
    }

    @Test func orderMatters() throws {
        let a = try transform(#"[{"translate": [100, 0, 0]}, {"rotate": [1.5707963267948966, 0, 0, 1]}]"#)
        let b = try transform(#"[{"rotate": [1.5707963267948966, 0, 0, 1]}, {"translate": [100, 0, 0]}]"#)

        // Translate-then-rotate (outer translate) keeps the translation in m41; the other way the
        // translation is rotated onto y.
        #expect(approx(a.m41, 100) && approx(a.m42, 0))
        #expect(approx(b.m41, 0, 1e-9) && approx(b.m42, 100))
    }
}
