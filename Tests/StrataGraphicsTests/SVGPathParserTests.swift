import Foundation
import Testing
@testable import StrataGraphics

struct SVGPathParserTests {
    @Test func absoluteCommandsMapOneToOneOntoElements() throws {
        let path = try CGPath(svgPathData: "M 10 20 L 30 40 H 50 V 60 Z")

        #expect(path.elements == [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 30, y: 40)),
            .line(to: CGPoint(x: 50, y: 40)), .line(to: CGPoint(x: 50, y: 60)), .closeSubpath,
        ])
    }

    @Test func relativeCommandsAreOffsetsFromThePenAndZResetsIt() throws {
        let path = try CGPath(svgPathData: "m 10 20 l 5 5 h 5 v -5 z m 1 1 l 1 0")

        // After z the pen is back at (10,20), so "m 1 1" lands on (11,21) (SVG 1.1 §8.3.3).
        #expect(path.elements == [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 15, y: 25)),
            .line(to: CGPoint(x: 20, y: 25)), .line(to: CGPoint(x: 20, y: 20)), .closeSubpath,
            .move(to: CGPoint(x: 11, y: 21)), .line(to: CGPoint(x: 12, y: 21)),
        ])
    }

    @Test func repeatedArgumentsAfterAMoveAreLines() throws {
        let absolute = try CGPath(svgPathData: "M0,0 10,0, 10 10")
        let relative = try CGPath(svgPathData: "m1 1 10 0 0 10")

        #expect(absolute.elements.map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
        #expect(relative.elements.last == .line(to: CGPoint(x: 11, y: 11)))
    }

    @Test func compactNumberFormsParse() throws {
        let path = try CGPath(svgPathData: "M.5.5L-.5-1e-3 1E2,+2l1e+1-0")

        // ".5.5" is two numbers; an exponent may be signed and upper case.
        #expect(path.elements == [
            .move(to: CGPoint(x: 0.5, y: 0.5)), .line(to: CGPoint(x: -0.5, y: -0.001)),
            .line(to: CGPoint(x: 100, y: 2)), .line(to: CGPoint(x: 110, y: 2)),
        ])
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() throws {
        let cubic = try CGPath(svgPathData: "M0 0 C 0 10 10 10 10 0 S 20 -10 20 0")
        let quad = try CGPath(svgPathData: "M0 0 Q 5 10 10 0 T 20 0")
        let lonelyS = try CGPath(svgPathData: "M0 0 L 5 5 S 10 10 15 5")

        // S's first control is the previous second control (10,10) mirrored through the pen (10,0).
        #expect(cubic.elements[2] == .curve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: -10), control2: CGPoint(x: 20, y: -10)))
        #expect(quad.elements[2] == .quadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: -10)))
        // Without a preceding C or S the first control point is the pen itself.
        #expect(lonelyS.elements[2] == .curve(to: CGPoint(x: 15, y: 5), control1: CGPoint(x: 5, y: 5), control2: CGPoint(x: 10, y: 10)))
    }

    @Test func arcSweepFlagOneGoesTowardPositiveAngles() throws {
        let path = try CGPath(svgPathData: "M 0 0 A 50 50 0 0 1 100 0")

        // Centre (50,0), start angle π; sweep-flag 1 increases the angle, through 3π/2 = (50,-50).
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: -50, width: 100, height: 50), 1e-9))
        #expect(relativeError(path.length, 50 * .pi) < 1e-3)
        #expect(path.currentPoint == CGPoint(x: 100, y: 0), "the end point is exact, not recomputed")
    }

    @Test func arcRadiiTooSmallAreScaledUpAndZeroRadiusIsALine() throws {
        let scaled = try CGPath(svgPathData: "M0 0 A 1 1 0 0 0 100 0")
        let straight = try CGPath(svgPathData: "M0 0 A 0 10 0 0 0 100 0")
        let nothing = try CGPath(svgPathData: "M0 0 A 10 10 0 0 0 0 0")

        // SVG 1.1 F.6.6: radii grow until the ellipse just fits, here a semicircle of radius 50.
        #expect(relativeError(scaled.length, 50 * .pi) < 1e-3)
        #expect(scaled.boundingBoxOfPath.maxY > 49.9, "sweep 0 goes through (50, +50)")
        #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0))])
        #expect(nothing.elements == [.move(to: .zero)], "an arc to the pen is omitted")
    }

    @Test func arcFlagsMayBeWrittenWithoutSeparators() throws {
        let path = try CGPath(svgPathData: "M0 0a50 50 0 1150 50")

        // "1150 50" is large-arc 1, sweep 1, then x = 50, y = 50 (flags are single characters).
        #expect(path.currentPoint == CGPoint(x: 50, y: 50))
        // The large arc of a radius-50 circle through both points is three quarters of it.
        #expect(relativeError(path.length, 75 * .pi) < 1e-3)
    }

    @Test func mutablePathsCanBeParsedAndExtended() throws {
        let path = try CGMutablePath(svgPathData: "M 0 0 L 10 0")

        path.addLine(to: CGPoint(x: 10, y: 10))

        // The initializer is inherited, so the result really is mutable.
        #expect(path.elements.count == 3 && path.currentPoint == CGPoint(x: 10, y: 10))
    }

    @Test func emptyDataIsAnEmptyPath() throws {
        #expect(try CGPath(svgPathData: "").isEmpty)
        #expect(try CGPath(svgPathData: " \n\t").isEmpty)
    }

    @Test(arguments: [
        ("L 10 10", 0, SVGPathError.Problem.missingMoveTo, Character?("L")),
        ("10 10", 0, .missingMoveTo, "1"),
        ("M 10", 4, .expectedNumber, nil),
        ("M 10 10 X 5", 8, .expectedCommand, "X"),
        ("M 10 10 Z 5", 10, .expectedCommand, "5"),
        ("M 0 0 A 10 10 0 2 0 5 5", 16, .invalidFlag, "2"),
        ("M 1e999 0", 2, .nonFiniteNumber, "1"),
        ("M NaN 0", 2, .expectedNumber, "N"),
        ("M 1e308 0 l 1e308 0", 12, .nonFiniteNumber, "1"),
        ("M 0 0 L 5,,5", 10, .expectedNumber, ","),
    ])
    func malformedDataReportsOffsetAndProblem(
        input: String, offset: Int, problem: SVGPathError.Problem, found: Character?
    ) {
        #expect(throws: SVGPathError(offset: offset, problem: problem, found: found)) {
            try CGPath(svgPathData: input)
        }
    }

    @Test func errorDescriptionNamesOffsetAndCharacter() {
        let error = SVGPathError(offset: 8, problem: .expectedCommand, found: "X")

        #expect(error.description == "SVG path data, offset 8: expected a command letter (M L H V C S Q T A Z, or lower case), found 'X'")
    }
}
