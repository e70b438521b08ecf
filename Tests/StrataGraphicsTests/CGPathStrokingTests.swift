import Foundation
import Testing
@testable import StrataGraphics

/// Stroke outlines and dashes (Apple: `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`,
/// `copy(dashingWithPhase:lengths:transform:)`, `CGContext.replacePathWithStrokedPath()`), with
/// PostScript's caps, joins and miter limit (Quartz 2D Programming Guide, "Paths": line cap,
/// line join, miter limit).
@Suite struct CGPathStrokingTests {
    private func line(_ points: CGPoint...) -> CGMutablePath {
        let path = CGMutablePath()
        path.addLines(between: points)
        return path
    }

    private func moves(_ path: CGPath) -> [CGPoint] {
        path.elements.compactMap { if case .move(let p) = $0 { p } else { nil } }
    }

    @Test func aButtEndedSegmentCoversItsWidthAndNoMore() {
        let outline = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
            .copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 5, y: 1.9)) && outline.contains(CGPoint(x: 5, y: -1.9)), "half the width each side")
        #expect(!outline.contains(CGPoint(x: 5, y: 2.1)))
        #expect(!outline.contains(CGPoint(x: -0.1, y: 0)) && !outline.contains(CGPoint(x: 10.1, y: 0)), "butt: ends at the end points")
    }

    @Test func squareAndRoundCapsReachHalfTheWidthPastTheEnds() {
        let segment = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
        let square = segment.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -1.9, y: 1.9)) && square.contains(CGPoint(x: 11.9, y: -1.9)), "square: a half-square past each end")
        #expect(!square.contains(CGPoint(x: -2.1, y: 0)))
        let round = segment.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -1.9, y: 0)) && round.contains(CGPoint(x: 11.9, y: 0)), "round: a half-disc")
        #expect(!round.contains(CGPoint(x: -1.9, y: 1.9)), "the disc's corner region is outside")
    }

    @Test func joinsShapeTheOuterCorner() {
        let corner = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10))
        func outline(_ join: CGLineJoin) -> CGPath {
            corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: join, miterLimit: 10)
        }
        // The outer corner is at (11, -1) for a miter; a bevel cuts it along x − y = 11; a
        // round join is the unit disc about (10, 0).
        #expect(outline(.miter).contains(CGPoint(x: 10.9, y: -0.9)))
        #expect(!outline(.bevel).contains(CGPoint(x: 10.9, y: -0.9)) && !outline(.round).contains(CGPoint(x: 10.9, y: -0.9)))
        #expect(outline(.round).contains(CGPoint(x: 10.6, y: -0.6)), "inside the round join's disc (0.85 from the corner)")
        #expect(!outline(.bevel).contains(CGPoint(x: 10.6, y: -0.6)), "beyond the bevel")
    }

    @Test func aMiterLongerThanTheLimitBecomesABevel() {
        // A 10° turn: the miter reaches 1/sin(5°) ≈ 11.5 half-widths from the corner.
        let spike = line(CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 0, y: 20 * tan(10 * CGFloat.pi / 180)))
        let probe = CGPoint(x: 20 + 5 * 0.9962, y: -5 * 0.0872)   // 5 units out along the miter
        let limited = spike.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let allowed = spike.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 12)
        #expect(!limited.contains(probe), "limit 10 < 11.5: bevelled, as in PostScript (not clipped)")
        #expect(allowed.contains(probe), "limit 12: the full miter")
    }

    @Test func aClosedSubpathIsARingWithJoinsAllRound() {
        let square = CGMutablePath()
        square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let outline = square.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: -0.9, y: 5)) && outline.contains(CGPoint(x: 0.9, y: 5)))
        #expect(!outline.contains(CGPoint(x: 5, y: 5)), "the inside is a hole under the non-zero rule")
        #expect(outline.contains(CGPoint(x: -0.9, y: -0.9)), "the start corner is joined (mitred), not capped")
        #expect(!outline.contains(CGPoint(x: -1.1, y: 5)))
    }

    @Test func theTransformMapsTheOutline() {
        let outline = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
            .copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                  transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(outline.contains(CGPoint(x: 19, y: 3.8)) && !outline.contains(CGPoint(x: 21, y: 0)))
    }

    @Test func zeroLengthSubpathsGetDotsAndBadWidthsNothing() {
        let dot = line(CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 5))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10).contains(CGPoint(x: 6.5, y: 5)))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10).contains(CGPoint(x: 6.9, y: 6.9)))
        #expect(dot.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        let segment = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
        #expect(segment.copy(strokingWithWidth: .nan, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        #expect(segment.copy(strokingWithWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }

    @Test func aSubpathTooLongForOneOutlineIsStrokedInRuns() {
        // 20,000 zigzag segments: far more than FreeType's 32,767 outline points.
        let zigzag = CGMutablePath()
        zigzag.move(to: .zero)
        for i in 1...20_000 { zigzag.addLine(to: CGPoint(x: CGFloat(i), y: i % 2 == 0 ? 0 : 10)) }
        let outline = zigzag.copy(strokingWithWidth: 2, lineCap: .square, lineJoin: .round, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 10_000.5, y: 5)), "the middle, where two runs meet")
        #expect(outline.contains(CGPoint(x: -0.05, y: -0.9)), "the square start cap (the first segment runs up and right)")
        #expect(!outline.contains(CGPoint(x: 10_000.5, y: 12)))
    }

    @Test func dashesAlternateFromThePhaseAndRestartEverySubpath() {
        let long = line(CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0))
        #expect(moves(long.copy(dashingWithPhase: 0, lengths: [10, 5])) == [CGPoint(x: 0, y: 0), CGPoint(x: 15, y: 0)])
        #expect(moves(long.copy(dashingWithPhase: 5, lengths: [10, 5])) == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 25, y: 0)],
                "phase 5: the first dash has 5 left")
        #expect(moves(line(CGPoint(x: 0, y: 0), CGPoint(x: 12, y: 0)).copy(dashingWithPhase: 0, lengths: [4]))
                == [CGPoint(x: 0, y: 0), CGPoint(x: 8, y: 0)], "one length: on 4, off 4")

        let two = line(CGPoint(x: 0, y: 0), CGPoint(x: 6, y: 0))
        two.move(to: CGPoint(x: 0, y: 10))
        two.addLine(to: CGPoint(x: 6, y: 10))
        #expect(moves(two.copy(dashingWithPhase: 0, lengths: [4, 4])) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 10)])
        #expect(two.copy(dashingWithPhase: 0, lengths: [-1, 4]) == two, "an invalid pattern: the path itself")
    }

    @Test func replacePathWithStrokedPathThenClipPaintsTheStroke() {
        let ctx = layerContext(40, 20)
        ctx.setLineWidth(4)
        ctx.setLineDash(phase: 0, lengths: [10, 5])
        ctx.move(to: CGPoint(x: 0, y: 10))
        ctx.addLine(to: CGPoint(x: 40, y: 10))
        ctx.replacePathWithStrokedPath()
        ctx.clip()
        ctx.setFillColor(red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        let image = ctx.makeImage()
        dump(image, "stroked-path-clip")
        #expect(matches(pixel(image, 5, 9), red), "in the first dash, within 2 of the line")
        #expect(pixel(image, 5, 14).alpha == 0, "4 below the line: outside the stroke")
        #expect(pixel(image, 12, 10).alpha == 0, "in the first gap (10…15)")
        #expect(matches(pixel(image, 20, 10), red), "in the second dash")
    }
}
