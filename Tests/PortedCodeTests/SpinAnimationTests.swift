import QuartzCore
import Testing

// A CABasicAnimation subclass as iOS code writes one: override init(), required
// init?(coder:), copy(with:) copying its own property. Apple: CAAnimation conforms to
// NSCopying and `add(_:forKey:)` "the animation object is copied"
// (https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)).
final class SpinAnimation: CABasicAnimation {
    var turns: CGFloat = 1 {
        didSet { toValue = CGFloat.pi * 2 * turns }
    }

    override init() {
        super.init()
        keyPath = "transform.rotation.z"
        fromValue = 0
        toValue = CGFloat.pi * 2
        duration = 1
        repeatCount = HUGE
        timingFunction = CAMediaTimingFunction(name: .linear)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! SpinAnimation
        copy.turns = turns
        return copy
    }
}

/// A subclass that declares no initialiser inherits them all.
final class PulseAnimation: CABasicAnimation {
    var note = "pulse"
}

@Suite("Ported iOS code: CAAnimation subclasses")
struct SpinAnimationTests {
    @Test("the added copy is the subclass with its own property; repeatCount = HUGE repeats forever")
    func spinCopiesAndRepeats() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            clock.advance(by: 0)
            let spin = SpinAnimation()
            spin.turns = 0.5
            layer.add(spin, forKey: "spin")
            spin.turns = 3   // changing the original afterwards does not touch the added copy
            clock.advance(by: 0)
            let added = try #require(layer.animation(forKey: "spin") as? SpinAnimation)
            #expect(added !== spin)
            #expect(added.turns == 0.5)

            clock.advance(by: 100.5)   // a hundred cycles later it still runs, half-way round
            let angle = (layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue
            #expect(abs((angle ?? 0) - .pi / 2) < 1e-3)
            #expect(layer.animation(forKey: "spin") != nil)
        }
    }

    @Test("a subclass without initialisers copies as itself; Float.greatestFiniteMagnitude also repeats forever")
    func inheritedInitialisers() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let pulse = PulseAnimation(keyPath: "opacity")
            pulse.note = "kept"
            let copy = try #require(pulse.copy() as? PulseAnimation)
            #expect(copy.keyPath == "opacity")
            #expect(copy.note == "pulse")   // a stored property the subclass does not copy

            let layer = CALayer()
            clock.advance(by: 0)
            pulse.fromValue = 1
            pulse.toValue = 0
            pulse.duration = 1
            pulse.repeatCount = .greatestFiniteMagnitude
            layer.add(pulse, forKey: "pulse")
            clock.advance(by: 0)
            clock.advance(by: 1000.25)
            #expect(layer.animation(forKey: "pulse") != nil)
            #expect(abs((layer.presentation()?.opacity ?? 0) - 0.75) < 1e-3)
        }
    }
}
