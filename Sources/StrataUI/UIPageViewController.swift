import Foundation
import StrataCore

/// Pages of content, one controller each, turned by the user (Apple: UIPageViewController):
/// with `.scroll` the finger drags the page and its neighbour along, and a release past half
/// the width (or a flick) turns it; with `.pageCurl` a swipe curls the page over (the
/// compositor's curl transition). The data source gives the neighbours; the delegate hears of
/// the turns the user makes; `setViewControllers(_:direction:animated:completion:)` turns in code.
/// Strata shows one page at a time (no two-page spine).
open class UIPageViewController: UIViewController {
    /// How pages turn (Apple: UIPageViewController.TransitionStyle).
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    /// Which way pages lie (Apple: UIPageViewController.NavigationOrientation).
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    /// Which way a turn in code goes (Apple: UIPageViewController.NavigationDirection).
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    /// Options at creation (Apple: UIPageViewController.OptionsKey).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The duration of a turn.
    static let turnDuration: TimeInterval = 0.35

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open weak var dataSource: UIPageViewControllerDataSource? { didSet { updatePageControl(reading: true) } }
    open weak var delegate: UIPageViewControllerDelegate?
    /// The page shown (one controller).
    open private(set) var viewControllers: [UIViewController]? = nil
    /// Whether a page is turning.
    private var turning = false
    /// The space between pages while scrolling (`.interPageSpacing`).
    private let spacing: CGFloat
    let pageControl = UIPageControl()
    private var drag: (neighbour: UIViewController?, forward: Bool)?
    /// Ends the appearance calls of a drag's two pages when the drag turns the page.
    private var endDragAppearance: (() -> Void)?
    /// The page control's page: read from the data source after `setViewControllers`, moved by
    /// one for each page the user turns (UIKit: "Both of these methods are called after the
    /// setViewControllers(_:direction:animated:completion:) method is called").
    private var pageIndex = 0

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let space = options?[.interPageSpacing] as? CGFloat ?? (options?[.interPageSpacing] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        spacing = space.isFinite ? max(space, 0) : 0
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spacing = 0
        super.init(coder: coder)
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.clipsToBounds = true
        view = root
        let pan = UIPanGestureRecognizer { [weak self] in self?.panned($0 as? UIPanGestureRecognizer) }
        root.addGestureRecognizer(pan)
        pageControl.isUserInteractionEnabled = false
        root.addSubview(pageControl)
        if let page = viewControllers?.first { show(page) }
        updatePageControl(reading: true)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if !turning, let page = viewControllers?.first, page.isViewLoaded { page.view.frame = view.bounds }
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - 37, width: view.bounds.width, height: 37)
        view.bringSubviewToFront(pageControl)
    }

    /// Shows `viewControllers` (one page), turning to it in `direction` when `animated`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let page = viewControllers?.first else {
            Diagnostics.warnOnce("UIPageViewController.setViewControllers needs one controller (UIKit raises an exception)")
            completion?(false)
            return
        }
        guard !turning else { completion?(false); return }
        let old = self.viewControllers?.first
        self.viewControllers = [page]
        if page.parent !== self { addChild(page); page.didMove(toParent: self) }
        guard isViewLoaded else { completion?(true); return }
        guard animated, let old, old !== page else {
            let endAppearance = beginSwapAppearance(from: old === page ? nil : old, to: page, animated: false)
            if let old, old !== page { remove(old) }
            show(page)
            endAppearance()
            updatePageControl(reading: true)
            completion?(true)
            return
        }
        turn(from: old, to: page, forward: direction == .forward, pageMove: nil, completion: completion)
    }

    // MARK: Turning

    private func show(_ page: UIViewController) {
        let pageView: UIView = page.view
        pageView.frame = view.bounds
        pageView.transform = .identity
        UIView.performWithoutAnimation { view.insertSubview(pageView, belowSubview: pageControl) }
    }

    private func remove(_ page: UIViewController) {
        page.viewIfLoaded?.removeFromSuperview()
        page.viewIfLoaded?.transform = .identity
        if !(viewControllers ?? []).contains(where: { $0 === page }) {
            page.willMove(toParent: nil)
            page.removeFromParent()
        }
    }

    /// The offset a page is moved by, `distance` along the navigation axis.
    private func offset(_ distance: CGFloat) -> CGAffineTransform {
        navigationOrientation == .horizontal ? CGAffineTransform(translationX: distance, y: 0)
            : CGAffineTransform(translationX: 0, y: distance)
    }

    private var pageLength: CGFloat {
        (navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height) + spacing
    }

    /// Turns from `old` to `page`: the user's turn moves the page control by `pageMove`, a
    /// turn in code (`pageMove` nil) reads it from the data source.
    private func turn(from old: UIViewController, to page: UIViewController, forward: Bool, pageMove: Int?,
                      completion: ((Bool) -> Void)?) {
        turning = true
        if page.parent !== self { addChild(page); page.didMove(toParent: self) }
        let endAppearance = beginSwapAppearance(from: old, to: page, animated: true)
        let finish = { [weak self] (_: Bool) in
            guard let self else { return }
            self.turning = false
            self.remove(old)
            page.view.transform = .identity
            endAppearance()
            self.updatePageControl(reading: pageMove == nil, moving: pageMove ?? 0)
            completion?(true)
        }
        if transitionStyle == .pageCurl {
            UIView.transition(with: view, duration: Self.turnDuration, options: forward ? .transitionCurlUp : .transitionCurlDown,
                              animations: { old.view.removeFromSuperview(); self.show(page) }, completion: finish)
            return
        }
        let length = pageLength
        UIView.performWithoutAnimation {
            show(page)
            page.view.transform = offset(forward ? length : -length)
        }
        UIView.animate(withDuration: Self.turnDuration, delay: 0, options: .curveEaseOut, animations: {
            old.view.transform = self.offset(forward ? -length : length)
            page.view.transform = .identity
        }, completion: finish)
    }

    /// The user's drag: the page follows the finger (scroll), or a swipe curls it (page curl).
    private func panned(_ pan: UIPanGestureRecognizer?) {
        guard let pan, let current = viewControllers?.first, let dataSource, !turning || drag != nil else { return }
        let translation = pan.translation(in: view), velocity = pan.velocity(in: view)
        let along = navigationOrientation == .horizontal ? translation.x : translation.y
        let speed = navigationOrientation == .horizontal ? velocity.x : velocity.y
        switch pan.state {
        case .changed where drag == nil && transitionStyle == .scroll && along != 0:
            let forward = along < 0
            let neighbour = forward ? dataSource.pageViewController(self, viewControllerAfter: current)
                : dataSource.pageViewController(self, viewControllerBefore: current)
            drag = (neighbour, forward)
            turning = true
            if let neighbour {
                delegate?.pageViewController(self, willTransitionTo: [neighbour])
                if neighbour.parent !== self { addChild(neighbour); neighbour.didMove(toParent: self) }
                endDragAppearance = beginSwapAppearance(from: current, to: neighbour, animated: true)
                show(neighbour)
            }
            follow(along, current: current)
        case .changed where drag != nil:
            follow(along, current: current)
        case .ended where transitionStyle == .pageCurl:
            guard abs(along) > 30 || abs(speed) > 300 else { return }
            let forward = along < 0
            guard let neighbour = forward ? dataSource.pageViewController(self, viewControllerAfter: current)
                    : dataSource.pageViewController(self, viewControllerBefore: current) else { return }
            delegate?.pageViewController(self, willTransitionTo: [neighbour])
            viewControllers = [neighbour]
            turn(from: current, to: neighbour, forward: forward, pageMove: forward ? 1 : -1) { [weak self] _ in
                guard let self else { return }
                self.delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: true)
            }
        case .ended, .cancelled:
            guard let (neighbour, forward) = drag else { return }
            drag = nil
            let length = pageLength
            let completes = neighbour != nil && pan.state == .ended
                && (abs(along) > length / 2 || (abs(speed) > 300 && (speed < 0) == forward))
            if completes, let neighbour { viewControllers = [neighbour] }
            UIView.animate(withDuration: Self.turnDuration * 0.8, delay: 0, options: .curveEaseOut, animations: {
                current.view.transform = completes ? self.offset(forward ? -length : length) : .identity
                neighbour?.view.transform = completes ? .identity : self.offset(forward ? length : -length)
            }, completion: { [weak self] _ in
                guard let self else { return }
                self.turning = false
                if completes { self.endDragAppearance?() } else { self.cancelSwapAppearance(from: current, to: neighbour) }
                self.endDragAppearance = nil
                if let neighbour { self.remove(completes ? current : neighbour) }
                current.view.transform = .identity
                self.updatePageControl(moving: completes ? (forward ? 1 : -1) : 0)
                if neighbour != nil {
                    self.delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current],
                                                      transitionCompleted: completes)
                }
            })
        default:
            break
        }
    }

    /// Moves the current page and its neighbour with the finger (with resistance past the
    /// last page).
    private func follow(_ along: CGFloat, current: UIViewController) {
        guard let (neighbour, forward) = drag else { return }
        let length = pageLength
        let moved = neighbour == nil ? along / 3 : along
        UIView.performWithoutAnimation {
            current.view.transform = offset(moved)
            neighbour?.view.transform = offset(moved + (forward ? length : -length))
        }
    }

    /// The page control shows the data source's count and the current page's place: read
    /// from the data source (`reading`), or moved by the pages the user turned.
    private func updatePageControl(reading: Bool = false, moving move: Int = 0) {
        guard isViewLoaded, transitionStyle == .scroll, let dataSource else { pageControl.isHidden = true; return }
        let count = dataSource.presentationCount(for: self)
        pageControl.isHidden = count <= 0
        pageControl.numberOfPages = max(count, 0)
        guard count > 0, viewControllers?.first != nil else { return }
        pageIndex = reading ? dataSource.presentationIndex(for: self) : pageIndex + move
        pageIndex = min(max(pageIndex, 0), count - 1)
        pageControl.currentPage = pageIndex
    }
}
