import Foundation
import Testing
@testable import StrataGraphics

@Suite("CGPath trimming (strokeStart/strokeEnd) and interpolation (path animation)")
struct CGPathTrimmingTests {
    /// Two 10-unit lines in separate subpaths: 20 units in all.
    func twoLines() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0)); path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 10)); path.addLine(to: CGPoint(x: 10, y: 10))
        return path
    }

    @Test("a range across two subpaths keeps them apart with a move")
    func acrossSubpaths() {
        let trimmed = twoLines().trimmed(from: 0.25, to: 0.75)

        #expect(trimmed.elements == [.move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
                                     .move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 5, y: 10))])
    }

    @Test("the full range is the path itself; an empty or inverted range is empty; NaN is clamped")
    func edges() {
        let path = twoLines()

        #expect(path.trimmed(from: 0, to: 1) === path)
        #expect(path.trimmed(from: 0.6, to: 0.4).isEmpty)
        #expect(path.trimmed(from: .nan, to: 2) === path)
    }

    @Test("a trimmed circle ends on the circle, half-way round at 0.5")
    func halfCircle() throws {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)

        let half = circle.trimmed(from: 0, to: 0.5)

        #expect(isClose(half.currentPoint, CGPoint(x: -10, y: 0), 1e-6))
        #expect(half.elements.count == 3)                     // move + two quarter-circle curves
    }

    @Test("like paths interpolate point by point; unlike ones do not")
    func interpolation() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 10), transform: nil)

        let mid = a.interpolated(to: b, progress: 0.5)

        #expect(mid?.boundingBox == CGRect(x: 5, y: 10, width: 20, height: 10))
        #expect(a.interpolated(to: twoLines(), progress: 0.5) == nil)
    }
}
