import Foundation
import StrataCore
import StrataGraphics

/// The orbit of seed 004 (objc.io #12, L77–93; digest E48): a satellite circles a planet on
/// `ellipseIn(-150,-150,300,300)`, an additive paced keyframe animation with rotationMode auto,
/// 4 s per turn, forever. The satellite's model position is the planet's centre, so the orbit's
/// centre is wherever the planet is.
///
/// Issue 6: a click moves the planet (and so the orbit's centre) there with a spring that keeps
/// its velocity when the next click retargets it (`SpringRetarget`: per-axis additive
/// CASpringAnimations whose initialVelocity is the current presentation velocity).
public final class OrbitDemo: NSObject, Demo {
    public static let name = "orbit"
    public static let title = "Orbit"
    public static let summary = "a satellite orbits a planet along an ellipse path, paced, rotating with the path; click to move the planet on a spring (seed 004)"
    public static let controls = [DemoControl("click", "move the planet there on a spring (clicks in flight keep its velocity)")]

    /// The planet layer (named `planet`) and the satellite (named `satellite`).
    public let planet = CALayer()
    public let satellite = CALayer()
    /// The orbit's ring (named `orbitRing`).
    public let ring = CALayer()
    /// The spring that moves both.
    let spring = SpringRetarget()

    public override required init() {
        super.init()
    }

    public var images: [(name: String, image: CGImage)] {
        [("planet", DemoAssets.planet()), ("satellite", DemoAssets.satellite())].compactMap { name, image in image.map { (name, $0) } }
    }

    public func makeScene() -> CALayer {
        let size = Self.size
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        let root = DemoStage.root(size: size, background: DemoStage.backdrop)
        root.contents = DemoAssets.backdrop(size: size)

        // The orbit itself, faintly: a ring of radius 150 around the planet.
        ring.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        ring.position = centre
        ring.cornerRadius = 150
        ring.borderWidth = 1
        ring.borderColor = CGColor(gray: 1, alpha: 0.18)
        ring.name = "orbitRing"
        root.addSublayer(ring)

        planet.name = "planet"
        planet.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        planet.position = centre
        planet.cornerRadius = 40
        planet.backgroundColor = CGColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        planet.contents = DemoAssets.planet()
        planet.shadowColor = CGColor(red: 0.4, green: 0.6, blue: 1, alpha: 1)
        planet.shadowOpacity = 0.6
        planet.shadowRadius = 12
        root.addSublayer(planet)

        satellite.name = "satellite"
        satellite.bounds = CGRect(x: 0, y: 0, width: 24, height: 12)
        satellite.position = centre
        satellite.contents = DemoAssets.satellite()
        root.addSublayer(satellite)

        // Seed 004 L77–93, verbatim numbers.
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = CGPath(ellipseIn: CGRect(x: -150, y: -150, width: 300, height: 300), transform: nil)
        orbit.duration = 4
        orbit.isAdditive = true
        orbit.repeatCount = .infinity
        orbit.calculationMode = .paced
        orbit.rotationMode = .rotateAuto
        satellite.add(orbit, forKey: "orbit")
        return root
    }

    /// Moves the planet and the orbit's centre to the click, keeping the planet's velocity.
    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        spring.move([planet, satellite, ring], to: point)
    }
}
