import Foundation
import Testing
@testable import StrataCore
@testable import StrataHost

/// The viewer's own layers (window, stage, HUD) are made and changed on the content's clock:
/// a session leaves nothing in its thread's real-time transaction, so two sessions on two
/// threads (parallel tests, a renderer beside a viewer) share no transaction.
@Suite struct SessionClockTests {
    @Test func buildingAndRunningASessionLeavesTheThreadsRealTimeClockUntouched() {
        final class Outcome: @unchecked Sendable {
            var realTimeIdle = false
            var windowCommitted = false
            var hudCommitted = false
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        // A fresh thread: its real-time clock is new, so anything in it came from the session.
        Thread {
            defer { done.signal() }
            guard let session = try? HostFixture.session([{ try HostFixture.content() }]) else { return }
            session.advanceFrame(to: 0, interval: 1.0 / 60)
            session.windowSize = CGSize(width: 400, height: 200)
            session.advanceFrame(to: 0.1, interval: 1.0 / 60)
            outcome.realTimeIdle = MediaClock.realTime.transactions.isIdle
            outcome.windowCommitted = session.stage.windowLayer.hasBeenCommitted
            outcome.hudCommitted = session.stage.hud.layer.hasBeenCommitted
        }.start()
        done.wait()

        #expect(outcome.realTimeIdle, "no change of the session's went to the thread's real-time clock")
        #expect(outcome.windowCommitted && outcome.hudCommitted, "the stage's layers were committed by the content's frames")
    }
}
