import Foundation

extension MediaClock {
    /// Whether a transaction is open or holds uncommitted changes (the implicit transaction a
    /// plain property change opens): the next frame has something to commit. A Strata addition,
    /// for hosts that idle: a window draws a frame when this is true.
    public var hasUncommittedChanges: Bool { !transactions.isIdle }
}

extension MediaClock {
    /// Moves a virtual clock to `time` (never backwards) without running a frame: a host
    /// driving a window on a virtual clock delivers input at the frame's time, then runs it.
    package func moveVirtualTimeForHost(to time: CFTimeInterval) {
        moveVirtualTime(to: time)
    }
}
