import Foundation

/// What adapts its content to its container's size (Apple: UIContentContainer): view
/// controllers and presentation controllers. When the screen's window resizes, the shown
/// windows' root controllers get `viewWillTransition(to:with:)` (and pass it on to their
/// children and the controllers they present), with a coordinator whose alongside blocks run
/// as the views take the new size.
public protocol UIContentContainer: AnyObject {
    /// The size the container would like its content to have.
    var preferredContentSize: CGSize { get }
    /// A child's preferred size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size of a child in a parent of `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to take `size`; animate alongside with `coordinator`.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The traits are about to change to `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

/// The coordinator of a size change (the host window resized): no animation — a desktop window
/// resizes live — so alongside blocks run while the views take the new size, and completions
/// right after.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var finished = false

    init(container: UIView) { containerView = container }

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

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Applies the size change (`resize`) with the alongside blocks, lays out, then completes.
    func run(_ resize: () -> Void) {
        UIView.performWithoutAnimation {
            resize()
            for block in alongside { block(self) }
            containerView.layoutIfNeeded()
        }
        finished = true
        for block in completions { block(self) }
    }
}
