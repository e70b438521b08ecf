import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// `edgeAntialiasingMask` edge by edge.
/// https://developer.apple.com/documentation/quartzcore/calayer/edgeantialiasingmask: "This
/// property specifies which edges of the layer are antialiased and is a combination of the
/// constants defined in CAEdgeAntialiasingMask. You can enable or disable antialiasing for each
/// edge (top, left, bottom, right) separately. […] Typically, you would use this property to
/// disable antialiasing for edges that abut edges of other layers, to eliminate the seams that
/// would otherwise occur." The constants name the minimum x (left), maximum x (right),
/// minimum y (bottom) and maximum y (top) edges.
@Suite("edgeAntialiasingMask: each edge smooth or hard")
struct EdgeAntialiasingMaskTests {
    /// A red layer over white whose edges fall 0.3 into pixels 10 (min x), 30 (max x), 20
    /// (min y) and 30 (max y): an anti-aliased edge covers 0.7 of pixels 10 and 20 and 0.3 of
    /// pixel 30; a hard one covers pixel 10 or 20 whole (centre inside) and none of pixel 30.
    private func render(mask: CAEdgeAntialiasingMask, contents: Bool = false, angle: Double = 0) throws -> CGImage {
        let root = screenRoot(width: 50, height: 40)
        let layer = CALayer()
        layer.frame = CGRect(x: 10.3, y: 20.3, width: 20, height: 10)
        if contents {
            layer.contents = makeImage(20, 10) { _, _ in .pureRed }
        } else {
            layer.backgroundColor = RGBA.pureRed.cgColor
        }
        layer.allowsEdgeAntialiasing = true
        layer.edgeAntialiasingMask = mask
        if angle != 0 { layer.transform = CATransform3DMakeRotation(angle, 0, 0, 1) }
        root.addSublayer(layer)
        return try OffscreenRenderer(pixelWidth: 50, pixelHeight: 40).render(root, background: .white)
    }

    /// How red pixel (x, y) is: 0 white … 1 red.
    private func redness(_ image: CGImage, _ x: Int, _ y: Int) -> Double {
        guard let c = image.color(atX: x, y: y) else { return -1 }
        return 1 - c.green
    }

    @Test(arguments: [false, true])
    func edgesLeftOutOfTheMaskAreHard(contents: Bool) throws {
        let all = try render(mask: [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge], contents: contents)
        let some = try render(mask: [.layerLeftEdge, .layerBottomEdge], contents: contents)
        savePNG(some, "edge-mask-left-bottom-\(contents)")
        // All four anti-aliased: partial pixels on every side.
        #expect(abs(redness(all, 10, 25) - 0.7) < 0.06, "min x smooth: \(redness(all, 10, 25))")
        #expect(abs(redness(all, 30, 25) - 0.3) < 0.06, "max x smooth: \(redness(all, 30, 25))")
        #expect(abs(redness(all, 20, 20) - 0.7) < 0.06, "min y smooth: \(redness(all, 20, 20))")
        #expect(abs(redness(all, 20, 30) - 0.3) < 0.06, "max y smooth: \(redness(all, 20, 30))")
        // Left (min x) and bottom (min y) named: those stay smooth, right and top turn hard.
        #expect(abs(redness(some, 10, 25) - 0.7) < 0.06, "min x still smooth: \(redness(some, 10, 25))")
        #expect(abs(redness(some, 20, 20) - 0.7) < 0.06, "min y still smooth: \(redness(some, 20, 20))")
        #expect(redness(some, 30, 25) < 0.02, "max x hard: pixel 30's centre (30.5) is outside 30.3")
        #expect(redness(some, 29, 25) > 0.98, "max x hard: pixel 29 whole")
        #expect(redness(some, 20, 30) < 0.02, "max y hard: row 30's centre is outside")
        #expect(redness(some, 20, 29) > 0.98, "max y hard: row 29 whole")
        #expect(redness(some, 20, 25) > 0.98, "the inside is untouched")
    }

    @Test func anEmptyMaskOrNoAntialiasingLeavesEveryEdgeHard() throws {
        for image in [try render(mask: []), try render(mask: [.layerRightEdge])] {
            #expect(redness(image, 10, 25) < 0.02 || redness(image, 10, 25) > 0.98, "min x: all or nothing")
        }
        let right = try render(mask: [.layerRightEdge])
        #expect(abs(redness(right, 30, 25) - 0.3) < 0.06, "only max x smooth: \(redness(right, 30, 25))")
        #expect(redness(right, 10, 25) > 0.98, "min x hard: pixel 10's centre (10.5) is inside 10.3")
    }

    @Test func aTurnedLayerKeepsItsHardEdgesHard() throws {
        // Turned a little: a hard edge shows only fully red or white pixels along it, a smooth
        // one intermediate reds.
        let image = try render(mask: [.layerLeftEdge, .layerRightEdge], angle: 0.1)
        let smoothAll = try render(mask: [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge], angle: 0.1)
        savePNG(image, "edge-mask-turned")
        func partials(_ img: CGImage, row: ClosedRange<Int>, column x: Int) -> Int {
            row.filter { y in let r = redness(img, x, y); return r > 0.1 && r < 0.9 }.count
        }
        // Down the middle column the top and bottom edges cross: hard here, smooth there.
        #expect(partials(image, row: 10...39, column: 20) == 0, "the y edges are hard")
        #expect(partials(smoothAll, row: 10...39, column: 20) > 0, "anti-aliased they show partial pixels")
    }
}
