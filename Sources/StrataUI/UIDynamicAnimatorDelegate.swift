import Foundation

/// Told when a dynamic animator pauses and resumes (Apple: UIDynamicAnimatorDelegate). Both
/// methods have empty defaults, as Apple's are optional.
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to start moving items again (a behaviour was added or changed).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator's items came to rest (or it lost its behaviours): it stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
