import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

// https://developer.apple.com/documentation/quartzcore/calayer/contentscenter:
// "If the layer's contentsGravity property is set to one of the resizing modes, resizing the
// layer causes scaling to occur differently in each rectangle of the grid. The center
// rectangle is stretched in both dimensions, the top-center and bottom-center rectangles are
// stretched only horizontally, the left-center and right-center rectangles are stretched only
// vertically, and the four corner rectangles are not stretched at all." (Stretchable
// backgrounds: chat bubbles, buttons — UIImage's resizableImage(withCapInsets:) in an image
// view sets it.)
@Suite("contentsCenter: the 3×3 grid of a stretched image")
struct ContentsCenterRenderTests {
    /// 12×12 pixels: a red frame 3 pixels wide around a blue middle.
    static let framed = makeImage(12, 12) { x, y in
        (x < 3 || x >= 9 || y < 3 || y >= 9) ? .pureRed : RGBA(red: 0, green: 0, blue: 1)
    }
    static let blue = RGBA(red: 0, green: 0, blue: 1)

    private func framedLayer(_ frame: CGRect, center: CGRect = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5),
                             scale: CGFloat = 1) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.contents = Self.framed
        layer.contentsScale = scale
        layer.contentsCenter = center
        return layer
    }

    @Test func theBorderKeepsItsSizeAndTheMiddleStretches() throws {
        let (gl, cg) = try renderBothWays(width: 80, height: 60, name: "contents-center") { root in
            root.addSublayer(framedLayer(CGRect(x: 10, y: 10, width: 60, height: 40)))
        }
        for (image, name) in [(gl, "compositor"), (cg, "render(in:)")] {
            // The frame stays 3 pixels wide; stretched whole it would be 15 wide and 10 high.
            // (Inside, the middle's 6 texels stretch over 54×34 pixels, filtered: red fades to
            // blue over the first texel's width.)
            expectPixel(image, 11, 11, .pureRed, "\(name): the top-left corner")
            expectPixel(image, 40, 11, .pureRed, "\(name): the top edge, inside its 3 pixels")
            expectPixel(image, 40, 18, Self.blue, "\(name): 8 pixels down is the middle (whole, the frame)")
            expectPixel(image, 18, 30, Self.blue, "\(name): 8 pixels in from the left too")
            expectPixel(image, 68, 30, .pureRed, "\(name): the right edge")
            expectPixel(image, 40, 48, .pureRed, "\(name): the bottom edge")
            expectPixel(image, 60, 42, Self.blue, "\(name): the middle reaches near the bottom-right corner")
        }
        let d = ImageDifference(gl, cg)
        #expect(d.offShare <= 0.02 && d.meanDifference <= 0.01, "render(in:) matches the compositor: \(d)")
    }

    @Test func theBorderIsInPointsOfTheContentsScale() throws {
        // At contentsScale 2 the 3-pixel frame is 1.5 points: pixel 11 is red, pixel 12 half.
        let (image, _) = try renderScene(width: 80, height: 60, name: "contents-center-scale2") { root in
            root.addSublayer(framedLayer(CGRect(x: 10, y: 10, width: 60, height: 40), scale: 2))
        }
        expectPixel(image, 40, 10, .pureRed, "the frame's first point")
        expectPixel(image, 40, 16, Self.blue, "past 1.5 points and the filtered first texel: the middle")
    }

    @Test func aLayerSmallerThanTheBorderShrinksIt() throws {
        // 4 points high for 3 + 3 points of frame: each shrinks to 2, no middle row.
        let (image, _) = try renderScene(width: 40, height: 30, name: "contents-center-small") { root in
            root.addSublayer(framedLayer(CGRect(x: 4, y: 4, width: 30, height: 4)))
        }
        expectPixel(image, 20, 4, .pureRed, "the top frame, shrunk to 2 points")
        expectPixel(image, 20, 7, .pureRed, "the bottom frame, shrunk to 2 points")
        expectPixel(image, 20, 9, .clear, "nothing below the layer")
    }

    @Test func aCenterOfNothingStretchesTheOnePixelAtItsPlace() throws {
        // A center of zero size at (0.5, 0.5): the corners are 6×6 pixels; between them the
        // column and row at the middle (blue there) stretch.
        let (image, _) = try renderScene(width: 80, height: 60, name: "contents-center-zero") { root in
            root.addSublayer(framedLayer(CGRect(x: 10, y: 10, width: 60, height: 40),
                                         center: CGRect(x: 0.5, y: 0.5, width: 0, height: 0)))
        }
        expectPixel(image, 11, 11, .pureRed, "corner frame")
        expectPixel(image, 14, 14, Self.blue, "the corner's own blue")
        expectPixel(image, 40, 30, Self.blue, "the stretched middle pixel")
        expectPixel(image, 40, 11, .pureRed, "the stretched top edge's middle column is red")
    }

    @Test func theDefaultAndNonResizingGravitiesCutNothing() {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let rect = CGRect(x: 0, y: 0, width: 60, height: 40)
        #expect(ContentsSlice.grid(gravity: .resize, rect: rect, contentsRect: unit, center: unit,
                                   pixelWidth: 12, pixelHeight: 12, contentsScale: 1) == nil)
        #expect(ContentsSlice.grid(gravity: .center, rect: rect, contentsRect: unit,
                                   center: CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5),
                                   pixelWidth: 12, pixelHeight: 12, contentsScale: 1) == nil)
        let slices = ContentsSlice.grid(gravity: .resizeAspect, rect: rect, contentsRect: unit,
                                        center: CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5),
                                        pixelWidth: 12, pixelHeight: 12, contentsScale: 1)
        #expect(slices?.count == 9)
        #expect(slices?.first == ContentsSlice(destination: CGRect(x: 0, y: 0, width: 3, height: 3),
                                               source: CGRect(x: 0, y: 0, width: 0.25, height: 0.25)))
    }
}
