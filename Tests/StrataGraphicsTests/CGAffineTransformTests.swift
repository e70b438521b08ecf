import Foundation
import Testing
@testable import StrataGraphics

struct CGAffineTransformTests {
    @Test func pointMappingFollowsTheRowVectorConvention() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

        let p = CGPoint(x: 1, y: 1).applying(t)

        // x' = a·x + c·y + tx = 1 + 3 + 5, y' = b·x + d·y + ty = 2 + 4 + 6 (Apple's CGPointApplyAffineTransform).
        #expect(p == CGPoint(x: 9, y: 12))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)

        let scaleThenMove = CGPoint(x: 1, y: 0).applying(scale.concatenating(move))
        let moveThenScale = CGPoint(x: 1, y: 0).applying(move.concatenating(scale))

        // (1,0) scaled is (2,0), moved is (12,0); the other order moves to (11,0) then scales to (22,0).
        #expect(scaleThenMove == CGPoint(x: 12, y: 0))
        #expect(moveThenScale == CGPoint(x: 22, y: 0))
    }

    @Test func translatedByWorksInTheTransformsOwnSpace() {
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 10)

        let origin = CGPoint.zero.applying(t)

        // CGAffineTransformTranslate prepends: the translation happens before the scale, so it is scaled too.
        #expect(origin == CGPoint(x: 20, y: 30))
    }

    @Test func positiveRotationTurnsXTowardY() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)

        let p = CGPoint(x: 1, y: 0).applying(t)

        // a = cos, b = sin: the x axis goes to the y axis, counterclockwise in y-up space.
        #expect(isClose(p, CGPoint(x: 0, y: 1), 1e-12))
    }

    @Test func rotatedAndScaledByComposeLikeCoreGraphics() {
        let t = CGAffineTransform(translationX: 100, y: 0).rotated(by: .pi / 2).scaledBy(x: 2, y: 2)

        let p = CGPoint(x: 1, y: 0).applying(t)

        // Innermost first: scale (2,0), rotate (0,2), then the outer translation (100,2).
        #expect(isClose(p, CGPoint(x: 100, y: 2), 1e-12))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -4)

        let roundTrip = t.concatenating(t.inverted())

        #expect(isClose(roundTrip.a, 1) && isClose(roundTrip.b, 0) && isClose(roundTrip.c, 0))
        #expect(isClose(roundTrip.d, 1) && isClose(roundTrip.tx, 0) && isClose(roundTrip.ty, 0))
    }

    @Test func singularTransformInvertsToItself() {
        let flat = CGAffineTransform(scaleX: 0, y: 1)

        // Apple documents that a non-invertible matrix is returned unchanged.
        #expect(flat.inverted() == flat)
    }

    @Test func identityAndZeroInit() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1e-9).isIdentity)
        // Apple's CGAffineTransform() is a zeroed C struct, not the identity; we keep that.
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test func sizeApplyingIgnoresTranslationAndKeepsSign() {
        let t = CGAffineTransform(translationX: 50, y: 50).scaledBy(x: -2, y: 1)

        let size = CGSize(width: 10, height: 5).applying(t)

        #expect(size == CGSize(width: -20, height: 5))
    }

    @Test func rectApplyingReturnsTheBoundingBoxOfTheCorners() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)

        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(t)

        // Corners (0,0) (10,0) (0,20) (10,20) rotate to (0,0) (0,10) (-20,0) (-20,10).
        #expect(isClose(rect, CGRect(x: -20, y: 0, width: 20, height: 10), 1e-12))
        #expect(CGRect.null.applying(t).isNull)
    }
}
