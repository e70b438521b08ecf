import Foundation
@testable import StrataUI
import StrataCore

/// Runs `body` on a fresh virtual clock with a window-less root view already committed (as
/// after one frame), so that changes to it animate as they would on screen.
func onVirtualClock<T>(_ body: (MediaClock, UIView) throws -> T) rethrows -> T {
    let clock = MediaClock.virtual()
    return try clock.run {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        clock.advance(by: 0)
        return try body(clock, root)
    }
}

/// A committed subview of `root`.
func committedView(_ clock: MediaClock, in root: UIView, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> UIView {
    let view = UIView(frame: frame)
    root.addSubview(view)
    clock.advance(by: 0)
    return view
}

/// The on-screen opacity of a view.
func shownAlpha(_ view: UIView) -> Double { Double(view.layer.presentation()?.opacity ?? view.layer.opacity) }

/// The on-screen centre of a view.
func shownCenter(_ view: UIView) -> CGPoint { view.layer.presentation()?.position ?? view.layer.position }

func near(_ a: Double, _ b: Double, _ e: Double = 1e-6) -> Bool { abs(a - b) <= e }
