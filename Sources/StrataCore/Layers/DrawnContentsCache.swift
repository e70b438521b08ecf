import Foundation
import StrataGraphics

/// The bitmap a self-drawing layer (shape, text, gradient) last rendered, with the values it
/// was rendered from. `renderedContents(scale:)` returns the same CGImage object while nothing
/// changed, so the compositor's texture cache (keyed on identity) uploads only after a change.
struct DrawnContentsCache {
    /// The values drawn from; `ExtraValue` retains objects, so an identity cannot be reused.
    private var extra: [ExtraValue] = []
    private var size = CGSize(width: -1, height: -1)
    private var scale: CGFloat = -1
    private var cornerRadius: CGFloat = -1
    private(set) var image: CGImage?
    /// Where `image` goes in the layer's coordinates, when not over the bounds (a shape's
    /// painted area), worked out with the image so the per-frame question costs nothing.
    private(set) var placement: CGRect?
    /// How many times the layer has rasterised (for tests and the benchmark).
    private(set) var renderCount = 0

    /// The cached image if `state` and `scale` match what it was drawn from; else runs `render`
    /// and caches its result.
    mutating func image(for state: LayerState, scale: CGFloat, render: () -> CGImage?) -> CGImage? {
        placedImage(for: state, scale: scale) { (render(), nil) }
    }

    /// `image(for:scale:render:)` for a bitmap that `render` places itself (`placement`).
    mutating func placedImage(for state: LayerState, scale: CGFloat,
                              render: () -> (image: CGImage?, placement: CGRect?)) -> CGImage? {
        let size = state.bounds.size
        if size == self.size, scale == self.scale, state.cornerRadius == cornerRadius, Self.same(state.extra, extra) {
            return image
        }
        (image, placement) = render()
        renderCount += 1
        extra = state.extra
        self.size = size
        self.scale = scale
        cornerRadius = state.cornerRadius
        return image
    }

    private static func same(_ a: [ExtraValue], _ b: [ExtraValue]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where !AnimValue.same(x.value, y.value) { return false }
        return true
    }
}

extension AnimValue {
    /// Equal values (objects by identity): whether a redraw can be skipped.
    static func same(_ a: AnimValue, _ b: AnimValue) -> Bool {
        switch (a, b) {
        case let (.number(x), .number(y)): return x == y
        case let (.point(x), .point(y)): return x == y
        case let (.size(x), .size(y)): return x == y
        case let (.rect(x), .rect(y)): return x == y
        case let (.color(x), .color(y)): return x == y
        case let (.transform(x), .transform(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case let (.object(x), .object(y)): return x.object === y.object
        default: return false
        }
    }
}

extension CALayer {
    /// The pixel size and the scale (possibly reduced to fit the bitmap limit) at which a
    /// self-drawing layer rasterises its bounds; nil for an empty or non-finite bounds.
    func drawnBitmapGeometry(scale requested: CGFloat) -> (width: Int, height: Int, scale: CGFloat)? {
        let size = state.bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let scale = Self.bitmapScale(for: size, contentsScale: requested, layer: self)
        return (max(1, Int((size.width * scale).rounded(.up))), max(1, Int((size.height * scale).rounded(.up))), scale)
    }

    /// A y-down context over the bounds at `scale`, user space = the layer's coordinates.
    func makeDrawnContext(scale requested: CGFloat) -> CGContext? {
        guard let g = drawnBitmapGeometry(scale: requested),
              let ctx = CGContext(layerPixelsWide: g.width, pixelsHigh: g.height, scale: g.scale) else { return nil }
        ctx.translateBy(x: -state.bounds.origin.x, y: -state.bounds.origin.y)
        return ctx
    }
}
