import Foundation
import Testing
@testable import StrataGraphics

struct CGPathTests {
    @Test func rectangleElementsFollowCoreGraphicsOrder() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))

        #expect(path.elements == [
            .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)),
            .line(to: CGPoint(x: 4, y: 6)), .line(to: CGPoint(x: 1, y: 6)), .closeSubpath,
        ])
    }

    @Test func closeReturnsThePenAndTheNextLineStartsANewSubpath() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))

        path.closeSubpath()
        let penAfterClose = path.currentPoint
        path.addLine(to: CGPoint(x: 0, y: 10))

        // Core Graphics: after closing, the current point is the subpath's start.
        #expect(penAfterClose == .zero)
        #expect(path.elements.suffix(2) == [.move(to: .zero), .line(to: CGPoint(x: 0, y: 10))])
    }

    @Test func drawingWithoutACurrentPointIsIgnored() {
        let path = CGMutablePath()

        path.addLine(to: CGPoint(x: 5, y: 5))
        path.closeSubpath()

        // Core Graphics logs "no current point" and adds nothing.
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
    }

    @Test func boundingBoxIncludesControlPointsButBoundingBoxOfPathIsTight() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))

        // y(t) = 300·t·(1−t) peaks at t = ½ with 75, while the control points reach 100.
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-9))
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test func ellipseStartsAtMaxXMidYAndIsFourCurves() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)

        let path = CGPath(ellipseIn: rect)

        #expect(path.elements.first == .move(to: CGPoint(x: 110, y: 45)))
        #expect(path.elements.map(\.type) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        #expect(isClose(path.boundingBoxOfPath, rect, 1e-9))
        // Angles increase: the first quarter ends at (midX, maxY).
        #expect(isClose(path.elements[1].points.last!, CGPoint(x: 60, y: 70), 1e-9))
    }

    /// Apple, CGContextAddArc: "In a flipped coordinate system (the default for UIView drawing
    /// methods in iOS), specifying a clockwise arc results in a counterclockwise arc after the
    /// transformation is applied." So `clockwise` is judged in y-up space: `false` sweeps toward
    /// increasing angles, `true` toward decreasing ones.
    @Test func arcClockwiseFlagFollowsCoreGraphics() {
        let counterclockwise = CGMutablePath()
        counterclockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)

        // Increasing angle: the quarter from (10,0) to (0,10) through (7.07, 7.07).
        #expect(isClose(counterclockwise.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-9))
        // Lengths within 0.1%: arcs are stored as cubics, which run up to 0.03% outside the circle.
        #expect(relativeError(counterclockwise.length, 5 * .pi) < 1e-3)
        // Decreasing angle: three quarters, through (0,-10) and (-10,0), to the same end point.
        #expect(isClose(clockwise.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20), 1e-9))
        #expect(relativeError(clockwise.length, 15 * .pi) < 1e-3)
        #expect(isClose(clockwise.currentPoint, CGPoint(x: 0, y: 10), 1e-9))
    }

    @Test func arcJoinsTheCurrentPointWithALineAndFullTurnIsACircle() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -50, y: 0))

        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)

        #expect(path.elements[1] == .line(to: CGPoint(x: 10, y: 0)))
        #expect(path.elements.count == 6, "move, joining line, four quarter curves")
        #expect(relativeError(path.length - 60, 20 * .pi) < 1e-3)
    }

    @Test func relativeArcPositiveDeltaIncreasesTheAngle() {
        let path = CGMutablePath()

        path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: .pi)

        // From (1,0) through (0,1) to (-1,0): the upper half in y-up space.
        #expect(isClose(path.currentPoint, CGPoint(x: -1, y: 0), 1e-12))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: -1, y: 0, width: 2, height: 1), 1e-9))
    }

    @Test func tangentArcMakesAFilletBetweenTheTwoLines() {
        let path = CGMutablePath()
        path.move(to: .zero)

        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)

        // A right angle with radius 5: tangent points (5,0) and (10,5), centre (5,5).
        #expect(path.elements[1].type == .addLineToPoint)
        #expect(isClose(path.elements[1].points[0], CGPoint(x: 5, y: 0), 1e-12))
        #expect(isClose(path.currentPoint, CGPoint(x: 10, y: 5), 1e-9))
        let middle = Measure(path).point(atDistance: 5 + 2.5 * .pi / 2)
        #expect(isClose(hypot(middle.x - 5, middle.y - 5), 5, 1e-3))
    }

    @Test func roundedRectClampsRadiiAndHitTestsCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)

        let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10)
        let pill = CGPath(roundedRect: rect, cornerWidth: 80, cornerHeight: 80)

        #expect(isClose(path.boundingBoxOfPath, rect, 1e-9))
        #expect(path.contains(CGPoint(x: 50, y: 20)))
        // (1,1) is inside the rectangle but outside the corner's quarter circle.
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 10, y: 1)))
        // Radii clamp to 50×20, so the ends are half-ellipses: (3, 5) is outside.
        #expect(!pill.contains(CGPoint(x: 3, y: 5)))
        #expect(isClose(pill.boundingBoxOfPath, rect, 1e-9))
    }

    @Test func pentagramCentreDependsOnTheFillRule() {
        // A five-pointed star drawn by joining every second vertex: the centre pentagon is
        // wound twice, so it is inside for non-zero winding but outside for even-odd.
        let vertices = (0..<5).map { k -> CGPoint in
            let angle = CGFloat.pi / 2 + CGFloat(2 * k) * 2 * .pi / 5
            return CGPoint(x: 100 * cos(angle), y: 100 * sin(angle))
        }
        let star = CGMutablePath()
        star.addLines(between: vertices)
        star.closeSubpath()

        #expect(star.contains(.zero, using: .winding))
        #expect(!star.contains(.zero, using: .evenOdd))
        // A point inside a tip is crossed once: inside under both rules.
        #expect(star.contains(CGPoint(x: 0, y: 80), using: .evenOdd))
        #expect(!star.contains(CGPoint(x: 0, y: 101)))
    }

    @Test func containsMapsThePointByTheTransformFirst() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))

        // Apple: the transform maps the point before the test. (10,10) halved is (5,5), inside;
        // moved by 5 it is (15,15), outside.
        #expect(path.contains(CGPoint(x: 10, y: 10), transform: CGAffineTransform(scaleX: 0.5, y: 0.5)))
        #expect(!path.contains(CGPoint(x: 10, y: 10), transform: CGAffineTransform(translationX: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 5)))
    }

    @Test func copiesAreIndependentAndTransformed() {
        let original = CGMutablePath()
        original.move(to: CGPoint(x: 1, y: 1))
        original.addLine(to: CGPoint(x: 2, y: 1))
        var scale = CGAffineTransform(scaleX: 10, y: 10)

        let snapshot = original.copy()!
        let scaled = original.copy(using: &scale)!
        original.addLine(to: CGPoint(x: 3, y: 3))

        #expect(snapshot.elements.count == 2, "a copy must not see later mutation")
        #expect(scaled.elements == [.move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 20, y: 10))])
        #expect(snapshot.copy() === snapshot, "an immutable path copies to itself")
        let extended = snapshot.mutableCopy()!
        extended.addLine(to: .zero)
        #expect(snapshot.elements.count == 2 && extended.elements.count == 3)
    }

    @Test func applyWithBlockHandsOutApplePointOrder() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 2))
        var seen: [(CGPathElementType, [CGPoint])] = []

        path.applyWithBlock { element in
            let count = element.pointee.type == .addCurveToPoint ? 3 : 1
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }

        // CGPathElement.points for a curve is [control1, control2, end].
        #expect(seen.count == 2)
        #expect(seen[1].0 == .addCurveToPoint)
        #expect(seen[1].1 == [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2), CGPoint(x: 3, y: 3)])
    }

    @Test func nonFiniteCoordinatesNeverTrap() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addCurve(to: CGPoint(x: CGFloat.infinity, y: 1), control1: .zero, control2: CGPoint(x: 1, y: CGFloat.nan))
        path.addArc(center: .zero, radius: .infinity, startAngle: 0, endAngle: 1, clockwise: false)
        path.addArc(center: .zero, radius: 1, startAngle: .nan, endAngle: 1, clockwise: true)

        // Reaching these lines at all is the point: no Int(NaN), no unbounded loops.
        _ = path.boundingBoxOfPath
        _ = path.polylines(tolerance: .nan)
        _ = path.contains(CGPoint(x: 0.5, y: 0.5))
        #expect(Measure(path).length.isFinite)
    }
}

private typealias Measure = CGPath.Measure

/// `roundedRectShape`: the shape initializers say what they made, so a renderer can draw it
/// exactly (the compositor's analytic shadows); anything else says nothing.
@Suite struct PathShapeHintTests {
    @Test func initializersDescribeTheirShape() {
        let rounded = CGPath(roundedRect: CGRect(x: 1, y: 2, width: 60, height: 40), cornerWidth: 8, cornerHeight: 8, transform: nil)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5), transform: nil)
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
        let huge = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 50, cornerHeight: 50, transform: nil)

        #expect(rounded.roundedRectShape?.rect == CGRect(x: 1, y: 2, width: 60, height: 40))
        #expect(rounded.roundedRectShape?.cornerRadius == 8)
        #expect(rect.roundedRectShape?.cornerRadius == 0)
        #expect(circle.roundedRectShape?.cornerRadius == 15)
        #expect(huge.roundedRectShape?.cornerRadius == 5)   // clamped to half the height, as the path is
    }

    @Test func otherPathsHaveNoShape() {
        var shift = CGAffineTransform(translationX: 5, y: 0)
        let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 20), transform: nil)
        let uneven = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 20), cornerWidth: 4, cornerHeight: 6, transform: nil)
        let built = CGMutablePath()
        built.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))

        #expect(moved.roundedRectShape == nil && oval.roundedRectShape == nil && uneven.roundedRectShape == nil)
        #expect(built.roundedRectShape == nil && built.copy()?.roundedRectShape == nil)
    }
}
