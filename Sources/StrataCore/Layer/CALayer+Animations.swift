import Foundation
import StrataGraphics

/// Adding and removing animations (CALayer "Managing Animations").
extension CALayer {
    /// `add(_:forKey:)`: an animation Core Animation cannot apply still runs inert (it starts,
    /// ends and calls its delegate, changing nothing) with a one-time warning; one that cannot
    /// run at all is refused with a warning.
    final func addReportingErrors(_ anim: CAAnimation, forKey key: String?) {
        do { try tryAdd(anim, forKey: key) } catch {
            guard isModelLayer, (try? add(anim, forKey: key, inert: true)) != nil else {
                Diagnostics.warnOnce("animation \(key.map { "'\($0)' " } ?? "")not added to \(self): \(error)")
                return
            }
            Diagnostics.warnOnce("animation \(key.map { "'\($0)' " } ?? "")has no effect on \(self): \(error)")
        }
    }

    /// `add(_:forKey:)` that throws a `StrataError` naming the problem instead of warning.
    public func tryAdd(_ anim: CAAnimation, forKey requestedKey: String?) throws {
        try add(anim, forKey: requestedKey, inert: false)
    }

    /// `add(_:forKey:)`'s work: `inert` runs the animation's timing, delegate and completion
    /// with no effect (what iOS does with one it cannot apply), else compiles what it animates.
    func add(_ anim: CAAnimation, forKey requestedKey: String?, inert: Bool) throws {
        // "The special key kCATransition is automatically used for transition animations"
        // (CALayer.add(_:forKey:)): a layer runs one transition at a time.
        let key = anim is CATransition ? kCATransition : requestedKey
        guard isModelLayer else { throw StrataError("animations cannot be added to a presentation layer") }
        guard let copy = anim.copy() as? CAAnimation else { throw StrataError("the animation could not be copied") }
        // A property animation without a key path animates the key it is added for: Apple's
        // CALayerDelegate `action(for:forKey:)` example returns `CABasicAnimation()` with a
        // translateX value function and runs it with `run(forKey: "transform", …)`.
        if let property = copy as? CAPropertyAnimation, property.keyPath?.isEmpty ?? true, let key {
            property.keyPath = key
        }
        let clock = MediaClock.current
        let transactions = clock.transactions
        let localNow = localTime(atGlobal: clock.now)
        let compiler = AnimationCompiler(layer: self, localNow: localNow,
                                         defaultDuration: transactions.animationDuration)
        // Compiled before the old animation with this key is removed, so missing endpoints
        // start from what is on screen now (a retarget has no jump).
        let track = inert ? try compiler.inertTrack(for: copy) : try compiler.compile(copy)
        // The old look is what is on screen now, before this transaction's changes commit
        // (and before a transition already running here is replaced).
        if let transition = track as? TransitionTrack { transition.oldLook = transitionSnapshot(at: clock.now) }
        if copy.beginTime == 0 { copy.beginTime = track.timing.beginTime }
        if copy.duration <= 0 { copy.duration = track.timing.duration }
        if let key { removeTracks { $0.key == key } }   // not the open method: a subclass override hears only the app's calls
        track.key = key
        track.animation = copy
        track.beginIsPending = anim.beginTime == 0
        track.completions = transactions.openCompletions()
        for completion in track.completions { completion.animationAdded() }
        animationTracks.append(track)
        if track is TransitionTrack { mayHaveTransition = true }
        transactions.noteAnimationAdded(track, to: self)
        clock.register(self)
    }

    /// The animation added under `key` (the copy the layer runs), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animationTracks.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added; nil when none.
    public func animationKeys() -> [String]? {
        let keys = animationTracks.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    func removeTracks(where predicate: (AnimationTrack) -> Bool) {
        let removed = animationTracks.filter(predicate)
        guard !removed.isEmpty else { return }
        animationTracks.removeAll(where: predicate)
        baseVersion &+= 1
        for track in removed { track.stop(finished: false) }
    }

    /// The progress (start…end) of the running CATransition under `key`, for the compositor.
    public func transitionProgress(forKey key: String) -> Double? {
        guard let track = animationTracks.last(where: { $0.key == key }) as? TransitionTrack else { return nil }
        _ = evaluatedPresentation(at: MediaClock.current.now)
        return track.progress
    }
}
