import Foundation
import StrataCore

/// What a tab bar controller's delegate is told, and may supply (Apple:
/// UITabBarControllerDelegate). Every method is optional.
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tab the user tapped may be selected. Default true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// A tab the user tapped was selected (also when it already was).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// A custom animator for a change of tab; nil: the new tab shows at once.
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// Controllers shown one at a time, picked with a tab bar at the bottom (Apple:
/// UITabBarController). A change of tab shows the new controller at once, or through the
/// delegate's animator (and interaction controller) in the content container. The delegate
/// is asked `shouldSelect` and told `didSelect` for taps only, as UIKit does; setting
/// `selectedIndex` or `selectedViewController` selects without asking. Strata shows every
/// tab in the bar (no "More" tab past five).
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar at the bottom.
    public let tabBar = UITabBar()
    /// The view the selected controller's view is shown in, above the bar.
    let content = UIView()
    private var controllers: [UIViewController] = []
    private var selected = 0
    private var transitioning = false
    /// The delegate, held weakly.
    open weak var delegate: UITabBarControllerDelegate?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.delegate = self
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        content.clipsToBounds = true
        root.addSubview(content)
        root.addSubview(tabBar)
        view = root
        layoutBar()
        if let shown = selectedViewController { show(shown) }
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBar()
    }

    /// The controllers, one per tab.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the selection stays on its controller when it is still there, else
    /// on the same index (or the first tab).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let old = selectedViewController
        for controller in controllers where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in new where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
            controller.relations.isMovingToParent = false   // a tab shown later is not moving to its parent
        }
        controllers = new
        selected = old.flatMap { o in new.firstIndex { $0 === o } } ?? min(selected, max(new.count - 1, 0))
        tabBar.items = new.map(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard isViewLoaded else { return }
        if let old, old !== selectedViewController { old.viewIfLoaded?.removeFromSuperview() }
        if let shown = selectedViewController { show(shown) }
    }

    /// The index of the selected tab. Setting an index out of range is ignored.
    open var selectedIndex: Int {
        get { controllers.isEmpty ? Int.max : selected }   // UIKit's NSNotFound when there are none
        set {
            guard controllers.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    /// The selected tab's controller. Setting a controller that is not a tab is ignored.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selected) ? controllers[selected] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// A tap on a tab: asked, selected, told.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard !transitioning, let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ index: Int) {
        guard !transitioning else {
            return Diagnostics.warnOnce("UITabBarController: a tab change during a tab transition is ignored")
        }
        let from = selectedViewController
        selected = index
        let to = controllers[index]
        tabBar.selectedItem = to.tabBarItem
        guard isViewLoaded, let from, from !== to else {
            if isViewLoaded { show(to) }
            return
        }
        guard let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) else {
            let endAppearance = beginSwapAppearance(from: from, to: to, animated: false)
            from.viewIfLoaded?.removeFromSuperview()
            show(to)
            endAppearance()
            return
        }
        var endAppearance = {}
        transitioning = true
        let context = TransitionContext(container: content, from: from, to: to, presentation: true, animator: animator) { [weak self] done in
            guard let self else { return }
            self.transitioning = false
            self.relations.transition = nil
            if done {
                from.viewIfLoaded?.removeFromSuperview()
                endAppearance()
            } else {
                self.cancelSwapAppearance(from: from, to: to)
                to.viewIfLoaded?.removeFromSuperview()
                self.selected = self.controllers.firstIndex { $0 === from } ?? self.selected
                self.tabBar.selectedItem = from.tabBarItem
            }
        }
        relations.transition = context
        let toView: UIView = to.view
        toView.frame = content.bounds
        endAppearance = beginSwapAppearance(from: from, to: to, animated: true)
        context.start(interaction: delegate?.tabBarController(self, interactionControllerFor: animator))
    }

    private func show(_ controller: UIViewController) {
        let shown: UIView = controller.view
        shown.frame = content.bounds
        UIView.performWithoutAnimation { content.addSubview(shown) }
    }

    private func layoutBar() {
        guard let root = viewIfLoaded else { return }
        let barHeight = tabBar.isHidden ? 0 : UITabBar.height
        tabBar.frame = CGRect(x: 0, y: root.bounds.height - UITabBar.height, width: root.bounds.width, height: UITabBar.height)
        content.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: max(0, root.bounds.height - barHeight))
        for controller in controllers where controller.viewIfLoaded?.superview === content {
            controller.view.frame = content.bounds
        }
    }
}

extension UIViewController {
    /// The item representing this controller in a tab bar (Apple: tabBarItem), made on first
    /// use with the controller's title.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = relations.tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            relations.tabBarItem = item
            return item
        }
        set {
            relations.tabBarItem = newValue
            (parent as? UITabBarController)?.refreshItems()
        }
    }

    /// The nearest tab bar controller containing this controller (Apple: tabBarController).
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}

extension UITabBarController {
    /// The tab bar shows the controllers' items again (one was replaced).
    func refreshItems() {
        tabBar.items = controllers.map(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }
}
