import Foundation
import StrataCore
import StrataGraphics

extension UIView {
    /// Animates along a spring described by its perceptual duration and bounce (Apple, iOS 17:
    /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`).
    /// `bounce` 0 comes to rest without overshoot, towards 1 it oscillates more (negative
    /// values are flatter). The spring is the one of mass 1 with stiffness (2π / duration)²
    /// and damping ratio 1 − bounce (1 / (1 + bounce) when negative) — SwiftUI's
    /// `Spring(duration:bounce:)` — and runs until it settles, so the completion comes after
    /// the settling time, which is longer than `duration`.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let perceptual = duration.isFinite && duration > 0 ? duration : 0.5
        let b = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        let probe = CASpringAnimation()
        probe.mass = 1
        probe.stiffness = CGFloat(pow(2 * Double.pi / perceptual, 2))
        probe.damping = CGFloat(4 * Double.pi * Double(ratio) / perceptual)
        probe.initialVelocity = velocity.isFinite ? velocity : 0
        run(.spring(dampingRatio: min(ratio, 1), velocity: velocity), duration: probe.settlingDuration, delay: delay,
            options: options, animations: animations, completion: completion)
    }

    /// A view showing what this one looks like now (Apple: `snapshotView(afterScreenUpdates:)`):
    /// the view's layer tree rendered into a bitmap the size of its bounds, in a plain view
    /// of that size. Strata renders the model values (pending changes included), so
    /// `afterScreenUpdates` makes no difference. Nil for an empty view.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard let (image, scale) = snapshotImage(of: bounds) else { return nil }
        return snapshotHolder(image, scale: scale, size: bounds.size)
    }
}
