import QuartzCore
import CoreGraphics
import Testing

// The Foundation spellings Core Animation code uses for values, in and out.
// Apple: "Core Animation Extensions To Key-Value Coding" — "CGPoint … NSValue", "CATransform3D …
// NSValue", scalar types as NSNumber (Core Animation Programming Guide, Key-Value Coding
// Extensions, Table C-1) — https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/Key-ValueCodingExtensions/Key-ValueCodingExtensions.html
// Apple: NSValue(caTransform3D:) — https://developer.apple.com/documentation/foundation/nsvalue/init(catransform3d:)
@Suite("Ported iOS code: NSValue and NSNumber in and out of Core Animation")
struct FoundationValueTests {
    @Test("value(forKey:) and value(forKeyPath:) box as Foundation does on iOS: the everyday casts work")
    func boxing() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            layer.opacity = 0.5
            layer.position = CGPoint(x: 3, y: 4)
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
            layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)

            #expect(layer.value(forKey: "opacity") as? Float == 0.5)
            #expect(layer.value(forKey: "opacity") as? CGFloat == 0.5)
            #expect(layer.value(forKey: "opacity") as? Double == 0.5)
            #expect((layer.value(forKey: "opacity") as? NSNumber)?.floatValue == 0.5)
            #expect((layer.value(forKey: "position") as? NSValue)?.cgPointValue == CGPoint(x: 3, y: 4))
            #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 3, y: 4))
            #expect((layer.value(forKeyPath: "bounds.size") as? NSValue)?.cgSizeValue == CGSize(width: 20, height: 10))
            #expect((layer.value(forKey: "bounds") as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 20, height: 10))
            let angle = (layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue ?? 0
            #expect(abs(angle - .pi / 4) < 1e-9)
            let t = (layer.value(forKey: "transform") as? NSValue)?.caTransform3DValue
            #expect(t.map { CATransform3DEqualToTransform($0, layer.transform) } == true)
            #expect(layer.value(forKey: "transform") as? CATransform3D == layer.transform)
            #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 3)
            // A point is not a size: the cast fails instead of trapping.
            #expect(layer.value(forKey: "position") as? CGSize == nil)
        }
    }

    @Test("NSValue and NSNumber are accepted wherever an animation or setValue takes a value")
    func valuesIn() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            clock.advance(by: 0)

            layer.setValue(NSValue(cgPoint: CGPoint(x: 7, y: 8)), forKey: "position")
            layer.setValue(NSNumber(value: 0.25), forKey: "opacity")
            layer.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKey: "transform")
            layer.setValue(NSValue(cgAffineTransform: CGAffineTransform(translationX: 5, y: 0)), forKey: "sublayerTransform")
            #expect(layer.position == CGPoint(x: 7, y: 8))
            #expect(layer.opacity == 0.25)
            #expect(layer.transform.m11 == 2)
            #expect(layer.sublayerTransform.m41 == 5)

            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
            move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
            move.duration = 1
            layer.add(move, forKey: "move")
            let grow = CAKeyframeAnimation(keyPath: "transform")
            grow.values = [NSValue(caTransform3D: CATransform3DIdentity),
                           NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))]
            grow.duration = 1
            layer.add(grow, forKey: "grow")
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = NSNumber(value: 1)
            fade.byValue = NSNumber(value: -0.5)
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            // A value of the wrong kind has no effect (a warning, never a trap); as on iOS the
            // animation is still attached and runs its timing.
            let wrong = CABasicAnimation(keyPath: "bounds.size")
            wrong.toValue = NSValue(caTransform3D: CATransform3DIdentity)
            let size = layer.bounds.size
            layer.add(wrong, forKey: "wrong")
            #expect(layer.animation(forKey: "wrong") != nil)

            clock.advance(by: 0)
            clock.advance(by: 0.5)
            let seen = try #require(layer.presentation())
            #expect(seen.position.isClose(CGPoint(x: 50, y: 25)))
            #expect(abs(seen.transform.m11 - 2) < 1e-9)
            #expect(abs(seen.opacity - 0.75) < 1e-6)
            #expect(seen.bounds.size == size, "the wrong-kind animation changes nothing")
        }
    }

    @Test("HUGE is Darwin's repeat-forever")
    func hugeIsInfinity() {
        #expect(HUGE == .infinity)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.repeatCount = HUGE
        #expect(animation.repeatCount.isInfinite)
    }
}

extension CGPoint {
    func isClose(_ p: CGPoint, within e: CGFloat = 1e-6) -> Bool { abs(x - p.x) <= e && abs(y - p.y) <= e }
}
