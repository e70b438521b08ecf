import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// A 20×10 image: left half red, right half blue.
private let halves = makeImage(20, 10) { x, _ in x < 10 ? .pureRed : .pureBlue }

@Suite("Contents images")
struct ContentsRenderTests {
    @Test func resizeStretchesTheImageOverTheBounds() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "contents-resize") { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.contents = halves
            root.addSublayer(layer)
        }

        expectPixel(image, 25, 50, .pureRed, "the left half of the stretched image is red")
        expectPixel(image, 75, 50, .pureBlue, "the right half is blue")
        expectPixel(image, 25, 2, .pureRed, "the image's top row is the layer's top (no flip)")
    }

    @Test func contentsRectSelectsPartOfTheImage() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "contents-rect") { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.contents = halves
            layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
            root.addSublayer(layer)
        }

        expectPixel(image, 10, 50, .pureBlue, "contentsRect x 0.5…1 shows only the blue half, over the whole layer")
        expectPixel(image, 90, 50, .pureBlue, "blue up to the right edge")
    }

    @Test(arguments: [
        (CALayerContentsGravity.center, 45, 45, 54, 54),
        (.top, 45, 0, 54, 9),
        (.bottom, 45, 90, 54, 99),
        (.left, 0, 45, 9, 54),
        (.right, 90, 45, 99, 54),
        (.topLeft, 0, 0, 9, 9),
        (.topRight, 90, 0, 99, 9),
        (.bottomLeft, 0, 90, 9, 99),
        (.bottomRight, 90, 90, 99, 99),
    ])
    func gravityPlacesTheImageAtItsNaturalSize(gravity: CALayerContentsGravity, x0: Int, y0: Int, x1: Int, y1: Int) throws {
        let square = makeImage(10, 10) { _, _ in .pureGreen }
        let (image, _) = try renderScene(width: 100, height: 100, name: "gravity-\(gravity.rawValue)") { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.contents = square
            layer.contentsGravity = gravity
            root.addSublayer(layer)
        }

        expectPixel(image, x0, y0, .pureGreen, "\(gravity.rawValue): the 10×10 image's first corner pixel (y down, top = row 0)")
        expectPixel(image, x1, y1, .pureGreen, "\(gravity.rawValue): its opposite corner pixel")
        expectPixel(image, x0 == 0 ? x1 + 2 : x0 - 2, y0 == 0 ? y1 + 2 : y0 - 2, .clear, "\(gravity.rawValue): beside the image nothing is drawn")
    }

    @Test func resizeAspectFitsAndAspectFillCrops() throws {
        let (fit, _) = try renderScene(width: 100, height: 100, name: "gravity-resizeAspect") { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.contents = halves
            layer.contentsGravity = .resizeAspect
            root.addSublayer(layer)
        }
        let (fill, _) = try renderScene(width: 100, height: 100, name: "gravity-resizeAspectFill") { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.contents = halves
            layer.contentsGravity = .resizeAspectFill
            layer.masksToBounds = true
            root.addSublayer(layer)
        }

        expectPixel(fit, 50, 10, .clear, "a 2:1 image fitted in a square is 100×50, centred: rows 0…24 are empty")
        expectPixel(fit, 10, 50, .pureRed, "its left half is red")
        expectPixel(fit, 90, 74, .pureBlue, "its right half blue, down to row 74")
        expectPixel(fill, 10, 10, .pureRed, "filled: 200×100 centred, so x 0…49 shows the red half's right part")
        expectPixel(fill, 60, 90, .pureBlue, "x 50…99 shows blue")
    }

    @Test func contentsScaleSetsTheImagesPointSize() throws {
        let square = makeImage(20, 20) { _, _ in .pureGreen }
        let (image, _) = try renderScene(width: 100, height: 100, name: "contents-scale") { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.contents = square
            layer.contentsScale = 2
            layer.contentsGravity = .topLeft
            root.addSublayer(layer)
        }

        expectPixel(image, 9, 9, .pureGreen, "20 pixels at contentsScale 2 are 10 points: pixel (9, 9) is covered")
        expectPixel(image, 12, 12, .clear, "and (12, 12) is past it")
    }

    @Test func premultipliedAlphaBlendsCorrectly() throws {
        let halfRed = makeImage(4, 4) { _, _ in RGBA(red: 1, green: 0, blue: 0, alpha: 0.5) }
        let (image, _) = try renderScene(width: 40, height: 40, name: "contents-alpha") { root in
            root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), .pureBlue))
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.contents = halfRed
            root.addSublayer(layer)
        }

        expectPixel(image, 20, 20, RGBA(red: 0.5, green: 0, blue: 0.5), "50% red over blue is (0.5, 0, 0.5), not darkened: premultiplied source over")
    }

    @Test func minifiedImagesAreFilteredNotAliased() throws {
        let stripes = makeImage(64, 64) { x, _ in x % 2 == 0 ? .white : .black }
        let (image, _) = try renderScene(width: 16, height: 16, name: "contents-mipmap") { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
            layer.contents = stripes
            root.addSublayer(layer)
        }

        expectPixel(image, 8, 8, RGBA(red: 0.5, green: 0.5, blue: 0.5), tolerance: 0.06,
                    "1-pixel stripes shrunk 4× average to grey through mipmaps (point sampling would give black or white)")
    }
}

/// CALayer's `magnificationFilter` and `minificationFilter` (Apple: CALayerContentsFilter).
@Suite("Contents filters")
struct ContentsFilterRenderTests {
    /// A 4×4 black-and-white checkerboard shown at 40×40 points: texel edges every 10 points.
    private func checker(_ configure: (CALayer) -> Void) throws -> CGImage {
        try renderScene(width: 40, height: 40) { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.contents = makeImage(4, 4) { x, y in (x + y) % 2 == 0 ? .white : .black }
            configure(layer)
            root.addSublayer(layer)
        }.0
    }

    @Test func nearestMagnificationKeepsHardTexelEdges() throws {
        let nearest = try checker { $0.magnificationFilter = .nearest }
        expectPixel(nearest, 9, 5, .white, "the last pixel of texel (0, 0): nearest shows it as it is")
        expectPixel(nearest, 10, 5, .black, "the first pixel of texel (1, 0)")
        let linear = try checker { _ in }
        let blended = try #require(linear.color(atX: 9, y: 5))
        #expect(blended.red > 0.1 && blended.red < 0.9, "linear (the default) blends across the edge: \(blended)")
    }

    @Test func nearestMinificationPicksTexels() throws {
        // 40×40 texels shown at 10×10 points: linear (with mipmaps) averages to grey; nearest
        // picks whole texels, black or white.
        let (image, _) = try renderScene(width: 10, height: 10) { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.contents = makeImage(40, 40) { x, y in (x + y) % 2 == 0 ? .white : .black }
            layer.minificationFilter = .nearest
            root.addSublayer(layer)
        }
        let c = try #require(image.color(atX: 5, y: 5))
        #expect(c.red < 0.05 || c.red > 0.95, "a whole texel, not a blend: \(c)")
    }
}
