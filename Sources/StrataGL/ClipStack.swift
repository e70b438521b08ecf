import Foundation
import StrataGraphics

/// The clips in force while drawing into one render target (WebKit texmap's `ClipStack`):
/// `masksToBounds` of every ancestor up to the target.
///
/// A clip whose shape lands on whole screen pixels as an axis-aligned rectangle becomes a
/// scissor rectangle (free). Any other clip (rotated, in perspective, rounded, or on
/// fractional pixels) is applied analytically in the fragment shader, with anti-aliased
/// edges; when a second such clip nests inside, the outer one moves into the stencil buffer
/// (hard-edged, counted by nesting level) and the innermost stays analytic.
final class ClipStack {
    /// A rounded rectangle in some layer's coordinates and the maps to and from the target.
    struct Shape {
        var rect: CGRect
        var radius: Double
        /// Which corners are square, and whether the rounded ones are continuous.
        var corners = CornerStyle.round
        /// Layer → global pixels.
        var toPixels: Homography
        /// Global pixels → layer.
        var fromPixels: Homography
    }

    private struct Saved {
        var scissor: PixelRect?
        var analytic: Shape?
        var stencilLevel: Int32
        var bounds: CGRect?
        /// The analytic shape moved into the stencil by this push, to remove on pop.
        var stenciled: Shape?
    }

    /// The scissor in global pixels (nil: none). (This and the next three are read for every
    /// quad, so they skip the run-time exclusivity check: only the walk touches them.)
    @exclusivity(unchecked) private(set) var scissor: PixelRect?
    /// The innermost non-rectangular clip.
    @exclusivity(unchecked) private(set) var analytic: Shape? { didSet { hasAnalytic = analytic != nil } }
    /// `analytic != nil`, kept apart: the walk asks it for every quad, and reading the
    /// optional 240-byte shape copied it (four copies a sprite).
    @exclusivity(unchecked) private(set) var hasAnalytic = false
    /// How many clips are in the stencil.
    @exclusivity(unchecked) private(set) var stencilLevel: Int32 = 0
    /// A box in global pixels that holds everything the clips let through (nil: unbounded).
    private(set) var bounds: CGRect?
    private var saved: [Saved] = []

    /// Pushes `rect` (radius `radius`) of a layer whose map to global pixels is `matrix`.
    /// `writeStencil(shape, level, increment)` draws a shape into the stencil.
    func push(rect: CGRect, radius: Double, corners: CornerStyle = .round, toPixels h: Homography, matrixBox: CGRect?,
              writeStencil: (Shape, Int32, Bool) -> Void) {
        var entry = Saved(scissor: scissor, analytic: analytic, stencilLevel: stencilLevel, bounds: bounds, stenciled: nil)
        defer { saved.append(entry) }
        if let box = matrixBox { bounds = bounds.map { $0.intersection(box) } ?? box }
        guard let inverse = h.inverse, rect.width > 0, rect.height > 0 else {
            scissor = PixelRect(x: 0, y: 0, width: 0, height: 0)   // nothing shows through
            return
        }
        if radius <= 0, h.isAxisAligned, let box = matrixBox, Self.isWholePixels(box) {
            // Whole pixels may still be far off any surface (a layer at x = 1e300): clamp to
            // ±2^30 so the conversions cannot trap and the scissor arithmetic cannot overflow.
            func pixel(_ v: Double) -> Int { Int(saturating: v, rounding: .toNearestOrAwayFromZero, in: -(1 << 30)...(1 << 30)) }
            let r = PixelRect(x: pixel(box.minX), y: pixel(box.minY), width: pixel(box.width), height: pixel(box.height))
            scissor = scissor.map { $0.intersection(r) } ?? r
            return
        }
        if let outer = analytic {
            writeStencil(outer, stencilLevel, true)
            stencilLevel += 1
            entry.stenciled = outer
        }
        analytic = Shape(rect: rect, radius: radius, corners: corners, toPixels: h, fromPixels: inverse)
    }

    /// Removes the innermost clip.
    func pop(writeStencil: (Shape, Int32, Bool) -> Void) {
        guard let entry = saved.popLast() else { return }
        if let outer = entry.stenciled {
            writeStencil(outer, entry.stencilLevel, false)
        }
        scissor = entry.scissor
        analytic = entry.analytic
        stencilLevel = entry.stencilLevel
        bounds = entry.bounds
    }

    private static func isWholePixels(_ r: CGRect) -> Bool {
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-3 }
        return whole(r.minX) && whole(r.minY) && whole(r.maxX) && whole(r.maxY)
    }
}
