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

    @Test func rotatedEdgesAreAntialiased() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "rotated-aa") { root in
            let layer = solidLayer(CGRect(x: 25, y: 25, width: 50, height: 50), .white)
            layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
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
        #expect(partial > 40, "the two upper 45° edges have partly covered pixels along them (found \(partial))")
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
