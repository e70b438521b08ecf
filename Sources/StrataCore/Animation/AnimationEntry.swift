import Foundation

/// An animation attached to a layer: the copy that `add(_:forKey:)` made, its compiled track,
/// and its lifecycle (started, stopped, the transactions waiting for it).
final class AnimationEntry {
    let key: String?
    let animation: CAAnimation
    let track: AnimationTrack
    /// True until the transaction that added it commits and fixes its begin time.
    var beginIsPending: Bool
    var didStart = false
    var didStop = false
    /// Completion blocks of transactions that wait for this animation.
    var completions: [TransactionCompletion] = []

    init(key: String?, animation: CAAnimation, track: AnimationTrack, beginIsPending: Bool) {
        self.key = key
        self.animation = animation
        self.track = track
        self.beginIsPending = beginIsPending
    }

    /// Ends the entry once: tells the delegate and the waiting transactions.
    func stop(finished: Bool) {
        guard !didStop else { return }
        didStop = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        for completion in completions { completion.animationEnded() }
        completions = []
    }
}
