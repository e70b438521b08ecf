import QuartzCore
import Testing

// isGeometryFlipped: "whether the geometry of the layer and its sublayers is flipped
// vertically … The value of this property does not affect the rendering of the layer's
// content" (https://developer.apple.com/documentation/quartzcore/calayer/isgeometryflipped);
// CALayer.h: a CGImage in `contents` "will display the same with both flipped=NO and
// flipped=YES"; contentsAreFlipped() — "whether the layer content is implicitly flipped when
// rendered" (https://developer.apple.com/documentation/quartzcore/calayer/contentsareflipped()).
@Suite("Ported iOS code: isGeometryFlipped")
struct GeometryFlipTests {
    /// A 100×100 root holding a red 40×20 bar at frame (0, 0) and, at frame (60, 0, 40, 40), an
    /// image whose top half is red and bottom half blue.
    func scene(flipped: Bool) throws -> (root: CALayer, bar: CALayer, picture: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.isGeometryFlipped = flipped
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        bar.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(bar)
        let picture = CALayer()
        picture.frame = CGRect(x: 60, y: 0, width: 40, height: 40)
        picture.contents = try CGImage(width: 1, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        picture.magnificationFilter = .nearest
        root.addSublayer(picture)
        return (root, bar, picture)
    }

    @Test("sublayers are placed from the bottom of a flipped layer; contents images stay upright")
    func rendering() throws {
        let renderer = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 100)
        let clock = MediaClock.virtual()
        try clock.run {
            for flipped in [false, true] {
                let (root, _, _) = try scene(flipped: flipped)
                let image = try renderer.renderFrame(root, at: clock.now)
                func red(_ x: Int, _ y: Int) -> Bool { (image.color(atX: x, y: y)?.red ?? 0) > 0.9 }
                func blue(_ x: Int, _ y: Int) -> Bool { (image.color(atX: x, y: y)?.blue ?? 0) > 0.9 }
                // The bar: at the top unflipped, at the bottom flipped.
                #expect(red(20, 10) == !flipped)
                #expect(red(20, 90) == flipped)
                // The picture: at the top or the bottom, red above blue either way.
                let top = flipped ? 60 : 0
                #expect(red(80, top + 10))
                #expect(blue(80, top + 30))
            }
        }
    }

    @Test("hit testing, conversion and contentsAreFlipped() follow the flip")
    func geometry() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let (root, bar, picture) = try scene(flipped: true)
            #expect(root.hitTest(CGPoint(x: 20, y: 90)) === bar)
            #expect(root.hitTest(CGPoint(x: 20, y: 10)) === root)
            let origin = bar.convert(CGPoint.zero, to: root)
            #expect(abs(origin.x) < 1e-9 && abs(origin.y - 100) < 1e-9)
            #expect(bar.frame == CGRect(x: 0, y: 0, width: 40, height: 20))   // in the flipped system
            #expect(picture.contentsAreFlipped() && !root.contentsAreFlipped())
            root.isGeometryFlipped = false
            #expect(!picture.contentsAreFlipped())
        }
    }
}
