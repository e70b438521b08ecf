import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// How far `render(in:)` is from the GL compositor on one tree: the share of pixels whose
/// worst premultiplied channel differs by more than 0.1 (edges anti-aliased differently),
/// and the mean difference over every pixel and channel.
struct ImageDifference: CustomStringConvertible {
    var offPixels = 0
    var total = 0
    var meanDifference = 0.0
    var offShare: Double { total == 0 ? 0 : Double(offPixels) / Double(total) }
    var description: String { String(format: "%.2f%% of pixels off by > 0.1, mean difference %.4f", offShare * 100, meanDifference) }

    init(_ a: CGImage, _ b: CGImage) {
        guard a.width == b.width, a.height == b.height else { offPixels = 1; total = 1; return }
        total = a.width * a.height
        var sum = 0.0
        for i in 0..<total {
            var worst = 0.0
            for c in 0..<4 {
                let d = abs(Double(a.pixelData[i * 4 + c]) - Double(b.pixelData[i * 4 + c])) / 255
                worst = max(worst, d)
                sum += d
            }
            if worst > 0.1 { offPixels += 1 }
        }
        meanDifference = sum / Double(total * 4)
    }
}

/// Builds one tree on a virtual clock, renders it with the GL compositor (OffscreenRenderer)
/// and with `render(in:)` into a y-down layer context of the same pixels, and returns both.
/// STRATA_TEST_PNG_DIR: both are written there (`name`-gl.png, `name`-cg.png).
func renderBothWays(width: Int, height: Int, scale: CGFloat = 1, name: String,
                    _ build: (CALayer) -> Void) throws -> (gl: CGImage, cg: CGImage) {
    let clock = MediaClock.virtual()
    return try clock.run {
        let root = screenRoot(width: width, height: height, scale: scale)
        build(root)
        let renderer = try OffscreenRenderer(pixelWidth: width, pixelHeight: height, scale: scale)
        let gl = try renderer.renderFrame(root, at: clock.now)
        let ctx = try #require(CGContext(layerPixelsWide: width, pixelsHigh: height, scale: scale))
        root.render(in: ctx)
        let cg = try #require(ctx.makeImage())
        savePNG(gl, name + "-gl")
        savePNG(cg, name + "-cg")
        return (gl, cg)
    }
}

/// `render(in:)` matches the compositor on `build`'s tree: at most `offShare` of the pixels
/// differ by more than 0.1 and the mean difference is at most `mean`.
func expectMatchesCompositor(width: Int = 120, height: Int = 120, scale: CGFloat = 1, name: String,
                             offShare: Double = 0.02, mean: Double = 0.01,
                             sourceLocation: SourceLocation = #_sourceLocation,
                             _ build: (CALayer) -> Void) throws -> (gl: CGImage, cg: CGImage) {
    let images = try renderBothWays(width: width, height: height, scale: scale, name: name, build)
    let d = ImageDifference(images.gl, images.cg)
    #expect(d.offShare <= offShare && d.meanDifference <= mean, "\(name): \(d)", sourceLocation: sourceLocation)
    return images
}
