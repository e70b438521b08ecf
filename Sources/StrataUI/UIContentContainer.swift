import Foundation
import StrataCore

/// What a view controller (or other container of content) is told when its size or its
/// children's preferred sizes change (Apple: UIContentContainer). UIViewController adopts it;
/// the methods are declared in its class so that subclasses override them as on iOS.
public protocol UIContentContainer: AnyObject {
    /// The size the container's content would like.
    var preferredContentSize: CGSize { get }
    /// A child container's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child container's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size a child container should have inside `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to change to `size`.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change to `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

/// The coordinator handed to `viewWillTransition(to:with:)` when the host window is resized
/// (iOS's rotation and multitasking size changes). Strata resizes at once, without animation,
/// so the alongside animations run inside the resize with actions disabled, then the
/// completions, in the order added.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var finished = false

    init(containerView: UIView) { self.containerView = containerView }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { finished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !finished else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Nothing interactive happens in a resize: the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs `change` (the resize) with the alongside animations, then the completions.
    func run(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        UIView.performWithoutAnimation {
            change()
            for animation in alongside { animation(self) }
        }
        CATransaction.commit()
        finished = true
        let done = completions
        completions.removeAll()
        alongside.removeAll()
        for completion in done { completion(self) }
    }
}
