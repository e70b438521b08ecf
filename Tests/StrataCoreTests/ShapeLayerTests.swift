import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

@Suite("CAShapeLayer: defaults, rendering, animation")
struct ShapeLayerTests {
    /// A 100 × 100 shape layer with a circle of radius 40 about (50, 50), stroked red, width 6,
    /// no fill. The circle starts at (90, 50) and runs toward +y (clockwise on screen).
    func circleLayer() -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shape.lineWidth = 6
        return shape
    }

    @Test("Core Animation's defaults")
    func defaults() {
        MediaClock.virtual().run {
            let shape = CAShapeLayer()
            #expect(shape.path == nil)
            #expect(shape.fillColor.map(RGBA.init) == .black)
            #expect(shape.strokeColor == nil)
            #expect(shape.lineWidth == 1 && shape.miterLimit == 10)
            #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
            #expect(shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.lineDashPhase == 0)
            #expect(shape.lineDashPattern == nil)
            #expect(shape.valueKind(forKeyPath: "strokeEnd") == .number)
            #expect(shape.valueKind(forKeyPath: "path") == .path)
            #expect(CALayer().valueKind(forKeyPath: "strokeEnd") == nil)
        }
    }

    @Test("strokeEnd 0.5 of a circle: the first half (lower, y-down) is drawn, the upper half is not")
    func halfCircle() {
        MediaClock.virtual().run {
            let shape = circleLayer()
            shape.strokeEnd = 0.5

            let image = boundsImage(of: shape, scale: 1)
            dumpImage(image, "shape-strokeEnd-half")

            let red = RGBA(red: 1, green: 0, blue: 0)
            #expect(same(probe(image, 50, 89), red))       // (50.5, 89.5): bottom of the circle, a quarter in
            #expect(probe(image, 50, 10).alpha == 0)       // top of the circle: three quarters, not drawn
            #expect(same(probe(image, 12, 52), red, 0.1))  // just past (10, 50), a half in: the edge of the drawn part
            #expect(probe(image, 50, 50).alpha == 0)       // no fill
        }
    }

    @Test("fill with the even-odd rule; a dashed stroke at scale 2")
    func fillRuleAndDashes() {
        MediaClock.virtual().run {
            let star = CAShapeLayer()
            star.bounds = CGRect(x: 0, y: 0, width: 400, height: 320)
            let path = CGMutablePath()
            path.addLines(between: [CGPoint(x: 240, y: 280), CGPoint(x: 181, y: 99), CGPoint(x: 335, y: 210),
                                    CGPoint(x: 144, y: 210), CGPoint(x: 298, y: 99)])
            path.closeSubpath()
            star.path = path
            star.fillRule = .evenOdd
            let dashed = CAShapeLayer()
            dashed.bounds = CGRect(x: 0, y: 0, width: 60, height: 10)
            let line = CGMutablePath()
            line.move(to: CGPoint(x: 0, y: 5)); line.addLine(to: CGPoint(x: 60, y: 5))
            dashed.path = line
            dashed.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            dashed.lineWidth = 4
            dashed.lineDashPattern = [10, 10]

            let starImage = boundsImage(of: star, scale: 1), dashImage = boundsImage(of: dashed, scale: 2)

            #expect(probe(starImage, 240, 180).alpha == 0)                        // even-odd: centre empty
            #expect(same(probe(starImage, 240, 260), .black))                     // an arm: default black fill
            #expect(dashImage?.width == 120)
            #expect(same(probe(dashImage, 10, 10), RGBA(red: 0, green: 0, blue: 1)))   // (5, 5) pt: a dash
            #expect(probe(dashImage, 30, 10).alpha == 0)                          // (15, 5) pt: a gap
        }
    }

    @Test("an idle layer returns the same image; a changed value or scale re-rasterises")
    func renderCache() {
        MediaClock.virtual().run {
            let shape = circleLayer()

            let first = shape.renderedContents(scale: 1)
            let again = shape.renderedContents(scale: 1)
            shape.strokeEnd = 0.25
            let changed = shape.renderedContents(scale: 1)
            let retina = shape.renderedContents(scale: 2)

            #expect(first != nil && first === again)
            #expect(changed !== first && retina !== changed)
            // Twice the pixels per point: twice as wide, within the pixel alignment of each edge.
            #expect(abs((retina?.width ?? 0) - 2 * (changed?.width ?? 0)) <= 2)
            #expect(shape.renderCount == 3)
        }
    }

    @Test("CABasicAnimation of strokeEnd runs through the engine and redraws only while it changes")
    func animatedStrokeEnd() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer()
            let shape = circleLayer()
            root.addSublayer(shape)
            clock.advance(by: 0)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0; draw.toValue = 1; draw.duration = 1
            draw.timingFunction = CAMediaTimingFunction(name: .linear)
            shape.add(draw, forKey: "draw")
            clock.advance(by: 0)
            let start = clock.now

            root.updatePresentationTree(at: start + 0.5)
            let presented = shape.presentationSnapshot as? CAShapeLayer
            let half = boundsImage(of: presented, scale: 1)
            root.updatePresentationTree(at: start + 2)
            let done = boundsImage(of: presented, scale: 1)
            let doneBitmap = presented?.renderedContents(scale: 1)
            root.updatePresentationTree(at: start + 3)
            let idleBitmap = presented?.renderedContents(scale: 1)

            #expect(abs((presented?.strokeEnd ?? 0) - 1) < 1e-9)
            #expect(same(probe(half, 50, 89), RGBA(red: 1, green: 0, blue: 0)))
            #expect(probe(half, 50, 10).alpha == 0)
            #expect(same(probe(done, 50, 10), RGBA(red: 1, green: 0, blue: 0)))
            #expect(idleBitmap === doneBitmap)                 // nothing changed: no redraw
            #expect(shape.strokeEnd == 1)                      // the model is untouched
        }
    }

    @Test("animating one layer redraws only that layer; its idle neighbour keeps its image")
    func onlyChangedLayersRedraw() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer(), moving = circleLayer(), still = circleLayer()
            root.addSublayer(moving); root.addSublayer(still)
            clock.advance(by: 0)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0; draw.toValue = 1; draw.duration = 1
            moving.add(draw, forKey: "draw")
            clock.advance(by: 0)

            var stillImages: [CGImage?] = []
            for frame in 1...5 {
                root.updatePresentationTree(at: clock.now + Double(frame) / 10)
                _ = (moving.presentationSnapshot as? CAShapeLayer)?.renderedContents(scale: 1)
                stillImages.append((still.presentationSnapshot as? CAShapeLayer)?.renderedContents(scale: 1))
            }

            #expect((moving.presentationSnapshot as? CAShapeLayer)?.renderCount == 5)
            #expect((still.presentationSnapshot as? CAShapeLayer)?.renderCount == 1)
            #expect(stillImages.allSatisfy { $0 != nil && $0 === stillImages[0] })
        }
    }

    @Test("setting strokeEnd animates implicitly; path animates point by point between like paths")
    func implicitAndPathAnimation() {
        let clock = MediaClock.virtual()
        clock.run {
            let shape = circleLayer()
            clock.advance(by: 0)
            shape.strokeEnd = 0
            #expect(shape.animation(forKey: "strokeEnd") != nil)

            let from = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let to = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50), transform: nil)
            let grow = CABasicAnimation(keyPath: "path")
            grow.fromValue = from; grow.toValue = to; grow.duration = 1
            grow.timingFunction = CAMediaTimingFunction(name: .linear)
            shape.add(grow, forKey: "grow")
            clock.advance(by: 0)
            let mid = shape.evaluatedPresentation(at: clock.now + 0.5) as? CAShapeLayer

            #expect(mid?.path?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 30))
            let other = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
            #expect(from.interpolated(to: other, progress: 0.5) == nil)        // unlike: switches
        }
    }

    @Test("bad input: empty path, NaN path, zero size, unknown fillRule through KVC")
    func badInput() {
        MediaClock.virtual().run {
            let shape = circleLayer()
            shape.path = CGMutablePath()
            #expect(shape.renderedContents(scale: 1) == nil)

            let nan = CGMutablePath()
            nan.move(to: CGPoint(x: 0, y: 0)); nan.addLine(to: CGPoint(x: CGFloat.nan, y: 4))
            shape.path = nan
            let image = boundsImage(of: shape, scale: 1)
            #expect(image == nil || probe(image, 50, 89).alpha == 0)       // refused, nothing drawn

            let empty = CAShapeLayer()
            empty.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
            // Zero bounds: Core Animation still draws the path, where it is (not clipped).
            let painted = empty.renderedContentsRect(scale: 1)
            #expect(empty.renderedContents(scale: 1) != nil)
            #expect(painted.map { $0.contains(CGRect(x: 0, y: 0, width: 5, height: 5)) } == true)
            #expect(throws: StrataError.self) { try shape.trySetValue("sideways", forKeyPath: "fillRule") }
            try? shape.trySetValue("evenOdd", forKeyPath: "fillRule")
            #expect(shape.fillRule == .evenOdd)
            #expect(throws: StrataError.self) { try shape.trySetValue(CGFloat.nan, forKeyPath: "lineWidth") }
            shape.setValue([4, 2], forKey: "lineDashPattern")
            #expect(shape.lineDashPattern?.map(\.doubleValue) == [4, 2])
            #expect((shape.value(forKey: "lineDashPattern") as? [NSNumber])?.count == 2)
        }
    }
}
