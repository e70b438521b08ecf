import Foundation
import Testing
@testable import StrataGraphics

struct PathMeasureTests {
    @Test func pointAndTangentAlongAPolyline() throws {
        let measure = CGPath.Measure(try CGPath(svgPathData: "M 0 0 L 100 0 L 100 50"))

        #expect(measure.length == 150)
        #expect(measure.point(atDistance: 50) == CGPoint(x: 50, y: 0))
        #expect(measure.point(atDistance: 125) == CGPoint(x: 100, y: 25))
        #expect(measure.tangentAngle(atDistance: 50) == 0)
        #expect(isClose(measure.tangentAngle(atDistance: 125), .pi / 2))
        // At the corner the later segment wins, so an auto-rotating layer turns on arrival.
        #expect(isClose(measure.tangentAngle(atDistance: 100), .pi / 2))
    }

    @Test func distancesAreClamped() throws {
        let measure = CGPath.Measure(try CGPath(svgPathData: "M 0 0 L 10 0"))

        #expect(measure.point(atDistance: -5) == .zero)
        #expect(measure.point(atDistance: 1e9) == CGPoint(x: 10, y: 0))
        #expect(measure.point(atDistance: .nan) == .zero)
        #expect(measure.point(atDistance: .infinity) == CGPoint(x: 10, y: 0))
    }

    @Test func quarterOfACircleIsAtNinetyDegrees() {
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100))
        let measure = CGPath.Measure(circle)

        let point = measure.point(atDistance: measure.length / 4)

        // The ellipse starts at angle 0 and angles increase: a quarter of the way is (0, r),
        // travelling toward −x (angle π).
        #expect(isClose(point, CGPoint(x: 0, y: 50), 1e-6))
        #expect(isClose(abs(measure.tangentAngle(atDistance: measure.length / 4)), .pi, 1e-6))
    }

    @Test func arcLengthInversionLandsOnTheRequestedDistance() throws {
        let measure = CGPath.Measure(try CGPath(svgPathData: PathFlatteningTests.seedCurve))
        let segment = measure.segments[0]

        for fraction in stride(from: 0.0, through: 1.0, by: 0.1) {
            let distance = segment.length * CGFloat(fraction)
            let t = segment.parameter(atDistance: distance)
            // Re-integrate the true curve from 0 to t (1,000 Gauss pieces, far finer than the
            // measure's table); it must give back the distance asked for.
            let measured = (0..<1000).reduce(CGFloat(0)) { sum, i in
                sum + segment.curve.length(from: t * CGFloat(i) / 1000, to: t * CGFloat(i + 1) / 1000)
            }
            #expect(abs(measured - distance) < 1e-6, "fraction \(fraction)")
        }
        #expect(abs(measure.length - PathFlatteningTests.seedCurveLength) < 1e-6 * measure.length)
    }

    @Test func keyframeSegmentsDescribeEachNonMoveElement() throws {
        let path = try CGPath(svgPathData: "M 0 0 L 10 0 Q 20 0 20 10 C 20 20 0 20 0 10 Z")

        let segments = CGPath.Measure(path).segments

        // CAKeyframeAnimation: every element except moves is one keyframe segment.
        #expect(segments.map(\.type) == [.addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(segments[1].start == CGPoint(x: 10, y: 0) && segments[1].end == CGPoint(x: 20, y: 10))
        #expect(segments[1].controlPoints == [CGPoint(x: 20, y: 0)])
        #expect(segments[2].controlPoints == [CGPoint(x: 20, y: 20), CGPoint(x: 0, y: 20)])
        #expect(segments[3].start == CGPoint(x: 0, y: 10) && segments[3].end == .zero && segments[3].length == 10)
        #expect(segments[1].startDistance == 10)
        #expect(isClose(segments[3].startDistance, segments[0].length + segments[1].length + segments[2].length, 1e-12))
    }

    @Test func segmentPointAndTangentAreOnTheTrueCurve() throws {
        let measure = CGPath.Measure(try CGPath(svgPathData: "M 0 0 L 10 0 Q 20 0 20 10"))

        // Quadratic at t = ½: ¼·(10,0) + ½·(20,0) + ¼·(20,10) = (17.5, 2.5).
        #expect(isClose(measure.point(inSegment: 1, at: 0.5), CGPoint(x: 17.5, y: 2.5), 1e-12))
        // B'(0) points at the control point: along +x; B'(1) points from control to end: +y.
        let start = measure.tangent(inSegment: 1, at: 0)
        let end = measure.tangent(inSegment: 1, at: 1)
        #expect(start.dx > 0 && isClose(start.dy, 0))
        #expect(end.dy > 0 && isClose(end.dx, 0))
        // Lines are linear in t.
        #expect(measure.point(inSegment: 0, at: 0.25) == CGPoint(x: 2.5, y: 0))
        // Indices and t are clamped rather than trapping.
        #expect(measure.point(inSegment: 99, at: 2) == CGPoint(x: 20, y: 10))
        #expect(measure.point(inSegment: -1, at: .nan) == .zero)
    }

    @Test func tangentSurvivesAControlPointOnTheEndPoint() throws {
        let measure = CGPath.Measure(try CGPath(svgPathData: "M 0 0 C 0 0 10 10 10 0"))

        // B'(0) = 3·(p1 − p0) = 0 here; the tangent must still point into the curve (up-right).
        let tangent = measure.tangent(inSegment: 0, at: 0)
        #expect(tangent.dx > 0 && tangent.dy > 0)
    }

    @Test func movesAreJumpsThatAddNoDistance() throws {
        let measure = CGPath.Measure(try CGPath(svgPathData: "M 0 0 L 10 0 M 100 100 L 110 100"))

        #expect(measure.length == 20)
        #expect(measure.point(atDistance: 15) == CGPoint(x: 105, y: 100))
    }

    @Test func degeneratePathsHaveARestingPoint() throws {
        let empty = CGPath.Measure(CGMutablePath())
        let loneMove = CGPath.Measure(try CGPath(svgPathData: "M 5 5"))
        let zeroLength = CGPath.Measure(try CGPath(svgPathData: "M 3 3 L 3 3"))

        #expect(empty.length == 0 && empty.point(atDistance: 10) == .zero && empty.tangentAngle(atDistance: 0) == 0)
        #expect(loneMove.point(atDistance: 1) == CGPoint(x: 5, y: 5))
        #expect(zeroLength.point(atDistance: 1) == CGPoint(x: 3, y: 3) && zeroLength.segments.count == 1)
    }
}
