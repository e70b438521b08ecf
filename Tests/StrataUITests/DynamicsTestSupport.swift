import Foundation
@testable import StrataUI
import StrataCore

/// Runs display-link frames at 60 Hz from the clock's time up to `t` (as a screen would).
func runFrames(_ clock: MediaClock, to t: TimeInterval, hz: Double = 60) {
    var now = clock.now
    while now < t - 1e-9 {
        now = min(now + 1 / hz, t)
        clock.advance(to: now)
    }
}

/// Records a dynamic animator's pauses and resumes.
final class DynamicsLog: UIDynamicAnimatorDelegate {
    var events: [String] = []
    var pausedAt: [TimeInterval] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        events.append("pause")
        pausedAt.append(CACurrentMediaTime())
    }
}

/// Whether nothing in a view's geometry is NaN or infinite.
func isFiniteGeometry(_ view: UIView) -> Bool {
    let c = view.center, t = view.transform
    return [c.x, c.y, t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        && [view.layer.position.x, view.layer.position.y].allSatisfy(\.isFinite)
}
