import QuartzCore
import Testing

// More iOS-form subclasses (CAShapeLayer, CAEmitterCell) and the smaller QuartzCore API
// ported code reaches for: preferredFrameSize(), the stored attributes, CATransaction's keys,
// CAFrameRateRange.

@Suite("Ported iOS code: CALayer attributes, CATransaction keys and frame-rate ranges")
struct LayerAttributeTests {
    @Test("preferredFrameSize() is the bounds' size through the transform; the stored attributes keep their values")
    func attributes() {
        let clock = MediaClock.virtual()
        clock.run {
            // Apple: "the size of the layer's bounds rectangle mapped into the coordinate space of its superlayer"
            // (https://developer.apple.com/documentation/quartzcore/calayer/preferredframesize()).
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
            layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            let size = layer.preferredFrameSize()
            #expect(abs(size.width - 10) < 1e-9 && abs(size.height - 40) < 1e-9)
            layer.drawsAsynchronously = true
            layer.contentsFormat = .RGBA16Float
            #expect(layer.drawsAsynchronously && layer.contentsFormat == .RGBA16Float)
            layer.isGeometryFlipped = true
            #expect(layer.value(forKey: "geometryFlipped") as? Bool == true)
            let copy = CALayer(layer: layer)
            #expect(copy.isGeometryFlipped && copy.drawsAsynchronously && copy.contentsFormat == .RGBA16Float)
        }
    }

    @Test("CATransaction's keys through value(forKey:) and setValue(_:forKey:); lock and unlock")
    func transactionKeys() {
        let clock = MediaClock.virtual()
        clock.run {
            // Apple: CATransaction setValue(_:forKey:) with the kCATransaction… keys
            // (https://developer.apple.com/documentation/quartzcore/catransaction/setvalue(_:forkey:)).
            CATransaction.lock()
            CATransaction.begin()
            CATransaction.setValue(NSNumber(value: 2.5), forKey: kCATransactionAnimationDuration)
            CATransaction.setValue(true, forKey: kCATransactionDisableActions)
            CATransaction.setValue(CAMediaTimingFunction(name: .easeIn), forKey: kCATransactionAnimationTimingFunction)
            var ran = false
            CATransaction.setValue({ ran = true } as () -> Void, forKey: kCATransactionCompletionBlock)
            #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 2.5)
            #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
            #expect(CATransaction.value(forKey: kCATransactionAnimationTimingFunction) is CAMediaTimingFunction)
            #expect(CATransaction.value(forKey: kCATransactionCompletionBlock) != nil)
            CATransaction.setValue("mine", forKey: "custom")
            #expect(CATransaction.value(forKey: "custom") as? String == "mine")
            CATransaction.commit()
            CATransaction.unlock()
            clock.advance(by: 0)
            #expect(ran)
        }
    }

    @Test("CADisplayLink.preferredFrameRateRange thins the callbacks to its preferred rate")
    func frameRateRange() {
        let clock = MediaClock.virtual()
        var fired = 0
        clock.run {
            // Apple: CADisplayLink preferredFrameRateRange
            // (https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange).
            let link = CADisplayLink { _ in fired += 1 }
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30)
            #expect(link.preferredFrameRateRange.isEqual(to: CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30)))
            #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0))
            link.add(to: .main, forMode: .common)
            for i in 1...60 { clock.advance(to: Double(i) / 60) }
            link.invalidate()
        }
        #expect(fired == 30)
    }
}

/// A shape-layer spinner arc in the iOS form.
final class ArcLayer: CAShapeLayer {
    var arcFraction: CGFloat = 0.75

    override init() {
        super.init()
        fillColor = nil
        strokeColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        lineWidth = 4
        lineCap = .round
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let arc = layer as? ArcLayer { arcFraction = arc.arcFraction }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        path = CGPath(ellipseIn: bounds.insetBy(dx: 2, dy: 2), transform: nil)
        strokeEnd = arcFraction
    }
}

@Suite("Ported iOS code: a CAShapeLayer subclass")
struct ArcLayerTests {
    @Test("its presentation layer is an ArcLayer with its property and the animated strokeEnd")
    func arc() throws {
        // Apple: CAShapeLayer strokeEnd is animatable
        // (https://developer.apple.com/documentation/quartzcore/cashapelayer/strokeend).
        let clock = MediaClock.virtual()
        try clock.run {
            let arc = ArcLayer()
            arc.arcFraction = 0.5
            arc.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            arc.layoutIfNeeded()
            clock.advance(by: 0)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 0.5
            draw.duration = 1
            arc.add(draw, forKey: "draw")
            clock.advance(by: 0)
            clock.advance(by: 0.5)
            let seen = try #require(arc.presentation())
            #expect(seen.arcFraction == 0.5)
            #expect(abs(seen.strokeEnd - 0.25) < 1e-6)
            #expect(seen.path != nil)
        }
    }
}

/// An emitter cell subclass in the iOS form.
final class SparkCell: CAEmitterCell {
    override init() {
        super.init()
        birthRate = 10
        lifetime = 2
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite("Ported iOS code: a CAEmitterCell subclass")
struct SparkCellTests {
    @Test("emitterCell() makes the subclass, through its init()")
    func emitterCellFactory() {
        // Apple: CAEmitterCell emitterCell() — https://developer.apple.com/documentation/quartzcore/caemittercell/emittercell()
        let cell = SparkCell.emitterCell()
        #expect(type(of: cell) == SparkCell.self)
        #expect(cell.birthRate == 10 && cell.lifetime == 2)
    }
}
