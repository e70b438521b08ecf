import Foundation
import Testing
@testable import StrataGraphics

@Suite("CGContext: filling and stroking paths")
struct CGContextPathTests {
    /// Seed 001 Listing 4-10 (also seed 003): the close box's X, stroked white, width 3, over the
    /// 30 × 30 box's black background.
    @Test("seed 001's close box X: white along both diagonals, black off them")
    func closeBoxX() {
        let ctx = layerContext(30, 30)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 30))

        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10)); path.addLine(to: CGPoint(x: 20, y: 20))
        path.move(to: CGPoint(x: 10, y: 20)); path.addLine(to: CGPoint(x: 20, y: 10))
        ctx.setStrokeColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        ctx.beginPath()
        ctx.addPath(path)
        ctx.setLineWidth(3.0)
        ctx.strokePath()
        let image = ctx.makeImage()
        dump(image, "close-box-x")

        // Pixel centres (14.5, 14.5) and (12.5, 12.5) lie on the y = x diagonal: fully covered.
        #expect(matches(pixel(image, 14, 14), white))
        #expect(matches(pixel(image, 12, 12), white))
        #expect(matches(pixel(image, 12, 17), white))        // (12.5, 17.5) on the other diagonal
        // (14.5, 10.5) is 2.8 pt from both diagonals, beyond the 1.5 pt half-width: black.
        #expect(matches(pixel(image, 14, 10), black))
        // (5.5, 5.5) lies on the diagonal's extension, past the butt cap at (10, 10): black.
        #expect(matches(pixel(image, 5, 5), black))
        #expect(ctx.isPathEmpty)                               // stroking consumed the path
    }

    @Test("a dashed stroke paints the dashes and leaves the gaps, shifted by the phase")
    func dashedStroke() {
        func render(phase: CGFloat) -> CGImage? {
            let ctx = layerContext(60, 10)
            ctx.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.setLineWidth(4)
            ctx.setLineDash(phase: phase, lengths: [10, 10])
            ctx.move(to: CGPoint(x: 0, y: 5)); ctx.addLine(to: CGPoint(x: 60, y: 5))
            ctx.strokePath()
            return ctx.makeImage()
        }

        let plain = render(phase: 0), shifted = render(phase: 5)
        dump(plain, "dash")

        // Dashes cover x 0…10, 20…30, 40…50; gaps 10…20, 30…40.
        #expect(matches(pixel(plain, 5, 5), red))
        #expect(pixel(plain, 15, 5).alpha == 0)
        #expect(matches(pixel(plain, 25, 5), red))
        #expect(pixel(plain, 35, 5).alpha == 0)
        // Phase 5 starts half-way into the first dash: dashes 0…5, 15…25, gaps 5…15.
        #expect(pixel(shifted, 10, 5).alpha == 0)
        #expect(matches(pixel(shifted, 20, 5), red))
    }

    /// Seed 001's star (Listing 4-4/4-5): the pentagram through five points. Its inner pentagon
    /// is wound twice, so non-zero fills it and even-odd leaves it empty.
    @Test("even-odd leaves the star's centre empty; non-zero fills it; the arms are filled by both")
    func starFillRules() {
        func render(_ rule: CGPathFillRule) -> CGImage? {
            let ctx = layerContext(400, 320)
            let star = CGMutablePath()
            star.move(to: CGPoint(x: 240, y: 280))
            for p in [CGPoint(x: 181, y: 99), CGPoint(x: 335, y: 210), CGPoint(x: 144, y: 210), CGPoint(x: 298, y: 99)] {
                star.addLine(to: p)
            }
            star.closeSubpath()
            ctx.addPath(star)
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fillPath(using: rule)
            return ctx.makeImage()
        }

        let winding = render(.winding), evenOdd = render(.evenOdd)
        dump(evenOdd, "star-evenodd")

        // (240, 180) is inside the inner pentagon (vertex mean ≈ (239.6, 179.6)).
        #expect(matches(pixel(winding, 240, 180), blue))
        #expect(pixel(evenOdd, 240, 180).alpha == 0)
        // (240, 260) is in the bottom arm, near the tip (240, 280): wound once.
        #expect(matches(pixel(winding, 240, 260), blue))
        #expect(matches(pixel(evenOdd, 240, 260), blue))
    }

    @Test("bad paths are refused without crashing or breaking the context")
    func badPaths() {
        let ctx = layerContext(20, 20)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))

        ctx.fillPath()                                  // empty path: nothing to paint
        let bad = CGMutablePath()
        bad.move(to: CGPoint(x: 0, y: 0)); bad.addLine(to: CGPoint(x: CGFloat.nan, y: 10)); bad.addLine(to: CGPoint(x: 20, y: 20))
        ctx.addPath(bad)                                 // refused whole, with a warning
        ctx.move(to: CGPoint(x: CGFloat.infinity, y: 0))
        ctx.setLineDash(phase: 0, lengths: [-1, 2])      // invalid: solid lines
        ctx.setLineWidth(.nan)
        #expect(ctx.isPathEmpty)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = ctx.makeImage()

        #expect(matches(pixel(image, 5, 5), red))        // the context still draws
        #expect(pixel(image, 15, 15).alpha == 0)
    }

    @Test("arcs follow Core Graphics' clockwise flag; quad curves join the current point")
    func arcsAndCurves() {
        let ctx = layerContext(40, 40)

        // clockwise: false sweeps increasing angles: 0 → π/2 is the lower-right quarter when y is down.
        ctx.move(to: CGPoint(x: 20, y: 20))
        ctx.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        ctx.closePath()
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fillPath()
        ctx.move(to: CGPoint(x: 0, y: 0))
        ctx.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fillPath()
        let image = ctx.makeImage()
        dump(image, "arc")

        #expect(matches(pixel(image, 27, 27), red))
        #expect(pixel(image, 12, 12).alpha == 0)
        #expect(matches(pixel(image, 5, 2), blue))       // inside the quad's hump (peak y = 5)
    }

    @Test("pathContains: the fill rule decides a hole; the stroke covers its width around the outline")
    func pathContains() {
        let ctx = layerContext(100, 100)
        // A square with a square hole, both clockwise: non-zero fills the hole, even-odd leaves it.
        ctx.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        ctx.addRect(CGRect(x: 40, y: 40, width: 20, height: 20))
        ctx.setLineWidth(6)
        let hole = CGPoint(x: 50, y: 50), ring = CGPoint(x: 20, y: 50), nearEdge = CGPoint(x: 8, y: 50)
        #expect(ctx.pathContains(hole, mode: .fill))
        #expect(!ctx.pathContains(hole, mode: .eoFill))
        #expect(ctx.pathContains(ring, mode: .eoFill))
        #expect(!ctx.pathContains(nearEdge, mode: .fill), "2 points outside the square")
        #expect(ctx.pathContains(nearEdge, mode: .stroke), "within half the line width of the outline")
        #expect(ctx.pathContains(nearEdge, mode: .eoFillStroke))
        #expect(!ctx.pathContains(ring, mode: .stroke), "10 points from any edge")
        #expect(!ctx.isPathEmpty, "asking does not consume the path")
    }

    @Test func pathCopiesTheCurrentPathInUserSpace() {
        let ctx = layerContext(40, 40, scale: 2)
        #expect(ctx.path == nil, "no path yet")
        ctx.translateBy(x: 5, y: 0)
        ctx.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        ctx.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 6, y: 2), control2: CGPoint(x: 8, y: 9))
        let path = ctx.path
        #expect(path?.boundingBox == CGRect(x: 1, y: 2, width: 9, height: 8), "user space (translation and scale undone)")
        #expect(path?.elements.first == .move(to: CGPoint(x: 1, y: 2)))
        #expect(path?.elements.contains(.closeSubpath) == true)
        #expect(!ctx.isPathEmpty, "reading it does not consume the path")
    }
}
