// NSObject's instance methods that Objective-C also answers when sent to a class object (a
// class is an instance of its root class there, so `SomeClass.classForCoder()` is valid Swift
// on Apple platforms). Linux Foundation declares them on instances only; ZLSwipeableView finds
// its own gesture recognizers with `recognizer.isKind(of: ZLPanGestureRecognizer.classForCoder())`.
import Foundation

extension NSObject {
    /// The class itself (Apple: NSObject classForCoder — "NSObject's implementation returns the
    /// receiver's class"; sent to a class object, the receiver is the class).
    public class func classForCoder() -> AnyClass { self }
}
