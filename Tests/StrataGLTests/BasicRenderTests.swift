import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

@Suite("Backgrounds and geometry")
struct BasicRenderTests {
    @Test func backgroundColorsLandWherePointsSayYDown() throws {
        let (image, stats) = try renderScene(width: 100, height: 80, name: "basic-rects") { root in
            root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 30, height: 20), .pureRed))
            root.addSublayer(solidLayer(CGRect(x: 50, y: 40, width: 40, height: 30), .pureBlue))
        }

        expectPixel(image, 15, 15, .pureRed, "inside the red layer's frame (10,10,30,20); y grows downward from the top row")
        expectPixel(image, 60, 60, .pureBlue, "inside the blue layer's frame (50,40,40,30)")
        expectPixel(image, 45, 5, .clear, "outside both layers: the transparent clear colour")
        expectPixel(image, 39, 29, .pureRed, "the red layer's last pixel (39, 29): frames cover whole pixels")
        expectPixel(image, 40, 30, .clear, "just past the red layer's bottom-right corner")
        #expect(stats.layersDrawn == 3)
    }

    @Test func scaleMapsPointsToPixels() throws {
        let (image, _) = try renderScene(width: 200, height: 160, scale: 2, name: "basic-scale2") { root in
            root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 30, height: 20), .pureRed))
        }

        expectPixel(image, 21, 21, .pureRed, "point (10.5, 10.5) at scale 2 is pixel (21, 21), inside the layer")
        expectPixel(image, 79, 59, .pureRed, "point (39.5, 29.5) is pixel (79, 59), the layer's last pixel")
        expectPixel(image, 80, 60, .clear, "pixel (80, 60) is point (40, 30), past the layer")
    }

    @Test func transformRotatesAboutTheAnchorPoint() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "basic-rotate") { root in
            let bar = solidLayer(CGRect(x: 10, y: 45, width: 80, height: 10), .pureGreen)
            bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            root.addSublayer(bar)
        }

        expectPixel(image, 50, 15, .pureGreen, "the horizontal bar turned 90° about its centre (50, 50) is vertical: (50, 15) is on it")
        expectPixel(image, 15, 50, .clear, "and (15, 50), on the unrotated bar, is empty")
    }

    @Test func sublayerTransformAndAnchorPoint() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "basic-sublayer") { root in
            let parent = CALayer()
            parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            parent.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
            parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), .pureRed))
            root.addSublayer(parent)
            let corner = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), .pureBlue)
            corner.anchorPoint = CGPoint(x: 0, y: 0)
            corner.position = CGPoint(x: 90, y: 90)
            root.addSublayer(corner)
        }

        expectPixel(image, 50, 50, .pureRed, "the child scaled by 0.5 about the parent's centre covers 25…75")
        expectPixel(image, 20, 20, .clear, "outside the scaled child")
        expectPixel(image, 95, 95, .pureBlue, "anchorPoint (0,0): position is the top-left corner, (90, 90)")
    }
}
