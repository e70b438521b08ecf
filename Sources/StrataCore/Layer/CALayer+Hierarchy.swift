import Foundation
import StrataGraphics

/// Managing the layer tree. A layer has at most one superlayer; adding it elsewhere moves it.
/// A change that would make a layer its own ancestor (a cycle) is refused.
extension CALayer {
    /// The layer's parent. Default nil.
    public var superlayer: CALayer? { isModelLayer ? superlayerStorage : modelStorage?.superlayerStorage?.presentation() }

    /// `sublayers`' work (CALayer.swift declares the overridable property).
    final var sublayersValue: [CALayer]? {
        get {
            guard let model = modelStorage else { return sublayerStorage.isEmpty ? nil : sublayerStorage }
            // A sublayer not committed yet is not on screen: it has no presentation layer.
            let subs = model.sublayerStorage.compactMap { $0.presentation() }
            return subs.isEmpty ? nil : subs
        }
        set {
            noteSublayersWillChange()
            // A sublayer the new list leaves out is removed from the tree, as removeFromSuperlayer()
            // removes it: kCAOnOrderOut is "the action taken when the layer is removed from the
            // layer hierarchy" (CALayer Action Identifiers).
            let kept = Set((newValue ?? []).map(ObjectIdentifier.init))
            for layer in sublayerStorage where !kept.contains(ObjectIdentifier(layer)) {
                layer.runEventAction(kCAOnOrderOut)
            }
            for layer in sublayerStorage { layer.superlayerStorage = nil }
            sublayerStorage = []
            for layer in newValue ?? [] { insertSublayerCore(layer, at: sublayerStorage.count) }
            setNeedsLayout()
        }
    }

    /// `mask`'s work (CALayer.swift declares the overridable property).
    final var maskValue: CALayer? {
        get {
            // A presentation layer's mask is the model mask's presentation layer: "The
            // sublayers, mask, and superlayer properties of the returned layer return the
            // corresponding objects from the presentation tree" (CALayer `presentation()`).
            // Copies made with their own mask (replicas, transition snapshots) keep it.
            if let mask = maskStorage { return mask }
            return modelStorage?.maskStorage?.presentation()
        }
        set {
            guard newValue !== maskStorage else { return }
            if let newValue, wouldCreateCycle(adding: newValue) {
                Diagnostics.warnOnce("refused to use an ancestor of \(self) as its mask: the layer tree would have a cycle")
                return
            }
            maskStorage?.maskOwner = nil
            newValue?.removeFromSuperlayerCore()
            newValue?.maskOwner = self
            maskStorage = newValue
            modelDidChange()
        }
    }

    // The engine's own tree edits call these cores, never the `open` methods a subclass may
    // override (CALayer.swift), so an override runs once per call the app makes.

    /// `insertSublayer(_:at:)`'s work: inserts `layer` at `idx` (clamped to the end).
    final func insertSublayerCore(_ layer: CALayer, at idx: Int) {
        do { try checkedInsert(layer, at: idx) } catch {
            Diagnostics.warnOnce("\(error)")
        }
    }

    /// The index just below `sibling` (the start when `sibling` is not a sublayer), counted
    /// without `moving` when it is already a sublayer (it leaves its place first).
    final func index(below sibling: CALayer?, moving layer: CALayer? = nil) -> Int {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
        return index - (earlierIndex(of: layer, than: index) ? 1 : 0)
    }

    /// Whether `layer` is a sublayer before `index`.
    private func earlierIndex(of layer: CALayer?, than index: Int) -> Bool {
        guard let layer, let old = sublayerStorage.firstIndex(where: { $0 === layer }) else { return false }
        return old < index
    }

    /// The index just above `sibling` (the end when `sibling` is not a sublayer).
    final func index(above sibling: CALayer?, moving layer: CALayer? = nil) -> Int {
        guard let index = sibling.flatMap({ s in sublayerStorage.firstIndex { $0 === s }.map { $0 + 1 } }) else {
            return sublayerStorage.count
        }
        return index - (earlierIndex(of: layer, than: index) ? 1 : 0)
    }

    /// `replaceSublayer(_:with:)`'s work.
    final func replaceSublayerCore(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        if oldLayer === newLayer { return }
        guard !wouldCreateCycle(adding: newLayer) else {
            Diagnostics.warnOnce(StrataError.cycle(newLayer, self).description)
            return
        }
        oldLayer.removeFromSuperlayerCore()
        insertSublayerCore(newLayer, at: index)
    }

    /// `removeFromSuperlayer()`'s work: detaches the layer from its superlayer (or from the
    /// layer it masks).
    final func removeFromSuperlayerCore() {
        if let owner = maskOwner { owner.mask = nil; return }
        guard let parent = superlayerStorage else { return }
        runEventAction(kCAOnOrderOut)
        parent.noteSublayersWillChange()
        parent.sublayerStorage.removeAll { $0 === self }
        superlayerStorage = nil
        parent.modelDidChange()
        parent.setNeedsLayout()
    }

    /// Inserts with the cycle check, throwing a clear error instead of corrupting the tree.
    public func checkedInsert(_ layer: CALayer, at index: Int) throws {
        guard isModelLayer, layer.isModelLayer else {
            throw StrataError("presentation layers cannot be added to a layer tree")
        }
        guard !wouldCreateCycle(adding: layer) else { throw StrataError.cycle(layer, self) }
        if layer.maskOwner != nil { layer.removeFromSuperlayerCore() }
        noteSublayersWillChange()
        if layer.superlayerStorage === self, let old = sublayerStorage.firstIndex(where: { $0 === layer }) {
            sublayerStorage.remove(at: old)
        } else {
            layer.removeFromSuperlayerCore()
        }
        let clamped = max(0, min(index, sublayerStorage.count))
        sublayerStorage.insert(layer, at: clamped)
        layer.superlayerStorage = self
        modelDidChange()
        setNeedsLayout()
        // "inserted into the visible layer hierarchy" (kCAOnOrderIn): a new layer entering a
        // committed tree runs it too, not only a committed layer moving.
        layer.runEventAction(kCAOnOrderIn, onScreen: hasBeenCommitted || layer.hasBeenCommitted)
    }

    /// Keeps the committed list of sublayers before the first change of a transaction, so a
    /// transition added in the same transaction snapshots the tree the screen shows.
    func noteSublayersWillChange() {
        guard isModelLayer, hasBeenCommitted, committedSublayers == nil else { return }
        committedSublayers = sublayerStorage
        modelDidChange()
    }

    /// True when `layer` is this layer or one of its ancestors (including via masks).
    func wouldCreateCycle(adding layer: CALayer) -> Bool {
        var node: CALayer? = self
        while let current = node {
            if current === layer { return true }
            node = current.superlayerStorage ?? current.maskOwner
        }
        return false
    }

    /// Whether `layer` is this layer or a descendant of it.
    func isAncestor(of layer: CALayer) -> Bool {
        layer.wouldCreateCycle(adding: self)
    }
}

extension StrataError {
    static func cycle(_ child: CALayer, _ parent: CALayer) -> StrataError {
        StrataError("refused to add \(child) to \(parent): it is that layer or one of its ancestors, so the layer tree would have a cycle")
    }
}
