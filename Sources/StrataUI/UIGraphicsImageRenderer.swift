import Foundation
import StrataGraphics

/// Offscreen drawing into a new image (Apple: UIGraphicsImageRenderer): `image { context in … }`
/// runs the block with a y-down context (UIKit's coordinates) that is also the current one
/// for `UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()` and `UIColor.set()`.
open class UIGraphicsImageRenderer: NSObject {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point. Default the main screen's scale.
    public let scale: CGFloat

    /// A renderer for images of `size` points.
    public init(size: CGSize, scale: CGFloat = UIScreen.main.scale) {
        self.size = size
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// A renderer for images of `bounds`' size.
    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }

    /// Draws with `actions` and returns the image (empty, 0 × 0, for a size under one pixel).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let ctx = UIGraphicsImageRenderer.makeContext(size: size, scale: scale) else {
            return UIImage(cgImage: CGContext(layerPixelsWide: 1, pixelsHigh: 1)!.makeImage()!, scale: scale)
        }
        UIGraphicsPushContext(ctx)
        actions(UIGraphicsImageRendererContext(cgContext: ctx, size: size))
        UIGraphicsPopContext()
        return UIImage(cgImage: ctx.makeImage()!, scale: scale)
    }

    static func makeContext(size: CGSize, scale: CGFloat) -> CGContext? {
        guard size.width.isFinite, size.height.isFinite else { return nil }
        let wide = Int(saturating: (size.width * scale).rounded(.up)), high = Int(saturating: (size.height * scale).rounded(.up))
        guard wide > 0, high > 0 else { return nil }
        return CGContext(layerPixelsWide: wide, pixelsHigh: high, scale: scale)
    }
}

/// The context a renderer's block draws in (Apple: UIGraphicsImageRendererContext).
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context (y down, in points).
    public let cgContext: CGContext
    let size: CGSize
    init(cgContext: CGContext, size: CGSize) {
        self.cgContext = cgContext
        self.size = size
    }
    /// The image drawn so far.
    open var currentImage: UIImage { UIImage(cgImage: cgContext.makeImage()!) }
    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect` with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

/// Starts an image context of `size` points (Apple: UIGraphicsBeginImageContextWithOptions);
/// `scale` 0 means the main screen's. It becomes the current context.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 ? scale : UIScreen.main.scale
    guard let ctx = UIGraphicsImageRenderer.makeContext(size: size, scale: s) else { return }
    UIThreadState.current.imageContexts.append((ctx, s))
    UIGraphicsPushContext(ctx)
}

/// Starts an image context at scale 1 (Apple: UIGraphicsBeginImageContext).
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn in the current image context, or nil outside one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (ctx, scale) = UIThreadState.current.imageContexts.last, let image = ctx.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale)
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    guard UIThreadState.current.imageContexts.popLast() != nil else { return }
    UIGraphicsPopContext()
}

extension UIImage {
    /// Draws the image into the current context, filling `rect` (upright in UIKit's y-down
    /// coordinates, as UIImage draws, unlike `CGContext.draw`).
    public func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let cgImage else { return }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(cgImage, in: CGRect(origin: .zero, size: rect.size))
        ctx.restoreGState()
    }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}
