import Foundation
import StrataGraphics

/// A layer that draws its sublayers `instanceCount` times, each copy with the previous one's
/// transform times `instanceTransform`, its colour multiplied by `instanceColor` plus the
/// per-instance offsets, and its time `instanceDelay` later (Apple: CAReplicatorLayer — "a
/// specified number of sublayer copies with varying geometric, temporal, and color
/// transformations").
///
/// Instance 0 is the sublayers as they are (multiplied by `instanceColor`); instance i is
/// mapped by `instanceTransform` applied i times about the replicator's anchor point (as
/// `sublayerTransform` is), multiplied by `instanceColor` + i × each offset (components
/// clamped to 0…1), and shows its sublayers' animations at the replicator's local time minus
/// i × `instanceDelay`. Replicators nest. Only drawing is replicated: hit testing and the
/// layer tree see the sublayers once. `preservesDepth` is kept but copies are flattened into
/// the replicator's plane, as with it false.
open class CAReplicatorLayer: CALayer {
    static let instanceCountProperty = CustomLayerProperty(key: "instanceCount", kind: .number, slot: 0,
                                                           default: .number(1), isAnimatable: false)
    static let instanceDelayProperty = CustomLayerProperty(key: "instanceDelay", kind: .number, slot: 1, default: .number(0))
    static let instanceTransformProperty = CustomLayerProperty(key: "instanceTransform", kind: .transform, slot: 2,
                                                               default: .transform(CATransform3DIdentity))
    static let instanceColorProperty = CustomLayerProperty(key: "instanceColor", kind: .color, slot: 3, default: .color(.white))
    static let instanceRedOffsetProperty = CustomLayerProperty(key: "instanceRedOffset", kind: .number, slot: 4, default: .number(0))
    static let instanceGreenOffsetProperty = CustomLayerProperty(key: "instanceGreenOffset", kind: .number, slot: 5, default: .number(0))
    static let instanceBlueOffsetProperty = CustomLayerProperty(key: "instanceBlueOffset", kind: .number, slot: 6, default: .number(0))
    static let instanceAlphaOffsetProperty = CustomLayerProperty(key: "instanceAlphaOffset", kind: .number, slot: 7, default: .number(0))
    static let preservesDepthProperty = CustomLayerProperty(key: "preservesDepth", kind: .bool, slot: 8, default: .bool(false),
                                                            isAnimatable: false)
    static let allProperties = [instanceCountProperty, instanceDelayProperty, instanceTransformProperty, instanceColorProperty,
                                instanceRedOffsetProperty, instanceGreenOffsetProperty, instanceBlueOffsetProperty,
                                instanceAlphaOffsetProperty, preservesDepthProperty]
    static let propertiesByKey = byKey(allProperties)
    override class var customProperties: [String: CustomLayerProperty] { propertiesByKey }

    /// For instances 1… when `instanceDelay` is not 0: detached copies of the sublayer trees
    /// evaluated at the delayed times (`updatePresentationTree` keeps them; the compositor
    /// draws them). Empty otherwise.
    package final var delayedInstances: [[CALayer]] = []

    /// Copies beyond this many are not drawn (with a warning): a runaway count must not stall
    /// every frame.
    public static let maximumInstanceCount = 10_000
    /// Layers in all the delayed copies of one replicator (instances × layers under it): a
    /// count of 10 000 over a big subtree must not copy it 10 000 times every frame.
    package static let maximumDelayedLayers = 100_000

    /// How many instances to draw of a replicator asking for `requested`, inside nested
    /// replicators whose counts multiply to `enclosing`: every replicator's copies of the ones
    /// inside it multiply, so the product across the nesting stops at `maximumInstanceCount`
    /// (with a one-time warning), as one replicator's count does. Never fewer than 1 while
    /// `requested` is positive: the sublayers themselves are instance 0.
    package static func instancesToDraw(_ requested: Int, enclosing: Int) -> Int {
        guard requested > 0 else { return 0 }
        let allowed = Swift.max(1, maximumInstanceCount / Swift.max(1, enclosing))
        if requested > allowed {
            if enclosing > 1 {
                Diagnostics.warnOnce("nested CAReplicatorLayers ask for \(requested) × \(enclosing) copies; the first \(maximumInstanceCount) in all are drawn")
            } else {
                Diagnostics.warnOnce("a CAReplicatorLayer asks for \(requested) instances; the first \(maximumInstanceCount) are drawn")
            }
            return allowed
        }
        return requested
    }

    override class var usesRefreshHook: Bool { true }

    /// Brings `delayedInstances` to the replicator's local time `t` (its sublayers' parent
    /// time): instance i's sublayers at t − i × instanceDelay, from the presentation values.
    override func didRefreshPresentation(localTime t: CFTimeInterval) {
        let p = presentationSnapshot as? CAReplicatorLayer ?? self
        var count = Swift.min(p.instanceCount, Self.maximumInstanceCount)
        let delay = p.instanceDelay
        guard count > 1, delay != 0, delay.isFinite, !sublayerStorage.isEmpty else {
            if !delayedInstances.isEmpty { delayedInstances = [] }
            return
        }
        // Each delayed instance is a copy of the whole subtree: bound the layers copied.
        let copied = sublayerStorage.reduce(0) { $0 + $1.replicatedLayerCount(upTo: Self.maximumDelayedLayers) }
        if (count - 1) * copied > Self.maximumDelayedLayers {
            count = 1 + Self.maximumDelayedLayers / copied
            Diagnostics.warnOnce("a CAReplicatorLayer's delayed copies would hold more than \(Self.maximumDelayedLayers) layers; the first \(count) instances are drawn")
        }
        if delayedInstances.count > count - 1 { delayedInstances.removeLast(delayedInstances.count - (count - 1)) }
        for i in 1..<count {
            if i > delayedInstances.count { delayedInstances.append([]) }
            Self.refreshReplicas(&delayedInstances[i - 1], of: sublayerStorage, parentTime: t - Double(i) * delay)
        }
    }

    /// The number of copies, the sublayers themselves included. Default 1.
    open var instanceCount: Int {
        get {
            // Any number can be stored (KVC, scene files); a count is a whole one in range.
            let n = extraNumber(Self.instanceCountProperty)
            return n.isFinite ? Int(Swift.min(Swift.max(n, -1e9), 1e9)) : 0
        }
        set { setExtra(Self.instanceCountProperty, number: CGFloat(newValue)) }
    }
    /// Seconds between one copy's time and the next's. Default 0. Animatable.
    open var instanceDelay: CFTimeInterval {
        get { Double(extraNumber(Self.instanceDelayProperty)) }
        set { setExtra(Self.instanceDelayProperty, number: CGFloat(newValue)) }
    }
    /// The transform from one copy to the next, about the anchor point. Default identity.
    /// Animatable.
    open var instanceTransform: CATransform3D {
        get { if case .transform(let t) = extra(Self.instanceTransformProperty) { return t }; return CATransform3DIdentity }
        set { setExtra(Self.instanceTransformProperty, .transform(newValue)) }
    }
    /// The colour every copy is multiplied by (instance 0 included). Default opaque white.
    /// Animatable.
    open var instanceColor: CGColor? {
        get { extraColor(Self.instanceColorProperty)?.cgColor }
        set { setExtra(Self.instanceColorProperty, color: newValue) }
    }
    /// Added to the red component of the multiplying colour per instance. Default 0. Animatable.
    open var instanceRedOffset: Float {
        get { extraFloat(Self.instanceRedOffsetProperty) }
        set { setExtra(Self.instanceRedOffsetProperty, float: newValue) }
    }
    /// Added to the green component per instance. Default 0. Animatable.
    open var instanceGreenOffset: Float {
        get { extraFloat(Self.instanceGreenOffsetProperty) }
        set { setExtra(Self.instanceGreenOffsetProperty, float: newValue) }
    }
    /// Added to the blue component per instance. Default 0. Animatable.
    open var instanceBlueOffset: Float {
        get { extraFloat(Self.instanceBlueOffsetProperty) }
        set { setExtra(Self.instanceBlueOffsetProperty, float: newValue) }
    }
    /// Added to the alpha component per instance. Default 0. Animatable.
    open var instanceAlphaOffset: Float {
        get { extraFloat(Self.instanceAlphaOffsetProperty) }
        set { setExtra(Self.instanceAlphaOffsetProperty, float: newValue) }
    }
    /// Whether copies share a 3D space (as in a CATransformLayer). Default false. Kept;
    /// Strata flattens copies into the replicator's plane either way.
    open var preservesDepth: Bool {
        get { extraBool(Self.preservesDepthProperty) }
        set { setExtra(Self.preservesDepthProperty, .bool(newValue)) }
    }

    /// The instances the compositor may draw, of `count` asked for: with an `instanceDelay`,
    /// only those whose delayed copies exist (see `maximumDelayedLayers`).
    package func drawableInstanceCount(_ count: Int) -> Int {
        guard count > 1, !delayedInstances.isEmpty else { return count }
        return Swift.min(count, delayedInstances.count + 1)
    }

    /// The colour instance `index` is multiplied by (straight RGBA, components clamped to 0…1).
    public func instanceMultiplier(_ index: Int) -> RGBA {
        let base = extraColor(Self.instanceColorProperty) ?? .white
        let i = Double(index)
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
        return RGBA(red: clamp(base.red + i * Double(instanceRedOffset)),
                    green: clamp(base.green + i * Double(instanceGreenOffset)),
                    blue: clamp(base.blue + i * Double(instanceBlueOffset)),
                    alpha: clamp(base.alpha + i * Double(instanceAlphaOffset)))
    }
}

extension CALayer {
    /// This layer and its descendants and masks, counted up to `limit` (then `limit`): what a
    /// replica of the subtree copies.
    func replicatedLayerCount(upTo limit: Int) -> Int {
        var n = 1
        if let mask = maskStorage { n += mask.replicatedLayerCount(upTo: limit) }
        for sub in sublayerStorage {
            guard n < limit else { return limit }
            n += sub.replicatedLayerCount(upTo: limit - n)
        }
        return Swift.min(n, limit)
    }
}
