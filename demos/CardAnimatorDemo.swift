import Foundation
import StrataUI

/// An interactive card driven by a UIViewPropertyAnimator, the pattern Apple's "Advanced
/// Animations with UIKit" (WWDC 2017, session 230) teaches: a pan's `.began` makes (or catches)
/// the animator and pauses it; `.changed` scrubs `fractionComplete` with the finger
/// (UIViewPropertyAnimator.fractionComplete: "when the animator is paused, you can change the
/// value of this property to update the animation"); `.ended` decides from the position and
/// the flick's speed whether to finish or go back (`isReversed`) and hands over with
/// `continueAnimation(withTimingParameters:durationFactor:)` on a spring whose initial
/// velocity is the finger's, relative to the distance left (UISpringTimingParameters
/// .initialVelocity). Grabbing the card while it settles catches it where it is drawn.
final class CardAnimatorViewController: DemoViewController {
    static let collapsed = CGRect(x: 40, y: 380, width: 240, height: 120)
    static let expanded = CGRect(x: 20, y: 40, width: 280, height: 460)
    /// How far the card's centre travels.
    static var distance: CGFloat { collapsed.midY - expanded.midY }

    private(set) var card: UIView!
    private var titleLabel: UILabel!
    private(set) var animator: UIViewPropertyAnimator?
    /// Whether the card rests expanded (after the last animator completed).
    private(set) var isExpanded = false
    /// The positions the animators completed at.
    private(set) var completions: [UIViewAnimatingPosition] = []
    private var startFraction: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(patternImage: UIImage.demoAsset(named: "background.jpg", size: view.bounds.size)!)

        card = CardView(frame: Self.collapsed)
        card.layer.name = "card"
        card.backgroundColor = UIColor(red: 0.98, green: 0.75, blue: 0.2, alpha: 1)
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        titleLabel = UILabel(frame: CGRect(x: 16, y: 14, width: 248, height: 24))
        titleLabel.text = "↑ drag me up"
        titleLabel.font = .boldSystemFont(ofSize: 18)
        titleLabel.textColor = UIColor(white: 0.1, alpha: 1)
        card.addSubview(titleLabel)
        let photo = UIImageView(frame: CGRect(x: 16, y: 50, width: 248, height: 390))
        photo.image = UIImage.demoAsset(named: "3.jpg", size: photo.bounds.size)
        photo.contentMode = .scaleAspectFill
        photo.layer.cornerRadius = 10
        photo.clipsToBounds = true
        card.addSubview(photo)
        view.addSubview(card)
        card.layoutIfNeeded()

        let pan = UIPanGestureRecognizer { [unowned self] gesture in
            guard let pan = gesture as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        card.addGestureRecognizer(pan)
        addDemoCaption("drag: the finger scrubs a UIViewPropertyAnimator · let go: a spring finishes")
    }

    private func makeAnimator() -> UIViewPropertyAnimator {
        let target = isExpanded ? Self.collapsed : Self.expanded
        let animator = UIViewPropertyAnimator(duration: 0.6, curve: .easeOut) {
            self.card.frame = target
            // The photo's new frame (layoutSubviews) animates with the card's.
            self.card.layoutIfNeeded()
        }
        animator.addCompletion { [unowned self] position in
            self.completions.append(position)
            if position == .end { self.isExpanded.toggle() }
            self.titleLabel.text = self.isExpanded ? "↓ drag me down" : "↑ drag me up"
            self.animator = nil
        }
        return animator
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let animator = self.animator ?? makeAnimator()
            self.animator = animator
            animator.pauseAnimation()
            // Caught on its way back: scrub forward again (fractionComplete runs 0 → 1 from
            // the start to the end of the animations, whichever way they last ran).
            animator.isReversed = false
            startFraction = animator.fractionComplete
        case .changed:
            guard let animator else { return }
            // Up is progress when collapsed, down when expanded.
            let travelled = pan.translation(in: view).y * (isExpanded ? 1 : -1)
            let fraction = startFraction + travelled / Self.distance
            animator.fractionComplete = min(max(fraction, 0), 1)
        case .ended, .cancelled:
            guard let animator else { return }
            let speed = pan.velocity(in: view).y * (isExpanded ? 1 : -1)
            let fraction = animator.fractionComplete
            // A flick decides; a slow release goes to the nearer end.
            let forward = abs(speed) > 300 ? speed > 0 : fraction > 0.5
            animator.isReversed = !forward
            let left = Self.distance * (forward ? 1 - fraction : fraction)
            let relative = left > 1 ? abs(speed) / left * (((speed > 0) == forward) ? 1 : -1) : 0
            let spring = UISpringTimingParameters(dampingRatio: 0.75, initialVelocity: CGVector(dx: 0, dy: relative))
            animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        default:
            break
        }
    }
}

/// The card: a title and a photo inset 16 points, laid out for its size.
final class CardView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        guard subviews.count > 1 else { return }
        subviews[1].frame = CGRect(x: 16, y: 50, width: max(0, bounds.width - 32), height: max(0, bounds.height - 66))
    }
}

/// The property-animator card as a demo.
public final class CardAnimatorDemo: UIKitDemo, Demo {
    public static let name = "ui-card-animator"
    public static let title = "Animator card"
    public static let summary = "drag scrubs a UIViewPropertyAnimator's fractionComplete; release continues it on a spring"
    public static let controls = [DemoControl("drag / touch", "scrub the card open or closed; let go to finish on a spring")]
    public static let size = phoneScreen

    override public func makeRootViewController() -> UIViewController { CardAnimatorViewController() }

    var controller: CardAnimatorViewController? { window?.rootViewController as? CardAnimatorViewController }

    public var status: String? {
        guard let controller else { return nil }
        if let animator = controller.animator {
            return String(format: "fractionComplete %.2f", Double(animator.fractionComplete))
        }
        return controller.isExpanded ? "expanded" : "collapsed"
    }
}
