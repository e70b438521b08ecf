import Foundation
import StrataCore
import StrataGraphics

/// The implicit-animation circle of seed 002 (L51–99; digest E22): a 150-point blue circle with
/// a shadow and a border (designed colours, issue 17). A click sets a random size (100…299), the matching corner
/// radius, the click as position and random background and border colours, outside any
/// explicit transaction: every change animates implicitly (0.25 s). The seed's `arc4random()`
/// is a seeded generator here, so runs repeat exactly.
public final class ImplicitCircleDemo: NSObject, Demo {
    public static let name = "implicit-circle"
    public static let title = "Implicit animations"
    public static let summary = "a click gives the circle a random size, colour and place; implicit animations do the rest (seed 002)"
    public static let controls = [DemoControl("click", "random size and colours, moved to the click")]

    /// Seed 002 L64: `static CGFloat width = 150.0`.
    static let width: CGFloat = 150

    /// The circle (named `circle`).
    public let circle = CALayer()
    private var random = SeededRandom(seed: 2015)

    public override required init() {
        super.init()
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        // Seed 002 L66–80.
        circle.name = "circle"
        circle.bounds = CGRect(x: 0, y: 0, width: Self.width, height: Self.width)
        circle.position = CGPoint(x: Self.size.width / 2, y: Self.size.height / 2)
        // Seed 002's pure blue with a lime border read as a test scene (issue 17): the same
        // properties, designed values: iOS's system blue, a white ring, a soft drop shadow.
        circle.backgroundColor = CGColor(red: 0, green: 0.478, blue: 1, alpha: 1)
        circle.cornerRadius = Self.width / 2
        circle.shadowColor = CGColor(gray: 0, alpha: 1)
        circle.shadowOffset = CGSize(width: 0, height: 8)
        circle.shadowOpacity = 0.55
        circle.shadowRadius = 14
        circle.borderWidth = 4
        circle.borderColor = CGColor(gray: 1, alpha: 0.9)
        root.addSublayer(DemoStage.label("click anywhere: size, colours and place change implicitly",
                                         at: CGPoint(x: 0, y: Self.size.height - 40), width: Self.size.width,
                                         fontSize: 15, color: CGColor(gray: 1, alpha: 0.6), alignment: .center))
        root.addSublayer(circle)
        return root
    }

    /// Seed 002 L86–96 (`touchesEnded`).
    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        let side = CGFloat(arc4random() % 200 + 100)
        circle.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        circle.cornerRadius = side / 2
        circle.position = point
        // The seed divides by 225, not 255 (errata 8): components are 0…224/225.
        circle.backgroundColor = CGColor(red: component(), green: component(), blue: component(), alpha: 1)
        circle.borderColor = CGColor(red: component(), green: component(), blue: component(), alpha: 1)
    }

    private func arc4random() -> UInt32 {
        UInt32.random(in: 0...UInt32.max, using: &random)
    }

    private func component() -> CGFloat {
        CGFloat(arc4random() % 225) / 225
    }
}
