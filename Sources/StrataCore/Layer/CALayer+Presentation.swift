import Foundation

/// Presentation and model layers (Core Animation Programming Guide, "Layer Trees Reflect
/// Different Aspects of the Animation State").
extension CALayer {
    /// A copy of the layer as it appears on screen now: the committed model values with every
    /// running animation applied at the current media time. Its sublayers and superlayer are
    /// presentation layers too, so `hitTest(_:)` on it tests what the user sees. Calling it on
    /// a presentation layer returns that layer. nil until a transaction has committed the
    /// layer (CALayer.h: "Returns nil if the layer has not yet been committed").
    public func presentation() -> Self? {
        guard isModelLayer else { return self }
        guard hasBeenCommitted else { return nil }
        return evaluatedPresentation(at: MediaClock.current.now) as? Self
    }

    /// The model layer behind a presentation layer; a model layer returns itself.
    public func model() -> Self {
        (modelStorage as? Self) ?? self
    }

    /// The persistent presentation copy, created on first use.
    func presentationObject() -> CALayer {
        if let existing = presentationStorage { return existing }
        let copy = type(of: self).init(presentationCopyOf: self)
        copy.modelStorage = self
        presentationStorage = copy
        return copy
    }

    /// The presentation copy as the last `updatePresentationTree(at:)` (or `presentation()`)
    /// left it, without evaluating anything: the compositor's per-frame read after one
    /// `updatePresentationTree(at:)` on the root. nil for a layer never evaluated. Its
    /// `sublayers` evaluate again; walk the model tree and read each layer's copy instead.
    /// A Strata addition.
    public var presentationSnapshot: CALayer? {
        isModelLayer ? presentationStorage : self
    }

    /// `presentationSnapshot ?? self`, unretained: the compositor's walk visits every layer
    /// every frame, and a retain and release per layer (an atomic write into each copy's
    /// header) was a quarter of the walk's time. Valid while this layer keeps its copy (the
    /// walk borrows it for the layer's visit). Not generic, so no closure crosses the module.
    package final var unretainedPresentationSnapshot: Unmanaged<CALayer> {
        guard isModelLayer, let copy = presentationRef else { return Unmanaged.passUnretained(self) }
        return copy
    }

    /// Calls `body` with this layer's state in place, for the compositor. Read here, `state`
    /// is not checked for exclusive access at run time (`@exclusivity(unchecked)`); read from
    /// another module it was, once per function that touched it — about a third of the
    /// compositor's walk. So the walk asks once per layer and reads through the pointer.
    package func withCompositingState<R>(_ body: (UnsafePointer<LayerState>) throws -> R) rethrows -> R {
        try withUnsafeMutablePointer(to: &state) { try body(UnsafePointer($0)) }
    }

    /// Refreshes the presentation copy for global time `now` and returns it.
    @discardableResult
    func evaluatedPresentation(at now: CFTimeInterval) -> CALayer {
        let model = modelStorage ?? self
        let t = model.localTime(atGlobal: now)
        let copy = model.refreshPresentation(localTime: t)
        if model.hasRefreshHook { model.didRefreshPresentation(localTime: t) }
        return copy
    }

    /// Refreshes the presentation copy given this layer's local time. Allocation-free once the
    /// copy exists: this is the per-frame path.
    @discardableResult
    func refreshPresentation(localTime t: CFTimeInterval) -> CALayer {
        let copy = presentationObject()
        refresh(copy, localTime: t)
        return copy
    }

    /// Refreshes `copy`, this model layer's presentation copy, borrowed for the call, and
    /// redraws it where a display key changed.
    private func refresh(_ copy: CALayer, localTime t: CFTimeInterval) {
        refreshValues(copy, localTime: t)
        if redisplaysPresentation { redisplayPresentationIfNeeded(copy) }
    }

    private func refreshValues(_ copy: CALayer, localTime t: CFTimeInterval) {
        // A layer whose animations are all simple runs them as one flat program.
        let ran = currentFrameProgram()._withUnsafeGuaranteedRef { program in
            guard program.isUsable else { return false }
            run(program, on: copy, localTime: t)
            return true
        }
        if ran { return }
        // `animationTracks` owns the tracks for the whole call (callbacks that could change it
        // run later, in the clock's frame), so the passes borrow them without retaining:
        // retain/release around every call was the largest cost of an in-cache frame.
        animationTracks.withUnsafeBufferPointer { tracks in
            for i in tracks.indices {
                Unmanaged.passUnretained(tracks[i])._withUnsafeGuaranteedRef { $0.prepare(parentTime: t) }
            }
            if !hasBeenCommitted {
                copy.state = state
                copy.syncedBaseVersion = .max
            } else if copy.syncedBaseVersion != baseVersion {
                copy.state = committedState
                copy.syncedBaseVersion = baseVersion
            } else {
                // Steady state: only the animated properties need their base value back.
                for i in tracks.indices {
                    Unmanaged.passUnretained(tracks[i])._withUnsafeGuaranteedRef { $0.resetTargets(of: copy, from: self) }
                }
            }
            if copy.syncedAttributesVersion != attributesVersion {
                copy.copyAttributes(from: self)
                copy.syncedAttributesVersion = attributesVersion
            }
            for i in tracks.indices {
                Unmanaged.passUnretained(tracks[i])._withUnsafeGuaranteedRef { $0.applyPrepared(to: copy) }
            }
        }
    }

    /// Refreshes the presentation copies of this layer, its mask and all its descendants for
    /// global media time `now`, in one walk that computes each layer's time from its parent's.
    /// Returns this layer's presentation. The compositor calls this once per frame.
    @discardableResult
    public func updatePresentationTree(at now: CFTimeInterval) -> CALayer {
        let model = modelStorage ?? self
        let parentTime = model.timeParent.map { $0.localTime(atGlobal: now) } ?? now
        model.refreshSubtree(parentTime: parentTime)
        return model.presentationObject()
    }

    private func refreshSubtree(parentTime: CFTimeInterval) {
        let t = mapFromParent(parentTime)
        if presentationRef == nil { _ = presentationObject() }
        // Borrowed, like the tracks and sublayers below: the walk keeps every layer alive.
        presentationRef!._withUnsafeGuaranteedRef { refresh($0, localTime: t) }
        if hasRefreshHook { didRefreshPresentation(localTime: t) }
        if maskStorage != nil { maskStorage!.refreshSubtree(parentTime: t) }
        guard !sublayerStorage.isEmpty else { return }
        sublayerStorage.withUnsafeBufferPointer { sublayers in
            let n = sublayers.count
            func visit(_ i: Int) {
                Unmanaged.passUnretained(sublayers[i])._withUnsafeGuaranteedRef { $0.refreshSubtree(parentTime: t) }
            }
            guard n >= CALayer.prefetchMinimumSiblings else {
                for i in 0..<n { visit(i) }
                return
            }
            // Enough siblings to outgrow the caches: ask for the next ones' objects while
            // working on this one (CALayer+Prefetch).
            let ahead = CALayer.prefetchDistances
            for i in 0..<n {
                if i + ahead.layer < n { CALayer.prefetchFields(of: Unmanaged.passUnretained(sublayers[i + ahead.layer])) }
                if i + ahead.objects < n {
                    Unmanaged.passUnretained(sublayers[i + ahead.objects])._withUnsafeGuaranteedRef { $0.prefetchFrameObjects() }
                }
                if i + ahead.data < n {
                    Unmanaged.passUnretained(sublayers[i + ahead.data])._withUnsafeGuaranteedRef { $0.prefetchProgramData() }
                }
                visit(i)
            }
        }
    }

    /// A detached copy of this model subtree as it is at parent time `parentTime` (a delayed
    /// replicator instance): each layer a copy evaluated at its own local time, reusing
    /// `old`'s copies where they show the same layers, so a steady frame allocates nothing.
    /// The copies are model-like (no presentation of their own), so the compositor walks them
    /// as it walks a model tree.
    func replicaTree(parentTime: CFTimeInterval, reusing old: CALayer?) -> CALayer {
        let t = mapFromParent(parentTime)
        let copy: CALayer
        if let old, old.replicaSource === self {
            copy = old
        } else {
            copy = type(of: self).init(presentationCopyOf: self)
            copy.replicaSource = self
        }
        refresh(copy, localTime: t)
        if let mask = maskStorage {
            copy.maskStorage = mask.replicaTree(parentTime: t, reusing: copy.maskStorage)
        } else {
            copy.maskStorage = nil
        }
        Self.refreshReplicas(&copy.sublayerStorage, of: sublayerStorage, parentTime: t)
        return copy
    }

    /// Makes `copies` the replica trees of `sources` at `parentTime`, in place: each copy
    /// reused where it still shows the same layer, so a steady frame allocates nothing.
    static func refreshReplicas(_ copies: inout [CALayer], of sources: [CALayer], parentTime: CFTimeInterval) {
        if copies.count > sources.count { copies.removeLast(copies.count - sources.count) }
        for (i, source) in sources.enumerated() {
            let old = i < copies.count ? copies[i] : nil
            let copy = source.replicaTree(parentTime: parentTime, reusing: old)
            if old == nil { copies.append(copy) } else if old !== copy { copies[i] = copy }
        }
    }
}
