import Foundation
import StrataCore

/// Drives a transition animator's animations by a percentage, as a gesture reports it
/// (Apple: UIPercentDrivenInteractiveTransition). It freezes the container view's layer
/// (speed 0) while the animator adds its animations, moves their time with `update(_:)`, and
/// lets them run on from there with `finish()`, or back to their start with `cancel()`, at
/// `completionSpeed`: the layer-time technique of Core Animation Programming Guide's "Pausing
/// and Resuming Animations".
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The animator's duration for the transition, once started.
    open private(set) var duration: CGFloat = 0
    /// The last percentage given to `update(_:)` (0…1).
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest runs after `finish()` or `cancel()`: 1 takes the rest of the duration,
    /// 2 half that. Default 1; values that are not positive numbers count as 1.
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest (kept: the rest follows the animator's own curves). Default ease
    /// in and out.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts driven by this object. Default true.
    open var wantsInteractiveStart = true

    /// The timing curve of the rest after `finish()` or `cancel()` when the animator provides
    /// an interruptible animator (nil: its own). Default nil.
    open var timingCurve: UITimingCurveProvider?

    private var context: UIViewControllerContextTransitioning?
    private var rewind: CADisplayLink?
    /// The animator's interruptible animator, when it gave one: driven instead of layer time.
    private var driven: UIViewImplicitlyAnimating?

    public override init() { super.init() }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let strataContext = transitionContext as? TransitionContext else {
            return Diagnostics.warnOnce("UIPercentDrivenInteractiveTransition: a transition context Strata did not make; nothing is driven")
        }
        context = transitionContext
        if let animator = strataContext.interruptibleAnimator() {
            // The animator's own animator, held at the fraction (Apple: "if the animator
            // object implements interruptibleAnimator(using:) … the percent-driven transition
            // object uses that animator").
            driven = animator
            duration = CGFloat(strataContext.transitionDuration)
            strataContext.addAlongside(to: animator)
            animator.pauseAnimation()
            update(percentComplete)
            return
        }
        let layer = transitionContext.containerView.layer
        layer.speed = 0
        layer.timeOffset = 0
        duration = CGFloat(strataContext.transitionDuration)
        // The animator's animations and those queued alongside them, on the frozen time.
        strataContext.runAnimations()
        // The animations start at the frozen time 0 now, not at the commit after the first
        // update (which would start them at that update's time).
        CATransaction.flush()
        update(percentComplete)
    }

    /// Moves the animations to `percentComplete` (clamped to 0…1) of their duration.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        guard let context else { return }
        if let driven {
            driven.fractionComplete = self.percentComplete
        } else {
            context.containerView.layer.timeOffset = CFTimeInterval(self.percentComplete * duration)
        }
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Keeps the animations where they are (Apple: pause()).
    open func pause() {
        context?.pauseInteractiveTransition()
    }

    /// Lets the animations run on to their end from where they are; their completions then
    /// complete the transition.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        if let driven {
            // Its completion (position .end) completes the transition.
            driven.continueAnimation(withTimingParameters: timingCurve, durationFactor: CGFloat(1 / speed))
            self.driven = nil
            self.context = nil
            return
        }
        let layer = context.containerView.layer
        let paused = layer.timeOffset
        layer.beginTime = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        layer.timeOffset = paused
        layer.speed = Float(speed)
        // The animations' completions complete the transition, which puts the container back
        // on normal time (TransitionContext.completeTransition).
        self.context = nil
    }

    /// Runs the animations back to their start, then puts every animated property back to its
    /// starting value and removes the animations: their completions report unfinished and the
    /// transition completes cancelled (`transitionWasCancelled`).
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        if let driven {
            // Back to the start; its completion (position .start) completes the transition cancelled.
            driven.isReversed = true
            driven.continueAnimation(withTimingParameters: timingCurve, durationFactor: CGFloat(1 / speed))
            self.driven = nil
            self.context = nil
            return
        }
        let layer = context.containerView.layer
        rewind?.invalidate()
        // Back at completionSpeed from where it is, by the clock (not by frames, which may
        // come late or seldom).
        let from = layer.timeOffset, start = CACurrentMediaTime(), speed = self.speed
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            layer.timeOffset = max(0, from - (CACurrentMediaTime() - start) * speed)
            if layer.timeOffset <= 0 {
                link.invalidate()
                self.rewind = nil
                self.restoreStart(of: layer)
            }
        }
        link.add(to: .main, forMode: .common)
        rewind = link
    }

    private var speed: CFTimeInterval { completionSpeed.isFinite && completionSpeed > 0 ? CFTimeInterval(completionSpeed) : 1 }

    /// Every animated layer under `layer` takes its animations' start values as its own and
    /// loses the animations; then the container runs on normal time again.
    private func restoreStart(of layer: CALayer) {
        var animated: [(CALayer, [String])] = []
        func collect(_ l: CALayer) {
            let keyPaths = (l.animationKeys() ?? []).compactMap { (l.animation(forKey: $0) as? CAPropertyAnimation)?.keyPath }
            if !keyPaths.isEmpty { animated.append((l, keyPaths)) }
            l.sublayers?.forEach(collect)
        }
        collect(layer)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (l, keyPaths) in animated {
            let start = l.presentation()
            for keyPath in keyPaths {
                if let value = start?.value(forKeyPath: keyPath) { l.setValue(value, forKeyPath: keyPath) }
            }
        }
        layer.resumeNormalTime()
        for (l, _) in animated { l.removeAllAnimations() }
        CATransaction.commit()
        context = nil
    }
}
