import Foundation
import Testing
@testable import StrataUI
import StrataCore
import StrataGL

/// UIColor(patternImage:) as a view's background, drawn by the compositor (headless).
/// Apple, UIColor `init(patternImage:)`: "You can use pattern colors to set the fill or stroke
/// color just as you would a solid color. During drawing, the image in the pattern color is
/// tiled as necessary to cover the given area."
@Suite struct PatternBackgroundRenderTests {
    /// An 8 × 8 image in quadrants, y-down: red top-left, green top-right, blue bottom-left,
    /// white bottom-right.
    private func quadrantImage() -> UIImage {
        let ctx = CGContext(layerPixelsWide: 8, pixelsHigh: 8)!
        let quadrants: [(CGRect, CGColor)] = [
            (CGRect(x: 0, y: 0, width: 4, height: 4), CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
            (CGRect(x: 4, y: 0, width: 4, height: 4), CGColor(red: 0, green: 1, blue: 0, alpha: 1)),
            (CGRect(x: 0, y: 4, width: 4, height: 4), CGColor(red: 0, green: 0, blue: 1, alpha: 1)),
            (CGRect(x: 4, y: 4, width: 4, height: 4), CGColor(red: 1, green: 1, blue: 1, alpha: 1)),
        ]
        for (rect, color) in quadrants {
            ctx.setFillColor(color)
            ctx.fill(rect)
        }
        return UIImage(cgImage: ctx.makeImage()!)
    }

    private final class Dot: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.black.setFill()
            UIBezierPath(rect: CGRect(x: 20, y: 20, width: 4, height: 4)).fill()
        }
    }

    @Test func aPatternBackgroundTilesUprightFromTheTopLeftUnderTheDrawing() throws {
        let clock = MediaClock.virtual()
        let image = try clock.run { () throws -> CGImage in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
            root.layer.anchorPoint = .zero
            root.layer.position = .zero
            root.backgroundColor = .black
            let tiled = Dot(frame: CGRect(x: 16, y: 16, width: 40, height: 40))
            tiled.backgroundColor = UIColor(patternImage: quadrantImage())
            root.addSubview(tiled)
            clock.advance(by: 0)
            root.layer.layoutAndDisplayIfNeeded()
            for view in [root, tiled] { view.layer.displayIfNeeded() }
            let renderer = try OffscreenRenderer(pixelWidth: 64, pixelHeight: 64)
            return try renderer.renderFrame(root.layer, at: clock.now)
        }
        let pixel = { (x: Int, y: Int) -> [Int] in
            let i = y * image.bytesPerRow + x * 4
            return image.pixelData[i..<i + 3].map { Int($0) }
        }
        let isColor = { (p: [Int], c: [Int]) -> Bool in zip(p, c).allSatisfy { abs($0 - $1) <= 8 } }

        // The view's top-left is (16, 16); each tile is 8 points.
        #expect(isColor(pixel(18, 18), [255, 0, 0]), "first tile, red quadrant top-left: \(pixel(18, 18))")
        #expect(isColor(pixel(22, 18), [0, 255, 0]), "green top-right: \(pixel(22, 18))")
        #expect(isColor(pixel(18, 22), [0, 0, 255]), "blue bottom-left: \(pixel(18, 22))")
        #expect(isColor(pixel(22, 22), [255, 255, 255]), "white bottom-right: \(pixel(22, 22))")
        #expect(isColor(pixel(50, 50), [255, 0, 0]), "the pattern repeats: tile (4, 4) starts at 48: \(pixel(50, 50))")
        #expect(isColor(pixel(38, 38), [0, 0, 0]), "draw(_:) paints over the tiles: \(pixel(38, 38))")
        #expect(isColor(pixel(8, 8), [0, 0, 0]), "outside the view the root's black: \(pixel(8, 8))")
    }

    @Test func patternBackgroundIsKeptAndCanBeReplaced() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let pattern = UIColor(patternImage: quadrantImage())

        view.backgroundColor = pattern
        let kept = view.backgroundColor
        let layerColor = view.layer.backgroundColor
        view.backgroundColor = .red

        #expect(kept === pattern)
        #expect(layerColor == nil, "the tiles are drawn, not a solid colour")
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        #expect(view.backgroundColor?.patternImage == nil)
    }
}
