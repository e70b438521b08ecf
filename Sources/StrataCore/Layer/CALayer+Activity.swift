import Foundation

/// Whether a layer tree still moves: what a host asks before it stops drawing frames.
extension CALayer {
    /// Whether this layer's subtree (sublayers and masks) can look different at a time after
    /// global media time `now` because of an animation, or still owes an animation start or stop
    /// callback: some layer has an animation whose active window has not ended by `now`, or whose
    /// start or end is still to be reported. A subtree whose time is frozen (a layer with speed 0,
    /// the pause recipe) never moves, so it counts as still. A Strata addition: a viewer stops
    /// rendering, and waits for input, when this is false and no display link is active
    /// (`MediaClock.hasActiveDisplayLinks`).
    public func hasActiveAnimations(at now: CFTimeInterval) -> Bool {
        let model = modelStorage ?? self
        let parentTime = model.timeParent.map { $0.localTime(atGlobal: now) } ?? now
        return model.subtreeIsActive(parentTime: parentTime)
    }

    private func subtreeIsActive(parentTime: CFTimeInterval) -> Bool {
        // speed 0 maps every parent time to one local time: nothing below can change.
        if timeMap.speed == 0 { return false }
        let t = mapFromParent(parentTime)
        for track in animationTracks {
            if track.beginIsPending || track.hasLifecycleWork || !track.timing.hasEnded(atParentTime: t) {
                return true
            }
        }
        if let mask = maskStorage, mask.subtreeIsActive(parentTime: t) { return true }
        return sublayerStorage.contains { $0.subtreeIsActive(parentTime: t) }
    }
}
