import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// The NVActivityIndicatorView-shaped code in ActivityIndicatorCode.swift, run on the virtual
/// clock: staggered copies of one group, keyframes with per-segment timing functions that
/// overshoot, groups of stroke animations, whole-transform and path keyframes.
@Suite struct ActivityIndicatorTests {
    /// A committed indicator of `size` in `root`, animating from the clock's current time.
    func started(_ animation: IndicatorAnimation, _ clock: MediaClock, _ root: UIView, size: CGFloat = 60) -> ActivityIndicatorView {
        let view = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: size, height: size), animation: animation, color: .red)
        root.addSubview(view)
        clock.advance(by: 0)
        view.startAnimating()
        return view
    }

    func shown(_ layer: CALayer, _ keyPath: String) -> Double {
        ((layer.presentation() ?? layer).value(forKeyPath: keyPath) as? NSNumber)?.doubleValue ?? .nan
    }

    @Test("add(_:forKey:) copies the animation, so one group re-used with new beginTimes staggers the circles (Apple: CALayer add(_:forKey:))")
    func staggeredCopies() throws {
        // https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:):
        // "The animation object is copied by the render tree, not referenced. Therefore,
        // subsequent modifications to the object are not propagated into the render tree."
        onVirtualClock { clock, root in
            let t0 = CACurrentMediaTime()
            let view = started(BallScaleMultipleAnimation(), clock, root)
            let circles = view.layer.sublayers ?? []
            #expect(circles.count == 3)
            #expect(!view.isHidden && view.isAnimating)
            let begins = circles.compactMap { $0.animation(forKey: "animation")?.beginTime }
            #expect(begins.count == 3 && zip(begins, [0, 0.2, 0.4]).allSatisfy { abs($0 - (t0 + $1)) < 1e-9 }, "\(begins)")

            clock.advance(to: t0 + 0.3)
            // The third circle starts at t0 + 0.4: before that, with fillMode removed, the
            // model's opacity 0 and identity scale show.
            #expect(shown(circles[2], "opacity") == 0)
            #expect(shown(circles[2], "transform.scale") == 1)

            clock.advance(to: t0 + 10.5)   // repeatCount HUGE: ten cycles on, same phase
            #expect(abs(shown(circles[0], "transform.scale") - 0.5) < 1e-6)
            #expect(abs(shown(circles[1], "transform.scale") - 0.3) < 1e-6)
            #expect(abs(shown(circles[2], "transform.scale") - 0.1) < 1e-6)
            // opacity keyframes [0, 1, 0] at keyTimes [0, 0.05, 1]: at 0.5, 1 − 0.45/0.95.
            #expect(abs(shown(circles[0], "opacity") - (1 - 0.45 / 0.95)) < 1e-4)

            view.stopAnimating()
            #expect(view.isHidden && (view.layer.sublayers ?? []).isEmpty)
        }
    }

    @Test("keyframe timingFunctions apply per segment, and control points past 1 overshoot (Apple: CAKeyframeAnimation timingFunctions, CAMediaTimingFunction init(controlPoints:))")
    func pulseOvershoots() {
        // https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions:
        // "each function describes the pacing of one keyframe to keyframe segment".
        onVirtualClock { clock, root in
            let t0 = CACurrentMediaTime()
            let view = started(BallPulseAnimation(), clock, root)
            let first = view.layer.sublayers![0]        // begins at t0 + 0.12, lasts 0.75
            let curve = { (x: Double) in unitBezierY(x, 0.2, 0.68, 0.18, 1.08) }

            clock.advance(to: t0 + 0.12 + 0.75 * 0.15)  // half-way through the first segment
            #expect(abs(shown(first, "transform.scale") - (1 - 0.7 * curve(0.5))) < 1e-4)
            clock.advance(to: t0 + 0.12 + 0.75 * 0.3)   // on the middle keyframe
            #expect(abs(shown(first, "transform.scale") - 0.3) < 1e-6)
            // Late in the second segment the curve's y passes 1: the scale passes its target 1.
            let x = 0.9
            #expect(curve(x) > 1)
            clock.advance(to: t0 + 0.12 + 0.75 * (0.3 + 0.7 * x))
            let value = shown(first, "transform.scale")
            #expect(abs(value - (0.3 + 0.7 * curve(x))) < 1e-4 && value > 1, "\(value)")
        }
    }

    @Test("a group of strokeEnd / strokeStart animations with their own beginTime and a Float byValue rotation (Apple: CAAnimationGroup)")
    func strokeSpin() {
        // https://developer.apple.com/documentation/quartzcore/caanimationgroup: the grouped
        // animations' times are relative to the group; outside its active time a sub-animation
        // with fillMode removed leaves the model value.
        onVirtualClock { clock, root in
            let t0 = CACurrentMediaTime()
            let view = started(CircleStrokeSpinAnimation(), clock, root)
            let ring = view.layer.sublayers![0]
            let curve = { (x: Double) in unitBezierY(x, 0.4, 0, 0.2, 1) }

            clock.advance(to: t0 + 0.35)
            #expect(abs(shown(ring, "strokeEnd") - curve(0.5)) < 1e-4)
            #expect(shown(ring, "strokeStart") == 0)
            clock.advance(to: t0 + 1.1)
            #expect(shown(ring, "strokeEnd") == 1, "model strokeEnd after its 0.7 s")
            #expect(abs(shown(ring, "strokeStart") - curve(0.6 / 1.2)) < 1e-4)
            clock.advance(to: t0 + 1.7 * 3 + 0.35)      // fourth cycle, same phase as the first
            #expect(abs(shown(ring, "strokeEnd") - curve(0.5)) < 1e-4)
            #expect(ring.animation(forKey: "animation") != nil)
        }
    }

    @Test("transform.scale.y keyframes scale y alone (Apple: Core Animation key-path extensions for CATransform3D)")
    func lineScaleY() {
        // https://developer.apple.com/documentation/quartzcore/catransform3d: "transform.scale.y —
        // Set to an NSNumber whose value is the scale factor for the y axis."
        onVirtualClock { clock, root in
            let t0 = CACurrentMediaTime()
            let view = started(LineScaleAnimation(), clock, root, size: 90)
            let bars = view.layer.sublayers!
            #expect(bars.count == 5)
            clock.advance(to: t0 + 0.3 + 0.5)           // the third bar on its middle keyframe
            #expect(abs(shown(bars[2], "transform.scale.y") - 0.4) < 1e-6)
            #expect(abs(shown(bars[2], "transform.scale.x") - 1) < 1e-9)
            #expect(abs(shown(bars[2], "transform.scale.z") - 1) < 1e-9)
        }
    }

    @Test("NSCoder.cgPoint(for:) parses \"{x,y}\" and NSValue(caTransform3D:) keyframes from an NSMutableArray move the ring (Apple: NSCoder cgPoint(for:))")
    func trianglePath() throws {
        // https://developer.apple.com/documentation/foundation/nscoder/cgpoint(for:)
        #expect(NSCoder.cgPoint(for: "{12.5,-3}") == CGPoint(x: 12.5, y: -3))
        #expect(NSCoder.cgPoint(for: "{ 1 , 2 }") == CGPoint(x: 1, y: 2))
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
        try onVirtualClock { clock, root in
            let t0 = CACurrentMediaTime()
            let view = started(BallTrianglePathAnimation(), clock, root, size: 100)
            let top = try #require(view.layer.sublayers?.first)
            let circleSize: CGFloat = 20, deltaX = 50 - circleSize / 2, deltaY = 50 - circleSize / 2
            clock.advance(to: t0 + 2 * 0.33)             // on the second keyframe: {hx,fy}
            let m = top.presentation()!.transform
            #expect(abs(m.m41 - deltaX) < 1e-6 && abs(m.m42 - 2 * deltaY) < 1e-6, "\(m.m41), \(m.m42)")
            clock.advance(to: t0 + 2 * 0.66)             // third: {-hx,fy}
            #expect(abs(top.presentation()!.transform.m41 + deltaX) < 1e-6)
        }
    }

    @Test("path keyframes appended to an optional values array reshape the bar (Apple: CAShapeLayer path is animatable)")
    func equalizerPaths() throws {
        // https://developer.apple.com/documentation/quartzcore/cashapelayer/path: "Paths will
        // interpolate as a linear blend of the 'on-line' points".
        try onVirtualClock { clock, root in
            let t0 = CACurrentMediaTime()
            let view = started(AudioEqualizerAnimation(), clock, root, size: 90)
            let bar = try #require(view.layer.sublayers?.first as? CAShapeLayer)
            let kf = try #require(bar.animation(forKey: "animation") as? CAKeyframeAnimation)
            #expect(kf.values?.count == 12)
            clock.advance(to: t0 + 4.3 * 2 / 11)         // the third keyframe: height 0.4
            let box = try #require((bar.presentation() as? CAShapeLayer)?.path).boundingBoxOfPath
            #expect(abs(box.height - 36) < 1e-6 && abs(box.minY - 54) < 1e-6, "\(box)")
        }
    }

    @Test("a position keyframe along a UIBezierPath arc starts at the arc's start (Apple: CAKeyframeAnimation path)")
    func orbitStart() {
        onVirtualClock { clock, root in
            let view = started(OrbitAnimation(), clock, root, size: 80)
            let satellite = view.layer.sublayers![0]
            clock.advance(by: 0)
            let p = satellite.presentation()!.position
            // startAngle 1.5π in UIKit's y-down space is the top of the circle (radius 30).
            #expect(abs(p.x - 40) < 1e-6 && abs(p.y - 10) < 1e-6, "\(p)")
        }
    }

    @Test("NSCoder.string(for:) writes UIKit's forms and reads back (Apple: NSCoder string(for:))")
    func geometryStrings() {
        // https://developer.apple.com/documentation/foundation/nscoder/string(for:)-6ix86
        #expect(NSCoder.string(for: CGPoint(x: 3, y: 2.5)) == "{3, 2.5}")
        #expect(NSCoder.string(for: CGRect(x: 0, y: 0, width: 10, height: 20)) == "{{0, 0}, {10, 20}}")
        #expect(NSCoder.string(for: CGAffineTransform.identity) == "[1, 0, 0, 1, 0, 0]")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        let third = CGPoint(x: 1.0 / 3, y: -2e-7)
        #expect(NSCoder.cgPoint(for: NSCoder.string(for: third)) == third)
        #expect(NSCoder.cgRect(for: "{{1,2},{3,4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgSize(for: "{5,6}") == CGSize(width: 5, height: 6))
        #expect(NSCoder.cgRect(for: "{1,2}") == .zero, "too few numbers: not well-formed")
        #expect(NSCoder.cgAffineTransform(for: "[2, 0, 0, 2, 5, 6]") == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("intrinsicContentSize: noIntrinsicMetric by default, overridable, the fitted size for labels (Apple: UIView intrinsicContentSize)")
    func intrinsicSize() {
        // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
        let indicator = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 40, height: 30), animation: BallPulseAnimation())
        #expect(indicator.intrinsicContentSize == CGSize(width: 40, height: 30))
        let label = UILabel()
        label.text = "Loading"
        #expect(label.intrinsicContentSize == label.sizeThatFits(.zero) && label.intrinsicContentSize.width > 0)
        let image = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 7, height: 3)).image { _ in })
        #expect(image.intrinsicContentSize == CGSize(width: 7, height: 3))
        label.invalidateIntrinsicContentSize()
    }

    @Test("changing the bounds while animating sets the animation up again")
    func relayout() {
        onVirtualClock { clock, root in
            let view = started(BallPulseAnimation(), clock, root)
            let before = view.layer.sublayers!
            view.bounds = CGRect(x: 0, y: 0, width: 90, height: 90)
            #expect(view.layer.sublayers?.count == 3)
            #expect(!(view.layer.sublayers!.contains { s in before.contains { $0 === s } }))
        }
    }
}

/// y of the unit cubic Bézier (0,0) (p1) (p2) (1,1) at x, by bisection on the x polynomial.
func unitBezierY(_ x: Double, _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> Double {
    func bez(_ t: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if bez(mid, p1x, p2x) < x { lo = mid } else { hi = mid }
    }
    return bez((lo + hi) / 2, p1y, p2y)
}
