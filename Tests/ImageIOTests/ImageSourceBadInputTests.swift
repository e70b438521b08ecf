import Foundation
import ImageIO
import Testing

/// Corrupt, truncated and foreign bytes never trap: the source reports an error status, a count
/// of 0 (or the frames before the damage) and nil images.
@Suite struct ImageSourceBadInputTests {
    /// https://developer.apple.com/documentation/imageio/cgimagesourcestatus: unknown bytes are
    /// `statusUnknownType`, with no type and no image.
    @Test func garbageAndEmptyData() throws {
        let garbage = Data((0..<500).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        let source = try #require(CGImageSourceCreateWithData(garbage as CFData, nil))
        let empty = try #require(CGImageSourceCreateWithData(Data() as CFData, nil))

        #expect(CGImageSourceGetType(source) == nil)
        #expect(CGImageSourceGetCount(source) == 0)
        #expect(CGImageSourceGetStatus(source) == .statusUnknownType)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) == nil)
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true] as CFDictionary) == nil)
        #expect(CGImageSourceGetCount(empty) == 0)
        #expect(CGImageSourceGetStatus(empty) == .statusReadingHeader)
    }

    /// https://developer.apple.com/documentation/imageio/cgimagesourcestatus/statusunexpectedeof:
    /// a PNG cut in half is recognised as PNG but has no image.
    @Test func truncatedPNG() throws {
        let png = try #require(encode([(makeImage(width: 20, height: 20, red: 1, green: 0, blue: 0, left: (0, 0, 1)), nil)], type: "public.png"))
        let source = try #require(CGImageSourceCreateWithData(png.prefix(png.count / 2) as CFData, nil))

        #expect(CGImageSourceGetType(source) as String? == "public.png")
        #expect(CGImageSourceGetCount(source) == 0)
        #expect(CGImageSourceGetStatus(source) == .statusUnexpectedEOF)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
    }

    /// A GIF cut inside its third frame keeps the two complete frames and reports the early end.
    @Test func truncatedGIFKeepsCompleteFrames() throws {
        let gif = try #require(threeFrameGIF(width: 40, height: 40))
        let source = try #require(CGImageSourceCreateWithData(gif.prefix(gif.count - 20) as CFData, nil))

        #expect(CGImageSourceGetCount(source) == 2)
        #expect(CGImageSourceGetStatus(source) == .statusUnexpectedEOF)
        #expect(CGImageSourceGetStatusAtIndex(source, 1) == .statusComplete)
        #expect(CGImageSourceGetStatusAtIndex(source, 2) == .statusUnexpectedEOF)
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil).map { pixel($0, 1, 1) } == [0, 255, 0, 255])
        #expect(CGImageSourceCreateImageAtIndex(source, 2, nil) == nil)
    }

    /// Every prefix, and thousands of single-byte corruptions, of a PNG, a JPEG and a GIF: each
    /// source answers every call without trapping, and whatever count it reports, those images
    /// exist.
    @Test func prefixesAndCorruptionsNeverTrap() throws {
        let image = makeImage(width: 9, height: 7, red: 0.3, green: 0.6, blue: 0.9, left: (1, 0.5, 0))
        let files = [
            try #require(encode([(image, nil)], type: "public.png")),
            try #require(encode([(image, nil)], type: "public.jpeg")),
            try #require(threeFrameGIF(width: 9, height: 7)),
        ]
        var random = SplitMix64(seed: 2026)  // fixed: a failure reproduces
        var cases: [Data] = []
        for file in files {
            cases += stride(from: 0, through: file.count, by: max(1, file.count / 60)).map { file.prefix($0) }
            for _ in 0..<150 {
                var corrupt = file
                let at = corrupt.startIndex + Int.random(in: 0..<corrupt.count, using: &random)
                corrupt[at] = UInt8.random(in: 0...255, using: &random)
                cases.append(corrupt)
            }
        }

        var decodedFrames = 0
        for bytes in cases {
            let source = try #require(CGImageSourceCreateWithData(bytes as CFData, nil))
            let count = CGImageSourceGetCount(source)
            _ = CGImageSourceGetStatus(source)
            _ = CGImageSourceCopyProperties(source, nil)
            for index in 0..<count {
                #expect(CGImageSourceCreateImageAtIndex(source, index, nil) != nil)
                #expect(CGImageSourceCopyPropertiesAtIndex(source, index, nil) != nil)
                decodedFrames += 1
            }
            #expect(CGImageSourceCreateImageAtIndex(source, count, nil) == nil)
        }
        #expect(decodedFrames > 0)
    }
}

/// A small seeded generator (SplitMix64, Steele et al. 2014), so the corruptions are the same every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
