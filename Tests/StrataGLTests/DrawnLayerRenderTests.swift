import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Self-drawing layers on screen: a CAShapeLayer paints its path where the path is, in the
/// layer's coordinates, even outside its bounds or with zero bounds (Core Animation does not
/// clip a shape to its bounds; only masksToBounds does).
@Suite struct DrawnLayerRenderTests {
    func circle(_ center: CGPoint, _ r: CGFloat) -> CGPath {
        CGPath(ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r), transform: nil)
    }

    @Test func aShapeLayerWithZeroBoundsStillDraws() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "shape-zero-bounds") { root in
            let shape = CAShapeLayer()
            shape.position = CGPoint(x: 50, y: 50)           // bounds stay zero: the common iOS use
            shape.path = circle(.zero, 20)
            shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(shape)
        }

        expectPixel(image, 50, 50, .pureRed, "the circle's centre is the layer's origin, at (50, 50)")
        expectPixel(image, 35, 50, .pureRed, "15 pt left of the centre is inside the 20 pt radius")
        expectPixel(image, 50, 75, .clear, "25 pt below the centre is outside the circle")
    }

    @Test func aShapeLeavingItsBoundsIsClippedOnlyByMasksToBounds() throws {
        func scene(clip: Bool) throws -> CGImage {
            try renderScene(width: 100, height: 100, name: "shape-outside-bounds-\(clip)") { root in
                let shape = CAShapeLayer()
                shape.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
                shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
                shape.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                shape.masksToBounds = clip
                root.addSublayer(shape)
            }.0
        }
        let open = try scene(clip: false), clipped = try scene(clip: true)

        expectPixel(open, 20, 20, .pureBlue, "inside both the bounds and the path")
        expectPixel(open, 60, 60, .pureBlue, "outside the 20 pt bounds but inside the 60 pt path: drawn")
        expectPixel(clipped, 20, 20, .pureBlue, "inside the bounds, still drawn with masksToBounds")
        expectPixel(clipped, 60, 60, .clear, "outside the bounds: masksToBounds clips the path there")
    }

    @Test func aThickStrokeIsNotCutAtThePathsBox() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "shape-thick-stroke") { root in
            let shape = CAShapeLayer()
            shape.position = CGPoint(x: 50, y: 50)
            shape.path = CGPath(rect: CGRect(x: -20, y: -20, width: 40, height: 40), transform: nil)
            shape.fillColor = nil
            shape.strokeColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            shape.lineWidth = 10
            root.addSublayer(shape)
        }

        expectPixel(image, 50, 27, .pureGreen, "the outer half of the 10 pt stroke reaches 5 pt past the box (y 25…35)")
        expectPixel(image, 26, 26, .pureGreen, "the mitred corner is filled out to (25, 25)")
        expectPixel(image, 50, 50, .clear, "no fill inside")
    }
}
