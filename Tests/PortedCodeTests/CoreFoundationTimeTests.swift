import QuartzCore
import Foundation
import Testing

/// Core Foundation's clock and block timers, Dispatch's time units and Core Graphics'
/// `equalTo(_:)`, as iOS animation code calls them with `import QuartzCore` (or UIKit) alone.
@Suite("Core Foundation time, run-loop timers, NSEC_PER_SEC and equalTo(_:)")
struct CoreFoundationTimeTests {
    @Test("CFAbsoluteTimeGetCurrent counts seconds from 1 January 2001 GMT")
    func absoluteTime() {
        // https://developer.apple.com/documentation/corefoundation/cfabsolutetimegetcurrent() —
        // "Absolute time is measured in seconds relative to the absolute reference date of
        // Jan 1 2001 00:00:00 GMT". 978 307 200 s separate it from the Unix epoch.
        let start: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        let unix = Date().timeIntervalSince1970
        #expect(abs(start + 978_307_200 - unix) < 2)
        usleep(20_000)
        let elapsed = CFAbsoluteTimeGetCurrent() - start
        #expect(elapsed >= 0.015 && elapsed < 2, "a measured interval, as iOS code times work: \(elapsed)")
    }

    @Test("a one-shot block timer added to the run loop fires once, at its fire date, and is then invalid")
    func oneShotTimer() {
        // https://developer.apple.com/documentation/corefoundation/cfrunlooptimercreatewithhandler(_:_:_:_:_:_:)
        // — interval "If 0 or negative, the timer fires once and then is automatically invalidated".
        var fired: [CFAbsoluteTime] = []
        let due = CFAbsoluteTimeGetCurrent() + 0.05
        let timer: Timer! = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, due, 0, 0, 0) { _ in
            fired.append(CFAbsoluteTimeGetCurrent())
        }
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .commonModes)
        #expect(CFRunLoopTimerIsValid(timer))
        RunLoop.current.run(until: Date().addingTimeInterval(0.3))
        #expect(fired.count == 1)
        #expect((fired.first ?? 0) >= due - 0.001, "not before its fire date")
        #expect(!CFRunLoopTimerIsValid(timer))
    }

    @Test("a repeating block timer fires every interval until invalidated")
    func repeatingTimer() {
        var count = 0
        let timer = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() + 0.02, 0.02, 0, 0) { timer in
            count += 1
            if count == 3 { CFRunLoopTimerInvalidate(timer) }
        }
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .defaultMode)
        #expect(CFRunLoopGetMain() === RunLoop.main)
        RunLoop.current.run(until: Date().addingTimeInterval(0.4))
        #expect(count == 3, "stopped by CFRunLoopTimerInvalidate inside its handler")
    }

    @Test("NSEC_PER_SEC and friends convert as Dispatch's do (a Pulsator-style restart delay)")
    func dispatchUnits() {
        let delay = Double(Int64(0.2 * double_t(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(delay == 0.2)
        #expect(NSEC_PER_MSEC * 1000 == NSEC_PER_SEC && USEC_PER_SEC * NSEC_PER_USEC == NSEC_PER_SEC)
        let when = DispatchTime.now() + .nanoseconds(Int(NSEC_PER_SEC / 10))
        #expect(when > DispatchTime.now())
    }

    @Test("equalTo(_:) compares rectangles, points and sizes; two null rectangles are equal")
    func equalTo() {
        // https://developer.apple.com/documentation/coregraphics/cgrectequaltorect(_:_:) —
        // "true if the two specified rectangles have equal size and origin values, or if both
        // rectangles are null rectangles".
        let a = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(a.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(!a.equalTo(CGRect(x: 1, y: 2, width: 3, height: 5)))
        #expect(!a.equalTo(.null))
        #expect(CGRect.null.equalTo(CGRect.null.offsetBy(dx: 5, dy: 5)))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGPoint.zero.equalTo(CGPoint(x: 0, y: 1)))
        #expect(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)) && !CGSize.zero.equalTo(CGSize(width: 1, height: 0)))
    }
}
