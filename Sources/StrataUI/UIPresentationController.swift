import Foundation
import StrataCore

/// Manages the presentation of a view controller on screen (Apple: UIPresentationController):
/// "from the time a view controller is presented until the time it is dismissed, UIKit uses
/// a presentation controller to manage various aspects of the presentation process".
///
/// Subclass it for a custom presentation (`modalPresentationStyle = .custom`, the
/// `transitioningDelegate` returning it from `presentationController(forPresented:presenting:source:)`):
/// the frame of the presented view, chrome such as a dimming view added in
/// `presentationTransitionWillBegin()` and animated with the transition coordinator, and
/// layout when the container changes. Strata's container is a view over the presenting
/// hierarchy, as large as it (UIKit's `UITransitionView`); the presenting view stays.
open class UIPresentationController: NSObject, UIContentContainer {
    private weak var presentedStorage: UIViewController?
    private weak var presentingStorage: UIViewController?
    /// What `presentedViewController` answers once the controller has gone (it is not kept
    /// alive by its presentation controller, so that the two do not hold each other).
    private lazy var orphan = UIViewController()

    /// The controller being presented.
    public var presentedViewController: UIViewController { presentedStorage ?? orphan }

    /// The controller presenting it (before the presentation begins, the controller given
    /// to the initializer, or the presented one when none was).
    public var presentingViewController: UIViewController { presentingStorage ?? presentedViewController }

    /// The view the presentation happens in: set when the presentation begins, kept until
    /// the dismissal ends.
    public internal(set) var containerView: UIView?

    /// An object told of adaptive presentation events (held weakly).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// A presentation controller for `presentedViewController` presented by
    /// `presentingViewController` (Apple: `init(presentedViewController:presenting:)`).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The view the transition animates in: the presented controller's by default; a
    /// subclass may wrap it in a view of its own (a shadow, a rounded clip).
    open var presentedView: UIView? { presentedStorage?.view }

    /// Where the presented view sits when the presentation ends: the container's bounds by
    /// default. The transition context's `finalFrame(for:)` answers it for the presented controller.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// The style this controller presents with: `.custom`.
    open var presentationStyle: UIModalPresentationStyle { .custom }

    /// Whether the presentation covers the whole screen. Default true.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting controller's view is removed when the presentation ends.
    /// Default false (Strata always keeps it: the presented view is drawn over it).
    open var shouldRemovePresentersView: Bool { false }

    /// The trait collection of the presentation (the screen's).
    open var traitCollection: UITraitCollection { .current }

    /// Called as the presentation begins, before the animator runs: add chrome to the
    /// container here and animate it with the presented controller's `transitionCoordinator`.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation ends; `completed` false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called as the dismissal begins, before the animator runs.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal ends; `completed` false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called before the container lays out its subviews: the place to set the presented
    /// view's frame from `frameOfPresentedViewInContainerView`.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The size of a child content container (the presented controller) in `parentSize`:
    /// the parent's by default (Apple: UIContentContainer).
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Called when the presented controller's preferred content size changes.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// Called when a child's Auto Layout fitting size changes.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// Called when the traits are about to change.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// The presented controller's preferred size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// Called when the container's size is about to change.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// The presented controller presented by `presenting` (when the initializer had none).
    func adopt(presenting: UIViewController) {
        if presentingStorage == nil { presentingStorage = presenting }
    }
}

/// Told of a presentation controller's adaptive and dismissal events (Apple:
/// UIAdaptivePresentationControllerDelegate). Every method is optional.
///
/// Strata's presentations do not adapt to size classes and have no swipe-to-dismiss sheet,
/// so only `presentationControllerShouldDismiss` and the dismissal calls for controllers
/// dismissed by `dismiss(animated:)` matter: UIKit calls `presentationControllerWillDismiss`
/// and `presentationControllerDidDismiss` only for interactive dismissals, and so never here.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
