import Foundation
import StrataGraphics

// Rendering modes, tints, stretchable images and encoding (Apple: UIImage): what icon
// buttons and animated badges use to colour one image many ways.
extension UIImage {
    /// How an image is drawn (Apple: UIImage.RenderingMode).
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: as is, in Strata.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Only its alpha, filled with the tint colour of the image view showing it.
        case alwaysTemplate = 2
    }

    /// How a resizable image fills its middle (Apple: UIImage.ResizingMode).
    public enum ResizingMode: Int, Sendable {
        case tile = 0, stretch = 1
    }

    /// The same bitmap with `renderingMode` (Apple: withRenderingMode(_:)).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        derived(cgImage, renderingMode: renderingMode)
    }

    /// The image's shape filled with `color`: the tint drawn, then the image over it with
    /// destination-in, so the colour keeps the image's alpha (Apple: withTintColor(_:)). The
    /// new image keeps this one's rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The image's shape filled with `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        derived(tinted(color).cgImage, renderingMode: renderingMode)
    }

    /// A stretchable image: the `capInsets` (points) keep their size and the middle stretches
    /// when an image view is larger (Apple: resizableImage(withCapInsets:)). Strata stretches the
    /// middle in both modes.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A stretchable image with `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let image = derived(cgImage, renderingMode: renderingMode)
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// The image as PNG data; nil without a bitmap (Apple: pngData()).
    public func pngData() -> Data? { try? cgImage?.pngData() }

    /// The image as JPEG data at `compressionQuality` 0 (smallest) … 1 (best); nil without a
    /// bitmap (Apple: jpegData(compressionQuality:)). JPEG has no alpha: transparent areas
    /// come out black.
    public func jpegData(compressionQuality: CGFloat) -> Data? { try? cgImage?.jpegData(quality: Double(compressionQuality)) }

    /// The part of the image that stretches, in its unit square (a layer's `contentsCenter`).
    var stretchableCenter: CGRect {
        let size = self.size
        guard capInsets != .zero, size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let x = min(max(capInsets.left / size.width, 0), 1), y = min(max(capInsets.top / size.height, 0), 1)
        let w = max(0, 1 - x - capInsets.right / size.width), h = max(0, 1 - y - capInsets.bottom / size.height)
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// The image's alpha filled with `color` (nil: unchanged).
    func tinted(_ color: UIColor?) -> UIImage {
        guard let color, let source = cgImage else { return self }
        let tint = RGBA(color.cgColor)
        let rgba = [tint.red, tint.green, tint.blue, tint.alpha]
        var pixels = source.pixelData
        for i in stride(from: 0, to: pixels.count, by: 4) {
            // Premultiplied: each channel is the tint times the combined alpha.
            let alpha = Double(pixels[i + 3]) / 255 * Double(rgba[3])
            // Saturating: an extended-range colour (components past 0…1) must not trap.
            pixels[i] = UInt8(saturating: Double(rgba[0]) * alpha * 255, rounding: .toNearestOrAwayFromZero)
            pixels[i + 1] = UInt8(saturating: Double(rgba[1]) * alpha * 255, rounding: .toNearestOrAwayFromZero)
            pixels[i + 2] = UInt8(saturating: Double(rgba[2]) * alpha * 255, rounding: .toNearestOrAwayFromZero)
            pixels[i + 3] = UInt8(saturating: alpha * 255, rounding: .toNearestOrAwayFromZero)
        }
        guard let image = try? CGImage(width: source.width, height: source.height, pixels: pixels) else { return self }
        return derived(image, renderingMode: renderingMode)
    }

    private func derived(_ image: CGImage?, renderingMode: RenderingMode) -> UIImage {
        guard let image else { return self }
        let result = UIImage(cgImage: image, scale: scale)
        result.renderingMode = renderingMode
        result.capInsets = capInsets
        result.resizingMode = resizingMode
        return result
    }
}
