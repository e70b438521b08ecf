import Foundation

/// StrataUI's per-thread state: open animation blocks, the begin/commit blocks, the drawing
/// context stack. UIKit lives on the main thread; keeping this per thread lets each thread
/// (tests run in parallel, each on its own virtual clock) have its own, as each has its own
/// Core Animation transactions.
final class UIThreadState {
    var animationStack: [ViewAnimationContext] = []
    var animationsEnabled = true
    var touchedViews: [UIView] = []
    var legacyBlocks: [AnyObject] = []
    var graphicsContexts: [CGContext] = []
    var imageContexts: [(CGContext, CGFloat)] = []
    /// Active Auto Layout constraints; none keeps layout on its constraint-free path.
    var activeConstraints = 0
    /// Views that asked for `updateConstraints()` (Auto Layout's update pass runs them).
    var viewsNeedingConstraintUpdate: [WeakView] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<UIThreadState>.fromOpaque(pointer).release()
        }
        precondition(status == 0, "pthread_key_create failed (\(status))")
        return key
    }()

    static var current: UIThreadState {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<UIThreadState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = UIThreadState()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }
}
