import QuartzCore
import Testing

// A layer that reads its custom animatable property only in display(), as iOS code that sets
// `contents` or colours itself does. Apple: CALayer display() — "the default implementation of
// this method calls the delegate's display(_:) … Subclasses can override this method and use it
// to set the layer's contents property directly"
// (https://developer.apple.com/documentation/quartzcore/calayer/display()); needsDisplay(forKey:)
// — "Animations changing the value of the attribute also trigger redisplay"
// (https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay(forkey:)).
final class LevelLayer: CALayer {
    @Managed var level: CGFloat
    var seenLevels: [CGFloat] = []
    weak var log: LevelLog?

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "level" ? true : super.needsDisplay(forKey: key)
    }

    override func display() {
        model().log?.levels.append(level)   // the presentation copy reaches the model
        backgroundColor = CGColor(red: level, green: 0, blue: 1 - level, alpha: 1)
    }
}

final class LevelLog {
    var levels: [CGFloat] = []
}

@Suite("Ported iOS code: a layer that reads its animated property in display()")
struct DisplayOnlyLayerTests {
    @Test("an explicit animation of the custom key redisplays the presentation layer each frame")
    func displayRunsOnPresentationEachFrame() {
        let clock = MediaClock.virtual()
        let log = LevelLog()
        clock.run {
            let layer = LevelLayer()
            layer.log = log
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            clock.advance(by: 0)

            let animation = CABasicAnimation(keyPath: "level")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 1
            layer.add(animation, forKey: "fade")
            clock.advance(by: 0)

            for _ in 0..<4 {
                clock.advance(by: 0.25)
                _ = layer.presentation()
            }
            // t = 0.25, 0.5, 0.75 drawn on the presentation copy with those values.
            #expect(log.levels.contains { abs($0 - 0.5) < 1e-6 })
            #expect(log.levels.contains { abs($0 - 0.25) < 1e-6 })
            #expect(log.levels.allSatisfy { $0 >= 0 && $0 <= 1 })
            // The same frame asked twice draws once.
            let count = log.levels.count
            _ = layer.presentation()
            #expect(log.levels.count == count)
        }
    }

    @Test("mid-animation the presentation layer shows what display() made of the value")
    func presentationColourFollowsValue() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = LevelLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            clock.advance(by: 0)
            let animation = CABasicAnimation(keyPath: "level")
            animation.fromValue = NSNumber(value: 0)
            animation.toValue = NSNumber(value: 1)
            animation.duration = 2
            layer.add(animation, forKey: nil)
            clock.advance(by: 0)
            clock.advance(by: 0.5)
            let seen = try #require(layer.presentation())
            #expect(abs(seen.level - 0.25) < 1e-6)
            let colour = try #require(seen.backgroundColor?.components)
            #expect(abs(colour[0] - 0.25) < 1e-6 && abs(colour[2] - 0.75) < 1e-6)
            // The model was never displayed with a mid value.
            #expect(layer.backgroundColor == nil)
        }
    }
}
