import Foundation
import Testing
@testable import StrataCore
import StrataGraphics
@testable import StrataHost

/// The viewer draws only while something can change: input, a running animation in a running
/// stage, an active display link, or a pending callback.
@Suite struct IdleTests {
    @Test func aStillSceneNeedsNoFramesUntilInput() throws {
        let session = try HostFixture.session([{ try HostFixture.content { root in
            _ = HostFixture.box(at: CGPoint(x: 50, y: 50), in: root)
        } }])
        #expect(session.needsFrames)  // the first frame

        session.advanceFrame(to: 0, interval: 0.1)
        #expect(!session.needsFrames)

        session.enqueue(.pointerDown(CGPoint(x: 1, y: 1)))
        #expect(session.needsFrames)
        session.advanceFrame(to: 3, interval: 0.1)
        #expect(!session.needsFrames)
    }

    @Test func framesRunUntilTheAnimationHasEndedAndReportedItsEnd() throws {
        let session = try HostFixture.session([{ try HostFixture.content { root in
            HostFixture.box(at: CGPoint(x: 50, y: 50), in: root).add(HostFixture.slide(duration: 1), forKey: "slide")
        } }])

        session.advanceFrame(to: 0.5, interval: 0.1)
        #expect(session.needsFrames)
        // The target 1.05 is past the end, but the stop callback (which may set the model, as
        // the petal does) has not run: one more frame is needed.
        session.advanceFrame(to: 0.95, interval: 0.1)
        #expect(session.needsFrames)
        session.advanceFrame(to: 1.1, interval: 0.1)
        #expect(!session.needsFrames)
    }

    @Test func anInfiniteAnimationNeedsFramesUnlessPaused() throws {
        let session = try HostFixture.session([{ try HostFixture.content { root in
            HostFixture.box(at: CGPoint(x: 50, y: 50), in: root).add(HostFixture.slide(repeatForever: true), forKey: "slide")
        } }])
        session.advanceFrame(to: 100, interval: 0.1)
        #expect(session.needsFrames)

        session.enqueue(.key("space"))
        session.advanceFrame(to: 101, interval: 0.1)
        #expect(!session.needsFrames)
    }

    @Test func anActiveDisplayLinkNeedsFrames() throws {
        var link: CADisplayLink!
        let session = try HostFixture.session([{ try HostFixture.content { _ in
            link = CADisplayLink { _ in }
            link.add(to: .main, forMode: .common)
        } }])
        session.advanceFrame(to: 0, interval: 0.1)
        #expect(session.needsFrames)

        link.isPaused = true
        #expect(!session.needsFrames)
        link.isPaused = false
        link.invalidate()
        #expect(!session.needsFrames)
    }

    @Test func hasActiveAnimationsLooksThroughTheTree() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer(), child = CALayer(), grandchild = CALayer()
            root.addSublayer(child)
            child.addSublayer(grandchild)
            clock.advance(by: 0)
            #expect(!root.hasActiveAnimations(at: clock.now))

            grandchild.add(HostFixture.slide(duration: 1), forKey: "slide")
            clock.advance(to: 0.5)
            #expect(root.hasActiveAnimations(at: 0.5))
            // A frozen ancestor stops everything below it.
            child.speed = 0
            #expect(!root.hasActiveAnimations(at: 0.5))
            child.speed = 1
            clock.advance(to: 2)
            #expect(!root.hasActiveAnimations(at: 2))
        }
    }
}
