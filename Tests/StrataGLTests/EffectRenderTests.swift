import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

@Suite("Effects: group opacity, masks, shadows")
struct EffectRenderTests {
    /// Two overlapping opaque squares inside a parent at opacity 0.5.
    private func overlapping(_ root: CALayer, group: Bool) {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.opacity = 0.5
        parent.allowsGroupOpacity = group
        parent.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 50, height: 50), .pureRed))
        parent.addSublayer(solidLayer(CGRect(x: 40, y: 40, width: 50, height: 50), .pureBlue))
        root.addSublayer(parent)
    }

    @Test func groupOpacityCompositesTheSubtreeOnce() throws {
        let (grouped, stats) = try renderScene(width: 100, height: 100, name: "group-opacity") { overlapping($0, group: true) }
        let (separate, _) = try renderScene(width: 100, height: 100, name: "group-opacity-off") { overlapping($0, group: false) }

        expectPixel(grouped, 50, 50, RGBA(red: 0, green: 0, blue: 1, alpha: 0.5),
                    "as a group, the overlap shows only the blue square on top, at 0.5")
        expectPixel(grouped, 20, 20, RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), "red alone at 0.5")
        expectPixel(separate, 50, 50, RGBA(red: 1 / 3, green: 0, blue: 2 / 3, alpha: 0.75), tolerance: 0.02,
                    "without group opacity each square is faded alone: blue 0.5 over red 0.5 = premultiplied (0.25, 0, 0.5, 0.75)")
        #expect(stats.surfacesUsed == 1, "the group went through one intermediate surface")
    }

    @Test func groupOpacityLooksIntoSublayersForOverlap() throws {
        let (image, stats) = try renderScene(width: 60, height: 60, name: "group-opacity-border") { root in
            let parent = CALayer()
            parent.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            parent.opacity = 0.5
            let child = solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), .pureRed)
            child.borderWidth = 10
            child.borderColor = RGBA.pureBlue.cgColor
            parent.addSublayer(child)
            root.addSublayer(parent)
        }
        let (_, sprite) = try renderScene(width: 60, height: 60) { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            layer.contents = makeImage(4, 4) { _, _ in .pureGreen }
            layer.opacity = 0.5
            root.addSublayer(layer)
        }

        expectPixel(image, 5, 30, RGBA(red: 0, green: 0, blue: 1, alpha: 0.5),
                    "the one sublayer's border covers its background: as a group, pure blue at 0.5 (no red showing through)")
        #expect(stats.surfacesUsed == 1, "a single sublayer with two overlapping parts still needs the group surface")
        #expect(sprite.surfacesUsed == 0, "a translucent layer showing one image has nothing to overlap: no surface")
    }

    @Test func maskLayerAlphaMasksTheLayer() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "mask") { root in
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), .pureRed)
            layer.addSublayer(solidLayer(CGRect(x: 50, y: 0, width: 50, height: 100), .pureBlue))
            let mask = CALayer()
            mask.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
            mask.cornerRadius = 25
            mask.backgroundColor = CGColor(gray: 0, alpha: 0.5)
            layer.mask = mask
            root.addSublayer(layer)
        }

        expectPixel(image, 40, 50, RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), "inside the round mask (alpha 0.5) on the red part: red at half alpha")
        expectPixel(image, 60, 50, RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), "the sublayer is masked too")
        expectPixel(image, 10, 10, .clear, "outside the mask nothing shows")
        expectPixel(image, 28, 28, .clear, "the mask's rounded corner cuts (28, 28), inside its square but outside the circle")
    }

    @Test func analyticShadowSitsUnderTheLayerAndFollowsTheOffset() throws {
        let (image, stats) = try renderScene(width: 200, height: 200, name: "shadow-analytic") { root in
            let layer = solidLayer(CGRect(x: 50, y: 50, width: 100, height: 100), .white)
            layer.cornerRadius = 10
            layer.shadowOpacity = 1
            layer.shadowRadius = 5
            layer.shadowOffset = CGSize(width: 0, height: 20)
            root.addSublayer(layer)
        }

        expectPixel(image, 100, 100, .white, "the layer covers its shadow")
        let below = image.color(atX: 100, y: 160)!
        expectPixel(image, 100, 160, RGBA(red: 0, green: 0, blue: 0, alpha: below.alpha), tolerance: 0.02, "the shadow is black")
        #expect(below.alpha > 0.8, "a positive height moves the shadow DOWN: (100, 160) is 10 points inside its bottom edge at y 170: \(describe(below))")
        let above = image.color(atX: 100, y: 45)!
        #expect(above.alpha < 0.05, "above the layer there is no shadow (it is 20 points lower): \(describe(above))")
        let edge = image.color(atX: 100, y: 170)!
        #expect(edge.alpha > 0.35 && edge.alpha < 0.65, "at the shadow shape's edge (y 170) a Gaussian is at half: \(describe(edge))")
        #expect(stats.surfacesUsed == 0, "a plain rounded rectangle takes the analytic path")
    }

    @Test func defaultShadowOffsetMovesTheShadowUp() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "shadow-default") { root in
            let layer = solidLayer(CGRect(x: 20, y: 30, width: 60, height: 40), .white)
            layer.shadowOpacity = 1
            layer.shadowRadius = 0
            root.addSublayer(layer)
        }

        expectPixel(image, 50, 28, .black, "the default offset (0, −3) puts a sharp shadow 3 points above the top edge")
        expectPixel(image, 50, 71, .clear, "and none below the bottom edge")
    }

    @Test func blurredShadowOfContentsAndShadowPath() throws {
        let ring = makeImage(40, 40) { x, y in
            let d = ((Double(x) - 19.5) * (Double(x) - 19.5) + (Double(y) - 19.5) * (Double(y) - 19.5)).squareRoot()
            return d < 18 ? .pureRed : .clear
        }
        let (image, stats) = try renderScene(width: 200, height: 100, name: "shadow-blurred") { root in
            let disc = CALayer()
            disc.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
            disc.contents = ring
            disc.shadowOpacity = 1
            disc.shadowRadius = 4
            disc.shadowOffset = CGSize(width: 10, height: 10)
            root.addSublayer(disc)
            let pathLayer = CALayer()
            pathLayer.frame = CGRect(x: 120, y: 20, width: 60, height: 60)
            pathLayer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
            pathLayer.shadowOpacity = 1
            pathLayer.shadowRadius = 3
            pathLayer.shadowOffset = .zero
            root.addSublayer(pathLayer)
        }

        expectPixel(image, 50, 50, .pureRed, "the disc itself")
        let shadow = image.color(atX: 78, y: 78)!
        #expect(shadow.alpha > 0.3 && shadow.red < 0.05, "the disc's shadow (offset 10, 10) shows black beyond its lower right: \(describe(shadow))")
        expectPixel(image, 22, 22, .clear, tolerance: 0.05, "the shadow follows the round silhouette: the square's corner casts none")
        expectPixel(image, 150, 50, .black, tolerance: 0.05, "the centre of the elliptical shadowPath's shadow is solid")
        expectPixel(image, 123, 23, .clear, tolerance: 0.05, "outside the circle's corner region: no shadow")
        #expect(stats.surfacesUsed == 4, "two blurred shadows, each with a surface and a scratch surface")
    }

    @Test func analyticAndBlurredShadowsAgree() throws {
        func scene(opaque: Bool) -> (CALayer) -> Void {
            { root in
                // Alpha 0.999 makes the silhouette go through a surface and the blur passes.
                let layer = solidLayer(CGRect(x: 40, y: 40, width: 80, height: 60), RGBA(red: 1, green: 1, blue: 1, alpha: opaque ? 1 : 0.999))
                layer.cornerRadius = 12
                layer.shadowOpacity = 0.8
                layer.shadowRadius = 6
                layer.shadowOffset = CGSize(width: 8, height: 8)
                root.addSublayer(layer)
            }
        }
        let (analytic, a) = try renderScene(width: 160, height: 140, name: "shadow-compare-analytic", scene(opaque: true))
        let (blurred, b) = try renderScene(width: 160, height: 140, name: "shadow-compare-blurred", scene(opaque: false))
        #expect(a.surfacesUsed == 0 && b.surfacesUsed == 2)

        // Along the row through the shadow's middle and the column past the layer's right edge,
        // the erf integral and the two-pass Gaussian blur must give the same falloff.
        var worst = 0.0
        for x in 120..<150 { worst = max(worst, abs(analytic.color(atX: x, y: 78)!.alpha - blurred.color(atX: x, y: 78)!.alpha)) }
        for y in 100..<130 { worst = max(worst, abs(analytic.color(atX: 88, y: y)!.alpha - blurred.color(atX: 88, y: y)!.alpha)) }
        #expect(worst < 0.04, "the analytic fast path matches the blurred path within 0.04 alpha (worst \(worst))")
    }
}
