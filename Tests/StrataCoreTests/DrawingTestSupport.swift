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
