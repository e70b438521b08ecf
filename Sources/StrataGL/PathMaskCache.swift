import Foundation
import StrataGraphics

/// Rasterised `shadowPath` silhouettes, kept while a layer shows them: keyed on the path
/// object and the resolution, dropped after a frame that did not use them (their textures
/// then leave the `TextureCache` the same way).
final class PathMaskCache {
    private struct Key: Hashable { let path: ObjectIdentifier; let pixelsPerUnit: Double }
    private struct Entry { let path: CGPath; let image: CGImage?; let rect: CGRect; var used: Bool }
    private var entries: [Key: Entry] = [:]

    /// The mask of `path` at `pixelsPerUnit` (rounded to limit re-rasterising while a layer
    /// scales), and the rectangle in path units it covers.
    func mask(for path: CGPath, pixelsPerUnit k: Double) -> (image: CGImage, rect: CGRect)? {
        // At most 2048 pixels a side: the mask is blurred anyway, and a huge path must not
        // cost a huge bitmap.
        let box = path.boundingBoxOfPath
        let side = max(box.width, box.height)
        let cap = side.isFinite && side > 0 ? 2048 / side : 8
        let rounded = max(min(0.25, cap), min(8, cap, (k * 4).rounded(.up) / 4))
        let key = Key(path: ObjectIdentifier(path), pixelsPerUnit: rounded)
        if let entry = entries[key] {
            entries[key]!.used = true
            return entry.image.map { ($0, entry.rect) }
        }
        var image: CGImage?
        if !box.isNull, box.width.isFinite, box.height.isFinite, box.width > 0, box.height > 0 {
            image = PathRasterizer.mask(of: path.limitedForWork("a shadowPath"), in: box, pixelsPerUnit: rounded)
        }
        let rect = image.map { CGRect(x: box.minX, y: box.minY, width: Double($0.width) / rounded, height: Double($0.height) / rounded) } ?? box
        entries[key] = Entry(path: path, image: image, rect: rect, used: true)
        return image.map { ($0, rect) }
    }

    /// Drops the masks the frame did not use.
    func endFrame() {
        entries = entries.filter { $0.value.used }
        for key in entries.keys { entries[key]!.used = false }
    }
}
