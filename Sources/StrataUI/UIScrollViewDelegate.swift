import Foundation

/// What a scroll view tells its delegate (Apple: UIScrollViewDelegate). Every method is
/// optional on iOS; here each has a default that does nothing, in a protocol extension, so a
/// delegate implements only the ones it needs (call them without `?`).
///
/// A drag that is released with some speed calls, in order: `scrollViewWillBeginDragging`,
/// `scrollViewDidScroll` as the content moves, `scrollViewWillEndDragging(_:withVelocity:
/// targetContentOffset:)`, `scrollViewDidEndDragging(_:willDecelerate: true)`,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` each frame, then
/// `scrollViewDidEndDecelerating`.
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, a deceleration, an animation or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted: `velocity` is in points per millisecond (positive toward growing
    /// offsets) and `targetContentOffset` where the content will come to rest; change the
    /// pointee to make it stop elsewhere.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content moves on by itself.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content is about to move on by itself after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`
    /// finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a tap on the status bar may scroll to the top. Default true (never asked in
    /// Strata: there is no status bar).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll view scrolled to the top after a status-bar tap (never in Strata).
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The view to scale when zooming. Default nil: no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A pinch is about to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// A pinch finished zooming `view`, which settles at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// The adjusted content inset changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

public extension UIScrollViewDelegate {
    /// Does nothing.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target as it is.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// True.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nil: no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Does nothing.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
