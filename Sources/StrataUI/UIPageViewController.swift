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
    open weak var dataSource: UIPageViewControllerDataSource? { didSet { updatePageControl() } }
    open weak var delegate: UIPageViewControllerDelegate?
    /// The page shown (one controller).
    open private(set) var viewControllers: [UIViewController]? = nil
    /// Whether a page is turning.
    private var turning = false
    /// The space between pages while scrolling (`.interPageSpacing`).
    private let spacing: CGFloat
    let pageControl = UIPageControl()
    private var drag: (neighbour: UIViewController?, forward: Bool)?

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
        updatePageControl()
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
            if let old, old !== page { remove(old) }
            show(page)
            completion?(true)
            return
        }
        turn(from: old, to: page, forward: direction == .forward, completion: completion)
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

    private func turn(from old: UIViewController, to page: UIViewController, forward: Bool, completion: ((Bool) -> Void)?) {
        turning = true
        if page.parent !== self { addChild(page); page.didMove(toParent: self) }
        let finish = { [weak self] (_: Bool) in
            guard let self else { return }
            self.turning = false
            self.remove(old)
            page.view.transform = .identity
            self.updatePageControl()
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
            turn(from: current, to: neighbour, forward: forward) { [weak self] _ in
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
                if let neighbour { self.remove(completes ? current : neighbour) }
                current.view.transform = .identity
                self.updatePageControl()
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

    /// The page control shows the data source's count and the current page's place.
    private func updatePageControl() {
        guard isViewLoaded, transitionStyle == .scroll, let dataSource else { pageControl.isHidden = true; return }
        let count = dataSource.presentationCount(for: self)
        pageControl.isHidden = count <= 0
        pageControl.numberOfPages = max(count, 0)
        guard count > 0, let current = viewControllers?.first else { return }
        // The index: counted back through the data source from the current page.
        var index = 0, page = current
        while index < count, let before = dataSource.pageViewController(self, viewControllerBefore: page) {
            index += 1
            page = before
        }
        pageControl.currentPage = min(index, count - 1)
    }
}
