import QuartzCore
import Testing

// A loading indicator as open-source iOS code builds one: a CAReplicatorLayer subclass holding a
// CAShapeLayer dot, laid out in layoutSublayers(), pulsing forever (`repeatCount = HUGE`), with
// the tree methods overridden to keep count. Apple: CAReplicatorLayer
// (https://developer.apple.com/documentation/quartzcore/careplicatorlayer), CALayer
// layoutSublayers() (https://developer.apple.com/documentation/quartzcore/calayer/layoutsublayers()),
// addSublayer(_:) (https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)).
final class DotsIndicatorLayer: CAReplicatorLayer {
    let dot = CAShapeLayer()
    var dotCount = 8
    var changes: [String] = []

    override init() {
        super.init()
        instanceCount = dotCount
        instanceDelay = 1.0 / Double(dotCount)
        instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(dotCount), 0, 0, 1)
        dot.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        addSublayer(dot)
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let layer = layer as? DotsIndicatorLayer { dotCount = layer.dotCount }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func addSublayer(_ layer: CALayer) {
        changes.append("add")
        super.addSublayer(layer)
    }

    override func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        changes.append("insert at \(idx)")
        super.insertSublayer(layer, at: idx)
    }

    override func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        changes.append("insert below")
        super.insertSublayer(layer, below: sibling)
    }

    override func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        changes.append("insert above")
        super.insertSublayer(layer, above: sibling)
    }

    override func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        changes.append("replace")
        super.replaceSublayer(oldLayer, with: newLayer)
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        let size = bounds.width / 6
        dot.frame = CGRect(x: bounds.midX - size / 2, y: 0, width: size, height: size)
        dot.path = CGPath(ellipseIn: dot.bounds, transform: nil)
    }

    override func preferredFrameSize() -> CGSize { CGSize(width: 60, height: 60) }

    override func add(_ anim: CAAnimation, forKey key: String?) {
        changes.append("animation \(key ?? "-")")
        super.add(anim, forKey: key)
    }

    override func removeAnimation(forKey key: String) {
        changes.append("remove \(key)")
        super.removeAnimation(forKey: key)
    }

    override func hitTest(_ p: CGPoint) -> CALayer? {
        // The whole indicator is one target.
        super.hitTest(p) != nil ? self : nil
    }

    override func contains(_ p: CGPoint) -> Bool {
        let r = bounds.width / 2
        return hypot(p.x - bounds.midX, p.y - bounds.midY) <= r
    }

    func startAnimating() {
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.duration = 1
        pulse.repeatCount = HUGE
        dot.add(pulse, forKey: "pulse")
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.toValue = CGFloat.pi * 2
        spin.duration = 2
        spin.repeatCount = .infinity
        add(spin, forKey: "spin")
    }

    func stopAnimating() {
        dot.removeAnimation(forKey: "pulse")
        removeAnimation(forKey: "spin")
    }
}

/// Property overrides as iOS subclasses write them.
final class FramedLayer: CALayer {
    var frameChanges = 0
    override var frame: CGRect {
        didSet { frameChanges += 1 }
    }
    override var bounds: CGRect {
        didSet { setNeedsLayout() }
    }
    override var sublayers: [CALayer]? {
        didSet { sublayers?.forEach { $0.name = "child" } }
    }
}

/// A subclass with no initialisers of its own, and class-level defaults.
final class BadgeLayer: CATextLayer {
    override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "cornerRadius": return 6
        case "fontSize": return NSNumber(value: 12)
        default: return super.defaultValue(forKey: key)
        }
    }

    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "fontSize" ? NSNull() : super.defaultAction(forKey: event)
    }
}

/// A gradient subclass written with all three initialisers.
final class ShimmerLayer: CAGradientLayer {
    var band: CGFloat = 0.2

    override init() {
        super.init()
        colors = [CGColor(gray: 1, alpha: 0), CGColor(gray: 1, alpha: 1), CGColor(gray: 1, alpha: 0)]
        startPoint = CGPoint(x: 0, y: 0.5)
        endPoint = CGPoint(x: 1, y: 0.5)
    }

    override init(layer: Any) {
        super.init(layer: layer)
        band = (layer as? ShimmerLayer)?.band ?? band
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@Suite("Ported iOS code: layer subclasses with overridden tree, animation and geometry methods")
struct LoadingIndicatorTests {
    @Test("the overrides run once per call, the dot is laid out, and the pulse repeats forever")
    func indicator() {
        let clock = MediaClock.virtual()
        clock.run {
            let indicator = DotsIndicatorLayer()
            #expect(indicator.changes == ["add"])
            indicator.frame = CGRect(origin: .zero, size: indicator.preferredFrameSize())
            indicator.layoutIfNeeded()
            #expect(indicator.dot.frame == CGRect(x: 25, y: 0, width: 10, height: 10))
            indicator.startAnimating()
            clock.advance(by: 0)
            clock.advance(by: 1000.5)   // HUGE: still pulsing a thousand cycles later
            let scale = (indicator.dot.presentation()?.value(forKeyPath: "transform.scale") as? NSNumber)?.doubleValue
            #expect(abs((scale ?? 0) - 0.65) < 1e-3)
            #expect(indicator.presentation().map { type(of: $0) == DotsIndicatorLayer.self } == true)
            #expect(indicator.presentation()?.dotCount == 8)

            let extra = CALayer(), other = CALayer(), third = CALayer(), fourth = CALayer()
            indicator.insertSublayer(extra, at: 0)
            indicator.insertSublayer(other, below: indicator.dot)
            indicator.insertSublayer(third, above: indicator.dot)
            indicator.replaceSublayer(third, with: fourth)
            #expect(indicator.sublayers?.count == 4)
            indicator.stopAnimating()
            #expect(indicator.changes == ["add", "animation spin", "insert at 0", "insert below",
                                          "insert above", "replace", "remove spin"])
            #expect(indicator.dot.animationKeys() == nil)
        }
    }

    @Test("hitTest(_:) and contains(_:) overrides decide what is hit")
    func hitTesting() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            let indicator = DotsIndicatorLayer()
            indicator.frame = CGRect(x: 100, y: 100, width: 60, height: 60)
            root.addSublayer(indicator)
            #expect(root.hitTest(CGPoint(x: 130, y: 130)) === indicator)
            #expect(root.hitTest(CGPoint(x: 130, y: 102)) === indicator)   // on the dot: the indicator
            #expect(root.hitTest(CGPoint(x: 102, y: 102)) === root)        // the round corner is outside
        }
    }

    @Test("frame, bounds and sublayers are overridable properties")
    func propertyOverrides() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = FramedLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.setValue(NSValue(cgRect: CGRect(x: 5, y: 5, width: 10, height: 10)), forKey: "frame")
            #expect(layer.frameChanges == 2)
            #expect(layer.position == CGPoint(x: 10, y: 10))
            layer.sublayers = [CALayer()]
            #expect(layer.sublayers?.first?.name == "child")
        }
    }

    @Test("defaultValue(forKey:) gives a subclass's layers their starting values; defaultAction(forKey:) is asked")
    func classDefaults() {
        let clock = MediaClock.virtual()
        clock.run {
            let badge = BadgeLayer()
            #expect(badge.cornerRadius == 6)
            #expect(badge.fontSize == 12)
            clock.advance(by: 0)
            badge.fontSize = 20
            badge.cornerRadius = 10
            #expect(badge.animation(forKey: "fontSize") == nil)     // NSNull from defaultAction
            #expect(badge.animation(forKey: "cornerRadius") != nil)
        }
    }

    @Test("a gradient subclass copies its own property into its presentation layer")
    func gradientSubclass() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let shimmer = ShimmerLayer()
            shimmer.band = 0.4
            clock.advance(by: 0)
            let seen = try #require(shimmer.presentation())
            #expect(seen.band == 0.4)
            #expect(seen.colors?.count == 3)
        }
    }
}
