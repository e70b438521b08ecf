import Foundation
import StrataCore

/// A sheet that rises from the bottom and rests at one of its detents (Apple:
/// UISheetPresentationController, iOS 15): the presentation of a `.pageSheet` or `.formSheet`
/// controller, configured through its `sheetPresentationController` — detents (`.medium()`,
/// `.large()`, custom heights), the selected detent (changed with a drag, or in code inside
/// `animateChanges`), a grabber, the corner radius, and which detents leave the content
/// behind undimmed. Dragging the sheet moves it between its detents; a drag or flick below the
/// smallest dismisses it (unless `isModalInPresentation`, or the delegate refuses), telling
/// the delegate as UIKit does.
///
/// Strata's sheet spans the container's width (a phone's), its large detent reaching to
/// 10 points below the container's top; the presenting view is dimmed, not scaled back.
open class UISheetPresentationController: UIPresentationController {
    /// The large detent's distance from the container's top.
    static let topGap: CGFloat = 10
    /// The dimming view's opacity over the presenting content.
    static let dimmingAlpha: CGFloat = 0.4

    /// The heights the sheet rests at, smallest first when resolved. Default `[.large()]`.
    open var detents: [Detent] = [.large()] { didSet { layoutIfPresented() } }
    /// The detent the sheet rests at; nil: the smallest. Default nil.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { layoutIfPresented() } }
    /// The largest detent at which the content behind stays undimmed; nil: always dimmed.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { layoutIfPresented() } }
    /// Whether a grabber shows at the sheet's top. Default false.
    open var prefersGrabberVisible = false { didSet { updateGrabber() } }
    /// The sheet's top corner radius; nil: UIKit's 10 points.
    open var preferredCornerRadius: CGFloat? { didSet { layoutIfPresented() } }
    /// Kept for source compatibility (no scroll view hand-off in Strata's drag).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Kept for source compatibility (sheets never attach to an edge here).
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Kept for source compatibility (no popovers).
    open var sourceView: UIView?

    let dimmingView = UIView()
    let grabber = UIView()
    private var pan: UIPanGestureRecognizer?
    private var dragStartY: CGFloat = 0
    private var isDragging = false
    /// The container's size when the sheet was last laid out.
    private var laidOutSize: CGSize?
    private var animatingChanges = false

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        // A tap on the dimmed screen dismisses the sheet, as a drag down does.
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dismissInteractively() })
        grabber.backgroundColor = UIColor(white: 0.6, alpha: 0.6)
        grabber.layer.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
    }

    open override var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// Applies the changes `changes` makes to the sheet (its selected detent, detents, …)
    /// with UIKit's sheet animation (Apple: animateChanges(_:)).
    open func animateChanges(_ changes: () -> Void) {
        animatingChanges = true
        changes()
        animatingChanges = false
        guard containerView != nil else { return }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                       animations: { self.layoutSheet() })
    }

    /// Asks the custom detents for their heights again (Apple: invalidateDetents(), iOS 16).
    open func invalidateDetents() { layoutIfPresented() }

    /// The detents' heights in the container now, smallest first.
    func resolvedDetents() -> [(identifier: Detent.Identifier, height: CGFloat)] {
        guard let container = containerView else { return [] }
        let context = Detent.ResolutionContext(maximumDetentValue: max(container.bounds.height - Self.topGap, 1))
        return detents.compactMap { detent in detent.height(in: context).map { (detent.identifier, $0) } }
            .sorted { $0.height < $1.height }
    }

    /// The height of the selected detent among `resolved` (the smallest when none is
    /// selected, or it is not among them).
    func selectedHeight(in resolved: [(identifier: Detent.Identifier, height: CGFloat)]) -> CGFloat {
        let chosen = resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved.first
        return chosen?.height ?? max((containerView?.bounds.height ?? 0) - Self.topGap, 0)
    }

    var selectedHeight: CGFloat { selectedHeight(in: resolvedDetents()) }

    open override var frameOfPresentedViewInContainerView: CGRect { frame(height: selectedHeight) }

    /// The sheet's frame at `height`: across the container, resting on its bottom edge.
    private func frame(height: CGFloat) -> CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Whether the content behind is dimmed with the sheet at `height`.
    private func dims(at height: CGFloat, in resolved: [(identifier: Detent.Identifier, height: CGFloat)]) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier,
              let limit = resolved.first(where: { $0.identifier == undimmed })?.height else { return true }
        return height > limit
    }

    /// Whether the content behind is dimmed at the selected detent.
    var dimsAtSelectedDetent: Bool {
        let resolved = resolvedDetents()
        return dims(at: selectedHeight(in: resolved), in: resolved)
    }

    open override func presentationTransitionWillBegin() {
        guard let container = containerView, let sheet = presentedView else { return }
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        sheet.layer.cornerRadius = preferredCornerRadius ?? 10
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.clipsToBounds = true
        updateGrabber()
        let pan = UIPanGestureRecognizer { [weak self] in self?.dragged($0 as? UIPanGestureRecognizer) }
        sheet.addGestureRecognizer(pan)
        self.pan = pan
        let dim = dimsAtSelectedDetent
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = dim ? 1 : 0
        }, completion: nil)
    }

    open override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 },
                                                               completion: nil)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        dimmingView.removeFromSuperview()
        if let pan { pan.view?.removeGestureRecognizer(pan) }
        pan = nil
    }

    /// Lays the sheet out again when the container's size changed (not while a finger holds
    /// it, nor during its transitions).
    open override func containerViewWillLayoutSubviews() {
        guard let size = containerView?.bounds.size, size != laidOutSize, !isDragging,
              presentedViewController.transitionCoordinator == nil else { return }
        layoutSheet()
    }

    /// Puts the sheet at its selected detent and the dimming to match.
    func layoutSheet() {
        guard let container = containerView else { return }
        laidOutSize = container.bounds.size
        // The detents resolved once for the frame and the dimming.
        let resolved = resolvedDetents(), height = selectedHeight(in: resolved)
        dimmingView.frame = container.bounds
        dimmingView.alpha = dims(at: height, in: resolved) ? 1 : 0
        presentedView?.layer.cornerRadius = preferredCornerRadius ?? 10
        presentedView?.frame = frame(height: height)
        updateGrabber()
    }

    private func layoutIfPresented() {
        guard containerView != nil, !animatingChanges, presentedViewController.transitionCoordinator == nil else { return }
        UIView.performWithoutAnimation { layoutSheet() }
    }

    private func updateGrabber() {
        guard let sheet = presentedView, containerView != nil else { return }
        if prefersGrabberVisible {
            grabber.frame = CGRect(x: (sheet.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
            if grabber.superview !== sheet { sheet.addSubview(grabber) }
            sheet.bringSubviewToFront(grabber)
        } else {
            grabber.removeFromSuperview()
        }
    }

    // MARK: Dragging

    /// Follows the finger (with UIKit's rubber band above the largest detent) and, on release,
    /// rests at the detent nearest where the flick would carry the sheet, or dismisses it
    /// below the smallest.
    private func dragged(_ pan: UIPanGestureRecognizer?) {
        guard let pan, let container = containerView, let sheet = presentedView else { return }
        let bounds = container.bounds
        switch pan.state {
        case .began:
            isDragging = true
            dragStartY = sheet.frame.minY
        case .changed:
            let largest = resolvedDetents().last?.height ?? selectedHeight
            var y = dragStartY + pan.translation(in: container).y
            let top = bounds.maxY - largest
            if y < top { y = top - Self.rubberBand(top - y) }
            UIView.performWithoutAnimation {
                sheet.frame = CGRect(x: bounds.minX, y: y, width: bounds.width, height: max(bounds.maxY - y, 0))
            }
        case .ended, .cancelled:
            isDragging = false
            let velocity = pan.velocity(in: container).y
            let v = velocity.isFinite ? velocity : 0
            // Where a flick would carry the sheet: 0.2 s of its speed (UIKit projects flicks likewise).
            let projected = bounds.maxY - (sheet.frame.minY + v * 0.2)
            let resolved = resolvedDetents()
            guard let smallest = resolved.first else { return }
            if projected < smallest.height / 2, dismissInteractively() { return }
            let nearest = resolved.min { abs($0.height - projected) < abs($1.height - projected) } ?? smallest
            let changed = nearest.identifier != (resolved.first { $0.identifier == selectedDetentIdentifier } ?? smallest).identifier
            animatingChanges = true
            selectedDetentIdentifier = nearest.identifier
            animatingChanges = false
            UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                           animations: { self.layoutSheet() })
            if changed { (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
        default:
            break
        }
    }

    /// Dismisses the sheet as the user asked (a drag down, a tap outside), or tells the
    /// delegate of the attempt when it may not be dismissed. True when it goes.
    @discardableResult
    func dismissInteractively() -> Bool {
        guard mayDismiss() else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }

    /// Whether a drag may dismiss the sheet: not while the controller is modal in
    /// presentation, and only when the delegate agrees.
    private func mayDismiss() -> Bool {
        guard !presentedViewController.isModalInPresentation else { return false }
        return delegate?.presentationControllerShouldDismiss(self) ?? true
    }

    /// UIKit's resistance past an edge: the overshoot shrinks as it grows.
    static func rubberBand(_ overshoot: CGFloat) -> CGFloat {
        let limit: CGFloat = 60
        return limit * (1 - 1 / (overshoot * 0.55 / limit + 1))
    }
}

/// Told when the user drags a sheet to another detent (Apple: UISheetPresentationControllerDelegate).
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
