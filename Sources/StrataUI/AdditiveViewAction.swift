import Foundation
import StrataCore

/// The animation UIKit (iOS 8 and later) makes for a view's position and bounds: additive,
/// from the old value minus the new one to zero, on a key of its own — so an animation still
/// in flight is not removed but keeps running, the two blend, nothing jumps, and both
/// completions report `true` (WWDC 2014 "Building Interruptible and Responsive Interactions":
/// "Smoother transitions on iOS 8 by default … Completion handlers may stack"). Bounds are
/// animated as `bounds.origin` and `bounds.size`, as UIKit does, since a size may go negative
/// while added. This holds with or without `.beginFromCurrentState`.
final class AdditiveViewAction: NSObject, CAAction {
    static let keys: Set<String> = ["position", "bounds"]

    let context: ViewAnimationContext
    let oldPosition: CGPoint
    let oldBounds: CGRect
    weak var view: UIView?

    init(context: ViewAnimationContext, layer: CALayer, view: UIView) {
        self.context = context
        oldPosition = layer.position
        oldBounds = layer.bounds
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
        default:
            break
        }
    }

    private func add(keyPath: String, from: Any, to: Any, on layer: CALayer) {
        let animation = context.makeAnimation(keyPath: keyPath, layer: layer)
        animation.isAdditive = true
        animation.fromValue = from
        animation.toValue = to
        var onStop: (() -> Void)?
        if !context.options.contains(.allowUserInteraction), let view {
            view.animationsBlockingInteraction += 1
            onStop = { [weak view] in view?.animationsBlockingInteraction -= 1 }
        }
        context.completion.track(animation, onStop: onStop)
        layer.add(animation, forKey: Self.freeKey(keyPath, on: layer))
    }

    /// `keyPath`, or `keyPath-2`, `-3`, … when an earlier animation still holds it.
    static func freeKey(_ keyPath: String, on layer: CALayer) -> String {
        guard layer.animation(forKey: keyPath) != nil else { return keyPath }
        var n = 2
        while layer.animation(forKey: "\(keyPath)-\(n)") != nil { n += 1 }
        return "\(keyPath)-\(n)"
    }
}
