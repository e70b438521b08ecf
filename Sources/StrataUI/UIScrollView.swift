import Foundation
import StrataCore

/// A view whose content, larger than itself, the user pans (Apple: UIScrollView).
///
/// As in UIKit, `contentOffset` is the bounds' origin: scrolling moves the bounds over the
/// subviews, which stay where they were placed. The scroll view's `panGestureRecognizer`
/// drags the content (with a rubber band past the ends when `bounces`); released, the content
/// coasts at `decelerationRate` and springs back into range, or snaps to pages with
/// `isPagingEnabled`. Motion runs from a display link on the current media clock, in the
/// layer's time, so it follows a virtual clock in tests and the window's frames in an app.
open class UIScrollView: UIView {
    /// How fast a released scroll view slows down (Apple: UIScrollView.DecelerationRate): the
    /// fraction of its velocity kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        /// A rate keeping `rawValue` of the velocity per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate: 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A fast rate: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adjusts the content inset (Apple:
    /// UIScrollView.ContentInsetAdjustmentBehavior). Strata's safe areas are zero, so every
    /// behaviour gives `adjustedContentInset == contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit's behaviours, all equivalent here: the safe area adds nothing.
        case automatic, scrollableAxes, never, always
    }

    /// How dragging dismisses the keyboard (Apple: UIScrollView.KeyboardDismissMode). Stored;
    /// Strata has no on-screen keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// UIKit's modes, stored only.
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The delegate told about scrolling. Default nil.
    open weak var delegate: UIScrollViewDelegate?
    /// The pull-to-refresh control shown above the content (Apple: refreshControl). Default nil.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.attach(to: nil)
            refreshControl?.attach(to: self)
        }
    }

    /// The size of the content, in points. Default zero. Changing it does not move the content.
    open var contentSize: CGSize = .zero {
        willSet { keyValueWillChange("contentSize") }
        didSet { keyValueDidChange("contentSize") }
    }
    /// Distances by which the content is inset from the scroll view's edges: room to scroll
    /// beyond the content. Default zero.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { keyValueWillChange("contentInset") }
        didSet {
            defer { keyValueDidChange("contentInset") }
            guard contentInset != oldValue else { return }
            adjustedContentInsetDidChange()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }
    /// The inset actually applied: `contentInset` plus the safe area, which is zero in Strata.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// How the safe area adjusts the inset. Default `.automatic` (no effect in Strata).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Called when `adjustedContentInset` changed. Default: nothing.
    open func adjustedContentInsetDidChange() {}

    /// Whether the user can scroll (the pan gesture recognizer is enabled). Default true.
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether the content bounces past its ends (rubber band, spring back). Default true.
    open var bounces = true
    /// Whether vertical dragging bounces even when the content is not taller than the view
    /// (needs `bounces`). Default false.
    open var alwaysBounceVertical = false
    /// Whether horizontal dragging bounces even when the content is not wider than the view
    /// (needs `bounces`). Default false.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the bounds' size. Default false.
    open var isPagingEnabled = false
    /// Whether scrolling is locked to the axis a drag starts along. Default false. Stored;
    /// Strata scrolls both axes at once.
    open var isDirectionalLockEnabled = false
    /// How quickly released content slows down. Default `.normal`.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the vertical scroll indicator shows while scrolling. Default true.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while scrolling. Default true.
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator's track is inset from the scroll view's edges (Apple:
    /// verticalScrollIndicatorInsets). Default zero; the content inset does not move it.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// How far the horizontal indicator's track is inset from the edges. Default zero.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Whether the safe area insets the indicators too. Default true (Strata's safe area is zero).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Whether a tap on the status bar scrolls to the top. Default true. Stored (no status bar).
    open var scrollsToTop = true
    /// Whether touches in the content wait briefly for a pan. Default true. Stored; Strata
    /// sends content touches at once and cancels them when the pan begins.
    open var delaysContentTouches = true
    /// Whether a pan cancels touches in the content. Default true.
    open var canCancelContentTouches = true {
        didSet { panGestureRecognizer.cancelsTouchesInView = canCancelContentTouches }
    }
    /// How dragging dismisses the keyboard. Default `.none`. Stored.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// The recognizer that drags the content. Add your own targets to follow it, as on iOS.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()

    /// Whether the user has touched the content and may be about to drag it.
    open internal(set) var isTracking = false
    /// Whether the user is dragging the content (from the pan's start to the finger lifting).
    open internal(set) var isDragging = false
    /// Whether the content moves on by itself after the finger lifted.
    open internal(set) var isDecelerating = false

    // Motion state, driven by UIScrollView+Motion.swift.
    var dragOrigin = CGPoint.zero
    var dragBaseTranslation = CGPoint.zero
    var motion: (x: ScrollAxisMotion?, y: ScrollAxisMotion?, start: CFTimeInterval)?
    var scrollAnimation: (from: CGPoint, to: CGPoint, start: CFTimeInterval, duration: CFTimeInterval)?
    var link: CADisplayLink?
    var notifyingScroll = false
    // The scroll indicators (UIScrollView+Indicators.swift).
    let verticalIndicator = CALayer(), horizontalIndicator = CALayer()
    var indicatorFadeTimer: CADisplayLinkTimer?

    /// The smallest zoom scale. Default 1. Zooming is on when `maximumZoomScale` is larger
    /// and the delegate names a view in `viewForZooming(in:)`.
    open var minimumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    /// The largest zoom scale. Default 1.
    open var maximumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    /// Whether a pinch may go past the scale limits and spring back. Default true.
    open var bouncesZoom = true
    /// The current zoom scale. Default 1. Setting it zooms at once about the visible centre.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    var storedZoomScale: CGFloat = 1
    /// Whether a pinch is zooming the content.
    open internal(set) var isZooming = false
    /// Whether the zoom is springing back within its limits after a pinch.
    open internal(set) var isZoomBouncing = false
    /// The recognizer that pinch-zooms the content; nil while zooming is off
    /// (`maximumZoomScale` not above `minimumZoomScale`).
    open internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    /// Where the current pinch holds the content: the zoomed view's point under the fingers.
    var pinchAnchor: (content: CGPoint, scale: CGFloat)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    /// A scroll view from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    // A scroll view let go of mid-motion stops its display links, so the clock can idle.
    deinit {
        link?.invalidate()
        indicatorFadeTimer?.cancel()
    }

    private func setUpScrolling() {
        clipsToBounds = true
        setUpIndicators()
        (panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.scrollView = self
        panGestureRecognizer.addTarget { [weak self] recognizer in self?.panned(recognizer) }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The bounds; a change of origin scrolls (`scrollViewDidScroll(_:)`) and lays out again.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            // UIKit lays a scroll view out as it scrolls (what tiling views such as table
            // views build on): didScroll asks for the layout.
            if super.bounds.origin != oldOrigin { didScroll() }
        }
    }

    /// The point of the content shown at the scroll view's top-left corner: the bounds'
    /// origin. Default (0, 0). Setting it scrolls at once (calling `scrollViewDidScroll(_:)`);
    /// a non-finite offset is ignored.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            keyValueWillChange("contentOffset")
            bounds = CGRect(origin: newValue, size: bounds.size)
            keyValueDidChange("contentOffset")
        }
    }

    /// Scrolls to `contentOffset`, at a constant velocity over 0.3 s when `animated` (then
    /// calling `scrollViewDidEndScrollingAnimation(_:)`), at once otherwise. Stops any
    /// deceleration or earlier animation first.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        scrollAnimation = (self.contentOffset, contentOffset, scrollTime, Self.scrollAnimationDuration)
        startLink()
    }

    /// The duration of `setContentOffset(_:animated:)` (UIKit does not document its own).
    static let scrollAnimationDuration: CFTimeInterval = 0.3

    /// Scrolls the least distance that makes `rect` (in the scroll view's coordinates, that is
    /// content coordinates) visible, as near its edges as possible; does nothing when it is
    /// visible already. The offset stays within the scrollable range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let visible = bounds
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ vLo: CGFloat, _ vHi: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            var o = vLo
            if hi > vHi { o += hi - vHi }
            if lo < o { o = lo }
            return min(max(o, range.lowerBound), range.upperBound)
        }
        let target = CGPoint(x: axis(r.minX, r.maxX, visible.minX, visible.maxX, horizontalRange),
                             y: axis(r.minY, r.maxY, visible.minY, visible.maxY, verticalRange))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Shows the scroll indicators for a moment, then fades them out.
    open func flashScrollIndicators() { flashIndicators() }

    /// Where content released at `velocity` (points per ms) comes to rest, given where it
    /// would (`proposed`): a hook for subclasses, asked before the delegate's
    /// `scrollViewWillEndDragging`. UICollectionView asks its layout. Default: `proposed`.
    func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    // MARK: ranges

    /// The offsets the content can rest at horizontally: −left inset … content width + right
    /// inset − bounds width (never below the start).
    var horizontalRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInset, lo = -inset.left
        let hi = contentSize.width + inset.right - bounds.width
        return lo...max(lo, hi.isFinite ? hi : lo)
    }

    /// The offsets the content can rest at vertically (see `horizontalRange`).
    var verticalRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInset, lo = -inset.top
        let hi = contentSize.height + inset.bottom - bounds.height
        return lo...max(lo, hi.isFinite ? hi : lo)
    }

    /// Whether a drag moves the content sideways: content wider than the view, or
    /// `alwaysBounceHorizontal` with `bounces`.
    var scrollsHorizontally: Bool {
        horizontalRange.upperBound > horizontalRange.lowerBound || (bounces && alwaysBounceHorizontal)
    }

    /// Whether a drag moves the content up and down (see `scrollsHorizontally`).
    var scrollsVertically: Bool {
        verticalRange.upperBound > verticalRange.lowerBound || (bounces && alwaysBounceVertical)
    }
}

/// The scroll view's own pan recognizer: it also tracks the touch before the pan begins
/// (`isTracking`), and a touch stops content that is still moving, as on iOS.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchedDown()
    }

    override func reset() {
        super.reset()
        scrollView?.touchLifted()
    }
}
