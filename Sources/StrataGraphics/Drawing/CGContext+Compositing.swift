import CCairo
import Foundation

/// Blend modes and transparency layers (Quartz 2D Programming Guide, "Transparency Layers").
extension CGContext {
    /// How subsequent painting combines with the context's pixels; part of the graphics state.
    public func setBlendMode(_ mode: CGBlendMode) {
        gstate.blendMode = mode
        cairo_set_operator(cr, mode.cairoOperator)
    }

    /// Starts a transparency layer: until the matching `endTransparencyLayer()`, drawing goes
    /// into an offscreen layer that is then composited as one object with the alpha, blend mode
    /// and shadow in effect now — so overlapping objects get one shadow and one alpha. Inside,
    /// those three start at their defaults (alpha 1, normal, no shadow), as in Quartz.
    /// (`auxiliaryInfo` is Apple's CFDictionary, unused there too; pass nil.)
    public func beginTransparencyLayer(auxiliaryInfo: NSDictionary?) {
        beginLayer()
    }

    /// As `beginTransparencyLayer(auxiliaryInfo:)`, limited to `rect` (user space): drawing
    /// outside it is discarded.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: NSDictionary?) {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard values.allSatisfy(\.isFinite) else { return warnIgnored("beginTransparencyLayer(in:)", "a non-finite rect") }
        beginLayer()
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_new_path(cr)
    }

    /// Ends the innermost transparency layer and composites it; an unmatched call is ignored.
    public func endTransparencyLayer() {
        guard let start = layers.popLast() else {
            Diagnostics.warnOnce("CGContext.endTransparencyLayer() without a matching beginTransparencyLayer")
            return
        }
        // States saved inside the layer and never restored end with it (Cairo needs its
        // saves balanced inside a group).
        while gstack.count > start.savedStates {
            gstack.removeLast()
            cairo_restore(cr)
        }
        let group = cairo_pop_group(cr)   // also brings back Cairo's state (CTM, clip, operator)
        defer { cairo_pattern_destroy(group) }
        gstate = start.state
        painting {
            cairo_set_source(cr, group)
            cairo_paint_with_alpha(cr, start.state.alpha)
        }
        didPaint()
    }

    private func beginLayer() {
        layers.append(TransparencyLayer(state: gstate, savedStates: gstack.count))
        cairo_push_group(cr)
        gstate.alpha = 1
        gstate.shadow = nil
        gstate.blendMode = .normal
        // The mask clip is applied once, when the layer is composited (inside it, Cairo's
        // path clip still bounds the drawing).
        gstate.clipMask = nil
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
}
