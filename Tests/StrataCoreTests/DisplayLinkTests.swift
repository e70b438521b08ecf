import Foundation
import Testing
@testable import StrataCore

/// CADisplayLink on a virtual clock (Apple: CADisplayLink; seed 000's fish switches frames
/// from a display link).
@Suite struct DisplayLinkTests {
    @Test func firesOncePerFrameWithTimestamps() {
        let clock = MediaClock.virtual()
        clock.run {
            var stamps: [(Double, Double)] = []
            let link = CADisplayLink { stamps.append(($0.timestamp, $0.targetTimestamp)) }
            link.add(to: .main, forMode: .common)

            for i in 1...3 { clock.advance(to: Double(i) / 60) }

            #expect(stamps.count == 3)
            #expect(close(stamps[1].0, 2.0 / 60) && close(stamps[1].1, 3.0 / 60))
        }
    }

    @Test func preferredFramesPerSecondSkipsFrames() {
        let clock = MediaClock.virtual()
        clock.run {
            var count = 0
            let link = CADisplayLink { _ in count += 1 }
            link.preferredFramesPerSecond = 6
            link.add(to: .main, forMode: .common)

            for i in 1...60 { clock.advance(to: Double(i) / 60) }

            #expect(count == 6)
        }
    }

    @Test func pausedAndInvalidatedLinksDoNotFire() {
        let clock = MediaClock.virtual()
        clock.run {
            var count = 0
            let link = CADisplayLink { _ in count += 1 }
            link.add(to: .main, forMode: .common)
            link.isPaused = true
            clock.advance(to: 0.1)
            link.isPaused = false
            clock.advance(to: 0.2)
            link.invalidate()
            clock.advance(to: 0.3)

            #expect(count == 1)
        }
    }
}
