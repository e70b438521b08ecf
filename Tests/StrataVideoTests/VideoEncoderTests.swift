import Foundation
import Testing
@testable import StrataVideo
import StrataGraphics

/// `VideoEncoder` writes files that libavformat/libavcodec read back with the frame count,
/// size, frame rate, duration, colour tags and colours they were given.
@Suite struct VideoEncoderTests {
    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("strata-video-\(UUID().uuidString)").appendingPathComponent(name)
    }

    /// A `width`×`height` opaque frame of one colour with a white 8×8 square at (x, 8): the
    /// square moves with the frame index, so frames are told apart.
    static func frame(_ index: Int, width: Int = 64, height: Int = 48, color: (UInt8, UInt8, UInt8) = (200, 40, 60)) throws -> CGImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let inSquare = (index * 4..<index * 4 + 8).contains(x) && (8..<16).contains(y)
                if !inSquare { pixels[i] = color.0; pixels[i + 1] = color.1; pixels[i + 2] = color.2 }
            }
        }
        return try CGImage(width: width, height: height, pixels: pixels)
    }

    func close(_ a: RGBA?, _ r: Double, _ g: Double, _ b: Double, within e: Double = 8.0 / 255) -> Bool {
        guard let a else { return false }
        return abs(a.red - r) <= e && abs(a.green - g) <= e && abs(a.blue - b) <= e
    }

    func writeAndRead(_ format: VideoFormat, frames: Int = 10, width: Int = 64, height: Int = 48, fps: Double = 10) throws -> VideoFileReader {
        let url = Self.temporary("clip.\(format.rawValue)")
        let encoder = try VideoEncoder(url: url, width: width, height: height, settings: VideoSettings(format: format, framesPerSecond: fps))
        for i in 0..<frames { try encoder.append(try Self.frame(i, width: width, height: height)) }
        try encoder.finish()
        return try VideoFileReader(path: url.path)
    }

    @Test(arguments: VideoFormat.allCases)
    func framesSizeRateAndDurationSurviveTheRoundTrip(_ format: VideoFormat) throws {
        let video = try writeAndRead(format)

        #expect(video.codecName == (format == .mp4 ? "h264" : "vp9"))
        #expect(video.frames.count == 10)
        #expect(video.width == 64 && video.height == 48)
        #expect(video.pixelFormat == "yuv420p")
        #expect(abs(video.framesPerSecond - 10) < 1e-9)
        // 10 frames at 10 fps last 1 s; WebM keeps milliseconds.
        #expect(abs(video.duration - 1) < 0.002, "duration \(video.duration)")
        // Frame n at n/10 s exactly (WebM: to the millisecond).
        for (n, t) in video.frameTimes.enumerated() { #expect(abs(t - Double(n) / 10) < 0.0015, "frame \(n) at \(t)") }
    }

    @Test(arguments: VideoFormat.allCases)
    func colourIsTaggedBT709TVRangeAndComesBack(_ format: VideoFormat) throws {
        let video = try writeAndRead(format)

        #expect(video.colorPrimaries == "bt709" && video.colorTransfer == "bt709" && video.colorSpace == "bt709")
        #expect(video.colorRange == "tv")
        // Frame 5: the fill (200, 40, 60) away from the square, and the square white at
        // x 20…27, y 8…15 (probed in its middle, away from 4:2:0's shared chroma at its edge).
        let frame = video.frames[5]
        #expect(close(frame.color(atX: 50, y: 30), 200 / 255, 40 / 255, 60 / 255), "\(String(describing: frame.color(atX: 50, y: 30)))")
        #expect(close(frame.color(atX: 23, y: 11), 1, 1, 1), "\(String(describing: frame.color(atX: 23, y: 11)))")
        // The square sits elsewhere in frame 0: (23, 11) is fill there.
        #expect(close(video.frames[0].color(atX: 23, y: 11), 200 / 255, 40 / 255, 60 / 255))
    }

    @Test func oddSizesArePaddedToEvenByRepeatingTheEdge() throws {
        let video = try writeAndRead(.mp4, frames: 3, width: 63, height: 47)

        #expect(video.width == 64 && video.height == 48)
        #expect(close(video.frames[1].color(atX: 63, y: 47), 200 / 255, 40 / 255, 60 / 255))
    }

    @Test func qualityAndBitRateChangeTheFileSize() throws {
        func size(_ settings: VideoSettings) throws -> Int {
            let url = Self.temporary("q.mp4")
            let encoder = try VideoEncoder(url: url, width: 64, height: 48, settings: settings)
            // Noise (a fixed linear congruential sequence): detail the settings must trade.
            var seed: UInt32 = 12345
            for _ in 0..<10 {
                let pixels = (0..<64 * 48 * 4).map { i -> UInt8 in
                    seed = seed &* 1_664_525 &+ 1_013_904_223
                    return i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: seed >> 24)
                }
                try encoder.append(try CGImage(width: 64, height: 48, pixels: pixels))
            }
            try encoder.finish()
            return try Data(contentsOf: url).count
        }
        let best = try size(VideoSettings(format: .mp4, framesPerSecond: 10, quality: 0))
        let worst = try size(VideoSettings(format: .mp4, framesPerSecond: 10, quality: 51))
        #expect(best > worst * 2, "CRF 0: \(best) bytes, CRF 51: \(worst) bytes")
        let low = try size(VideoSettings(format: .mp4, framesPerSecond: 10, bitRate: 20_000))
        let high = try size(VideoSettings(format: .mp4, framesPerSecond: 10, bitRate: 2_000_000))
        #expect(high > low, "20 kbit/s: \(low) bytes, 2 Mbit/s: \(high) bytes")
    }

    @Test func badSettingsAndUnwritablePathsAreOneSentence() throws {
        #expect(throws: VideoError.self) {
            try VideoEncoder(url: Self.temporary("a.mp4"), width: 64, height: 48, settings: VideoSettings(format: .mp4, framesPerSecond: 10, quality: 52))
        }
        #expect(throws: VideoError.self) {
            try VideoEncoder(url: Self.temporary("a.webm"), width: 64, height: 48, settings: VideoSettings(format: .webm, framesPerSecond: 0))
        }
        do {
            _ = try VideoEncoder(url: URL(fileURLWithPath: "/proc/strata-cannot-write/a.mp4"), width: 64, height: 48,
                                 settings: VideoSettings(format: .mp4, framesPerSecond: 10))
            Issue.record("an unwritable path was accepted")
        } catch {
            #expect("\(error)".hasPrefix("cannot write /proc/strata-cannot-write/a.mp4"), "\(error)")
        }
        let encoder = try VideoEncoder(url: Self.temporary("b.mp4"), width: 64, height: 48, settings: VideoSettings(format: .mp4, framesPerSecond: 10))
        #expect(throws: VideoError.self) { try encoder.append(try Self.frame(0, width: 32, height: 32)) }
        try encoder.finish()
    }

    /// Debian's libavcodec has both encoders; one it lacks is named in the error.
    @Test func aMissingEncoderIsNamed() throws {
        #expect(try VideoFileWriter.encoder(named: "libx264", for: .mp4) == VideoFileWriter.encoder(named: "libx264", for: .mp4))
        _ = try VideoFileWriter.encoder(named: "libvpx-vp9", for: .webm)
        do {
            _ = try VideoFileWriter.encoder(named: "libstrata-none", for: .mp4)
            Issue.record("a missing encoder was found")
        } catch {
            #expect("\(error)".contains("no libstrata-none encoder"), "\(error)")
        }
    }

    @Test func bitRatesParse() {
        #expect(VideoSettings.parseBitRate("800k") == 800_000)
        #expect(VideoSettings.parseBitRate("2.5M") == 2_500_000)
        #expect(VideoSettings.parseBitRate("1200") == 1200)
        #expect(VideoSettings.parseBitRate("fast") == nil)
        #expect(VideoSettings.parseBitRate("-3k") == nil)
        #expect(VideoSettings.parseBitRate("") == nil)
    }
}
