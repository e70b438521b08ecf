import Foundation
import StrataCore
import StrataGraphics

/// The seed demos whose petal falls 2 s after the scene starts and again at every click (the
/// keyframe, Bézier and group petals): the stage, the images and the click are the same; each
/// demo says how its petal falls.
public protocol ReplayingPetalDemo: Demo {
    /// The petal (named `petal`).
    var petal: CALayer { get }
    /// Puts the petal back at its start and starts its fall `delay` seconds from now.
    func fall(after delay: CFTimeInterval)
}

extension ReplayingPetalDemo {
    public var images: [(name: String, image: CGImage)] {
        DemoStage.petalImages(size: Self.size)
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        root.addSublayer(petal)
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
