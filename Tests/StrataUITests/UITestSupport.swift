import Foundation
@testable import StrataUI
import StrataCore
import StrataGL

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

/// `root` (anchored at its top-left) drawn by the offscreen renderer at `clock`'s time.
func renderOnScreen(_ root: UIView, _ clock: MediaClock) throws -> CGImage {
    root.layer.layoutAndDisplayIfNeeded()
    let renderer = try OffscreenRenderer(pixelWidth: Int(root.bounds.width), pixelHeight: Int(root.bounds.height))
    return try renderer.renderFrame(root.layer, at: clock.now)
}

/// A pixel's red, green and blue bytes as stored (premultiplied).
func pixelRGB(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
    let i = y * image.bytesPerRow + x * 4
    return image.pixelData[i..<i + 3].map(Int.init)
}

/// A white root view of `width`×`height` points anchored at its top-left, as a screen's.
func whiteRoot(width: CGFloat, height: CGFloat) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.layer.anchorPoint = .zero
    root.layer.position = .zero
    root.backgroundColor = .white
    return root
}
