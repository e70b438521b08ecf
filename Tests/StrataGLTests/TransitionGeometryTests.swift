import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Where the parts of each look land mid-transition, for the types whose geometry can be
/// stated (issue 5). The fixture's 128×96 layer sits at (16, 16); its images are quadrants:
/// old red | green over blue | white, new yellow | cyan over magenta | orange.
@Suite("CATransition geometry")
struct TransitionGeometryTests {
    let old = TransitionFixture.oldColors, new = TransitionFixture.newColors

    @Test func pushFromRightHalfwayShowsTheOldRightHalfBesideTheNewLeftHalf() throws {
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let image = try TransitionFixture.render(.push, .fromRight, progress: 0.5, renderer: renderer, name: "geometry-push")

        // The old look has moved half a width left: its right half (green over white) fills
        // the layer's left half; the new look's left half (yellow over magenta) the right half.
        for (fx, fy, color, why) in [(0.25, 0.25, old[1], "old top-right quadrant"), (0.25, 0.75, old[3], "old bottom-right"),
                                     (0.75, 0.25, new[0], "new top-left"), (0.75, 0.75, new[2], "new bottom-left"),
                                     (0.05, 0.25, old[1], "old's right half reaches the layer's left edge"),
                                     (0.95, 0.75, new[2], "new's left half reaches the right edge")] {
            let (x, y) = TransitionFixture.pixel(fx, fy)
            expectPixel(image, x, y, color, tolerance: 0.03, "push fromRight at 0.5: \(why)")
        }
        expectPixel(image, 8, 64, .clear, "nothing slides outside the layer: left of its frame is empty")
        expectPixel(image, 152, 64, .clear, "and right of it")
    }

    @Test func hiDPIRendersTheLooksAtThePixelScale() throws {
        let renderer = try OffscreenRenderer(pixelWidth: 320, pixelHeight: 256, scale: 2)
        let image = try TransitionFixture.render(.push, .fromRight, progress: 0.5, renderer: renderer, name: "geometry-push-2x",
                                                 before: { photo in
            // The old look: two solid sublayers meeting at y = 48 pt (a sharp vector edge).
            photo.contents = nil
            photo.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 128, height: 48), .pureGreen))
            photo.addSublayer(solidLayer(CGRect(x: 0, y: 48, width: 128, height: 48), .pureBlue))
        }) { photo in
            photo.sublayers?.forEach { $0.removeFromSuperlayer() }
            photo.backgroundColor = RGBA.pureRed.cgColor
        }

        // Scale 2: the layer covers pixels 32…288 × 32…224; the old look (pushed left) fills
        // the left half, the new red one the right half.
        expectPixel(image, 60, 60, .pureGreen, "the old look's top sublayer, left half, at 2×")
        expectPixel(image, 260, 60, .pureRed, "the new look, right half, at 2×")
        // The old look was drawn at 2 px per point: its edge at 48 pt falls between pixel rows
        // 127 and 128 with no blend (drawn at 1× and magnified, both rows would be mixed).
        expectPixel(image, 60, 127, .pureGreen, "the last row above the sublayers' shared edge")
        expectPixel(image, 60, 128, .pureBlue, "the first row below it")
    }

    @Test func pushFromTopAndMoveInAndRevealHalfway() throws {
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let push = try TransitionFixture.render(.push, .fromTop, progress: 0.5, renderer: renderer)
        let moveIn = try TransitionFixture.render(.moveIn, .fromRight, progress: 0.5, renderer: renderer)
        let reveal = try TransitionFixture.render(.reveal, .fromRight, progress: 0.5, renderer: renderer)
        let (lx, ty) = TransitionFixture.pixel(0.25, 0.25), (rx, by) = TransitionFixture.pixel(0.75, 0.75)

        expectPixel(push, lx, ty, new[2], "push fromTop: the new look's bottom half comes down into the top half")
        expectPixel(push, rx, by, old[1], "push fromTop: the old look's top half is pushed into the bottom half")
        expectPixel(moveIn, lx, ty, old[0], "moveIn: the old look stays in place (its top-left at the top-left)")
        expectPixel(moveIn, rx, by, new[2], "moveIn fromRight: the new look's left half slides over the right half")
        expectPixel(reveal, lx, ty, old[1], "reveal fromRight: the old look slides left, its right half now on the left")
        expectPixel(reveal, rx, by, new[3], "reveal: the new look lies still underneath (its bottom-right in place)")
    }

    @Test func cubeHalfwayShowsTwoForeshortenedFacesMeetingAtTheCentre() throws {
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let image = try TransitionFixture.render(.init(rawValue: "cube"), .fromRight, progress: 0.5, renderer: renderer,
                                                 name: "geometry-cube")
        let centreX = 80, row = 40   // the layer's centre column; a row through the top quadrants

        // Left of the centre line: the old face's right edge (green); right of it: the new
        // face's left edge (yellow). The faces meet at the centre: the shared edge, turned 45°.
        expectPixel(image, centreX - 3, row, old[1], tolerance: 0.05, "just left of the shared edge: old top-right (green)")
        expectPixel(image, centreX + 3, row, new[0], tolerance: 0.05, "just right of it: new top-left (yellow)")
        // Foreshortening: each face's near half (by the shared edge) is wider on screen than
        // its far half, and the shared edge, nearest the eye, is taller than the far edges.
        let oldFar = count(image, row: row, old[0]), oldNear = count(image, row: row, old[1])
        let newNear = count(image, row: row, new[0]), newFar = count(image, row: row, new[1])
        #expect(oldFar > 8 && oldFar < oldNear, "old face: far quadrant \(oldFar) px < near quadrant \(oldNear) px")
        #expect(newFar > 8 && newFar < newNear, "new face: far quadrant \(newFar) px < near quadrant \(newNear) px")
        let edge = coveredRun(image, column: centreX), leftSide = coveredRun(image, column: firstCovered(image, row: 64) + 2)
        #expect(edge > 96 && leftSide < edge, "the shared edge is \(edge) px tall (more than the 96 px layer), the far edge \(leftSide) px")
        // Two faces, each about half the width: the old face spans from its far edge to the centre.
        let left = firstCovered(image, row: 64)
        #expect(left > 0 && abs((centreX - left) - 64) < 16, "the old face spans \(centreX - left) px, about half the layer")
    }

    @Test(arguments: ["cameraIrisHollowOpen", "cameraIrisHollowClose"])
    func irisHalfwayIsARoundishOpeningOfHalfTheSize(_ type: String) throws {
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let image = try TransitionFixture.render(.init(rawValue: type), nil, progress: 0.5, renderer: renderer, name: "geometry-\(type)")
        // Inside the aperture: the new look (opening) or the old one (closing), in the
        // quadrant colours; the full aperture reaches the corners (radius ≈ 1.06 × 80 px).
        let inside = type.hasSuffix("Open") ? new : old
        let (cx, cy) = (80, 64)
        expectPixel(image, cx - 10, cy - 10, inside[0], tolerance: 0.05, "\(type): the aperture's centre shows its look")
        func reach(_ dx: Int, _ dy: Int) -> Int {
            var n = 0
            while let c = image.color(atX: cx + dx * (n + 1), y: cy + dy * (n + 1)),
                  inside.contains(where: { close(c, $0) }) { n += 1 }
            return n
        }
        let horizontal = reach(1, 0) + reach(-1, 0), vertical = reach(0, 1) + reach(0, -1)
        let full = 1.06 * 80.0
        #expect(Double(horizontal) / 2 > 0.38 * full && Double(horizontal) / 2 < 0.62 * full,
                "the opening's horizontal radius \(horizontal / 2) px is about half the full \(full)")
        #expect(Double(vertical) / Double(horizontal) > 0.8 && Double(vertical) / Double(horizontal) < 1.25,
                "round-ish: the vertical diameter \(vertical) is close to the horizontal \(horizontal)")
        let corner = image.color(atX: 20, y: 20)!
        #expect(!inside.contains(where: { close(corner, $0) }), "the layer's corner is outside the aperture: blades there")
    }

    // MARK: Helpers

    func close(_ a: RGBA, _ b: RGBA, _ tolerance: Double = 0.06) -> Bool {
        abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance && a.alpha > 0.95
    }

    func count(_ image: CGImage, row: Int, _ color: RGBA) -> Int {
        (0..<image.width).filter { image.color(atX: $0, y: row).map { close($0, color) } ?? false }.count
    }

    func coveredRun(_ image: CGImage, column: Int) -> Int {
        (0..<image.height).filter { (image.color(atX: column, y: $0)?.alpha ?? 0) > 0.5 }.count
    }

    func firstCovered(_ image: CGImage, row: Int) -> Int {
        (0..<image.width).first { (image.color(atX: $0, y: row)?.alpha ?? 0) > 0.5 } ?? -1
    }
}
