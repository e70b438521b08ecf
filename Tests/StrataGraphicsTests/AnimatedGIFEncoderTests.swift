import CStb
import Foundation
import Testing
@testable import StrataGraphics

/// Animated GIF output (giflib + libimagequant), read back with stb_image's independent GIF
/// decoder: frame count, per-frame delays (GIF stores hundredths of a second), colours and
/// one-bit transparency.
@Suite struct AnimatedGIFEncoderTests {
    /// A decoded GIF: frames of straight RGBA, and each frame's delay in milliseconds.
    struct Decoded { var width: Int; var height: Int; var frames: [[UInt8]]; var delaysMs: [Int] }

    func decode(_ data: Data) throws -> Decoded {
        try data.withUnsafeBytes { raw in
            var delays: UnsafeMutablePointer<Int32>?
            var w: Int32 = 0, h: Int32 = 0, z: Int32 = 0, comp: Int32 = 0
            let base = raw.bindMemory(to: UInt8.self).baseAddress!
            guard let pixels = stbi_load_gif_from_memory(base, Int32(raw.count), &delays, &w, &h, &z, &comp, 4) else {
                throw GIFEncodingError("stb could not decode the GIF")
            }
            defer { stbi_image_free(pixels); free(delays) }
            let frameBytes = Int(w * h * 4)
            let frames = (0..<Int(z)).map { Array(UnsafeBufferPointer(start: pixels + $0 * frameBytes, count: frameBytes)) }
            let ms = (0..<Int(z)).map { Int(delays![$0]) }
            return Decoded(width: Int(w), height: Int(h), frames: frames, delaysMs: ms)
        }
    }

    func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255, width: Int = 8, height: Int = 4) throws -> CGImage {
        try CGImage(width: width, height: height, pixels: Array([r, g, b, a].map { $0 }.repeated(width * height)), alphaInfo: .last)
    }

    @Test func framesColoursAndDelaysRoundTrip() throws {
        let encoder = try AnimatedGIFEncoder(width: 8, height: 4)
        try encoder.addFrame(try solid(255, 0, 0), delay: 0.5)
        try encoder.addFrame(try solid(0, 0, 255), delay: 0.25)

        let gif = try decode(try encoder.encode())

        #expect(gif.width == 8 && gif.height == 4 && gif.frames.count == 2)
        // Pixel (3, 2) of each frame: a flat colour survives quantisation exactly.
        #expect(Array(gif.frames[0][(2 * 8 + 3) * 4..<(2 * 8 + 3) * 4 + 4]) == [255, 0, 0, 255])
        #expect(Array(gif.frames[1][(2 * 8 + 3) * 4..<(2 * 8 + 3) * 4 + 4]) == [0, 0, 255, 255])
        #expect(gif.delaysMs == [500, 250])
    }

    @Test func identicalFramesMergeIntoOneLongerFrame() throws {
        let encoder = try AnimatedGIFEncoder(width: 8, height: 4)
        for _ in 0..<3 { try encoder.addFrame(try solid(0, 255, 0), delay: 0.1) }
        try encoder.addFrame(try solid(255, 255, 255), delay: 0.1)

        let gif = try decode(try encoder.encode())

        #expect(gif.delaysMs == [300, 100])
    }

    @Test func thirtyFramesPerSecondDoNotDrift() throws {
        // 1/30 s is 3.33 hundredths: rounding the running total gives 3, 3, 4, … and 30 frames
        // last exactly one second, where rounding each frame alone would give 0.9 s.
        let encoder = try AnimatedGIFEncoder(width: 2, height: 2)
        for i in 0..<30 { try encoder.addFrame(try solid(UInt8(i * 8), 0, 0, width: 2, height: 2), delay: 1.0 / 30) }

        let gif = try decode(try encoder.encode())

        #expect(gif.frames.count == 30)
        #expect(gif.delaysMs.reduce(0, +) == 1000)
        #expect(Set(gif.delaysMs).isSubset(of: [30, 40]))
    }

    @Test func lowAlphaBecomesTransparentAndTheRestOpaque() throws {
        var pixels = [UInt8]()
        for x in 0..<8 { pixels += x < 4 ? [0, 0, 0, 0] : [200, 100, 50, 200] }
        let image = try CGImage(width: 8, height: 1, pixels: pixels, alphaInfo: .last)
        let encoder = try AnimatedGIFEncoder(width: 8, height: 1)
        try encoder.addFrame(image, delay: 1)

        let gif = try decode(try encoder.encode())

        #expect(gif.frames[0][3] == 0)                      // pixel 0: transparent
        // Pixel 6: opaque, colour kept within the 8-bit premultiply round trip (±1).
        let kept = gif.frames[0][6 * 4..<6 * 4 + 4].map(Int.init)
        #expect(zip(kept, [200, 100, 50, 255]).allSatisfy { abs($0 - $1) <= 1 })
    }

    @Test func badInputIsAnErrorNotACrash() throws {
        #expect(throws: GIFEncodingError.self) { try AnimatedGIFEncoder(width: 0, height: 10) }
        let encoder = try AnimatedGIFEncoder(width: 8, height: 4)
        #expect(throws: GIFEncodingError.self) { try encoder.addFrame(try solid(0, 0, 0, width: 4, height: 4), delay: 1) }
        #expect(throws: GIFEncodingError.self) { try encoder.addFrame(try solid(0, 0, 0), delay: .nan) }
        #expect(throws: GIFEncodingError.self) { try encoder.encode() }
    }
}

private extension Array {
    func repeated(_ times: Int) -> [Element] { (0..<times).flatMap { _ in self } }
}
