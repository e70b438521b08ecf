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

extension MediaClock {
    /// A host's frame loop (an open `Window`) now runs this clock's frames: the main run loop
    /// stops committing and running frames for it (`MainRunLoopDriver`), so each frame commits
    /// and renders exactly once, from the host. Calls nest; balance each with
    /// `hostDidStopDrivingFrames()`.
    package func hostWillDriveFrames() {
        hostDrivers += 1
    }

    /// The host's loop no longer runs this clock: the main run loop takes over again, at once
    /// if there is work waiting (an open change, an animation to finish, a display link).
    package func hostDidStopDrivingFrames() {
        hostDrivers = max(0, hostDrivers - 1)
        if hostDrivers == 0, needsMoreFrames { runLoopDriver?.needsFrame() }
    }

    /// Whether a host's frame loop runs this clock's frames.
    package var isDrivenByHost: Bool { hostDrivers > 0 }
}
