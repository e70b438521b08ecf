import Foundation
import Testing
@testable import StrataGraphics

/// The straight-alpha colour at pixel (x, y) of `image`, row 0 at the top.
func pixel(_ image: CGImage?, _ x: Int, _ y: Int) -> RGBA {
    image?.color(atX: x, y: y) ?? RGBA(red: -1, green: -1, blue: -1, alpha: -1)
}

/// Whether two colours agree within `tolerance` per component (8-bit rounding and
/// anti-aliasing need a little slack).
func matches(_ a: RGBA, _ b: RGBA, _ tolerance: Double = 0.02) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
        && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
}

/// Writes `image` to /tmp/strata-draw/NAME.png so a person can look at it.
func dump(_ image: CGImage?, _ name: String) {
    guard let image, let data = try? image.pngData() else { return }
    try? FileManager.default.createDirectory(atPath: "/tmp/strata-draw", withIntermediateDirectories: true)
    try? data.write(to: URL(fileURLWithPath: "/tmp/strata-draw/\(name).png"))
}

/// A y-down layer-style context of `w` × `h` pixels at scale 1.
func layerContext(_ w: Int, _ h: Int, scale: CGFloat = 1) -> CGContext {
    CGContext(layerPixelsWide: w, pixelsHigh: h, scale: scale)!
}

let red = RGBA(red: 1, green: 0, blue: 0)
let blue = RGBA(red: 0, green: 0, blue: 1)
let white = RGBA.white
let black = RGBA.black
