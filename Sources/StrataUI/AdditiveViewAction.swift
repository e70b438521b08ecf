import Foundation
import StrataCore

/// The animation UIKit (iOS 8 and later) makes for a view's position, bounds and transform:
/// additive, from the old value minus the new one to zero, on a key of its own — so an animation still
/// in flight is not removed but keeps running, the two blend, nothing jumps, and both
/// completions report `true` (WWDC 2014 "Building Interruptible and Responsive Interactions":
/// "Smoother transitions on iOS 8 by default … Completion handlers may stack"). Bounds are
/// animated as `bounds.origin` and `bounds.size`, as UIKit does, since a size may go negative
/// while added. A transform's "difference" is the matrix that, applied after the new
/// transform (Core Animation composes additive transforms by concatenation), gives the old one:
/// new⁻¹ · old, animated to identity. This holds with or without `.beginFromCurrentState`: an
/// additive animation always starts from what is on screen.
final class AdditiveViewAction: NSObject, CAAction {
    static let keys: Set<String> = ["position", "bounds", "transform"]

    let context: ViewAnimationContext
    let oldPosition: CGPoint
    let oldBounds: CGRect
    let oldTransform: CATransform3D
    weak var view: UIView?

    init(context: ViewAnimationContext, layer: CALayer, view: UIView) {
        self.context = context
        oldPosition = layer.position
        oldBounds = layer.bounds
        oldTransform = layer.transform
        self.view = view
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        switch event {
        case "position":
            let new = layer.position
            add(keyPath: "position", from: CGPoint(x: oldPosition.x - new.x, y: oldPosition.y - new.y), to: CGPoint.zero, on: layer)
        case "bounds":
            let new = layer.bounds
            if new.origin != oldBounds.origin {
                add(keyPath: "bounds.origin", from: CGPoint(x: oldBounds.minX - new.minX, y: oldBounds.minY - new.minY),
                    to: CGPoint.zero, on: layer)
            }
            if new.size != oldBounds.size {
                add(keyPath: "bounds.size", from: CGSize(width: oldBounds.width - new.width, height: oldBounds.height - new.height),
                    to: CGSize.zero, on: layer)
            }
        case "transform":
            // new⁻¹ · old; a transform that cannot be inverted (a scale of 0, a common way to
            // shrink a view away) animates absolutely from the old value instead.
            guard let inverse = layer.transform.inverted() else {
                let animation = context.makeAnimation(keyPath: "transform", layer: layer)
                animation.fromValue = oldTransform
                animation.toValue = layer.transform
                track(animation)
                layer.add(animation, forKey: "transform")
                return
            }
            add(keyPath: "transform", from: CATransform3DConcat(inverse, oldTransform), to: CATransform3DIdentity, on: layer)
        default:
            break
        }
    }

    private func add(keyPath: String, from: Any, to: Any, on layer: CALayer) {
        let animation = context.makeAnimation(keyPath: keyPath, layer: layer)
        animation.isAdditive = true
        animation.fromValue = from
        animation.toValue = to
        track(animation)
        layer.add(animation, forKey: Self.freeKey(keyPath, on: layer))
    }

    /// Joins the block's completion; without `.allowUserInteraction` the view takes no
    /// touches until the animation stops.
    private func track(_ animation: CAAnimation) {
        var onStop: (() -> Void)?
        if !context.options.contains(.allowUserInteraction), let view {
            view.animationsBlockingInteraction += 1
            onStop = { [weak view] in view?.animationsBlockingInteraction -= 1 }
        }
        context.completion.track(animation, onStop: onStop)
    }

    /// `keyPath`, or `keyPath-2`, `-3`, … when an earlier animation still holds it.
    static func freeKey(_ keyPath: String, on layer: CALayer) -> String {
        guard layer.animation(forKey: keyPath) != nil else { return keyPath }
        var n = 2
        while layer.animation(forKey: "\(keyPath)-\(n)") != nil { n += 1 }
        return "\(keyPath)-\(n)"
    }
}
