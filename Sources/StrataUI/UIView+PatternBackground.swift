import Foundation
import StrataGraphics
import StrataCore

/// Pattern colours as a view's background (Apple: UIColor `init(patternImage:)` — "You can
/// use pattern colors to set the fill or stroke color just as you would a solid color";
/// as a view's `backgroundColor` the image repeats across the whole view).
///
/// Core Animation draws a pattern CGColor itself; Strata's layers hold solid colours only,
/// so the view tiles the image into the bitmap its `display(_:)` makes, under whatever
/// `draw(_:)` paints — the order Core Animation keeps (background below contents). Views
/// whose contents come from elsewhere (UIImageView's image, UILabel's text layer) keep the
/// image's average colour as a solid background instead.
extension UIView {
    /// Whether this view can tile a pattern into its drawn contents.
    private var tilesPatternInContents: Bool {
        !(self is UIImageView) && !(layer is CATextLayer)
    }

    func setBackground(_ color: UIColor?) {
        let hadPattern = patternBackground != nil
        if let color, color.patternImage != nil, tilesPatternInContents {
            patternBackground = color
            layer.backgroundColor = nil
        } else {
            patternBackground = nil
            layer.backgroundColor = color?.cgColor
        }
        if hadPattern || patternBackground != nil {
            if hadPattern, patternBackground == nil { clearPatternContents() }
            setNeedsDisplay()
        }
    }

    /// Repeats `image` at its size in points over `bounds`, upright, the first tile's top-left
    /// at the bounds' origin.
    func tile(_ image: UIImage, in ctx: CGContext, bounds: CGRect) {
        guard let cgImage = image.cgImage, image.size.width > 0, image.size.height > 0 else { return }
        let tile = CGRect(origin: bounds.origin, size: image.size)
        ctx.saveGState()
        ctx.clip(to: bounds)
        // draw(_:in:) is y-up (an image's top row lands at the rect's maxY); flip about the
        // tile so it is upright in the layer's y-down space.
        ctx.translateBy(x: 0, y: tile.minY + tile.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(cgImage, in: tile, byTiling: true)
        ctx.restoreGState()
    }

    /// A view that stops using a pattern and draws nothing itself drops the tiled bitmap.
    private func clearPatternContents() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.contents = nil
        CATransaction.commit()
    }
}
