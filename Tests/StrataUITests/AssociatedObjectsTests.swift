import Foundation
import Testing
import ObjectiveC
@testable import StrataUI

// Keys as libraries write them: the address of a static or global variable.
nonisolated(unsafe) private var queueKey: UInt8 = 0
nonisolated(unsafe) private var timerKey = malloc(1)
nonisolated(unsafe) private var delegateKey: UInt8 = 0

private final class Marker: NSObject {}

/// Associated objects, which Toast-Swift uses to keep its queue of toasts and their timers on
/// the view it extends (https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:),
/// objc_getAssociatedObject(_:_:), objc_AssociationPolicy).
@Suite struct AssociatedObjectsTests {
    @Test func valuesAreStoredPerObjectAndKeyAndRemovedWithNil() {
        let view = UIView(), other = UIView()
        let queue = NSMutableArray()

        objc_setAssociatedObject(view, &queueKey, queue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &timerKey, NSNumber(value: 2.5), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)

        #expect(objc_getAssociatedObject(view, &queueKey) as? NSMutableArray === queue)
        #expect((objc_getAssociatedObject(view, &timerKey) as? NSNumber)?.doubleValue == 2.5)
        #expect(objc_getAssociatedObject(other, &queueKey) == nil, "another object has none")
        objc_setAssociatedObject(view, &queueKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &queueKey) == nil)
        #expect(objc_getAssociatedObject(view, &timerKey) != nil, "the other key keeps its value")
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &timerKey) == nil)
    }

    @Test func retainKeepsTheValueAliveAndAssignDoesNot() {
        let view = UIView()
        weak var retained: Marker?
        weak var assigned: Marker?
        do {
            let a = Marker(), b = Marker()
            retained = a; assigned = b
            objc_setAssociatedObject(view, &queueKey, a, .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(view, &delegateKey, b, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(view, &delegateKey) as? Marker === b)
        }

        #expect(retained != nil, "held by the association")
        #expect(assigned == nil, "an assigned value is not kept alive")
        #expect(objc_getAssociatedObject(view, &delegateKey) == nil)
    }

    @Test func copyPolicyStoresACopyAndTheValuesGoWithTheirObject() {
        let source = NSMutableString(string: "toast")
        weak var held: Marker?
        do {
            let view = UIView()
            objc_setAssociatedObject(view, &queueKey, source, .OBJC_ASSOCIATION_COPY_NONATOMIC)
            source.append("!")
            #expect(objc_getAssociatedObject(view, &queueKey) as? String == "toast", "a copy, not the mutable original")
            let marker = Marker()
            held = marker
            objc_setAssociatedObject(view, &timerKey, marker, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        // The view is gone: a later association of any object drops its values.
        for _ in 0..<300 { objc_setAssociatedObject(UIView(), &delegateKey, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        #expect(held == nil, "released once their object has gone")
        objc_setAssociatedObject(42, &queueKey, "ignored", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(42, &queueKey) == nil, "values are not class instances: nothing kept, no trap")
    }
}
