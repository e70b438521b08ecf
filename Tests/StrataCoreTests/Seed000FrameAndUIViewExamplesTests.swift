import Foundation
import Testing
import StrataCore
import StrataGraphics

/// Seed 000: the cube transition (E09), the CADisplayLink fish (E10) and the UIView examples in
/// their Core Animation form (E11–E13) of /work/notes/seeds-digest.md.
@Suite struct Seed000FrameAndUIViewExamplesTests {
    /// E10's fish (seed 000 L840–904): a display link changes the image every `every` ticks.
    final class Fish {
        let layer = CALayer()
        let images: [CGImage] = (0..<10).map { SeedScene.image(named: "fish\($0).png") }
        var index = 0, s = 0
        let every: Int
        init(every: Int) { self.every = every }
        func start() {
            layer.bounds = CGRect(x: 0, y: 0, width: 87, height: 32)
            layer.position = CGPoint(x: 160, y: 284)
            let link = CADisplayLink { [self] _ in step() }
            link.add(to: .main, forMode: .common)
        }
        func step() {
            s += 1
            if s % every == 0 {
                layer.contents = images[index]
                index = (index + 1) % 10
            }
        }
    }

    /// Ticks a 60 Hz virtual display `ticks` times and returns which fish image shows after
    /// each tick (nil before the first change).
    static func fishFrames(every: Int, ticks: Int) -> [Int?] {
        let clock = MediaClock.virtual()
        return clock.run {
            let fish = Fish(every: every)
            fish.start()
            return (1...ticks).map { k in
                clock.advance(to: Double(k) / 60)
                return fish.images.firstIndex { $0 === (fish.layer.contents as AnyObject?) }
            }
        }
    }

    /// E10 at 6 fps (seed 000 L889 comment "每秒执行6次"). Apple, CADisplayLink: the callback runs
    /// once per display refresh (60 Hz here); so after N ticks the image is
    /// fish[(N/10 − 1) mod 10] (integer division), nothing before tick 10, and a full cycle
    /// takes 100 ticks = 1.667 s.
    @Test func e10FishChangesFrameEveryTenthTickAtSixtyHertz() {
        let frames = Self.fishFrames(every: 10, ticks: 120)

        for n in 1...120 {
            let expected: Int? = n < 10 ? nil : (n / 10 - 1) % 10
            #expect(frames[n - 1] == expected, "after tick \(n)")
        }
        #expect(frames[9] == 0 && frames[19] == 1 && frames[99] == 9 && frames[109] == 0)
    }

    /// E35 (seed 002 L850–916, the same fish at 30 fps): a change every 2nd tick, so after N
    /// ticks fish[(N/2 − 1) mod 10], a cycle every 20 ticks = 1/3 s.
    @Test func e35FishChangesFrameEverySecondTickAtSixtyHertz() {
        let frames = Self.fishFrames(every: 2, ticks: 44)

        for n in 1...44 {
            let expected: Int? = n < 2 ? nil : (n / 2 - 1) % 10
            #expect(frames[n - 1] == expected, "after tick \(n)")
        }
        #expect(frames[1] == 0 && frames[3] == 1 && frames[19] == 9 && frames[21] == 0)
    }

    /// E10: the link reports the frame it fires for. Apple, CADisplayLink.timestamp: "the time
    /// interval associated with the last frame that was displayed"; duration: the interval
    /// between frames (1/60 s at 60 Hz).
    @Test func e10DisplayLinkReportsTheFrameTimes() {
        let clock = MediaClock.virtual()
        clock.run {
            var seen: [(CFTimeInterval, CFTimeInterval)] = []
            let link = CADisplayLink { link in seen.append((link.timestamp, link.duration)) }

            link.add(to: .main, forMode: .common)
            for k in 1...3 { clock.advance(to: Double(k) / 60) }

            #expect(seen.count == 3)
            for (k, (timestamp, duration)) in seen.enumerated() {
                SeedCheck.number(timestamp, Double(k + 1) / 60, tolerance: 1e-12, "timestamp")
                SeedCheck.number(duration, 1.0 / 60, tolerance: 1e-12, "duration")
            }
        }
    }

    /// E09 (seed 000 L762–834): the cube transition added after changing `contents`. Apple,
    /// CALayer.add(_:forKey:): "The special key kCATransition is automatically used for
    /// transition animations" — whatever key the app passes, the transition is found under
    /// kCATransition ("transition"); only one transition runs per layer.
    @Test func e09TransitionIsStoredUnderKCATransition() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, imageLayer) = SeedScene.petal(clock)
            let t = CATransition()
            t.type = CATransitionType(rawValue: "cube")
            t.subtype = .fromRight
            t.duration = 1.0

            CATransaction.begin()
            CATransaction.setDisableActions(true)   // a UIImageView's layer has no implicit actions
            imageLayer.contents = SeedScene.image(named: "1.jpg")
            CATransaction.commit()
            imageLayer.add(t, forKey: "KCTransitionAnimation")

            #expect(imageLayer.animation(forKey: kCATransition) != nil)
            #expect(imageLayer.animationKeys() == ["transition"])
        }
    }

    /// E09: the model contents is the new image at once; the 1 s transition is attached until
    /// it ends and is then removed (Apple, CAAnimation.isRemovedOnCompletion default true).
    /// The browser's index arithmetic: next from 0 → "1.jpg"; previous from 0 → "4.jpg".
    @Test func e09CubeTransitionLastsOneSecondAndContentsChangesAtOnce() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, imageLayer) = SeedScene.petal(clock)
            var currentIndex = 0
            func image(isNext: Bool) -> CGImage {
                currentIndex = isNext ? (currentIndex + 1) % 5 : (currentIndex - 1 + 5) % 5
                return SeedScene.image(named: "\(currentIndex).jpg")
            }
            let t = CATransition()
            t.type = CATransitionType(rawValue: "cube")
            t.subtype = .fromRight
            t.duration = 1.0
            let next = image(isNext: true)

            CATransaction.begin()
            CATransaction.setDisableActions(true)   // a UIImageView's layer has no implicit actions
            imageLayer.contents = next
            CATransaction.commit()
            imageLayer.add(t, forKey: "KCTransitionAnimation")
            clock.advance(to: 0.5)
            let runningAtHalf = imageLayer.animationKeys()?.count == 1
            clock.advance(to: 1.0)

            #expect(currentIndex == 1)
            #expect((imageLayer.contents as AnyObject?) === next)
            #expect(runningAtHalf)
            #expect(imageLayer.animationKeys() == nil)
            _ = image(isNext: false); _ = image(isNext: false)
            #expect(currentIndex == 4)
        }
    }

    /// E11 (seed 000 L914–980) as Core Animation: UIView's default curve is easeInEaseOut
    /// (UIView.AnimationOptions.curveEaseInOut is the default, value 0 — the seed's claim of
    /// Linear is erratum 6) and UIKit sets the model at once. Expected y = 150 + 250·y(x) with
    /// y(0.25) = 0.129162, y(0.5) = 0.5, y(0.75) = 0.870838 (digest Part 4 §12), 1e-3 pt.
    @Test func e11UIViewMoveEasesInAndOut() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let location = CGPoint(x: 55, y: 400)
            let a = CABasicAnimation(keyPath: "position")
            a.fromValue = NSValue(point: petal.position)
            a.toValue = NSValue(point: location)
            a.duration = 5.0
            a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

            petal.add(a, forKey: "KCBasicAnimation")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            petal.position = location
            CATransaction.commit()

            let expected = [(1.25, CGPoint(x: 50.6458, y: 182.2905)), (2.5, CGPoint(x: 52.5, y: 275)),
                            (3.75, CGPoint(x: 54.3542, y: 367.7095)), (6, location)]
            for (t, p) in expected {
                clock.advance(to: t)
                SeedCheck.point(petal.presentation()!.position, p, tolerance: 1e-3, "t=\(t)")
            }
        }
    }

    /// E13 (seed 000 L1058–1136): UIView keyframes at relative starts 0, 0.5, 0.75 of 5 s become
    /// keyTimes [0, 0.5, 0.75, 1]; linear inside each keyframe; the model is the last value.
    @Test func e13UIViewKeyframesBecomeKeyTimes() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let a = CAKeyframeAnimation(keyPath: "position")
            a.values = Seed000KeyframeExamplesTests.keyframePoints.map { NSValue(point: $0) }
            a.keyTimes = [0, 0.5, 0.75, 1.0]
            a.duration = 5.0
            a.calculationMode = .linear

            petal.add(a, forKey: "keyframes")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            petal.position = CGPoint(x: 55, y: 400)
            CATransaction.commit()

            let expected = [(1.25, CGPoint(x: 65, y: 185)), (2.5, CGPoint(x: 80, y: 220)), (3.125, CGPoint(x: 62.5, y: 260)),
                            (3.75, CGPoint(x: 45, y: 300)), (4.375, CGPoint(x: 50, y: 350)), (5, CGPoint(x: 55, y: 400))]
            for (t, p) in expected {
                clock.advance(to: t)
                SeedCheck.point(petal.presentation()!.position, p, tolerance: 1e-9, "t=\(t)")
            }
        }
    }
}
