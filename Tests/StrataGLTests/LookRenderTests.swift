import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

@Suite("Borders, corners, opacity, visibility")
struct LookRenderTests {
    @Test func borderIsDrawnInsideTheBoundsAboveSublayers() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "border") { root in
            let layer = solidLayer(CGRect(x: 10, y: 10, width: 80, height: 80), .pureBlue)
            layer.borderWidth = 10
            layer.borderColor = RGBA.pureRed.cgColor
            layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), .pureGreen))
            root.addSublayer(layer)
        }

        expectPixel(image, 12, 50, .pureRed, "the border covers x 10…19, inside the bounds")
        expectPixel(image, 9, 50, .clear, "nothing outside the bounds")
        expectPixel(image, 15, 15, .pureRed, "the border is above the green sublayer (CALayer: composited above contents and sublayers)")
        expectPixel(image, 25, 25, .pureGreen, "inside the border the sublayer shows")
        expectPixel(image, 60, 60, .pureBlue, "the background")
    }

    @Test func cornerRadiusIsAntialiased() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "corner-radius") { root in
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
            layer.cornerRadius = 30
            root.addSublayer(layer)
        }

        expectPixel(image, 2, 2, .clear, "the corner (2, 2) is outside the 30-point arc")
        expectPixel(image, 50, 1, .white, "the middle of the top edge is inside")
        expectPixel(image, 30, 30, .white, "the arc's centre is inside")
        // The arc passes 30·(1 − 1/√2) ≈ 8.79 from the corner along the diagonal.
        let edge = image.color(atX: 8, y: 8)!
        #expect(edge.alpha > 0.03 && edge.alpha < 0.3, "pixel (8, 8), centred 0.4 px outside the arc, is about 10% covered (analytic AA), not empty: \(describe(edge))")
    }

    /// Pixels along the upper 45° edges of a white 50-point square turned by π/4 that are
    /// partly covered.
    private func partlyCoveredEdgePixels(antialiased: Bool) throws -> Int {
        let (image, _) = try renderScene(width: 100, height: 100, name: antialiased ? "rotated-aa" : "rotated-hard") { root in
            let layer = solidLayer(CGRect(x: 25, y: 25, width: 50, height: 50), .white)
            layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
            layer.allowsEdgeAntialiasing = antialiased
            root.addSublayer(layer)
        }
        expectPixel(image, 50, 50, .white, "the centre of the rotated square")
        // The diamond's top vertex is at y = 50 − 25√2 ≈ 14.64; its edges run at 45°.
        var partial = 0
        for x in 30...70 {
            for y in 10...40 {
                let a = image.color(atX: x, y: y)!.alpha
                if a > 0.1 && a < 0.9 { partial += 1 }
            }
        }
        return partial
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/allowsedgeantialiasing:
    // "When the value is true, the layer is allowed to antialias its edges".
    @Test func rotatedEdgesAreAntialiasedWhenAllowed() throws {
        let partial = try partlyCoveredEdgePixels(antialiased: true)
        #expect(partial > 40, "the two upper 45° edges have partly covered pixels along them (found \(partial))")
    }

    // Same page: "If no value is found, the default value is false": hard edges.
    @Test func rotatedEdgesAreHardByDefault() throws {
        #expect(CALayer().allowsEdgeAntialiasing == false)
        let partial = try partlyCoveredEdgePixels(antialiased: false)
        #expect(partial == 0, "every pixel is either covered or not (found \(partial) partly covered)")
    }

    @Test func roundedCornersStaySmoothWithoutEdgeAntialiasing() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "rounded-hard-edges") { root in
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
            layer.cornerRadius = 30
            root.addSublayer(layer)
        }
        let edge = image.color(atX: 8, y: 8)!
        #expect(edge.alpha > 0.03 && edge.alpha < 0.3, "the corner arc is anti-aliased whatever allowsEdgeAntialiasing says: \(describe(edge))")
    }

    @Test func opacityIsInheritedAndHiddenHidesTheSubtree() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "opacity-hidden") { root in
            let parent = CALayer()
            parent.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            parent.opacity = 0.5
            parent.allowsGroupOpacity = false
            parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), .pureRed))
            root.addSublayer(parent)
            let hidden = solidLayer(CGRect(x: 0, y: 50, width: 100, height: 50), .pureBlue)
            hidden.isHidden = true
            hidden.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), .pureGreen))
            root.addSublayer(hidden)
        }

        expectPixel(image, 25, 25, RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), "the child inherits its parent's opacity 0.5")
        expectPixel(image, 25, 75, .clear, "a hidden layer hides its sublayers too")
    }

    @Test func zeroOpacityDrawsNothing() throws {
        let (image, stats) = try renderScene(width: 20, height: 20) { root in
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .pureRed)
            layer.opacity = 0
            root.addSublayer(layer)
        }

        expectPixel(image, 10, 10, .clear, "opacity 0 is invisible")
        #expect(stats.quads == 0, "and costs no quads")
    }
}

/// CALayer.maskedCorners (Apple: "Defines which of the four corners receives the masking when
/// using cornerRadius"): the other corners stay square, for the background, the border and the
/// masksToBounds clip alike.
@Suite("Masked corners")
struct MaskedCornersRenderTests {
    /// Only the top corners (min-y, y down) rounded: a sheet's shape.
    let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]

    @Test func onlyTheMaskedCornersAreRounded() throws {
        let (image, _) = try renderScene(width: 60, height: 60, name: "masked-corners") { root in
            let sheet = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 40), .pureBlue)
            sheet.cornerRadius = 15
            sheet.maskedCorners = top
            root.addSublayer(sheet)
        }
        expectPixel(image, 11, 11, .clear, "top-left (masked): cut by the 15-point radius")
        expectPixel(image, 48, 11, .clear, "top-right (masked): cut")
        expectPixel(image, 11, 48, .pureBlue, "bottom-left (not masked): square")
        expectPixel(image, 48, 48, .pureBlue, "bottom-right (not masked): square")
        expectPixel(image, 30, 11, .pureBlue, "the top edge between the corners")
    }

    @Test func theClipAndTheBorderFollowTheMask() throws {
        let (image, _) = try renderScene(width: 60, height: 60, name: "masked-corners-clip") { root in
            let card = CALayer()
            card.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            card.cornerRadius = 15
            card.maskedCorners = [.layerMaxXMaxYCorner]
            card.masksToBounds = true
            card.addSublayer(solidLayer(CGRect(x: -10, y: -10, width: 60, height: 60), .pureRed))
            root.addSublayer(card)
            let framed = CALayer()
            framed.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
            root.addSublayer(framed)
        }
        expectPixel(image, 48, 48, .clear, "the only rounded corner (max x, max y) clips the child")
        expectPixel(image, 11, 11, .pureRed, "the square corners let it through to the edge")
        expectPixel(image, 48, 11, .pureRed, "")
        expectPixel(image, 9, 30, .clear, "outside the bounds: clipped")

        let (bordered, _) = try renderScene(width: 60, height: 60) { root in
            let ring = CALayer()
            ring.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            ring.cornerRadius = 15
            ring.maskedCorners = top
            ring.borderWidth = 3
            ring.borderColor = RGBA.pureGreen.cgColor
            root.addSublayer(ring)
        }
        expectPixel(bordered, 11, 48, .pureGreen, "the border runs into the square bottom-left corner")
        expectPixel(bordered, 11, 11, .clear, "and around the rounded top-left one")
    }
}

/// CALayer.cornerCurve = .continuous: Apple's smooth corner, which starts curving farther
/// from the corner (about 1.53 radii along each edge) yet cuts as deep on the diagonal.
@Suite("Continuous corners")
struct ContinuousCornersRenderTests {
    private func corner(_ curve: CALayerCornerCurve) throws -> CGImage {
        try renderScene(width: 100, height: 100, name: "corner-\(curve.rawValue)") { root in
            let card = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), .pureBlue)
            card.cornerRadius = 20
            card.cornerCurve = curve
            root.addSublayer(card)
        }.0
    }

    @Test func theSmoothCornerStartsFartherAlongTheEdge() throws {
        let circular = try corner(.circular), continuous = try corner(.continuous)
        // Pixel (15, 0), 15 points along the top edge: the circle's edge is 0.64 points down
        // there (the pixel about a third covered); the smooth curve's about 1.1 (uncovered).
        let c = try #require(circular.color(atX: 15, y: 0)), s = try #require(continuous.color(atX: 15, y: 0))
        #expect(c.alpha > 0.25 && c.alpha < 0.5, "circular: \(c.alpha)")
        #expect(s.alpha < 0.1, "continuous: \(s.alpha)")
        // As deep on the diagonal: (8, 8) inside both, (4, 4) outside both.
        expectPixel(continuous, 8, 8, .pureBlue, "inside the smooth corner")
        expectPixel(continuous, 4, 4, .clear, "outside it, as outside the circular one")
        expectPixel(circular, 4, 4, .clear, "")
        expectPixel(continuous, 50, 0, .pureBlue, "the straight top edge")
    }
}
