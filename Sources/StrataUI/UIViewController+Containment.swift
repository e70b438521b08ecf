import Foundation
import StrataCore

/// The links between view controllers: containment (Apple: "Implementing a container view
/// controller") and modal presentation.
final class ControllerRelations {
    var children: [UIViewController] = []
    weak var parent: UIViewController?
    var presented: UIViewController?
    weak var presenting: UIViewController?
    var presentationStyle: UIModalPresentationStyle = .automatic
    var transitionStyle: UIModalTransitionStyle = .coverVertical
    weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The custom transition running, until it completes.
    var transition: TransitionContext?
    /// The presentation controller of a `.custom` presentation (from when it begins until
    /// the dismissal ends), or the one made when `presentationController` was asked first.
    var presentationController: UIPresentationController?
    var isModalInPresentation = false
    var tabBarItem: UITabBarItem?
    var editButtonItem: UIBarButtonItem?
    var toolbarItems: [UIBarButtonItem]?
    var navigationItem: UINavigationItem?
    var title: String?
    /// Where the controller is in its appearance callbacks (UIViewController+Appearance).
    var appearance = AppearanceState.disappeared
    var appearanceAnimated = false
    /// Whether the window move of the controller's view began the appearance transition (and
    /// its end is the window move's to finish).
    var appearanceBeganByWindow = false
    var isMovingToParent = false
    var isMovingFromParent = false
    var isBeingPresented = false
    var isBeingDismissed = false
}

/// How a presented controller covers the screen (Apple: UIModalPresentationStyle). Strata
/// presents every style over the presenting controller's whole container.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// The animation of a modal presentation (Apple: UIModalTransitionStyle).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

extension UIViewController {
    /// The child controllers, in the order added.
    public var children: [UIViewController] { relations.children }
    /// The container this controller is a child of.
    public var parent: UIViewController? { relations.parent }

    /// `addChild(_:)` (declared open in UIViewController's class body).
    final func addChildCore(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        relations.children.append(childController)
        childController.relations.parent = self
        childController.relations.isMovingToParent = true
    }

    /// `removeFromParent()` (declared open in UIViewController's class body).
    final func removeFromParentCore() {
        guard let parent else { return }
        parent.relations.children.removeAll { $0 === self }
        relations.parent = nil
        relations.isMovingToParent = false
        didMove(toParent: nil)
    }

    /// Swaps two children's views with an animation (Apple:
    /// `transition(from:to:duration:options:animations:completion:)`): `toViewController`'s
    /// view takes `fromViewController`'s place in its superview, with `options`' transition
    /// (or the block's animations), then the old view is removed.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let container = fromViewController.view.superview else {
            Diagnostics.warnOnce("UIViewController.transition(from:to:): the from controller's view has no superview")
            return
        }
        let toView: UIView = toViewController.view
        if toView.frame.size == .zero { toView.frame = fromViewController.view.frame }
        if options.transitionKind != 0 {
            UIView.transition(from: fromViewController.view, to: toView, duration: duration, options: options,
                              completion: completion)
            if let animations {
                UIView.animate(withDuration: duration, delay: 0, options: options.withoutTransition, animations: animations)
            }
        } else {
            container.insertSubview(toView, aboveSubview: fromViewController.view)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() },
                           completion: { finished in
                               fromViewController.view.removeFromSuperview()
                               completion?(finished)
                           })
        }
    }
}
