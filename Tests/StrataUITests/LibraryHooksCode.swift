// The UIKit hooks animation libraries override or call, in the shapes they use them: an
// activity indicator that starts in didMoveToWindow() and stops when it leaves its window, a
// tinted view redrawing in tintColorDidChange(), reduce-motion and haptics checks around an
// animation, life-cycle notifications restarting a spinner, and a coach-mark overlay that
// cuts a hole with a reversed oval. Compiled with `import UIKit` unchanged; tests:
// LibraryHooksTests.swift.
import UIKit

final class WindowAwareSpinner: UIView {
    var log: [String] = []
    private var observer: NSObjectProtocol?

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        log.append(newWindow == nil ? "will leave" : "will enter")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { startAnimating() } else { stopAnimating() }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        log.append("tint")
        layer.borderColor = tintColor.cgColor
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            layer.borderColor = tintColor.cgColor
        }
    }

    func startAnimating() {
        log.append("start")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 2
        spin.duration = UIAccessibility.isReduceMotionEnabled ? 0 : 1
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        observer = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification,
                                                          object: nil, queue: nil) { [weak self] _ in
            self?.log.append("active again")
        }
    }

    func stopAnimating() {
        log.append("stop")
        layer.removeAnimation(forKey: "spin")
        if let observer { NotificationCenter.default.removeObserver(observer) }
        observer = nil
    }
}

/// A card that snaps back with a haptic tap, as swipe-card libraries write it.
final class SnapCard: UIView {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    let notification = UINotificationFeedbackGenerator()
    let selection = UISelectionFeedbackGenerator()

    func snapBack(completion: @escaping () -> Void) {
        impact.prepare()
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5,
                       options: [.allowUserInteraction], animations: {
            self.transform = .identity
        }, completion: { _ in
            self.impact.impactOccurred()
            self.impact.impactOccurred(intensity: 0.5)
            self.notification.notificationOccurred(.success)
            self.selection.selectionChanged()
            completion()
        })
    }
}

/// A coach-mark overlay: a dimmed rectangle with a round hole, filled with the non-zero rule.
final class SpotlightView: UIView {
    var spotlight = CGRect(x: 10, y: 10, width: 20, height: 20)

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(rect: bounds)
        path.append(UIBezierPath(ovalIn: spotlight).reversing())
        UIColor.black.setFill()
        path.fill()
    }

    /// The same overlay as a mask layer, as libraries that animate the hole do.
    func maskLayer() -> CAShapeLayer {
        let path = UIBezierPath(rect: bounds)
        path.append(UIBezierPath(roundedRect: spotlight, cornerRadius: 4).reversing())
        let mask = CAShapeLayer()
        mask.path = path.cgPath
        return mask
    }
}
