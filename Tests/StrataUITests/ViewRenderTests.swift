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

    /// A resizable image in an image view keeps its caps (Apple: UIImage
    /// resizableImage(withCapInsets:): "the cap insets … are not stretched"; drawn through the
    /// layer's contentsCenter). A 12×12 image with a 3-point red frame around blue, capped at 3
    /// points, in a 60×40 view: the frame stays 3 points wide (stretched whole: 15 and 10).
    @Test func aResizableImageKeepsItsCapsInAnImageView() throws {
        var pixels = [UInt8](repeating: 0, count: 12 * 12 * 4)
        for y in 0..<12 {
            for x in 0..<12 {
                let frame = x < 3 || x >= 9 || y < 3 || y >= 9
                pixels.replaceSubrange((y * 12 + x) * 4..<(y * 12 + x) * 4 + 4, with: frame ? [255, 0, 0, 255] : [0, 0, 255, 255])
            }
        }
        let framed = UIImage(cgImage: try CGImage(width: 12, height: 12, pixels: pixels))
            .resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        let clock = MediaClock.virtual()
        let image = try clock.run { () throws -> CGImage in
            let view = UIImageView(image: framed)
            view.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
            view.layer.anchorPoint = .zero
            view.layer.position = .zero
            clock.advance(by: 0)
            let renderer = try OffscreenRenderer(pixelWidth: 60, pixelHeight: 40)
            return try renderer.renderFrame(view.layer, at: clock.now)
        }
        let pixel = { (x: Int, y: Int) -> [UInt8] in
            let i = y * image.bytesPerRow + x * 4
            return Array(image.pixelData[i..<i + 4])
        }
        #expect(pixel(1, 1)[0] >= 250 && pixel(30, 1)[0] >= 250, "the top cap: \(pixel(1, 1)), \(pixel(30, 1))")
        #expect(pixel(30, 8)[2] >= 250 && pixel(30, 8)[0] <= 5, "8 points down is the stretched middle: \(pixel(30, 8))")
        #expect(pixel(8, 20)[2] >= 250 && pixel(8, 20)[0] <= 5, "8 points in from the left too: \(pixel(8, 20))")
        #expect(pixel(58, 20)[0] >= 250, "the right cap: \(pixel(58, 20))")
    }
}
