import QuartzCore
import Foundation
import Testing

/// Everyday Core Animation snippets as iOS code writes them (pulse, stroke, shimmer, transaction,
/// keyframe path, spring, 3-D flip, replicator, emitter, shadow, transition, pause/resume,
/// text): they compile with `import QuartzCore` alone and leave the layers in the state
/// Apple documents.
@Suite("Common Core Animation idioms compile and behave")
struct CommonIdiomsTests {
    @Test("setAffineTransform / affineTransform round-trip through transform (Apple: CALayer)")
    func affineTransformRoundTrip() {
        let layer = CALayer()
        let m = CGAffineTransform(rotationAngle: .pi / 3).scaledBy(x: 2, y: 0.5).translatedBy(x: 10, y: -4)
        layer.setAffineTransform(m)
        let back = layer.affineTransform()
        for (a, b) in [(back.a, m.a), (back.b, m.b), (back.c, m.c), (back.d, m.d), (back.tx, m.tx), (back.ty, m.ty)] {
            #expect(abs(a - b) < 1e-9)
        }
        #expect(CATransform3DEqualToTransform(layer.transform, CATransform3DMakeAffineTransform(m)))
    }

    @Test("CATextLayer.font takes a CFString name, as iOS code passes it")
    func fontFromCFString() {
        let text = CATextLayer()
        text.font = "DejaVu Sans" as CFString
        #expect(text.font as? String == "DejaVu Sans")
    }

    @Test("the snippets compile and add their animations")
    func idioms() {
        let layer = CALayer()
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.duration = 0.6
        pulse.fromValue = 1.0
        pulse.toValue = 1.2
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pulse.isRemovedOnCompletion = false
        pulse.fillMode = .forwards
        layer.add(pulse, forKey: "pulse")

        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: false)
        shape.path = path
        shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shape.fillColor = nil
        shape.lineWidth = 4
        shape.lineCap = .round
        shape.strokeEnd = 0
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.toValue = 1
        shape.add(stroke, forKey: nil)

        let gradient = CAGradientLayer()
        gradient.colors = [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)]
        gradient.locations = [0, 0.5, 1] as [NSNumber]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let shimmer = CABasicAnimation(keyPath: "locations")
        shimmer.fromValue = [-1.0, -0.5, 0.0]
        shimmer.toValue = [1.0, 1.5, 2.0]
        gradient.add(shimmer, forKey: "shimmer")

        CATransaction.begin()
        CATransaction.setAnimationDuration(0.3)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1))
        CATransaction.setCompletionBlock { }
        layer.opacity = 0.5
        CATransaction.commit()

        let key = CAKeyframeAnimation(keyPath: "position")
        key.path = path
        key.calculationMode = .paced
        key.rotationMode = .rotateAuto
        key.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 10, y: 10))]
        key.keyTimes = [0, 1]
        let group = CAAnimationGroup()
        group.animations = [key, pulse]
        group.duration = 2
        layer.add(group, forKey: "g")

        let spring = CASpringAnimation(keyPath: "position.y")
        spring.damping = 10
        spring.stiffness = 100
        spring.mass = 1
        spring.initialVelocity = 0
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: nil)

        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        layer.transform = t
        layer.sublayerTransform = CATransform3DMakeScale(1, 1, 1)
        _ = layer.presentation()?.position
        _ = CATransform3DIsIdentity(t)
        _ = CATransform3DGetAffineTransform(t)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi))
        let rep = CAReplicatorLayer()
        rep.instanceCount = 12
        rep.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        rep.instanceDelay = 0.1
        rep.instanceAlphaOffset = -0.05
        let cell = CAEmitterCell()
        cell.birthRate = 10
        cell.lifetime = 5
        cell.velocity = 100
        cell.emissionRange = .pi * 2
        cell.scale = 0.1
        cell.scaleRange = 0.05
        cell.contents = nil
        let emitter = CAEmitterLayer()
        emitter.emitterCells = [cell]
        emitter.emitterShape = .line
        emitter.emitterPosition = CGPoint(x: 100, y: 0)
        emitter.emitterSize = CGSize(width: 200, height: 1)
        layer.shadowColor = CGColor(gray: 0, alpha: 1)
        layer.shadowOffset = CGSize(width: 0, height: 3)
        layer.shadowRadius = 5
        layer.shadowOpacity = 0.3
        layer.shadowPath = CGPath(roundedRect: layer.bounds, cornerWidth: 8, cornerHeight: 8, transform: nil)
        layer.masksToBounds = true
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.cornerCurve = .continuous
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.3
        layer.add(transition, forKey: kCATransition)
        _ = CACurrentMediaTime()
        layer.speed = 0
        layer.timeOffset = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.beginTime = 0
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        let text = CATextLayer()
        text.string = "Hi"
        text.font = "Helvetica" as CFTypeRef
        #expect(text.font as? String == "Helvetica")
        text.fontSize = 14
        text.alignmentMode = .center
        text.contentsScale = 2
        text.isWrapped = true
        text.truncationMode = .end
        layer.contentsGravity = .resizeAspectFill
        layer.minificationFilter = .trilinear
        layer.needsDisplayOnBoundsChange = true
        layer.drawsAsynchronously = true
        layer.rasterizationScale = 2
        layer.shouldRasterize = true
        layer.allowsGroupOpacity = true
        layer.isDoubleSided = false
        #expect(Set(layer.animationKeys() ?? []).isSuperset(of: ["pulse", "g", kCATransition]))
        #expect(gradient.animation(forKey: "shimmer") != nil)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil || layer.animationKeys()?.isEmpty == true)
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
    }
}
