import QuartzCore
import Testing

// `@Managed` with the value types iOS layers keep in key-value storage. Apple: CALayer is
// key-value coding compliant for any key ("Key-Value Coding Extensions", Core Animation
// Programming Guide: "you can … set values for custom keys"), and @NSManaged properties of a
// CALayer subclass live there (https://developer.apple.com/documentation/quartzcore/calayer/defaultvalue(forkey:)).
final class BadgeDotLayer: CALayer {
    @Managed var offset: CGPoint
    @Managed var tint: CGColor?
    @Managed var label: String
    @Managed("scaleKey") var scaleFactor: CGFloat
    @Managed var count: Int
    @Managed var weight: CGFloat = 0.5

    override class func defaultValue(forKey key: String) -> Any? {
        key == "count" ? NSNumber(value: 3) : super.defaultValue(forKey: key)
    }
}

@Suite("Ported iOS code: @Managed properties of several types")
struct ManagedPropertyTests {
    @Test("each type reads back what was set, under its key; defaults come from defaultValue(forKey:) or the initial value")
    func readBack() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = BadgeDotLayer()
            #expect(layer.offset == .zero && layer.tint == nil && layer.label == "")
            #expect(layer.count == 3)
            #expect(layer.weight == 0.5)
            layer.offset = CGPoint(x: 2, y: 3)
            layer.tint = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.label = "new"
            layer.scaleFactor = 2
            layer.count = 7
            layer.weight = 0.75
            #expect((layer.value(forKey: "offset") as? NSValue)?.cgPointValue == CGPoint(x: 2, y: 3))
            #expect(layer.tint?.components == [1, 0, 0, 1])
            #expect(layer.value(forKey: "label") as? String == "new")
            #expect(layer.value(forKey: "scaleKey") as? CGFloat == 2)
            #expect(layer.scaleFactor == 2 && layer.count == 7 && layer.weight == 0.75)
            layer.tint = nil
            #expect(layer.tint == nil)
        }
    }

    @Test("a point property animates and the presentation layer carries it")
    func pointAnimates() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = BadgeDotLayer()
            clock.advance(by: 0)
            let move = CABasicAnimation(keyPath: "offset")
            move.fromValue = NSValue(cgPoint: .zero)
            move.toValue = NSValue(cgPoint: CGPoint(x: 10, y: 20))
            move.duration = 1
            layer.add(move, forKey: "move")
            clock.advance(by: 0)
            clock.advance(by: 0.25)
            let seen = try #require(layer.presentation())
            #expect(abs(seen.offset.x - 2.5) < 1e-9 && abs(seen.offset.y - 5) < 1e-9)
            #expect(layer.offset == .zero)   // the model keeps its value
        }
    }
}
