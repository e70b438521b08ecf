import Foundation
@testable import StrataCore
import StrataGraphics

/// The straight-alpha colour at pixel (x, y) of `image` (row 0 on top); an impossible colour
/// when there is no image or the pixel is outside it, so a probe on nothing fails.
func probe(_ image: CGImage?, _ x: Int, _ y: Int) -> RGBA {
    image?.color(atX: x, y: y) ?? RGBA(red: -1, green: -1, blue: -1, alpha: -1)
}

/// Whether two colours agree within `tolerance` per component.
func same(_ a: RGBA, _ b: RGBA, _ tolerance: Double = 0.02) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}

/// Writes `image` to /tmp/strata-draw/NAME.png for a person to look at.
func dumpImage(_ image: CGImage?, _ name: String) {
    guard let image, let data = try? image.pngData() else { return }
    try? FileManager.default.createDirectory(atPath: "/tmp/strata-draw", withIntermediateDirectories: true)
    try? data.write(to: URL(fileURLWithPath: "/tmp/strata-draw/\(name).png"))
}

/// The contents image a layer's `display()` produced.
func contentsImage(_ layer: CALayer) -> CGImage? { layer.contents as? CGImage }

/// A layer's drawn bitmap as it lands on its bounds at `scale` (premultiplied RGBA, bounds ×
/// scale pixels): `renderedContents(scale:)` copied to where `renderedContentsRect(scale:)` puts
/// it (a CAShapeLayer's bitmap covers the area its path paints, not the bounds).
func boundsImage(of layer: CALayer?, scale: CGFloat) -> CGImage? {
    guard let layer, let image = layer.renderedContents(scale: scale) else { return nil }
    guard let rect = layer.renderedContentsRect(scale: scale) else { return image }
    let b = layer.bounds
    let w = Int((b.width * scale).rounded(.up)), h = Int((b.height * scale).rounded(.up))
    guard w > 0, h > 0 else { return nil }
    let dx = Int(((rect.minX - b.minX) * scale).rounded()), dy = Int(((rect.minY - b.minY) * scale).rounded())
    var pixels = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<image.height where (0..<h).contains(y + dy) {
        for x in 0..<image.width where (0..<w).contains(x + dx) {
            let s = y * image.bytesPerRow + x * 4, d = ((y + dy) * w + x + dx) * 4
            for c in 0..<4 { pixels[d + c] = image.pixelData[s + c] }
        }
    }
    return try? CGImage(width: w, height: h, pixels: pixels)
}
