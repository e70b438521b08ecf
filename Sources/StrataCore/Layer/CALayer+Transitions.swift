import Foundation
import StrataGraphics

/// What the compositor needs to draw a CATransition: the old look, taken when the transition
/// is added, and the running transition's progress each frame.
extension CALayer {
    /// The transition to draw in place of this layer's subtree in the frame that the last
    /// `updatePresentationTree(at:)` evaluated; nil when none is in effect (not added, not yet
    /// begun without a backwards fill, or finished and removed). Ask the model layer (or a
    /// layer of an `oldLook`). A Strata addition.
    public var transitionFrame: LayerTransitionFrame? {
        if let frozenTransition { return frozenTransition }
        guard mayHaveTransition, isModelLayer else { return nil }
        var any = false
        for case let track as TransitionTrack in animationTracks.reversed() {
            any = true
            guard track.phase != nil, let oldLook = track.oldLook,
                  let transition = track.animation as? CATransition else { continue }
            return LayerTransitionFrame(type: Self.drawnType(transition.type), subtype: transition.subtype,
                                        progress: track.progress, oldLook: oldLook)
        }
        // Removed or finished: later frames skip the search.
        if !any { mayHaveTransition = false }
        return nil
    }

    /// Core Animation draws a transition type it does not know as a fade; say so once.
    static func drawnType(_ type: CATransitionType) -> CATransitionType {
        guard !CATransitionType.allKnown.contains(type) else { return type }
        Diagnostics.warnOnce("CATransition type '\(type.rawValue)' is unknown: drawn as 'fade' (the known types: \(CATransitionType.allKnown.map(\.rawValue).joined(separator: ", ")))")
        return .fade
    }

    /// A detached copy of this layer's subtree as the screen shows it at global time `now`:
    /// the committed values (and tree) with the running animations applied, transitions frozen.
    func transitionSnapshot(at now: CFTimeInterval) -> CALayer {
        let parentTime = timeParent.map { $0.localTime(atGlobal: now) } ?? now
        let snapshot = snapshotSubtree(parentTime: parentTime)
        snapshot.updatePresentationTree(at: now)
        return snapshot
    }

    private func snapshotSubtree(parentTime: CFTimeInterval) -> CALayer {
        let t = mapFromParent(parentTime)
        let seen = refreshPresentation(localTime: t)
        let copy = type(of: self).init(presentationCopyOf: seen)
        // The copy is a still picture: no time of its own, no delegate to draw or lay it out.
        copy.speed = 1; copy.timeOffset = 0; copy.beginTime = 0
        copy.delegate = nil
        copy.frozenTransition = transitionFrame
        for sublayer in committedSublayers ?? sublayerStorage {
            let child = sublayer.snapshotSubtree(parentTime: t)
            child.superlayerStorage = copy
            copy.sublayerStorage.append(child)
        }
        if let mask = maskStorage {
            let maskCopy = mask.snapshotSubtree(parentTime: t)
            maskCopy.maskOwner = copy
            copy.maskStorage = maskCopy
        }
        return copy
    }
}
