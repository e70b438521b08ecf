import Foundation
import StrataCore
import StrataGraphics

/// A card that follows the pointer or a finger and, released, springs to the slot its flick
/// points at, keeping the release velocity: each axis gets a CASpringAnimation whose
/// `initialVelocity` is the release speed over the distance to travel (Apple: "initialVelocity
/// … a value of 1.0 corresponds to the total animation distance traversed in one second"), so
/// the motion has no jump and no kink (C¹). The slot is the nearest to where a flick would
/// coast under UIScrollView's normal deceleration (0.998 per ms). A press mid-flight catches
/// the card where it is drawn.
public final class FlingCardDemo: NSObject, Demo {
    public static let name = "fling-card"
    public static let title = "Drag and fling"
    public static let summary = "drag the card and let go: it springs to the slot the flick points at, keeping its speed"
    public static let controls = [DemoControl("drag / touch", "move the card; release flings it to a slot")]

    /// The slots' centres.
    public static let slots = [CGPoint(x: 150, y: 300), CGPoint(x: 400, y: 300), CGPoint(x: 650, y: 300)]

    /// The card (named `card`).
    public let card = CALayer()
    private var grab: CGPoint?

    public override required init() {
        super.init()
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        for (index, slot) in Self.slots.enumerated() {
            let outline = CALayer()
            outline.name = "slot-\(index + 1)"
            outline.bounds = CGRect(x: 0, y: 0, width: 170, height: 230)
            outline.position = slot
            outline.cornerRadius = 18
            outline.borderWidth = 3
            outline.borderColor = CGColor(red: 0.55, green: 0.6, blue: 0.7, alpha: 1)
            root.addSublayer(outline)
        }
        card.name = "card"
        card.bounds = CGRect(x: 0, y: 0, width: 150, height: 210)
        card.position = Self.slots[0]
        card.cornerRadius = 14
        card.backgroundColor = CGColor(red: 0.98, green: 0.75, blue: 0.2, alpha: 1)
        card.shadowOpacity = 0.35
        card.shadowRadius = 12
        root.addSublayer(card)
        return root
    }

    public func handle(_ event: InputEvent, on layer: CALayer?) {
        let p = event.location
        switch event.kind {
        case .pointerDown(.left), .touch(_, .began):
            guard layer === card else { return }
            let shown = card.presentation()?.position ?? card.position
            DemoStage.withoutActions {
                card.removeAllAnimations()
                card.position = shown
            }
            grab = CGPoint(x: p.x - shown.x, y: p.y - shown.y)
        case .pointerDragged(.left), .touch(_, .moved):
            guard let grab else { return }
            DemoStage.withoutActions { card.position = CGPoint(x: p.x - grab.x, y: p.y - grab.y) }
        case .pointerUp(.left), .touch(_, .ended), .touch(_, .cancelled):
            guard grab != nil else { return }
            grab = nil
            fling(velocity: event.velocity)
        default:
            break
        }
    }

    private func fling(velocity: CGVector) {
        let start = card.position
        let landing = ScrollPhysics.restingPoint(from: start, velocity: velocity)
        let distance = { (slot: CGPoint) in hypot(slot.x - landing.x, slot.y - landing.y) }
        guard let target = Self.slots.min(by: { distance($0) < distance($1) }) else { return }
        DemoStage.withoutActions {
            for (key, from, to, speed) in [("position.x", start.x, target.x, velocity.dx), ("position.y", start.y, target.y, velocity.dy)] {
                let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
                spring.keyPath = key
                spring.fromValue = from
                spring.toValue = to
                spring.initialVelocity = abs(to - from) > 0.5 ? speed / (to - from) : 0
                spring.duration = spring.settlingDuration
                card.add(spring, forKey: key)
            }
            card.position = target
        }
    }
}
