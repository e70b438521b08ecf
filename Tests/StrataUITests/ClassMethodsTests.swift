import Foundation
import Testing
import ObjectiveC
@testable import StrataUI

private final class MarkedPan: UIPanGestureRecognizer {}

/// `SomeClass.classForCoder()` as iOS code sends it to a class object (Apple:
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/classforcoder —
/// "NSObject's implementation returns the receiver's class"); ZLSwipeableView removes only its
/// own recognizers this way.
@Suite struct ClassMethodsTests {
    @Test func classForCoderSentToAClassIsThatClass() {
        let view = UIView()
        view.addGestureRecognizer(MarkedPan())
        view.addGestureRecognizer(UIPanGestureRecognizer())
        view.addGestureRecognizer(UITapGestureRecognizer())
        for recognizer in view.gestureRecognizers ?? [] where recognizer.isKind(of: MarkedPan.classForCoder()) {
            view.removeGestureRecognizer(recognizer)
        }
        #expect(view.gestureRecognizers?.count == 2)
        #expect(!(view.gestureRecognizers ?? []).contains { $0 is MarkedPan })
        #expect(MarkedPan.classForCoder() == MarkedPan.self)
        #expect(MarkedPan().classForCoder == MarkedPan.self)
        // A subclass instance is "kind of" its superclass's class object, not "member of".
        #expect(MarkedPan().isKind(of: UIPanGestureRecognizer.classForCoder()))
        #expect(!MarkedPan().isMember(of: UIPanGestureRecognizer.classForCoder()))
    }
}
