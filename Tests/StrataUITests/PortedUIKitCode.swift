// Code as an iOS view-animation helper writes it, compiled with `import UIKit` unchanged.
// (No `import Testing` here: swift-testing looks for a `_Testing_UIKit` cross-import overlay
// when a file imports both, which only Apple platforms have; tests call in from other files.)
import UIKit

extension UIView {
    /// A shake, as animation helper libraries write it.
    func shake(duration: TimeInterval = 0.5, completion: ((Bool) -> Void)? = nil) {
        let translation: CGFloat = 10
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                self.transform = CGAffineTransform(translationX: translation, y: 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
                self.transform = CGAffineTransform(translationX: -translation, y: 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                self.transform = .identity
            }
        }, completion: completion)
    }

    /// A pop with a spring, rotation by .pi and concatenated transforms.
    func pop(options: UIView.AnimationOptions? = nil) {
        transform = CGAffineTransform(scaleX: 0.5, y: 0.5).concatenating(CGAffineTransform(rotationAngle: .pi / 4))
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.8,
                       options: options ?? [.curveEaseOut, .allowUserInteraction], animations: {
            self.transform = .identity
            self.alpha = 1
        }, completion: nil)
    }
}

final class FadingView: UIView {
    var fadeDuration: CGFloat = 0.3

    func fadeOut() {
        UIView.animate(withDuration: TimeInterval(fadeDuration)) { self.alpha = 0 }
    }
}
