import Foundation
import StrataCore

/// What a navigation controller's delegate is told, and may supply (Apple:
/// UINavigationControllerDelegate). Every method is optional.
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// A custom animator for a push or pop; nil: the standard slide.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A stack of controllers shown one at a time under a navigation bar (Apple:
/// UINavigationController). A push slides the new view in from the right over 0.35 s while the
/// old one moves a third of the way left; a pop reverses it. The delegate may supply its own
/// animator (and interaction controller), which runs in the content container through a
/// `UIViewControllerContextTransitioning`. Operations asked for during a transition are
/// refused with a message, as UIKit warns.
open class UINavigationController: UIViewController {
    /// A push or a pop (Apple: UINavigationController.Operation).
    public enum Operation: Int, Sendable { case none, push, pop }

    /// UIKit's push and pop duration (measured; not documented).
    static let transitionDuration: TimeInterval = 0.35

    private var stack: [UIViewController] = []
    /// The bar at the top.
    public let navigationBar = UINavigationBar()
    /// The toolbar at the bottom, showing the top controller's `toolbarItems`; hidden by
    /// default (Apple: toolbar, isToolbarHidden).
    public let toolbar: UIToolbar! = UIToolbar()
    private var navigationBarHidden = false
    /// The view the controllers' views are shown in, below the bar.
    let content = UIView()
    private var transitioning = false
    /// The interaction driving the pop an edge swipe started.
    private var swipeInteraction: UIPercentDrivenInteractiveTransition?
    /// The interaction of the pop an edge swipe is driving now.
    fileprivate var ongoingSwipe: UIPercentDrivenInteractiveTransition?
    /// The left-edge swipe that pops the top controller interactively, as on iOS (Apple:
    /// interactivePopGestureRecognizer).
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let edge = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            self?.edgeSwipe(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        edge.edges = .left
        return edge
    }()
    /// The delegate, held weakly.
    open weak var delegate: UINavigationControllerDelegate?

    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        content.clipsToBounds = true
        root.addSubview(content)
        root.addSubview(navigationBar)
        toolbar.isHidden = true
        root.addSubview(toolbar)
        navigationBar.onBack = { [weak self] in _ = self?.popViewController(animated: true) }
        navigationBar.onLargeTitlesChange = { [weak self] in self?.layoutBars() }
        if let swipe = interactivePopGestureRecognizer { root.addGestureRecognizer(swipe) }
        view = root
        layoutBars()
        if let top = stack.last { show(top) }
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBars()
    }

    /// The controllers, bottom first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller shown: a controller the top one presents, else the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Whether the bar is hidden. Default false.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar, sliding it over 0.2 s when `animated`; the content resizes.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        // The state changes at once (layout passes during the slide keep to it); the bar
        // itself hides when the slide ends.
        navigationBarHidden = hidden
        slide(navigationBar, hidden: hidden, by: -navigationBar.currentHeight, animated: animated) {
            self.layoutBars(hidden: hidden)
        }
    }

    /// Slides `bar` out by `offset` (or back) over 0.2 s when `animated`, laying out with it.
    private func slide(_ bar: UIView, hidden: Bool, by offset: CGFloat, animated: Bool, layout: @escaping () -> Void) {
        bar.isHidden = false
        let apply = {
            bar.transform = hidden ? CGAffineTransform(translationX: 0, y: offset) : .identity
            layout()
        }
        let done = { (_: Bool) in bar.isHidden = hidden }
        if animated && isViewLoaded { UIView.animate(withDuration: 0.2, animations: apply, completion: done) }
        else { UIView.performWithoutAnimation(apply); done(true) }
    }

    /// Whether the toolbar is hidden. Default true.
    open var isToolbarHidden: Bool {
        get { toolbar.isHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar, sliding it over 0.2 s when `animated`; the content resizes.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        slide(toolbar, hidden: hidden, by: UIToolbar.height, animated: animated) {
            self.layoutBars(toolbarHidden: hidden)
        }
    }

    /// Replaces the stack; the new top is shown (with the push or pop slide when `animated`
    /// and the top changes).
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        guard !transitioning else { return refused("setViewControllers") }
        let old = stack.last
        for controller in stack where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self { addChild(controller) }
        stack = controllers
        for controller in controllers { controller.didMove(toParent: self) }
        guard isViewLoaded, let top = controllers.last else { return }
        if let old, old !== top, animated {
            run(old.isViewLoaded && controllers.contains(where: { $0 === old }) ? .push : .pop, from: old, to: top, animated: true)
        } else if old !== top || top.viewIfLoaded?.superview !== content {
            old?.viewIfLoaded?.removeFromSuperview()
            show(top)
        }
    }

    /// Pushes `viewController` on the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !transitioning else { return refused("pushViewController") }
        guard !stack.contains(where: { $0 === viewController }) else {
            return Diagnostics.warnOnce("UINavigationController: pushing a controller that is already in the stack is not supported")
        }
        let old = stack.last
        addChild(viewController)
        stack.append(viewController)
        guard isViewLoaded else { return viewController.didMove(toParent: self) }
        if let old { run(.push, from: old, to: viewController, animated: animated) }
        else { show(viewController); viewController.didMove(toParent: self) }
    }

    /// Pops the top controller and returns it (nil at the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// Pops to the root; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops until `viewController` is on top; returns the popped controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard !transitioning else { refused("popViewController"); return nil }
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        let old = stack[stack.count - 1]
        stack.removeSubrange((index + 1)...)
        for controller in popped { controller.willMove(toParent: nil) }
        guard isViewLoaded else {
            for controller in popped { controller.removeFromParent() }
            return popped
        }
        run(.pop, from: old, to: viewController, animated: animated) {
            for controller in popped {
                controller.viewIfLoaded?.removeFromSuperview()
                controller.removeFromParent()
            }
        }
        return popped
    }

    private func refused(_ what: String) {
        Diagnostics.warnOnce("UINavigationController.\(what) during a push or pop transition is ignored (UIKit warns of an unbalanced or nested transition)")
    }

    /// Lays out again when the top item's title turns large or small (the bar's height changes);
    /// otherwise leaves the views alone, as a push may be sliding them.
    private func layoutBarsIfLargeTitleChanged() {
        if navigationBar.showsLargeTitle(for: stack.map(\.navigationItem)) != navigationBar.showsLargeTitle { layoutBars() }
    }

    func layoutBars(hidden: Bool? = nil, toolbarHidden: Bool? = nil) {
        guard let root = viewIfLoaded else { return }
        let barHidden = hidden ?? navigationBarHidden
        navigationBar.showsLargeTitle = navigationBar.showsLargeTitle(for: stack.map(\.navigationItem))
        navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: navigationBar.currentHeight)
        toolbar.frame = CGRect(x: 0, y: root.bounds.height - UIToolbar.height, width: root.bounds.width, height: UIToolbar.height)
        let top = (barHidden ? 0 : navigationBar.currentHeight) + layoutSearchBar(at: barHidden ? 0 : navigationBar.currentHeight)
        let bottom = (toolbarHidden ?? toolbar.isHidden) ? 0 : UIToolbar.height
        content.frame = CGRect(x: 0, y: top, width: root.bounds.width, height: max(0, root.bounds.height - top - bottom))
        for controller in stack where controller.viewIfLoaded?.superview === content {
            controller.view.frame = content.bounds
        }
        topViewController?.navigationItem.searchController?.placeView()
    }

    /// Shows `controller` in the content at once.
    private func show(_ controller: UIViewController) {
        let shown: UIView = controller.view
        shown.frame = content.bounds
        UIView.performWithoutAnimation { content.addSubview(shown) }
        updateBar(for: controller, animated: false)
    }

    private func updateBar(for controller: UIViewController, animated: Bool) {
        let item = controller.navigationItem
        // Items set on the shown controller later appear at once.
        item.onChange = { [weak self, weak controller] in
            guard let self, let controller, self.topViewController === controller else { return }
            self.navigationBar.show(controller.navigationItem, title: controller.title, canGoBack: self.stack.count > 1)
            self.installSearchBar(of: controller)
            self.layoutBarsIfLargeTitleChanged()
        }
        let apply = {
            self.navigationBar.show(item, title: controller.title, canGoBack: self.stack.count > 1)
            self.toolbar.items = controller.toolbarItems
            self.installSearchBar(of: controller)
            self.layoutBarsIfLargeTitleChanged()
        }
        if animated {
            UIView.transition(with: navigationBar, duration: Self.transitionDuration, options: .transitionCrossDissolve, animations: apply)
        } else {
            apply()
        }
    }

    /// A push or pop from `from` to `to`: the delegate's animator, or the standard slide.
    private func run(_ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
                     cleanUp: @escaping () -> Void = {}) {
        delegate?.navigationController(self, willShow: to, animated: animated)
        transitioning = true
        updateBar(for: to, animated: animated)
        if operation == .pop { from.relations.isMovingFromParent = true }
        var endAppearance = {}
        let finished = { [weak self] in
            guard let self else { return }
            self.transitioning = false
            endAppearance()
            cleanUp()
            if operation == .push { to.didMove(toParent: self) }
            self.delegate?.navigationController(self, didShow: to, animated: animated)
        }
        guard animated else {
            endAppearance = beginSwapAppearance(from: from, to: to, animated: false)
            from.viewIfLoaded?.removeFromSuperview()
            show(to)
            finished()
            return
        }
        // The delegate's animator, or UIKit's slide as one: every animated push and pop runs
        // through a transition context.
        let animator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            ?? NavigationSlideAnimator(operation: operation)
        let stackBefore = operation == .push ? Array(stack.dropLast()) : stack + [from]
        let context = TransitionContext(container: content, from: from, to: to, presentation: true, animator: animator) { [weak self] done in
            guard let self else { return }
            if done {
                from.viewIfLoaded?.removeFromSuperview()
                finished()
            } else {
                // Cancelled (an interactive pop let go): the stack, the bar and the
                // appearance calls go back.
                from.relations.isMovingFromParent = false
                self.cancelSwapAppearance(from: from, to: to)
                to.viewIfLoaded?.removeFromSuperview()
                if operation == .push { to.willMove(toParent: nil); to.removeFromParent() }
                self.stack = stackBefore
                self.transitioning = false
                self.updateBar(for: from, animated: false)
            }
            self.relations.transition = nil
        }
        relations.transition = context
        let toView: UIView = to.view
        toView.frame = content.bounds
        let interaction = swipeInteraction ?? delegate?.navigationController(self, interactionControllerFor: animator)
        swipeInteraction = nil
        // After the coordinator is in place: viewWillAppear(_:) may animate alongside.
        endAppearance = beginSwapAppearance(from: from, to: to, animated: true)
        context.start(interaction: interaction)
    }
}

extension UINavigationController {
    /// The edge swipe: a pop driven by the finger, finished past half the width or on a flick
    /// to the right, else cancelled (the top controller stays).
    fileprivate func edgeSwipe(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = max(content.bounds.width, 1)
        switch recognizer.state {
        case .began:
            guard stack.count > 1, !transitioning else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            swipeInteraction = interaction
            popViewController(animated: true)
            ongoingSwipe = interaction
        case .changed:
            ongoingSwipe?.update(recognizer.translation(in: content).x / width)
        case .ended, .cancelled, .failed:
            guard let interaction = ongoingSwipe else { return }
            ongoingSwipe = nil
            let progress = recognizer.translation(in: content).x / width
            if recognizer.state == .ended && (progress > 0.5 || recognizer.velocity(in: content).x > 500) {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default: break
        }
    }
}

/// UIKit's push and pop slide as an animator (0.35 s, ease in and out; linear while a finger
/// drives it): the new view from the right (a push) or from a third of the way left (a pop),
/// the old view the other way.
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UINavigationController.transitionDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.view(forKey: .from) else {
            return transitionContext.completeTransition(true)
        }
        let push = operation == .push, width = container.bounds.width
        UIView.performWithoutAnimation {
            toView.frame = container.bounds.offsetBy(dx: push ? width : -width / 3, dy: 0)
            if push { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: transitionContext.isInteractive ? .curveLinear : .curveEaseInOut, animations: {
            toView.frame = container.bounds
            fromView.frame = container.bounds.offsetBy(dx: push ? -width / 3 : width, dy: 0)
        }, completion: { _ in
            let done = !transitionContext.transitionWasCancelled
            if done { fromView.frame = container.bounds }
            transitionContext.completeTransition(done)
        })
    }
}

extension UIViewController {
    /// The nearest ancestor navigation controller (Apple: navigationController).
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest container of this controller (its parent, or the parent's, …) of `type`.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var candidate = parent
        while let controller = candidate {
            if let found = controller as? Container { return found }
            candidate = controller.parent
        }
        return nil
    }

    /// Shows `vc` in the primary context (Apple: show(_:sender:)): pushed by the nearest
    /// navigation controller, presented modally when there is none.
    public func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in the secondary context (Apple: showDetailViewController(_:sender:)): without
    /// a split view controller, as `show(_:sender:)`.
    public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        show(vc, sender: sender)
    }

    /// The controller's title, which a navigation bar shows when its item has none (Apple:
    /// title).
    public var title: String? {
        get { relations.title }
        set {
            relations.title = newValue
            // "Assigning a value to this property updates the title text of" the tab bar item.
            relations.tabBarItem?.title = newValue
        }
    }

    /// What the navigation bar shows for this controller (Apple: navigationItem), made on first use.
    public var navigationItem: UINavigationItem {
        if let item = relations.navigationItem { return item }
        let item = UINavigationItem()
        relations.navigationItem = item
        return item
    }
}
