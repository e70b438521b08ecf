import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

@Suite("CAGradientLayer: axial, radial, conic; rounded corners; animation")
struct GradientLayerTests {
    let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)

    func gradient(_ type: CAGradientLayerType = .axial) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        layer.type = type
        return layer
    }

    @Test("Core Animation's defaults")
    func defaults() {
        MediaClock.virtual().run {
            let layer = CAGradientLayer()
            #expect(layer.colors == nil && layer.locations == nil)
            #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
            #expect(layer.type == .axial)
            #expect(layer.valueKind(forKeyPath: "colors") == .colorList)
            #expect(layer.valueKind(forKeyPath: "startPoint.x") == .number)
        }
    }

    @Test("axial (default points): top red, bottom blue, the middle row half-way")
    func axial() {
        MediaClock.virtual().run {
            let image = gradient().renderedContents(scale: 1)
            dumpImage(image, "gradient-layer-axial")

            // Row 49 has centre y = 49.5: t = 0.495.
            #expect(same(probe(image, 50, 0), red, 0.03))
            #expect(same(probe(image, 50, 99), blue, 0.03))
            #expect(same(probe(image, 10, 49), RGBA(red: 0.505, green: 0, blue: 0.495)))
        }
    }

    @Test("locations move the stops: [0.8, 1] keeps red down to 80 %")
    func locations() {
        MediaClock.virtual().run {
            let layer = gradient()
            layer.locations = [0.8, 1]
            let image = layer.renderedContents(scale: 1)
            #expect(same(probe(image, 50, 70), red))
            // Row 89 has centre y = 89.5: t = (0.895 − 0.8) / 0.2 = 0.475 of the way to blue.
            #expect(same(probe(image, 50, 89), RGBA(red: 0.525, green: 0, blue: 0.475), 0.03))
        }
    }

    @Test("radial: red at startPoint, blue from the ellipse reaching endPoint outwards")
    func radial() {
        MediaClock.virtual().run {
            let layer = gradient(.radial)
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 1)          // half-axes 50 × 50
            let image = layer.renderedContents(scale: 1)
            dumpImage(image, "gradient-layer-radial")

            #expect(same(probe(image, 50, 50), red, 0.03))
            // (74.5, 49.5) is 24.5 from the centre: t = 0.49.
            #expect(same(probe(image, 74, 49), RGBA(red: 0.51, green: 0, blue: 0.49), 0.03))
            #expect(same(probe(image, 2, 2), blue))       // outside the ellipse: padded
        }
    }

    @Test("conic: 0° toward endPoint, angle increasing toward +y (clockwise on screen)")
    func conic() {
        MediaClock.virtual().run {
            let layer = gradient(.conic)
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.5)
            let image = layer.renderedContents(scale: 1)
            dumpImage(image, "gradient-layer-conic")

            #expect(same(probe(image, 50, 90), RGBA(red: 0.75, green: 0, blue: 0.25)))   // below: a quarter turn
            #expect(same(probe(image, 50, 10), RGBA(red: 0.25, green: 0, blue: 0.75)))   // above: three quarters
        }
    }

    @Test("cornerRadius: the gradient fills the rounded shape, corners stay clear")
    func roundedCorners() {
        MediaClock.virtual().run {
            let layer = gradient()
            layer.cornerRadius = 30
            let image = layer.renderedContents(scale: 1)
            #expect(probe(image, 1, 1).alpha == 0)
            #expect(same(probe(image, 50, 1), red, 0.03))
        }
    }

    @Test("colors animate colour by colour through the engine; idle layers reuse their image")
    func animatedColors() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = gradient()
            clock.advance(by: 0)
            let fade = CABasicAnimation(keyPath: "colors")
            fade.fromValue = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
            fade.toValue = [CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(fade, forKey: "fade")
            clock.advance(by: 0)

            layer.updatePresentationTree(at: clock.now + 0.5)
            let copy = layer.presentationSnapshot as? CAGradientLayer
            let mid = copy?.renderedContents(scale: 1)
            let again = copy?.renderedContents(scale: 1)

            #expect(same(probe(mid, 50, 50), RGBA(red: 0.5, green: 0, blue: 0.5)))
            #expect(mid === again && copy?.renderCount == 1)
            #expect((copy?.colors as? [CGColor])?.count == 2)
        }
    }

    @Test("bad input: no colours, mismatched locations, zero size")
    func badInput() {
        MediaClock.virtual().run {
            let none = CAGradientLayer()
            none.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(none.renderedContents(scale: 1) == nil)
            let mismatched = gradient()
            mismatched.locations = [0.5]
            #expect(same(probe(mismatched.renderedContents(scale: 1), 50, 0), red, 0.03))   // spread evenly instead
            let empty = gradient()
            empty.bounds = .zero
            #expect(empty.renderedContents(scale: 1) == nil)
            #expect(throws: StrataError.self) { try empty.trySetValue([1, 2], forKeyPath: "colors") }
            #expect(throws: StrataError.self) { try empty.trySetValue("spiral", forKeyPath: "type") }
        }
    }
}
