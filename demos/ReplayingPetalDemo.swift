import Foundation
import StrataCore
import StrataGraphics

/// The seed demos whose petal falls 2 s after the scene starts and again at every click (the
/// keyframe, Bézier and group petals): the stage, the images and the click are the same; each
/// demo says how its petal falls. The petal keeps the seed's coordinates inside a
/// `DemoStage.seedScreen` that enlarges its route to fill the stage.
public protocol ReplayingPetalDemo: Demo {
    /// The petal (named `petal`).
    var petal: CALayer { get }
    /// The route the petal falls along, in the seed's coordinates: the stage is laid out to
    /// show it whole and large.
    static var route: CGPath { get }
    /// Puts the petal back at its start and starts its fall `delay` seconds from now.
    func fall(after delay: CFTimeInterval)
}

extension ReplayingPetalDemo {
    public var images: [(name: String, image: CGImage)] {
        DemoStage.petalImages(size: Self.size)
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        // The route plus the petal's own size around it (a 10×20 petal, turning in the group).
        let screen = DemoStage.seedScreen(showing: Self.route.boundingBoxOfPath.insetBy(dx: -20, dy: -20), in: Self.size)
        screen.addSublayer(petal)
        root.addSublayer(screen)
        // Seed 000 L520: `beginTime = CACurrentMediaTime() + 2`, a 2 s delay.
        fall(after: 2)
        return root
    }

    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        fall(after: 0)
    }

    /// The petal's local time `delay` seconds from now: an animation's beginTime.
    func beginTime(after delay: CFTimeInterval) -> CFTimeInterval {
        petal.convertTime(CACurrentMediaTime(), from: nil) + delay
    }
}
