import Foundation

/// What the compositor's walk asks of every model layer every frame, in one call.
///
/// The fields behind it are `@exclusivity(unchecked)`, but that holds only inside StrataCore:
/// read from StrataGL, each function touching one paid a run-time exclusivity check
/// (`swift_beginAccess`, about 76 instructions) — four a layer in the sprite walk, a tenth of it
/// (callgrind, sprites-10000). Answered here, they cost a call.
package struct CompositingWalkInfo {
    /// `hasRefreshHook`: an emitter or replicator (or another layer with a refresh hook).
    package var hasRefreshHook: Bool
    /// The layer's `compositingFilter` as a blend mode, if it has one.
    package var blendMode: CompositingBlendMode?
    /// Whether `transitionFrame` could be non-nil (else asking it is skipped).
    package var mayHaveTransition: Bool
    /// A `CATransformLayer`: it draws nothing of its own and depth-sorts its sublayers.
    package var isTransformLayer: Bool
    /// `antialiasesEdges`: the layer's own edges are anti-aliased (else hard, pixel centres in).
    package var antialiasesEdges: Bool
    /// `shouldRasterize`: the layer is drawn into a bitmap in its own space, then composited.
    package var rasterizes: Bool
    /// `hardEdgeBits`: the edges an anti-aliased layer's `edgeAntialiasingMask` leaves hard.
    package var hardEdges: UInt8
    /// A `CABackdropLayer`: what lies beneath it is blurred and saturated before it draws.
    package var drawsBackdrop: Bool
}

extension CALayer {
    /// This layer's answers for the walk (ask the model layer, or a layer of an old look).
    package final var compositingWalkInfo: CompositingWalkInfo {
        CompositingWalkInfo(hasRefreshHook: hasRefreshHook, blendMode: compositingBlendMode,
                            mayHaveTransition: frozenTransition != nil || mayHaveTransition,
                            isTransformLayer: self is CATransformLayer, antialiasesEdges: antialiasesEdges,
                            rasterizes: shouldRasterize, hardEdges: hardEdgeBits, drawsBackdrop: drawsBackdrop)
    }

    /// `CALayer.anyGeometryFlipped`, read once a frame by the walk (a global read from another
    /// module is checked for exclusive access on every read).
    package static var anyGeometryFlippedNow: Bool { anyGeometryFlipped }
}

extension CALayer {
    /// Whether any of `layers` shows a nonzero zPosition (on its presentation copy, or itself
    /// when it has none): only then does the walk sort siblings. Asked here, where the state is
    /// read in place: through `withCompositingState` from StrataGL the generic call cost about
    /// 130 instructions a layer a frame.
    package static func anyHasZPosition(_ layers: [CALayer]) -> Bool {
        // Borrowed, not retained: the array keeps every layer alive (as the walk's loops).
        layers.withUnsafeBufferPointer { buffer in
            for i in buffer.indices {
                let seen = Unmanaged.passUnretained(buffer[i])._withUnsafeGuaranteedRef { layer in
                    let shown = layer.isModelLayer ? (layer.presentationRef ?? Unmanaged.passUnretained(layer))
                        : Unmanaged.passUnretained(layer)
                    return shown._withUnsafeGuaranteedRef { $0.state.zPosition != 0 }
                }
                if seen { return true }
            }
            return false
        }
    }
}
