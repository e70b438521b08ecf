import QuartzCore
import Foundation
import Testing

/// A radar pulse in the shape of Pulsator (MIT): a CAReplicatorLayer subclass that overrides
/// CALayer's `backgroundColor` and `repeatCount` with observers, animates
/// "transform.scale.xy" and a keyframed opacity in a group with `repeatCount = MAXFLOAT`, and
/// staggers its copies with instanceDelay. Written from memory with QuartzCore alone.
final class PulseLayer: CAReplicatorLayer, CAAnimationDelegate {
    fileprivate let pulse = CALayer()
    fileprivate var animationGroup: CAAnimationGroup!
    fileprivate var alpha: CGFloat = 0.45
    private(set) var recreated = 0
    var stopped = false

    override var backgroundColor: CGColor? {
        didSet {
            pulse.backgroundColor = backgroundColor
            guard let backgroundColor = backgroundColor else { return }
            let oldAlpha = alpha
            alpha = backgroundColor.alpha
            if alpha != oldAlpha { recreated += 1 }
        }
    }

    override var repeatCount: Float {
        didSet {
            if let animationGroup = animationGroup { animationGroup.repeatCount = repeatCount }
        }
    }

    var numPulse: Int = 1 {
        didSet {
            if numPulse < 1 { numPulse = 1 }
            instanceCount = numPulse
            updateInstanceDelay()
        }
    }
    var radius: CGFloat = 60 { didSet { updatePulse() } }
    var animationDuration: TimeInterval = 3 { didSet { updateInstanceDelay() } }
    var fromValueForRadius: Float = 0.0
    var keyTimeForHalfOpacity: Float = 0.2
    var pulseInterval: TimeInterval = 0
    var isPulsating: Bool {
        guard let keys = pulse.animationKeys() else { return false }
        return keys.count > 0
    }

    override init(layer: Any) { super.init(layer: layer) }

    override init() {
        super.init()
        setupPulse()
        instanceDelay = 1
        repeatCount = MAXFLOAT
        backgroundColor = CGColor(red: 0, green: 0.455, blue: 0.756, alpha: 0.45)
    }

    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    fileprivate func setupPulse() {
        pulse.contentsScale = 2
        pulse.opacity = 0
        addSublayer(pulse)
        updatePulse()
    }

    fileprivate func setupAnimationGroup() {
        let scaleAnimation = CABasicAnimation(keyPath: "transform.scale.xy")
        scaleAnimation.fromValue = fromValueForRadius
        scaleAnimation.toValue = 1.0
        scaleAnimation.duration = animationDuration

        let opacityAnimation = CAKeyframeAnimation(keyPath: "opacity")
        opacityAnimation.duration = animationDuration
        opacityAnimation.values = [alpha, alpha * 0.5, 0.0]
        opacityAnimation.keyTimes = [0.0, NSNumber(value: keyTimeForHalfOpacity), 1.0]

        animationGroup = CAAnimationGroup()
        animationGroup.animations = [scaleAnimation, opacityAnimation]
        animationGroup.duration = animationDuration + pulseInterval
        animationGroup.repeatCount = repeatCount
        animationGroup.timingFunction = CAMediaTimingFunction(name: .linear)
        animationGroup.delegate = self
    }

    fileprivate func updatePulse() {
        let diameter: CGFloat = radius * 2
        pulse.bounds = CGRect(origin: CGPoint.zero, size: CGSize(width: diameter, height: diameter))
        pulse.cornerRadius = radius
        pulse.backgroundColor = backgroundColor
    }

    fileprivate func updateInstanceDelay() {
        instanceDelay = (animationDuration + pulseInterval) / Double(numPulse)
    }

    func start() {
        setupAnimationGroup()
        pulse.add(animationGroup, forKey: "pulse")
    }

    func stop() {
        pulse.removeAllAnimations()
        animationGroup = nil
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped = true
        if let keys = pulse.animationKeys(), keys.count > 0 { pulse.removeAllAnimations() }
        pulse.removeFromSuperlayer()
    }
}

@Suite("A Pulsator-style radar pulse")
struct PulsatorTests {
    @Test("overridden backgroundColor / repeatCount observers run; transform.scale.xy scales x and y, not z (Apple: CATransform3D key paths)")
    func pulses() throws {
        // Core Animation Programming Guide, "CATransform3D Key Paths" lists transform.scale
        // (all three factors) and transform.scale.x/.y/.z; "scale.xy", undocumented, is the x
        // and y factors together — Pulsator and Apple's own frameworks animate it.
        let clock = MediaClock.virtual()
        try clock.run {
            let pulsator = PulseLayer()
            #expect(pulsator.repeatCount == MAXFLOAT)
            #expect(abs(pulsator.alpha - 0.45) < 1e-6 && pulsator.recreated == 0)
            pulsator.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.8)
            #expect(pulsator.recreated == 1 && pulsator.pulse.backgroundColor?.alpha == 0.8)
            pulsator.numPulse = 3
            #expect(pulsator.instanceCount == 3 && pulsator.instanceDelay == 1)
            clock.advance(by: 0)
            pulsator.start()
            #expect(pulsator.isPulsating)

            clock.advance(to: 1.5 + 3 * 10)              // eleventh cycle, half-way
            let shown = try #require(pulsator.pulse.presentation())
            let m = shown.transform
            #expect(abs(m.m11 - 0.5) < 1e-6 && abs(m.m22 - 0.5) < 1e-6 && abs(m.m33 - 1) < 1e-9, "\(m)")
            // opacity keyframes [0.8, 0.4, 0] at [0, 0.2, 1]: at 0.5, 0.4 × (1 − 0.3/0.8).
            #expect(abs(Double(shown.opacity) - 0.4 * (1 - 0.3 / 0.8)) < 1e-5)
            #expect(!pulsator.stopped)

            pulsator.repeatCount = 1                     // no effect on the copy already added
            clock.advance(to: 40)
            #expect(pulsator.isPulsating)
            pulsator.stop()
            clock.advance(by: 0)
            #expect(pulsator.stopped && pulsator.pulse.superlayer == nil, "removal reports the stop")
        }
    }

    @Test("transform.scale.xy reads the mean of the x and y factors and sets both")
    func scaleXYKeyPath() {
        let layer = CALayer()
        layer.setValue(2, forKeyPath: "transform.scale.xy")
        #expect(layer.transform.m11 == 2 && layer.transform.m22 == 2 && layer.transform.m33 == 1)
        layer.transform = CATransform3DMakeScale(1, 3, 5)
        #expect((layer.value(forKeyPath: "transform.scale.xy") as? Double) == 2)
        layer.setValue(0.5, forKeyPath: "sublayerTransform.scale.xy")
        #expect(layer.sublayerTransform.m11 == 0.5 && layer.sublayerTransform.m22 == 0.5)
    }
}

@Suite("Animation groups with a child Core Animation cannot apply")
struct GroupChildIdiomsTests {
    final class Observer: NSObject, CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
    }

    @Test("a misspelt child is left out; the group's other children, timing and delegate calls still run (Apple: CAAnimationGroup)")
    func badChildLeftOut() {
        // On iOS a child whose key path names no property has no effect; the group is added
        // and runs. https://developer.apple.com/documentation/quartzcore/caanimationgroup
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            clock.advance(by: 0)
            let typo = CABasicAnimation(keyPath: "opactiy")
            typo.toValue = 0
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            let group = CAAnimationGroup()
            group.animations = [typo, move]
            group.duration = 1
            let observer = Observer()
            group.delegate = observer
            layer.add(group, forKey: "g")
            #expect(layer.animation(forKey: "g") != nil)
            clock.advance(to: 0.5)
            #expect(layer.presentation()?.position.x == 50)
            #expect(layer.presentation()?.opacity == 1)
            clock.advance(to: 1.1)
            #expect(observer.log == ["start", "stop true"])
        }
    }
}
