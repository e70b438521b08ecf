import Foundation

/// The layer time hierarchy (CAMediaTiming): each layer maps its parent's time to its own by
/// `local = (parent − beginTime) × speed + timeOffset`, starting from the media clock at the
/// root. This is what makes the pause/resume recipe (speed 0 + timeOffset) work.
extension CALayer {
    /// The model layer whose timing applies (a presentation copy shares its model's clock).
    var timingLayer: CALayer { modelStorage ?? self }

    /// This layer's local time at global media time `t`.
    func localTime(atGlobal t: CFTimeInterval) -> CFTimeInterval {
        let layer = timingLayer
        let parentTime = layer.timeParent.map { $0.localTime(atGlobal: t) } ?? t
        return layer.mapFromParent(parentTime)
    }

    /// The global media time at which this layer's local time is `t` (nil if frozen).
    func globalTime(atLocal t: CFTimeInterval) -> CFTimeInterval? {
        let layer = timingLayer
        guard let parentTime = layer.mapToParent(t) else { return nil }
        guard let parent = layer.timeParent else { return parentTime }
        return parent.globalTime(atLocal: parentTime)
    }

    /// The layer whose time is this layer's parent time: the superlayer, or the masked layer.
    var timeParent: CALayer? { superlayerStorage ?? maskOwner }

    @inline(__always)
    func mapFromParent(_ t: CFTimeInterval) -> CFTimeInterval { timeMap.local(fromParent: t) }

    @inline(__always)
    func mapToParent(_ t: CFTimeInterval) -> CFTimeInterval? { timeMap.parent(fromLocal: t) }

    /// Converts a time from `layer`'s time space (the global media time when nil) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let global: CFTimeInterval
        if let layer {
            // A frozen layer (speed 0) maps every global time to one local time; its inverse
            // is undefined, so use the current media time, which is what it is showing.
            global = layer.globalTime(atLocal: t) ?? MediaClock.current.now
        } else {
            global = t
        }
        return localTime(atGlobal: global)
    }

    /// Converts a time from this layer's time space to `layer`'s (global media time when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(atLocal: t) ?? MediaClock.current.now
        return layer.map { $0.localTime(atGlobal: global) } ?? global
    }
}

/// A layer's CAMediaTiming map from its parent's time to its own.
struct LayerTimeMap {
    var begin: Double = 0
    var speed: Double = 1
    var offset: Double = 0

    @inline(__always)
    func local(fromParent t: Double) -> Double { (t - begin) * speed + offset }

    @inline(__always)
    func parent(fromLocal t: Double) -> Double? { speed == 0 ? nil : (t - offset) / speed + begin }
}
