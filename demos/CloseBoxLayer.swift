import Foundation
import StrataCore
import StrataGraphics

/// The close box of seed 001 (Listing 4-9, L340–370; Listing 4-10, L400–430; digest E20): a
/// 30×30 black circle (radius 15) with a 3-point white border and a black shadow of radius 5,
/// and a white X drawn in `draw(in:)` from (10,10)–(20,20) and (10,20)–(20,10), 3 wide.
final class CloseBoxLayer: CALayer {
    override init() {
        super.init()
        frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        backgroundColor = CGColor(gray: 0, alpha: 1)
        shadowColor = CGColor(gray: 0, alpha: 1)
        shadowOpacity = 1
        shadowRadius = 5
        borderColor = CGColor(gray: 1, alpha: 1)
        borderWidth = 3
        cornerRadius = 15
        // The circle as the shadow's shape: drawn analytically, not blurred from the X each frame.
        shadowPath = CGPath(ellipseIn: bounds, transform: nil)
        // UIKit sets a drawn layer's contentsScale to the screen's scale; 2 keeps the X crisp
        // in a 2x window (issue 17: it was drawn at 1x and scaled up).
        contentsScale = 2
        setNeedsDisplay()
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Listing 4-10, with the layer context's y-down points (the X is symmetric anyway).
    override func draw(in ctx: CGContext) {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 20, y: 20))
        path.move(to: CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 20, y: 10))
        ctx.setStrokeColor(CGColor(gray: 1, alpha: 1))
        ctx.beginPath()
        ctx.addPath(path)
        ctx.setLineWidth(3)
        ctx.strokePath()
    }
}
