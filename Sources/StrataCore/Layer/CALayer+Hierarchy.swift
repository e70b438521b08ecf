import Foundation
import StrataGraphics

/// Managing the layer tree. A layer has at most one superlayer; adding it elsewhere moves it.
/// A change that would make a layer its own ancestor (a cycle) is refused.
extension CALayer {
    /// The layer's parent. Default nil.
    public var superlayer: CALayer? { isModelLayer ? superlayerStorage : modelStorage?.superlayerStorage?.presentation() }

    /// The layer's children, back to front. Setting replaces them all.
    public var sublayers: [CALayer]? {
        get {
            guard let model = modelStorage else { return sublayerStorage.isEmpty ? nil : sublayerStorage }
            // A sublayer not committed yet is not on screen: it has no presentation layer.
            let subs = model.sublayerStorage.compactMap { $0.presentation() }
            return subs.isEmpty ? nil : subs
        }
        set {
            noteSublayersWillChange()
            for layer in sublayerStorage { layer.superlayerStorage = nil }
            sublayerStorage = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }
            setNeedsLayout()
        }
    }

    /// An optional layer whose alpha masks this layer's content. Default nil.
    public var mask: CALayer? {
        get { maskStorage }
        set {
            guard newValue !== maskStorage else { return }
            if let newValue, wouldCreateCycle(adding: newValue) {
                Diagnostics.warnOnce("refused to use an ancestor of \(self) as its mask: the layer tree would have a cycle")
                return
            }
            maskStorage?.maskOwner = nil
            newValue?.removeFromSuperlayer()
            newValue?.maskOwner = self
            maskStorage = newValue
            modelDidChange()
        }
    }

    /// Appends `layer` to the sublayers.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerStorage.count))
    }

    /// Inserts `layer` at `idx` in the sublayers (clamped to the end).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        do { try checkedInsert(layer, at: Int(idx)) } catch {
            Diagnostics.warnOnce("\(error)")
        }
    }

    /// Inserts `layer` just below `sibling` (at the start when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (at the end when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s }.map { $0 + 1 } }
            ?? sublayerStorage.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        if oldLayer === newLayer { return }
        guard !wouldCreateCycle(adding: newLayer) else {
            Diagnostics.warnOnce(StrataError.cycle(newLayer, self).description)
            return
        }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    public func removeFromSuperlayer() {
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
        if layer.maskOwner != nil { layer.removeFromSuperlayer() }
        noteSublayersWillChange()
        if layer.superlayerStorage === self, let old = sublayerStorage.firstIndex(where: { $0 === layer }) {
            sublayerStorage.remove(at: old)
        } else {
            layer.removeFromSuperlayer()
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
