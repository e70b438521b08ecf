import Foundation
import StrataCore
import StrataGraphics

/// A loading spinner and falling snow: Core Animation's two layers that multiply their
/// content. The spinner is a CAReplicatorLayer of twelve dots a twelfth of a turn apart, each
/// a twelfth of a second behind the last, with one dot fading over 1 s, forever — the classic
/// activity indicator. The snow is a CAEmitterLayer emitting flakes along a line above the
/// window. A click stops the snow (the layer's birthRate to 0: flakes alive fall on) or
/// starts it again.
public final class SnowSpinnerDemo: NSObject, Demo {
    public static let name = "snow-spinner"
    public static let title = "Replicator and emitter"
    public static let summary = "a CAReplicatorLayer spinner (12 dots, instanceDelay) under CAEmitterLayer snow; a click stops or starts the snow"
    public static let controls = [DemoControl("click", "stop or start the snow")]

    /// Twelve dots, a twelfth of a turn and of a second apart.
    static let dots = 12
    /// The night sky behind them.
    static let sky = CGColor(red: 0.09, green: 0.12, blue: 0.24, alpha: 1)

    /// The spinner (named `spinner`), its dot (`dot`) and the snow (`snow`).
    public let spinner = CAReplicatorLayer()
    public let dot = CALayer()
    public let snow = CAEmitterLayer()

    public override required init() {
        super.init()
    }

    public var images: [(name: String, image: CGImage)] {
        DemoAssets.flake().map { [("flake", $0)] } ?? []
    }

    public var status: String? { snow.birthRate > 0 ? "snowing" : "snow stopped" }

    public func makeScene() -> CALayer {
        let size = Self.size
        let root = DemoStage.root(size: size, background: Self.sky)

        snow.name = "snow"
        snow.frame = CGRect(origin: .zero, size: size)
        snow.emitterPosition = CGPoint(x: size.width / 2, y: -10)
        snow.emitterSize = CGSize(width: size.width * 1.2, height: 0)
        snow.emitterShape = .line
        snow.seed = 2026
        let flake = CAEmitterCell()
        flake.name = "flake"
        flake.contents = DemoAssets.flake()
        flake.birthRate = 30
        // 100…180 pt/s and a little gravity: the snow reaches the bottom of the 600-point stage
        // in under 4 s (at 45 pt/s it covered only the top third then, issue 17).
        flake.lifetime = 8
        flake.velocity = 140
        flake.velocityRange = 40
        flake.yAcceleration = 15
        flake.emissionLongitude = .pi / 2
        flake.emissionRange = .pi / 10
        flake.xAcceleration = 4
        flake.scale = 0.6
        flake.scaleRange = 0.35
        flake.spinRange = 1
        flake.color = CGColor(red: 1, green: 1, blue: 1, alpha: 0.9)
        flake.alphaRange = 0.1
        snow.emitterCells = [flake]
        root.addSublayer(snow)

        spinner.name = "spinner"
        spinner.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        spinner.position = CGPoint(x: size.width / 2, y: size.height / 2)
        spinner.instanceCount = Self.dots
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.dots), 0, 0, 1)
        spinner.instanceDelay = 1 / Double(Self.dots)
        dot.name = "dot"
        dot.bounds = CGRect(x: 0, y: 0, width: 14, height: 14)
        dot.position = CGPoint(x: 60, y: 10)
        dot.cornerRadius = 7
        dot.backgroundColor = CGColor(red: 1, green: 0.7, blue: 0.15, alpha: 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.1
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
        spinner.addSublayer(dot)
        root.addSublayer(spinner)
        return root
    }

    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        snow.birthRate = snow.birthRate > 0 ? 0 : 1
    }
}
