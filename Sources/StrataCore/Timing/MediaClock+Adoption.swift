import Foundation

extension MediaClock {
    /// Moves the uncommitted work of the layer tree under `root` from `other` to this clock: its
    /// layers' changes and creations in `other`'s implicit transaction, the animations added to
    /// them and not yet committed (their begin time is fixed when this clock commits them), and
    /// its layers waiting for animation start/stop callbacks. A Strata addition, for
    /// `Recorder`: a tree built on the thread's real-time clock (no clock bound) then plays on
    /// the recorder's virtual clock from the recorder's time 0. Layers of other trees and
    /// `other`'s explicit transactions stay where they are.
    package func adoptUncommittedWork(of other: MediaClock, under root: CALayer) {
        guard other !== self else { return }
        let belongs = { (layer: CALayer) in layer.rootOfTree === root }
        if let pending = other.transactions.implicit {
            let moved = TransactionStack.Transaction()
            moved.changedLayers = pending.changedLayers.filter(belongs)
            moved.addedAnimations = pending.addedAnimations.filter { belongs($0.layer) }
            pending.changedLayers.removeAll(where: belongs)
            pending.addedAnimations.removeAll { belongs($0.layer) }
            if pending.changedLayers.isEmpty, pending.addedAnimations.isEmpty, pending.completion == nil {
                other.transactions.implicit = nil
            }
            let target = transactions.current
            target.changedLayers += moved.changedLayers
            target.addedAnimations += moved.addedAnimations
        }
        let layers = other.lifecycleLayers.filter(belongs)
        other.lifecycleLayers.removeAll(where: belongs)
        for layer in layers {
            layer.isInLifecycleList = false
            register(layer)
        }
    }
}
