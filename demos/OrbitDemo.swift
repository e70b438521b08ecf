import Foundation
import StrataCore
import StrataGraphics

/// The orbit of seed 004 (objc.io #12): a satellite circles a planet on
/// `ellipseIn(-150,-150,300,300)`, an additive paced keyframe animation with rotationMode auto,
/// 4 s per turn, forever. The satellite's model position is the planet's centre.
public final class OrbitDemo: NSObject, Demo {
    public static let name = "orbit"
    public static let summary = "a satellite orbits a planet along an ellipse path, paced, rotating with the path (seed 004)"

    /// The planet layer (named `planet`) and the satellite (named `satellite`).
    public let planet = CALayer()
    public let satellite = CALayer()

    public override required init() {
        super.init()
    }

    public func makeScene() -> CALayer {
        let size = CGSize(width: 800, height: 600)
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        let root = DemoStage.root(size: size, background: DemoStage.backdrop)

        planet.name = "planet"
        planet.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        planet.position = centre
        planet.cornerRadius = 40
        planet.backgroundColor = CGColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        root.addSublayer(planet)

        satellite.name = "satellite"
        satellite.bounds = CGRect(x: 0, y: 0, width: 24, height: 12)
        satellite.position = centre
        satellite.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
        root.addSublayer(satellite)

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
}
