import Foundation
import StrataCore
import StrataGraphics

/// The anchorPoint playground of seed 002 (L101–159; digest E23) with seed 003's rule for
/// keeping a layer in place (L55–58): a 150-point light grey square spins about its
/// anchorPoint (`transform.rotation.z` 0 → 2π in 2 s, forever). The arrow keys move the
/// anchorPoint by 0.1 and the position by the same fraction of the size, so the square's frame
/// stays where it is and only the pivot moves; values outside 0…1 are refused, as the seed's
/// text fields refuse them (L138–142). R puts the anchor back at the centre. A red dot marks
/// the anchor point: the layer's position, where the pivot is.
public final class AnchorPointDemo: NSObject, Demo {
    public static let name = "anchor-point"
    public static let title = "anchorPoint playground"
    public static let summary = "arrow keys move the anchorPoint of a spinning square while its frame stays put (seeds 002/003)"
    public static let controls = [
        DemoControl("← → ↑ ↓", "move the anchorPoint by 0.1 (the frame stays in place)", keys: ["left", "right", "up", "down"]),
        DemoControl("R", "anchorPoint back to (0.5, 0.5)", keys: ["r"]),
    ]

    static let step: CGFloat = 0.1
    static let side: CGFloat = 150

    /// The square (named `square`) and the dot at its anchor point (named `anchor`).
    public let square = CALayer()
    public let dot = CALayer()
    /// The anchorPoint's value, written above the square.
    let readout = CATextLayer()

    public override required init() {
        super.init()
    }

    public var status: String? {
        let a = square.anchorPoint
        return String(format: "anchorPoint (%.1f, %.1f)", Double(a.x), Double(a.y))
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        let centre = CGPoint(x: Self.size.width / 2, y: Self.size.height / 2)
        // Seed 002 L118–131.
        square.name = "square"
        square.backgroundColor = CGColor(gray: 2.0 / 3.0, alpha: 1)
        square.position = centre
        square.bounds = CGRect(x: 0, y: 0, width: Self.side, height: Self.side)
        // Smooth edges while it spins (Core Animation's default is hard edges).
        square.allowsEdgeAntialiasing = true
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.duration = 2
        rotation.repeatCount = .infinity
        rotation.isRemovedOnCompletion = false
        rotation.fromValue = Double(Float(0))
        rotation.toValue = Double(Float(3.1415926 * 2))
        square.add(rotation, forKey: "rotationTransform")
        // The square's unrotated frame, outlined: it stays put while the anchor moves.
        let outline = CALayer()
        outline.name = "frame"
        outline.frame = square.frame
        outline.borderColor = CGColor(gray: 1, alpha: 0.35)
        outline.borderWidth = 1
        root.addSublayer(outline)
        root.addSublayer(square)

        readout.frame = CGRect(x: 0, y: 40, width: Self.size.width, height: 24)
        readout.string = status
        readout.font = "DejaVu Sans"
        readout.fontSize = 18
        readout.alignmentMode = .center
        readout.foregroundColor = CGColor(gray: 1, alpha: 0.85)
        root.addSublayer(readout)

        dot.name = "anchor"
        dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
        dot.cornerRadius = 6
        dot.backgroundColor = CGColor(red: 0.95, green: 0.2, blue: 0.2, alpha: 1)
        dot.borderColor = CGColor(gray: 1, alpha: 1)
        dot.borderWidth = 2
        dot.position = centre
        root.addSublayer(dot)
        return root
    }

    public func keyDown(_ key: String) {
        let a = square.anchorPoint
        switch key {
        case "left": moveAnchor(to: CGPoint(x: a.x - Self.step, y: a.y))
        case "right": moveAnchor(to: CGPoint(x: a.x + Self.step, y: a.y))
        case "up": moveAnchor(to: CGPoint(x: a.x, y: a.y - Self.step))
        case "down": moveAnchor(to: CGPoint(x: a.x, y: a.y + Self.step))
        case "r": moveAnchor(to: CGPoint(x: 0.5, y: 0.5))
        default: break
        }
    }

    /// Seed 003 L55–58: positionNew = positionOld + (anchorNew − anchorOld) × size keeps the
    /// frame. Both changes animate implicitly with the same timing, so the frame stays put
    /// during the animation too (origin = position − anchor × size is constant).
    private func moveAnchor(to target: CGPoint) {
        // Tenths, so repeated steps land on 0 and 1 exactly.
        let new = CGPoint(x: (target.x * 10).rounded() / 10, y: (target.y * 10).rounded() / 10)
        guard (0...1).contains(new.x), (0...1).contains(new.y) else { return }
        let old = square.anchorPoint
        let size = square.bounds.size
        let position = CGPoint(x: square.position.x + (new.x - old.x) * size.width,
                               y: square.position.y + (new.y - old.y) * size.height)
        square.anchorPoint = new
        square.position = position
        dot.position = position
        readout.string = status
    }
}
