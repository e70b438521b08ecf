import Foundation
import Testing
@testable import StrataUI
import StrataCore
import StrataGL

/// A view tree drawn by the compositor (headless, llvmpipe): what the block animations and
/// `draw(_:)` put on screen. Apple: UIView `alpha`, `backgroundColor`, `draw(_:)`.
@Suite struct ViewRenderTests {
    final class RedDot: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
    }

    @Test func aFadingViewAndADrawnViewOnScreen() throws {
        let clock = MediaClock.virtual()
        let image = try clock.run { () throws -> CGImage in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.layer.anchorPoint = .zero
            root.layer.position = .zero
            root.backgroundColor = .white
            let blue = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            blue.backgroundColor = .blue
            let dot = RedDot(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
            dot.isOpaque = false
            root.addSubview(blue)
            root.addSubview(dot)
            clock.advance(by: 0)

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { blue.alpha = 0 })
            clock.advance(to: 0.5)
            root.layer.layoutAndDisplayIfNeeded()
            for view in [root, blue, dot] { view.layer.displayIfNeeded() }
            let renderer = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 100)
            return try renderer.renderFrame(root.layer, at: clock.now)
        }
        let pixel = { (x: Int, y: Int) -> [UInt8] in
            let i = y * image.bytesPerRow + x * 4
            return Array(image.pixelData[i..<i + 4])
        }

        let fading = pixel(25, 25), dotCentre = pixel(75, 75), dotCorner = pixel(52, 52)
        #expect(abs(Int(fading[0]) - 128) <= 4 && fading[2] >= 250, "blue at half alpha over white: \(fading)")
        #expect(dotCentre[0] >= 250 && dotCentre[1] <= 5, "the drawn oval is red in its centre: \(dotCentre)")
        #expect(dotCorner[1] >= 250, "outside the oval, the white background shows: \(dotCorner)")
    }
}
