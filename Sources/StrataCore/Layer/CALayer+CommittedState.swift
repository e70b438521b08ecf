import Foundation
import StrataGraphics

/// The model values as of the last commit, which the presentation starts from each frame.
extension CALayer {
    /// The model values as of the last transaction commit: what the render tree shows under
    /// the animations (Core Animation's presentation layer reflects committed changes only).
    /// Boxed, and only for model layers that have been committed: presentation copies carry no
    /// snapshot, which keeps every layer's memory (and the frame's cache footprint) smaller.
    final var committedState: LayerState {
        get { committedBox?.state ?? state }
        set {
            if let box = committedBox { box.state = newValue } else { committedBox = CommittedState(newValue) }
            baseVersion &+= 1
        }
    }

    /// Calls `body` with the committed state in place: `committedState` returns a copy of the
    /// whole LayerState (a memmove and a retain of every reference in it), which a per-frame
    /// restore of `position.x` paid for every layer.
    @inline(__always)
    final func withCommittedState<R>(_ body: (UnsafePointer<LayerState>) -> R) -> R {
        guard let box = committedBox else { return withUnsafeMutablePointer(to: &state) { body($0) } }
        return withUnsafeMutablePointer(to: &box.state) { body($0) }
    }
}

/// The box behind `CALayer.committedState`.
final class CommittedState {
    @exclusivity(unchecked) var state: LayerState
    init(_ state: LayerState) { self.state = state }
}
