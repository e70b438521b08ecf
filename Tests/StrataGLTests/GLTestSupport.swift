import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Renders `build`'s tree offscreen on a virtual clock at time `t` and returns the image.
/// Set STRATA_TEST_PNG_DIR to also write every render there as a PNG (to look at them).
func renderScene(width: Int, height: Int, scale: CGFloat = 1, at t: CFTimeInterval = 0, name: String? = nil,
                 background: RGBA = .clear, _ build: (CALayer) -> Void) throws -> (CGImage, FrameStats) {
    let clock = MediaClock.virtual()
    return try clock.run {
        let root = screenRoot(width: width, height: height, scale: scale)
        build(root)
        clock.advance(to: t)
        let renderer = try OffscreenRenderer(pixelWidth: width, pixelHeight: height, scale: scale)
        let image = try renderer.renderFrame(root, at: clock.now, background: background)
        if let name { savePNG(image, name) }
        return (image, renderer.lastFrameStats)
    }
}

/// A root layer covering `width`×`height` pixels at `scale`, its origin at the top-left.
func screenRoot(width: Int, height: Int, scale: CGFloat = 1) -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale)
    root.anchorPoint = .zero
    return root
}

/// Writes `image` to $STRATA_TEST_PNG_DIR/name.png when that variable is set.
func savePNG(_ image: CGImage, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["STRATA_TEST_PNG_DIR"] else { return }
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png"))
}

/// A probe: the pixel at (x, y) must be `expected` within `tolerance` per channel (0…1,
/// straight alpha); `why` says why that is its colour.
func expectPixel(_ image: CGImage, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Double = 0.02,
                 _ why: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let c = image.color(atX: x, y: y) else {
        Issue.record("(\(x), \(y)) is outside the \(image.width)×\(image.height) image — \(why)", sourceLocation: sourceLocation)
        return
    }
    // Colour channels of an almost transparent pixel are meaningless; compare premultiplied.
    let a: Double = c.alpha, e: Double = expected.alpha
    let dr: Double = abs(c.red * a - expected.red * e)
    let dg: Double = abs(c.green * a - expected.green * e)
    let db: Double = abs(c.blue * a - expected.blue * e)
    let worst: Double = max(dr, dg, db, abs(a - e))
    #expect(worst <= tolerance,
            "pixel (\(x), \(y)) is \(describe(c)), expected \(describe(expected)) — \(why)", sourceLocation: sourceLocation)
}

func describe(_ c: RGBA) -> String {
    String(format: "rgba(%.3f, %.3f, %.3f, %.3f)", c.red, c.green, c.blue, c.alpha)
}

extension RGBA {
    static let pureRed = RGBA(red: 1, green: 0, blue: 0)
    static let pureGreen = RGBA(red: 0, green: 1, blue: 0)
    static let pureBlue = RGBA(red: 0, green: 0, blue: 1)
}

/// A solid-colour layer.
func solidLayer(_ frame: CGRect, _ color: RGBA) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color.cgColor
    return layer
}

/// A `width`×`height` image whose pixel (x, y) is `color(x, y)` (straight alpha).
func makeImage(_ width: Int, _ height: Int, _ color: (Int, Int) -> RGBA) -> CGImage {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let c: RGBA = color(x, y)
            let o = (y * width + x) * 4
            pixels[o] = UInt8((c.red * 255).rounded())
            pixels[o + 1] = UInt8((c.green * 255).rounded())
            pixels[o + 2] = UInt8((c.blue * 255).rounded())
            pixels[o + 3] = UInt8((c.alpha * 255).rounded())
        }
    }
    return try! CGImage(width: width, height: height, pixels: pixels, alphaInfo: .last)
}
