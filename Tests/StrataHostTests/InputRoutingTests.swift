import Foundation
import Testing
@testable import StrataCore
import StrataGraphics
@testable import StrataHost

/// Pointer input hit-tests what is on screen (the presentation tree, mid-animation) and
/// arrives in root-layer points; keys go to the content or to the viewer's bindings.
@Suite struct InputRoutingTests {
    /// A box whose model sits at (30,50) but which is shown at (150,50) by a 10 s animation.
    func displacedBox(handler: RecordingHandler) throws -> ViewerContent {
        try HostFixture.content(handler: handler) { root in
            let box = HostFixture.box(at: CGPoint(x: 30, y: 50), in: root)
            let hold = CABasicAnimation(keyPath: "position")
            hold.fromValue = CGPoint(x: 150, y: 50)
            hold.toValue = CGPoint(x: 150, y: 50)
            hold.duration = 10
            box.add(hold, forKey: "hold")
        }
    }

    @Test func pointerHitsThePresentationNotTheModel() throws {
        let handler = RecordingHandler()
        let session = try HostFixture.session([{ try displacedBox(handler: handler) }])
        session.advanceFrame(to: 0, interval: 0.1)

        session.enqueue(.pointerDown(CGPoint(x: 150, y: 50)))
        session.enqueue(.pointerDown(CGPoint(x: 30, y: 50)))
        session.advanceFrame(to: 0.5, interval: 0.1)

        // (150,50) is where the box is seen; (30,50), its model position, shows only the root.
        #expect(handler.hits == ["box", nil])
        #expect(handler.points == [CGPoint(x: 150, y: 50), CGPoint(x: 30, y: 50)])
    }

    @Test func windowPointsBecomeRootPointsThroughTheFitScale() throws {
        let handler = RecordingHandler()
        let session = try HostFixture.session([{ try displacedBox(handler: handler) }])
        // A 400×200 window shows the 200×100 content at 2x.
        session.windowSize = CGSize(width: 400, height: 200)
        session.advanceFrame(to: 0, interval: 0.1)

        session.enqueue(.pointerDown(CGPoint(x: 300, y: 100)))
        session.advanceFrame(to: 0.5, interval: 0.1)

        #expect(handler.points == [CGPoint(x: 150, y: 50)])
        #expect(handler.hits == ["box"])
    }

    @Test func letterboxingKeepsTheAspectAndCentres() throws {
        let session = try HostFixture.session([{ try HostFixture.content() }])
        // 300×300 window, 200×100 content: scale 1.5, content 300×150 centred vertically.
        session.windowSize = CGSize(width: 300, height: 300)

        #expect(session.stage.stagePoint(fromWindow: CGPoint(x: 0, y: 75)) == CGPoint(x: 0, y: 0))
        #expect(session.stage.stagePoint(fromWindow: CGPoint(x: 300, y: 225)) == CGPoint(x: 200, y: 100))
    }

    @Test func keysTheContentTakesNeverReachTheViewer() throws {
        let first = RecordingHandler()
        var builds = 0
        let session = try HostFixture.session([
            { builds += 1; return try HostFixture.content(title: "first", handler: first, consumes: ["right", "escape"]) },
            { try HostFixture.content(title: "second") },
        ])
        session.advanceFrame(to: 0, interval: 0.1)

        session.enqueue(.key("right"))
        session.enqueue(.key("escape"))
        session.enqueue(.key("t"))
        session.advanceFrame(to: 0.1, interval: 0.1)

        #expect(first.keys == ["right", "escape", "t"])
        #expect(session.index == 0)
        #expect(!session.wantsQuit)
        #expect(builds == 1)
    }

    @Test func arrowsAndDigitsSwitchEntriesOnFreshClocks() throws {
        var builds = 0
        var tornDown: [String] = []
        let session = try HostFixture.session([
            {
                builds += 1
                var content = try HostFixture.content(title: "first")
                content.tearDown = { tornDown.append("first") }
                return content
            },
            { try HostFixture.content(title: "second") },
            { try HostFixture.content(title: "third") },
        ])
        session.advanceFrame(to: 0, interval: 0.1)

        session.enqueue(.key("left"))
        session.advanceFrame(to: 2, interval: 0.1)
        #expect(session.index == 2)
        #expect(session.content.title == "third")
        #expect(tornDown == ["first"])
        #expect(session.windowTitle.hasPrefix("third"))
        // The new entry starts at its own time 0, shown at the session's time 2.
        #expect(session.content.player.clock.now == 0)
        #expect(session.sceneTime(atSessionTime: 2.5) == 0.5)
        #expect(session.stage.contentRoot === session.content.player.scene.rootLayer)

        session.enqueue(.key("1"))
        session.advanceFrame(to: 3, interval: 0.1)
        #expect(session.index == 0)
        #expect(builds == 2)

        session.enqueue(.key("escape"))
        session.advanceFrame(to: 3.1, interval: 0.1)
        #expect(session.wantsQuit)
    }

    @Test func scheduledInputPlaysAtSessionTimesAcrossSwitches() throws {
        let third = RecordingHandler()
        let session = try HostFixture.session([
            { try HostFixture.content(title: "first") },
            { try HostFixture.content(title: "second") },
            { try HostFixture.content(title: "third", handler: third) },
        ])
        session.schedule(.key("right"), at: 1)
        session.schedule(.key("right"), at: 2)
        session.schedule(.key("t"), at: 3)
        session.advanceFrame(to: 0, interval: 0.1)
        #expect(session.nextEventTime == 1)

        for time in [1.0, 2.0, 3.0] { session.advanceFrame(to: time, interval: 0.1) }

        // Each → met the viewer's binding in the content shown then; "t" reached the third.
        #expect(session.index == 2)
        #expect(third.keys == ["t"])
        #expect(session.nextEventTime == nil)
    }

    @Test func anEntryThatFailsToBuildIsReportedAndTheViewerStays() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "broken scene" } }
        let session = try HostFixture.session([
            { try HostFixture.content(title: "first") },
            { throw Broken() },
        ])
        session.advanceFrame(to: 0, interval: 0.1)

        session.enqueue(.key("right"))
        session.advanceFrame(to: 0.1, interval: 0.1)

        #expect(session.index == 0)
        #expect(session.takeMessages() == ["cannot show entry1: broken scene"])
    }
}
