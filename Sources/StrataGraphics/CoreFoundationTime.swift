import Foundation

// Core Foundation's clock and run-loop timer functions, which iOS animation code calls
// directly (elapsed-time measurements, block timers): on Apple platforms Foundation brings
// them in; Foundation on Linux keeps Core Foundation internal. Each is the documented
// behaviour over Foundation's own types, as the toll-free bridges make them on iOS
// (CFRunLoop is RunLoop, CFRunLoopTimer is Timer).

/// An index or count in a Core Foundation collection or string (Apple: CFIndex).
public typealias CFIndex = Int
/// Core Foundation's bit-field options type (Apple: CFOptionFlags).
public typealias CFOptionFlags = UInt
/// Seconds relative to the absolute reference date, 1 January 2001 00:00:00 GMT (Apple:
/// CFAbsoluteTime, a CFTimeInterval).
public typealias CFAbsoluteTime = Double

/// The current absolute time: seconds since 1 January 2001 00:00:00 GMT, from the wall
/// clock (Apple: CFAbsoluteTimeGetCurrent() — "Repeated calls to this function do not
/// guarantee monotonically increasing results"; `CACurrentMediaTime()` is the monotonic one).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}

/// Core Foundation's allocator. Memory is Swift's here, so the only allocator is the default.
public final class CFAllocator: @unchecked Sendable {
    fileprivate init() {}
}

/// The default allocator (Apple: kCFAllocatorDefault); any allocator argument accepts it or nil.
public let kCFAllocatorDefault: CFAllocator! = CFAllocator()

/// A run loop (Apple: CFRunLoop, toll-free bridged to RunLoop).
public typealias CFRunLoop = RunLoop
/// A run-loop timer (Apple: CFRunLoopTimer, toll-free bridged to Timer).
public typealias CFRunLoopTimer = Timer
/// A run-loop mode (Apple: CFRunLoopMode): Foundation's `RunLoop.Mode`.
public typealias CFRunLoopMode = RunLoop.Mode

extension RunLoop.Mode {
    /// The set of common modes (Apple: CFRunLoopMode.commonModes, kCFRunLoopCommonModes).
    public static var commonModes: RunLoop.Mode { .common }
    /// The default mode (Apple: CFRunLoopMode.defaultMode, kCFRunLoopDefaultMode).
    public static var defaultMode: RunLoop.Mode { .default }
}

/// The calling thread's run loop (Apple: CFRunLoopGetCurrent()).
public func CFRunLoopGetCurrent() -> CFRunLoop! { RunLoop.current }

/// The main thread's run loop (Apple: CFRunLoopGetMain()).
public func CFRunLoopGetMain() -> CFRunLoop! { RunLoop.main }

/// A timer that calls `block` at `fireDate` (an absolute time) and then every `interval`
/// seconds; an interval of 0 or less fires once (Apple: CFRunLoopTimerCreateWithHandler —
/// "If 0 or negative, the timer fires once and then is automatically invalidated"). It runs
/// once added to a run loop. `flags` and `order` are ignored, as Apple documents them.
public func CFRunLoopTimerCreateWithHandler(
    _ allocator: CFAllocator!, _ fireDate: CFAbsoluteTime, _ interval: Double,
    _ flags: CFOptionFlags, _ order: CFIndex, _ block: ((CFRunLoopTimer?) -> Void)!
) -> CFRunLoopTimer! {
    let repeats = interval > 0
    // Foundation's Timer takes a @Sendable block; Core Foundation's handler runs on the run
    // loop's thread as this one does, so it is carried across unchanged.
    let handler = TimerHandler(block)
    return Timer(fire: Date(timeIntervalSinceReferenceDate: fireDate), interval: repeats ? interval : 0,
                 repeats: repeats) { timer in handler.block?(timer) }
}

private final class TimerHandler: @unchecked Sendable {
    let block: ((CFRunLoopTimer?) -> Void)?
    init(_ block: ((CFRunLoopTimer?) -> Void)?) { self.block = block }
}

/// Adds `timer` to run loop `rl` in `mode` (Apple: CFRunLoopAddTimer). nil arguments do nothing.
public func CFRunLoopAddTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    guard let rl, let timer, let mode else { return }
    rl.add(timer, forMode: mode)
}

/// Stops `timer` from firing again (Apple: CFRunLoopTimerInvalidate).
public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) {
    timer?.invalidate()
}

/// True while `timer` can still fire (Apple: CFRunLoopTimerIsValid).
public func CFRunLoopTimerIsValid(_ timer: CFRunLoopTimer!) -> Bool {
    timer?.isValid ?? false
}
