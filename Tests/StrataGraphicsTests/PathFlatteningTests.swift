import Foundation
import Testing
@testable import StrataGraphics

struct PathFlatteningTests {
    /// The curve the seed demos animate along.
    static let seedCurve = "M 50 150 C 160 280 -30 300 55 400"
    /// Its length, from an independent 2,000,000-chord sum in Python (chord error ~1e-10).
    static let seedCurveLength: CGFloat = 278.7073273688931

    @Test func circleLengthIsTwoPiRWithinATenthOfAPercent() {
        let r: CGFloat = 100
        let circle = CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r))

        let length = circle.length

        #expect(abs(length - 2 * .pi * r) / (2 * .pi * r) < 0.001)
    }

    @Test func lineSegmentLengthIsExact() throws {
        let path = try CGPath(svgPathData: "M 0 0 L 3 4")

        // A 3-4-5 triangle: lines are measured in closed form, no quadrature error.
        #expect(path.length == 5)
    }

    @Test func seedBezierLengthMatchesAnIndependentComputation() throws {
        let path = try CGPath(svgPathData: Self.seedCurve)

        #expect(abs(path.length - Self.seedCurveLength) < 1e-6 * Self.seedCurveLength)
    }

    @Test func closingLineCountsAndMovesDoNot() throws {
        let path = try CGPath(svgPathData: "M 0 0 L 10 0 L 10 10 Z M 100 100 L 100 110")

        // 10 + 10 + the closing diagonal √200, plus the second subpath's 10; the jump is free.
        #expect(isClose(path.length, 30 + 200.0.squareRoot(), 1e-12))
    }

    @Test func flattenedCircleStaysWithinTolerance() {
        let r: CGFloat = 100
        let circle = CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r))

        let polylines = circle.polylines(tolerance: 0.1)

        #expect(polylines.count == 1 && polylines[0].isClosed)
        let vertices = polylines[0].points
        // Every vertex lies on the cubic approximation, itself within 0.03% (0.03) of the circle;
        // chord midpoints sag by at most the tolerance.
        #expect(vertices.allSatisfy { abs(hypot($0.x, $0.y) - r) < 0.03 })
        let worstSag = vertices.indices.map { i -> CGFloat in
            let a = vertices[i], b = vertices[(i + 1) % vertices.count]
            return r - hypot((a.x + b.x) / 2, (a.y + b.y) / 2)
        }.max()!
        #expect(worstSag < 0.1 + 0.03)
        #expect(vertices.count < 200, "Wang's bound must not wildly oversample")
    }

    @Test func polylinePerimeterConvergesToTheLength() throws {
        let path = try CGPath(svgPathData: Self.seedCurve)

        let points = path.polylines(tolerance: 0.01)[0].points
        let perimeter = zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }

        // Chords are shorter than the arc, but within a tolerance of 0.01 only barely.
        #expect(perimeter < Self.seedCurveLength)
        #expect(Self.seedCurveLength - perimeter < 0.01)
        #expect(points.first == CGPoint(x: 50, y: 150) && points.last == CGPoint(x: 55, y: 400))
    }

    @Test func loneMovesAreDroppedAndSubpathsSplit() throws {
        let path = try CGPath(svgPathData: "M 5 5 M 0 0 L 10 0 L 10 10 L 0 0 Z M 20 20 L 30 20")

        let polylines = path.polylines()

        #expect(polylines.count == 2)
        // The explicit line back to the start is not repeated by the close.
        #expect(polylines[0] == CGPath.Polyline(points: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)], isClosed: true))
        #expect(polylines[1] == CGPath.Polyline(points: [CGPoint(x: 20, y: 20), CGPoint(x: 30, y: 20)], isClosed: false))
    }

    @Test func hostileTolerancesAreBounded() throws {
        let path = try CGPath(svgPathData: Self.seedCurve)

        let zero = path.polylines(tolerance: 0)[0].points.count
        let nan = path.polylines(tolerance: .nan)[0].points.count

        // Zero is raised to 0.0001 (a few thousand points); NaN falls back to the default.
        #expect(zero > 100 && zero <= 4097)
        #expect(nan == path.polylines()[0].points.count)
    }
}
