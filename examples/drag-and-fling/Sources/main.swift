// drag-and-fling: drag the card with the mouse or a finger and let go. It springs to the slot
// its flick points at, leaving your hand at your hand's speed: the release velocity becomes the
// springs' initialVelocity, so there is no jump and no kink (C¹-continuous). Catch it
// mid-flight and it stops where it is drawn.
//
//   swift run drag-and-fling --headless --frames 90 --drag 0.1:140,200:420,210:0.25 --screenshot out.png
import Strata

/// Springs `layer` from where it is to `target`, starting at `velocity` points per second.
/// CASpringAnimation's initialVelocity is in distances per second, one spring per axis.
func spring(_ layer: CALayer, to target: CGPoint, velocity: CGVector) {
    let start = layer.position
    for (key, from, to, speed) in [("position.x", start.x, target.x, velocity.dx), ("position.y", start.y, target.y, velocity.dy)] {
        let animation = CASpringAnimation(perceptualDuration: 0.45, bounce: 0.25)
        animation.keyPath = key
        animation.fromValue = from
        animation.toValue = to
        animation.initialVelocity = abs(to - from) > 0.5 ? speed / (to - from) : 0
        animation.duration = animation.settlingDuration
        layer.add(animation, forKey: key)
    }
    CATransaction.setDisableActions(true)
    layer.position = target
}

do {
    let options = try WindowOptions(arguments: CommandLine.arguments.dropFirst())
    let window = try Window(title: "Drag and fling", width: 640, height: 400, options: options)
    window.rootLayer.backgroundColor = CGColor(red: 0.1, green: 0.11, blue: 0.14, alpha: 1)

    let slots = [CGPoint(x: 140, y: 200), CGPoint(x: 320, y: 200), CGPoint(x: 500, y: 200)]
    for slot in slots {
        let outline = CALayer()
        outline.bounds = CGRect(x: 0, y: 0, width: 130, height: 170)
        outline.position = slot
        outline.cornerRadius = 16
        outline.borderWidth = 2
        outline.borderColor = CGColor(red: 0.35, green: 0.37, blue: 0.45, alpha: 1)
        window.rootLayer.addSublayer(outline)
    }
    let card = CALayer()
    card.bounds = CGRect(x: 0, y: 0, width: 110, height: 150)
    card.position = slots[0]
    card.cornerRadius = 12
    card.backgroundColor = CGColor(red: 0.98, green: 0.75, blue: 0.2, alpha: 1)
    card.shadowOpacity = 0.4
    card.shadowRadius = 10
    window.rootLayer.addSublayer(card)

    var grab = CGPoint.zero  // the pointer's offset from the card's centre
    window.eventRouter.setHandler(for: card) { event in
        let p = event.location
        switch event.kind {
        case .pointerDown(.left), .touch(_, .began):
            // Catch the card where it is drawn: the model takes the presentation's position.
            let shown = card.presentation()?.position ?? card.position
            CATransaction.setDisableActions(true)
            card.removeAllAnimations()
            card.position = shown
            grab = CGPoint(x: p.x - shown.x, y: p.y - shown.y)
        case .pointerDragged(.left), .touch(_, .moved):
            CATransaction.setDisableActions(true)
            card.position = CGPoint(x: p.x - grab.x, y: p.y - grab.y)
        case .pointerUp(.left), .touch(_, .ended), .touch(_, .cancelled):
            // Where the flick would come to rest under UIScrollView's normal deceleration picks
            // the slot, as iOS apps do.
            let landing = ScrollPhysics.restingPoint(from: card.position, velocity: event.velocity)
            let slot = slots.min { hypot($0.x - landing.x, $0.y - landing.y) < hypot($1.x - landing.x, $1.y - landing.y) }!
            spring(card, to: slot, velocity: event.velocity)
        default:
            return false
        }
        return true
    }
    try window.run()
} catch {
    print("drag-and-fling: \(error)")
    exit(1)
}
