import Foundation
import StrataGraphics

/// Fills a path into an alpha mask on the CPU (the silhouette of a `shadowPath`, which is
/// then blurred on the GPU), through CGContext — Cairo's anti-aliased rasteriser, non-zero
/// winding as Core Graphics fills.
enum PathRasterizer {
    /// A white, premultiplied mask of `path` covering `rect` (path units) at `pixelsPerUnit`,
    /// or nil when the path encloses nothing there.
    static func mask(of path: CGPath, in rect: CGRect, pixelsPerUnit k: Double) -> CGImage? {
        guard !path.isEmpty, rect.width.isFinite, rect.height.isFinite, k.isFinite, k > 0 else { return nil }
        let width = max(1, Int(saturating: (rect.width * k).rounded(.up))), height = max(1, Int(saturating: (rect.height * k).rounded(.up)))
        guard width <= CGImage.maximumDimension, height <= CGImage.maximumDimension,
              let context = CGContext(layerPixelsWide: width, pixelsHigh: height, scale: 1) else { return nil }
        // Path units → mask pixels: y-down like the layer, the rect's origin at the top-left.
        context.scaleBy(x: k, y: k)
        context.translateBy(x: -rect.minX, y: -rect.minY)
        context.addPath(path)
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fillPath(using: .winding)
        return context.makeImage()
    }
}
