import QuartzCore
import Foundation
import Testing

/// Layer transitions as the Material/Motion and Spring libraries build them: one group that
/// moves, resizes, rounds, re-colours and re-shadows a layer (shadowPath included), a flip
/// from a zero-axis rotation to a perspective half-turn, and animations that start later or
/// begin part-way through. Written from memory for this suite with QuartzCore alone.
enum MotionLikeTransition {
    static func morph(_ layer: CALayer, to frame: CGRect, cornerRadius: CGFloat, duration: CFTimeInterval) -> CAAnimationGroup {
        let position = CABasicAnimation(keyPath: "position")
        position.toValue = NSValue(cgPoint: CGPoint(x: frame.midX, y: frame.midY))
        let size = CABasicAnimation(keyPath: "bounds.size")
        size.toValue = NSValue(cgSize: frame.size)
        let corner = CABasicAnimation(keyPath: "cornerRadius")
        corner.toValue = cornerRadius
        let shadow = CABasicAnimation(keyPath: "shadowPath")
        shadow.fromValue = layer.shadowPath
        shadow.toValue = CGPath(roundedRect: CGRect(origin: .zero, size: frame.size), cornerWidth: cornerRadius,
                                cornerHeight: cornerRadius, transform: nil)
        let border = CABasicAnimation(keyPath: "borderColor")
        border.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let offset = CABasicAnimation(keyPath: "shadowOffset")
        offset.toValue = CGSize(width: 0, height: 10)
        let depth = CABasicAnimation(keyPath: "zPosition")
        depth.toValue = 100

        let group = CAAnimationGroup()
        group.animations = [position, size, corner, shadow, border, offset, depth]
        group.duration = duration
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        group.fillMode = .both
        group.isRemovedOnCompletion = false
        return group
    }

    /// Spring's "flipX": from a rotation about the zero vector (the identity, per Apple) to a
    /// perspective half-turn about y.
    static func flipX(width: CGFloat) -> CABasicAnimation {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / width / 2
        let animation = CABasicAnimation()
        animation.keyPath = "transform"
        animation.fromValue = NSValue(caTransform3D: CATransform3DMakeRotation(0, 0, 0, 0))
        animation.toValue = NSValue(caTransform3D: CATransform3DConcat(perspective, CATransform3DMakeRotation(CGFloat(Double.pi), 0, 1, 0)))
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, Float(1.1 + Double(1.0 / 3)), 1, 1)
        return animation
    }
}

@Suite("Material/Motion and Spring-style layer transitions")
struct MotionIdiomsTests {
    @Test("CATransform3DMakeRotation about the zero vector is the identity (Apple: CATransform3DMakeRotation)")
    func zeroAxisRotation() {
        // https://developer.apple.com/documentation/quartzcore/catransform3dmakerotation(_:_:_:_:):
        // "If the vector has length zero, this function returns the identity transform."
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(0, 0, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(.pi, 0, 0, 0)))
        let flip = MotionLikeTransition.flipX(width: 100)
        let from = (flip.fromValue as? NSValue)?.caTransform3DValue
        #expect(from.map(CATransform3DIsIdentity) == true)
    }

    @Test("one group moves, resizes, rounds, re-colours and re-shadows a layer; shadowPath blends point by point (Apple: CAAnimationGroup, CALayer shadowPath)")
    func morphGroup() throws {
        // https://developer.apple.com/documentation/quartzcore/calayer/shadowpath: animatable.
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            // Apple: paths with different numbers of points blend undefinedly; both are
            // rounded rectangles here, as Motion's are.
            layer.shadowPath = CGPath(roundedRect: layer.bounds, cornerWidth: 2, cornerHeight: 2, transform: nil)
            layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            clock.advance(by: 0)
            let target = CGRect(x: 100, y: 100, width: 200, height: 50)
            layer.add(MotionLikeTransition.morph(layer, to: target, cornerRadius: 20, duration: 1), forKey: "motion")

            clock.advance(to: 0.5)
            let shown = try #require(layer.presentation())
            #expect(shown.position == CGPoint(x: 125, y: 87.5))
            #expect(shown.bounds.size == CGSize(width: 150, height: 75))
            #expect(abs(shown.cornerRadius - 10) < 1e-9)
            #expect(abs(shown.zPosition - 50) < 1e-9)
            #expect(shown.shadowOffset == CGSize(width: 0, height: 3.5), "half-way from the default (0, −3) to (0, 10)")
            let border = try #require(shown.borderColor?.components)
            #expect(abs(border[0] - 0.5) < 1e-6 && abs(border[2] - 0.5) < 1e-6)
            let box = try #require(shown.shadowPath).boundingBoxOfPath
            #expect(abs(box.width - 150) < 0.5 && abs(box.height - 75) < 0.5, "\(box)")

            clock.advance(to: 5)
            // fillMode both, not removed: the end values stay; the model never changed.
            #expect(layer.presentation()?.bounds.size == target.size)
            #expect(layer.bounds.size == CGSize(width: 100, height: 100))
        }
    }

    @Test("the flip passes through edge-on half-way and ends a half-turn round with its perspective (Apple: CATransform3D interpolation)")
    func flip() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            clock.advance(by: 0)
            let flip = MotionLikeTransition.flipX(width: 100)
            flip.timingFunction = CAMediaTimingFunction(name: .linear)
            flip.fillMode = .forwards
            flip.isRemovedOnCompletion = false
            layer.add(flip, forKey: "flip")
            clock.advance(to: 0.5)
            let mid = try #require(layer.presentation()?.transform)
            #expect(!mid.m11.isNaN && abs(mid.m11) < 1e-6, "edge-on: x maps to depth only (\(mid.m11))")
            clock.advance(to: 1)
            let end = try #require(layer.presentation()?.transform)
            #expect(abs(end.m11 + 1) < 1e-6 && abs(end.m34 - (-1.0 / 200)) < 1e-9, "\(end)")
        }
    }

    @Test("a beginTime in the future with fillMode backwards shows fromValue early; timeOffset starts part-way (Apple: CAMediaTiming fillMode, timeOffset)")
    func laterAndPartWay() {
        // https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/backwards:
        // "The receiver clamps values before zero to zero when the animation is completed"
        // — before it starts, the first frame shows. CAMediaTiming: active local time
        // t = (tp − begin) × speed + timeOffset.
        let clock = MediaClock.virtual()
        clock.run {
            let early = CALayer(), partWay = CALayer()
            clock.advance(by: 0)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.2
            fade.toValue = 0.6
            fade.duration = 1
            fade.beginTime = CACurrentMediaTime() + 0.5
            fade.fillMode = .backwards
            early.add(fade, forKey: "fade")
            let skip = CABasicAnimation(keyPath: "opacity")
            skip.fromValue = 0
            skip.toValue = 1
            skip.duration = 2
            skip.timeOffset = 0.5
            partWay.add(skip, forKey: "skip")

            clock.advance(to: 0.25)
            #expect(abs((early.presentation()?.opacity ?? 0) - 0.2) < 1e-6, "fromValue before the begin time")
            #expect(abs((partWay.presentation()?.opacity ?? 0) - 0.375) < 1e-6, "0.25 s in plus the 0.5 s offset, of 2 s")
            clock.advance(to: 1)
            #expect(abs((early.presentation()?.opacity ?? 0) - 0.4) < 1e-6)
        }
    }
}
