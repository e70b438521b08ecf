import Foundation

/// Presentation and model layers (Core Animation Programming Guide, "Layer Trees Reflect
/// Different Aspects of the Animation State").
extension CALayer {
    /// A copy of the layer as it appears on screen now: the committed model values with every
    /// running animation applied at the current media time. Its sublayers and superlayer are
    /// presentation layers too, so `hitTest(_:)` on it tests what the user sees. Calling it on
    /// a presentation layer returns that layer.
    public func presentation() -> Self? {
        guard isModelLayer else { return self }
        return evaluatedPresentation(at: MediaClock.current.now) as? Self
    }

    /// The model layer behind a presentation layer; a model layer returns itself.
    public func model() -> Self {
        (modelStorage as? Self) ?? self
    }

    /// The persistent presentation copy, created on first use.
    func presentationObject() -> CALayer {
        if let existing = presentationStorage { return existing }
        let copy = type(of: self).init(layer: self)
        copy.modelStorage = self
        presentationStorage = copy
        return copy
    }

    /// Refreshes the presentation copy for global time `now` and returns it. Allocation-free
    /// once the copy exists: this is the per-frame path.
    @discardableResult
    func evaluatedPresentation(at now: CFTimeInterval) -> CALayer {
        let model = modelStorage ?? self
        let copy = model.presentationObject()
        copy.state = model.hasBeenCommitted ? model.committedState : model.state
        copy.copyAttributes(from: model)
        let entries = model.animationEntries
        if !entries.isEmpty {
            let t = model.localTime(atGlobal: now)
            for entry in entries { entry.track.apply(to: copy, parentTime: t) }
        }
        return copy
    }
}
