import Foundation
import Testing
import StrataCore
import StrataGraphics

/// The NSValue bridges of the geometry types (FoundationBridging): as on iOS, a point, size,
/// rect, CATransform3D or CGAffineTransform put in an `Any` becomes an NSValue and casts back
/// (Core Animation Programming Guide, Key-Value Coding Extensions, Table C-1:
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/Key-ValueCodingExtensions/Key-ValueCodingExtensions.html),
/// and an NSValue of another kind does not cast (nil, never a trap).
@Suite struct FoundationBridgingTests {
    @Test func eachGeometryTypeRoundTripsThroughAnNSValue() {
        let point = CGPoint(x: 1, y: 2), size = CGSize(width: 3, height: 4)
        let rect = CGRect(x: 5, y: 6, width: 7, height: 8)
        let turn = CATransform3DMakeRotation(0.5, 0, 0, 1)
        let shift = CGAffineTransform(translationX: 9, y: 10)

        let boxed: [Any] = [point as AnyObject, size as AnyObject, rect as AnyObject, turn as AnyObject, shift as AnyObject]

        #expect(boxed.allSatisfy { $0 is NSValue })
        #expect(boxed[0] as? CGPoint == point)
        #expect(boxed[1] as? CGSize == size)
        #expect(boxed[2] as? CGRect == rect)
        #expect(boxed[3] as? CATransform3D == turn)
        #expect(boxed[4] as? CGAffineTransform == shift)
    }

    @Test func anNSValueOfAnotherKindDoesNotCast() {
        let pointValue: Any = NSValue(point: CGPoint(x: 1, y: 2))
        let transformValue: Any = NSValue(caTransform3D: CATransform3DIdentity)

        #expect(pointValue as? CGSize == nil)
        #expect(pointValue as? CGRect == nil)
        #expect(pointValue as? CATransform3D == nil)
        #expect(pointValue as? CGAffineTransform == nil)
        #expect(transformValue as? CGPoint == nil)
    }

    @Test func theUnconditionalBridgeFallsBackToTheTypesZero() {
        let pointValue = NSValue(point: CGPoint(x: 1, y: 2))

        #expect(CGSize._unconditionallyBridgeFromObjectiveC(pointValue) == .zero)
        #expect(CGRect._unconditionallyBridgeFromObjectiveC(nil) == .zero)
        #expect(CATransform3D._unconditionallyBridgeFromObjectiveC(pointValue) == CATransform3DIdentity)
        #expect(CGAffineTransform._unconditionallyBridgeFromObjectiveC(nil) == .identity)
        #expect(CGPoint._unconditionallyBridgeFromObjectiveC(pointValue) == CGPoint(x: 1, y: 2))
    }
}
