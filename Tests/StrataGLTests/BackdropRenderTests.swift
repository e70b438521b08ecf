import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// `CABackdropLayer`: the frosted glass behind `UIVisualEffectView` ("UIVisualEffectView": "an
/// object that implements some complex visual effects … the blur effect … blurs the content
/// layered behind"). What lies beneath is blurred inside the layer's rounded bounds and drawn
/// before the layer's own background; outside them nothing changes.
@Suite("Backdrop blur")
struct BackdropRenderTests {
    static let red = RGBA(red: 0.9, green: 0.1, blue: 0.1)
    static let blue = RGBA(red: 0.1, green: 0.2, blue: 0.9)

    /// 120×80 of vertical stripes, 4 pixels red and 4 blue, and a backdrop layer over
    /// (20, 20)–(100, 60) set up by `configure`.
    static func render(_ name: String, _ configure: (CABackdropLayer) -> Void) throws -> CGImage {
        try renderScene(width: 120, height: 80, name: name) { root in
            for i in 0..<15 {
                root.addSublayer(solidLayer(CGRect(x: Double(i) * 8, y: 0, width: 4, height: 80), red))
                root.addSublayer(solidLayer(CGRect(x: Double(i) * 8 + 4, y: 0, width: 4, height: 80), blue))
            }
            let glass = CABackdropLayer()
            glass.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
            configure(glass)
            root.addSublayer(glass)
        }.0
    }

    static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Double] {
        let i = y * image.bytesPerRow + x * 4
        return (0..<4).map { Double(image.pixelData[i + $0]) / 255 }
    }

    /// The largest difference, channel by channel, between the pixels of one row from x0 to x1.
    static func spread(_ image: CGImage, y: Int, from x0: Int, to x1: Int, channel: Int) -> Double {
        let values = (x0..<x1).map { pixel(image, $0, y)[channel] }
        return values.max()! - values.min()!
    }

    @Test func blursWhatLiesBeneathInsideTheBoundsOnly() throws {
        let image = try Self.render("backdrop-blur") { $0.blurRadius = 6 }
        // Inside: the stripes (period 8 pixels) average out under σ = 6 pixels.
        #expect(Self.spread(image, y: 40, from: 30, to: 90, channel: 0) < 0.06)
        let mid = Self.pixel(image, 60, 40)
        #expect(abs(mid[0] - 0.5) < 0.06 && abs(mid[2] - 0.5) < 0.06, "the blurred stripes are their mean, \(mid)")
        // Outside, and just outside, the stripes are sharp.
        expectPixel(image, 57, 10, Self.red, "above the layer: the stripes as drawn")
        expectPixel(image, 12, 40, Self.blue, "left of the layer: the stripes as drawn")
        expectPixel(image, 57, 62, Self.red, "just below the layer")
        #expect(Self.spread(image, y: 70, from: 30, to: 90, channel: 0) > 0.7)
    }

    @Test func theBlurReachesPastTheEdgesAsARealBackdropDoes() throws {
        // A red half above y = 40, blue below: a layer across the border blurs both into a ramp,
        // and a layer wholly inside the red half stays red at its edge (it reads the red around it,
        // not transparency or its own edge).
        let image = try renderScene(width: 80, height: 80, name: "backdrop-edges") { root in
            root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 80, height: 40), Self.red))
            root.addSublayer(solidLayer(CGRect(x: 0, y: 40, width: 80, height: 40), Self.blue))
            let across = CABackdropLayer()
            across.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            across.blurRadius = 8
            let inside = CABackdropLayer()
            inside.frame = CGRect(x: 50, y: 4, width: 20, height: 20)
            inside.blurRadius = 8
            root.addSublayer(across)
            root.addSublayer(inside)
        }.0
        let top = Self.pixel(image, 25, 22), border = Self.pixel(image, 25, 40), bottom = Self.pixel(image, 25, 58)
        #expect(top[0] > border[0] && border[0] > bottom[0], "a ramp from red to blue: \(top) \(border) \(bottom)")
        #expect(abs(border[0] - 0.5) < 0.1, "half way at the border, \(border)")
        expectPixel(image, 50, 4, Self.red, tolerance: 0.03, "a corner of the inner layer reads the red around it")
    }

    @Test func saturationZeroGreysTheBackdrop() throws {
        let image = try Self.render("backdrop-grey") { $0.saturation = 0 }
        for x in [30, 34] {
            let p = Self.pixel(image, x, 40)
            #expect(abs(p[0] - p[1]) < 0.01 && abs(p[1] - p[2]) < 0.01, "grey at \(x): \(p)")
        }
        // No blur: the stripes keep their edges, in grey.
        #expect(abs(Self.pixel(image, 30, 40)[0] - Self.pixel(image, 34, 40)[0]) > 0.02)
        expectPixel(image, 57, 10, Self.red, "outside, the colours stay")
    }

    @Test func roundedCornersAndTheLayersOwnBackgroundOnTop() throws {
        let image = try Self.render("backdrop-rounded") { glass in
            glass.blurRadius = 6
            glass.cornerRadius = 16
            glass.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        }
        // In a corner's cut-away the stripes are sharp and untinted.
        expectPixel(image, 21, 21, Self.blue, "the top-left corner is cut away")
        // Inside: half white over the blurred mean.
        let mid = Self.pixel(image, 60, 40)
        #expect(abs(mid[0] - 0.75) < 0.06 && abs(mid[2] - 0.75) < 0.06, "white at half over the mean, \(mid)")
    }

    @Test func aRotatedLayerBlursWithinItsTurnedShape() throws {
        let image = try Self.render("backdrop-rotated") { glass in
            glass.blurRadius = 6
            glass.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        }
        // The centre is blurred; the box's corner, outside the turned rectangle, is not.
        #expect(Self.spread(image, y: 40, from: 52, to: 68, channel: 0) < 0.08)
        expectPixel(image, 25, 70, Self.red, "outside the turned layer")
    }

    @Test func anAnimatedRadiusBlursPartWay() throws {
        let clock = MediaClock.virtual()
        let spreads: [Double] = try clock.run {
            let root = screenRoot(width: 120, height: 80)
            for i in 0..<15 {
                root.addSublayer(solidLayer(CGRect(x: Double(i) * 8, y: 0, width: 4, height: 80), Self.red))
                root.addSublayer(solidLayer(CGRect(x: Double(i) * 8 + 4, y: 0, width: 4, height: 80), Self.blue))
            }
            let glass = CABackdropLayer()
            glass.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
            root.addSublayer(glass)
            let animation = CABasicAnimation(keyPath: "blurRadius")
            animation.fromValue = 0
            animation.toValue = 8
            animation.duration = 1
            glass.add(animation, forKey: "blur")
            glass.blurRadius = 8
            let renderer = try OffscreenRenderer(pixelWidth: 120, pixelHeight: 80, scale: 1)
            var result: [Double] = []
            for t in [0.0, 0.2, 1.5] {
                clock.advance(to: t)
                let image = try renderer.renderFrame(root, at: clock.now, background: .clear)
                result.append(Self.spread(image, y: 40, from: 30, to: 90, channel: 0))
            }
            return result
        }
        #expect(spreads[0] > 0.7, "at the start the radius is 0: sharp stripes, \(spreads)")
        #expect(spreads[1] > 0.1 && spreads[1] < spreads[0] - 0.1, "part way: softened, \(spreads)")
        #expect(spreads[2] < 0.06, "at the end: blurred flat, \(spreads)")
    }

    @Test func badValuesDrawNoBlurAndNeverTrap() throws {
        for radius in [CGFloat.nan, -5, .infinity, 1e12] {
            let image = try Self.render("backdrop-bad") { glass in
                glass.blurRadius = radius
                glass.saturation = .nan
            }
            expectPixel(image, 57, 10, Self.red, "outside is untouched whatever the radius \(radius)")
        }
        let plain = try Self.render("backdrop-none") { _ in }
        expectPixel(plain, 57, 40, Self.red, "radius 0 and saturation 1: the stripes show through")
    }
}
