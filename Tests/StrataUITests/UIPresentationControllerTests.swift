import Foundation
import Testing
@testable import StrataUI
import StrataCore

// Custom presentations written as iOS code (Apple: "Creating a Custom Presentation";
// UIPresentationController: "presentationTransitionWillBegin … add your custom views to the
// view hierarchy and set up any animations for those views", "use the transition coordinator
// of the presented view controller to animate those views", frameOfPresentedViewInContainerView,
// containerViewWillLayoutSubviews; UIViewControllerTransitionCoordinator
// animate(alongsideTransition:completion:)).

/// A half-height sheet over a dimming view: the presentation controller apps write.
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var ends: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        ends.append("presented \(completed)")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        ends.append("dismissed \(completed)")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }
}

final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var made: HalfSheetPresentationController?
    var animator: UIViewControllerAnimatedTransitioning?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        made = controller
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}

@Suite("UIPresentationController")
struct UIPresentationControllerTests {
    static func setUp(_ clock: MediaClock, _ root: UIView, _ delegate: HalfSheetTransitioningDelegate)
        -> (UIViewController, UIViewController) {
        let presenter = UIViewController()
        presenter.view.frame = root.bounds
        root.addSubview(presenter.view)
        clock.advance(by: 0)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        return (presenter, sheet)
    }

    @Test("a half sheet slides up to the presentation controller's frame while its dimming view fades in alongside")
    func halfSheetPresentsAndDismisses() throws {
        try onVirtualClock { clock, root in
            let delegate = HalfSheetTransitioningDelegate()
            let (presenter, sheet) = Self.setUp(clock, root, delegate)
            var coordinatorDone = false, presented = false
            presenter.present(sheet, animated: true) { presented = true }
            let controller = try #require(delegate.made)
            #expect(sheet.presentationController === controller)
            #expect(controller.presentingViewController === presenter && controller.presentedViewController === sheet)
            let coordinator = try #require(sheet.transitionCoordinator)
            #expect(presenter.transitionCoordinator === coordinator, "the presenter shares the transition's coordinator")
            coordinator.animate(alongsideTransition: nil) { context in coordinatorDone = !context.isCancelled }
            let container = try #require(controller.containerView)
            #expect(container.subviews.first === controller.dimmingView, "the chrome sits under the presented view")
            clock.advance(by: 0)
            clock.advance(to: 0.175)
            let dim = shownAlpha(controller.dimmingView), y = shownCenter(sheet.view).y
            #expect(dim > 0.1 && dim < 0.95, "the dimming view part way in: \(dim)")
            #expect(y > 300 && y < 500, "the sheet part way up (its centre ends at 300): \(y)")
            clock.advance(to: 1)
            #expect(presented && coordinatorDone && controller.ends == ["presented true"])
            #expect(sheet.view.frame == CGRect(x: 0, y: 200, width: 400, height: 200))
            #expect(controller.dimmingView.alpha == 1 && sheet.transitionCoordinator == nil)

            // The container lays out: the presentation controller places the sheet again.
            container.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
            container.layoutIfNeeded()
            #expect(sheet.view.frame == CGRect(x: 0, y: 300, width: 300, height: 300))

            var dismissed = false
            presenter.dismiss(animated: true) { dismissed = true }
            clock.advance(by: 0)
            clock.advance(by: 0.175)
            #expect(shownAlpha(controller.dimmingView) < 0.95, "the dimming view fading out")
            clock.advance(by: 1)
            #expect(dismissed && controller.ends == ["presented true", "dismissed true"])
            #expect(controller.dimmingView.superview == nil && container.superview == nil)
            #expect(presenter.presentedViewController == nil && sheet.presentingViewController == nil)
        }
    }

    @Test("a custom animator is given the presentation controller's frame and presented view")
    func customAnimatorUsesTheControllersFrame() throws {
        try onVirtualClock { clock, root in
            let delegate = HalfSheetTransitioningDelegate()
            let animator = FadeInSlideOutAnimator(presenting: true)
            delegate.animator = animator
            let (presenter, sheet) = Self.setUp(clock, root, delegate)
            presenter.present(sheet, animated: true)
            clock.advance(by: 0)
            clock.advance(to: 1)
            #expect(sheet.view.frame == CGRect(x: 0, y: 200, width: 400, height: 200))
            #expect(animator.ended == [true] && delegate.made?.ends == ["presented true"])
        }
    }

    @Test("without animation the sheet and its chrome are in place at once, and the plain controller fills the container")
    func unanimatedAndPlainPresentations() throws {
        try onVirtualClock { clock, root in
            let delegate = HalfSheetTransitioningDelegate()
            let (presenter, sheet) = Self.setUp(clock, root, delegate)
            presenter.present(sheet, animated: false)
            #expect(sheet.view.frame == CGRect(x: 0, y: 200, width: 400, height: 200))
            #expect(delegate.made?.dimmingView.alpha == 1 && delegate.made?.ends == ["presented true"])
            presenter.dismiss(animated: false)
            #expect(delegate.made?.dimmingView.superview == nil && presenter.presentedViewController == nil)

            // .custom with no presentation controller from the delegate: UIKit's plain one.
            let plain = UIViewController()
            plain.modalPresentationStyle = .custom
            presenter.present(plain, animated: true)
            clock.advance(by: 0)
            clock.advance(by: 1)
            #expect(plain.presentationController?.containerView != nil)
            #expect(plain.view.frame == root.bounds)
        }
    }

    @Test("a presentation controller asked for before presenting keeps its delegate, and a gone controller never traps")
    func earlyPresentationControllerAndOrphans() {
        final class Watcher: UIAdaptivePresentationControllerDelegate {}
        let watcher = Watcher()
        let modal = UIViewController()
        modal.presentationController?.delegate = watcher
        #expect(modal.presentationController?.delegate === watcher)
        var controller: UIPresentationController?
        do {
            let gone = UIViewController()
            controller = UIPresentationController(presentedViewController: gone, presenting: nil)
        }
        #expect(controller?.presentedViewController != nil)
        #expect(controller?.frameOfPresentedViewInContainerView == .zero)
    }
}
