// More helpers in the style of UIKit animation code (transitions, springs, shape layers,
// containment, presentation), written for these tests with `import UIKit` unchanged.
import UIKit

final class AnimationStopDelegate: NSObject, CAAnimationDelegate {
    var stopped: [(String?, Bool)] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append((anim.value(forKey: "animationID") as? String, flag))
    }
}

extension UIView.KeyframeAnimationOptions {
    init(animationOptions: UIView.AnimationOptions) { self.init(rawValue: animationOptions.rawValue) }
}

extension UIView {
    var currentScale: CGFloat { sqrt(transform.a * transform.a + transform.c * transform.c) }
    var currentRotation: CGFloat { atan2(transform.b, transform.a) }

    func crossfade(to text: String, label: UILabel, completion: ((Bool) -> Void)? = nil) {
        UIView.transition(with: label, duration: 0.3, options: [.transitionCrossDissolve, .allowAnimatedContent], animations: {
            label.text = text
        }, completion: completion)
    }

    func flip(to other: UIView, completion: ((Bool) -> Void)? = nil) {
        UIView.transition(from: self, to: other, duration: 0.5, options: [.transitionFlipFromLeft, .showHideTransitionViews], completion: completion)
    }

    func bounceIn(completion: @escaping () -> Void) {
        transform = CGAffineTransform(scaleX: 0.3, y: 0.3)
        alpha = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: []) {
            self.transform = .identity
            self.alpha = 1
        } completion: { _ in }
        CATransaction.commit()
    }

    func springy(completion: ((Bool) -> Void)? = nil) {
        UIView.animate(springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 0, delay: 0, options: [.allowUserInteraction]) {
            self.center.x += 50
        } completion: { finished in completion?(finished) }
    }

    func drawCircle(lineWidth: CGFloat = 3) -> CAShapeLayer {
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - lineWidth,
                                startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        let shape = CAShapeLayer()
        shape.path = path.cgPath
        shape.strokeColor = UIColor.systemRed.cgColor
        shape.fillColor = nil
        shape.lineWidth = lineWidth
        shape.strokeEnd = 0
        layer.addSublayer(shape)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        draw.fillMode = .forwards
        draw.isRemovedOnCompletion = false
        draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        shape.add(draw, forKey: "draw")
        return shape
    }

    func roundCorners(_ corners: UIRectCorner, radius: CGFloat) {
        let path = UIBezierPath(roundedRect: bounds, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        let mask = CAShapeLayer()
        mask.path = path.cgPath
        layer.mask = mask
    }

    func addShadow(radius: CGFloat = 4) {
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = radius
        layer.shadowOpacity = 0.3
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale
    }

    func snapshot() -> UIView? { snapshotView(afterScreenUpdates: true) }

    func perspectiveFlip() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        UIView.animate(withDuration: 0.5) { self.layer.transform = t }
        let grouped = CAAnimationGroup()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = NSNumber(value: 1.0)
        fade.toValue = NSNumber(value: 0.5)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: center)
        move.toValue = NSValue(cgPoint: CGPoint(x: center.x + 10, y: center.y))
        grouped.animations = [fade, move]
        grouped.duration = 0.5
        layer.add(grouped, forKey: nil)
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.damping = 10
        spring.fromValue = 0.8
        spring.toValue = 1
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
    }
}

final class HostViewController: UIViewController {
    let child = UIViewController()
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
        let p = CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 2, y: 2))
        let r = CGRect(x: 0, y: 0, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: CGFloat(Double.pi)))
        _ = (p, r, CGFloat(M_PI), Float.pi)
    }
    func swap(to next: UIViewController) {
        child.willMove(toParent: nil)
        addChild(next)
        transition(from: child, to: next, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { _ in
            self.child.removeFromParent()
            next.didMove(toParent: self)
        }
    }
    func showModal() {
        let modal = UIViewController()
        modal.modalPresentationStyle = .overFullScreen
        modal.modalTransitionStyle = .crossDissolve
        present(modal, animated: true) {
            modal.dismiss(animated: true, completion: nil)
        }
    }
}
