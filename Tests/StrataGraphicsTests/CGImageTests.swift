import Foundation
import Testing
@testable import StrataGraphics

/// Fixtures were written by stb_image_write from known pixels (see Fixtures/README.md).
struct CGImageTests {
    @Test func decodesPNGIntoPremultipliedRGBA() throws {
        let image = try CGImage.decode(data: try fixtureData("rgba-4x3.png"))

        #expect(image.width == 4 && image.height == 3 && image.bytesPerRow == 16)
        #expect(image.bitsPerComponent == 8 && image.alphaInfo == .premultipliedLast)
        #expect(image.pixelData.count == 48)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixelData[(y * 16 + x * 4)..<(y * 16 + x * 4 + 4)]) }
        #expect(pixel(0, 0) == [255, 0, 0, 255], "opaque red is unchanged")
        // Stored straight as (0,255,0,128): premultiplied green is 255·128/255 = 128.
        #expect(pixel(1, 0) == [0, 128, 0, 128])
        #expect(pixel(2, 0) == [0, 0, 0, 0], "fully transparent blue premultiplies to zero")
        #expect(pixel(3, 0) == [64, 64, 64, 64])
        // (200,100,50,200): 200·200/255 = 156.9 → 157, 100·200/255 = 78.4 → 78, 50·200/255 = 39.2 → 39.
        #expect(pixel(2, 2) == [157, 78, 39, 200])
        #expect(pixel(1, 1) == [40, 50, 60, 255], "rows are top to bottom (no flip)")
    }

    @Test func decodesJPEG() throws {
        let image = try CGImage.load(contentsOf: fixtureURL("red-blue-16x8.jpg"))

        #expect(image.width == 16 && image.height == 8)
        // Each half is whole 8×8 blocks of one colour, so even lossy coding keeps them near pure;
        // 10 levels allows for chroma subsampling at the seam.
        let red = try #require(image.color(atX: 2, y: 4))
        let blue = try #require(image.color(atX: 13, y: 4))
        #expect(red.red > 0.96 && red.green < 0.04 && red.blue < 0.04 && red.alpha == 1)
        #expect(blue.blue > 0.96 && blue.red < 0.04 && blue.green < 0.04)
    }

    @Test func emptyDataIsRejected() {
        #expect(throws: CGImageError(.empty, fileName: "x.png")) {
            try CGImage.decode(data: Data(), fileName: "x.png")
        }
    }

    @Test func corruptPNGNamesTheFileAndStbsReason() throws {
        var bytes = Array(try fixtureData("rgba-4x3.png"))
        // Keep the signature, wreck the IHDR chunk's type.
        bytes.replaceSubrange(12..<16, with: Array("JUNK".utf8))

        let error = try #require(throws: CGImageError.self) {
            try CGImage.decode(data: Data(bytes), fileName: "broken.png")
        }

        guard case .decodingFailed(let reason) = error.reason else {
            Issue.record("expected decodingFailed, got \(error.reason)")
            return
        }
        #expect(!reason.isEmpty)
        #expect(error.description.contains("broken.png"))
    }

    @Test(arguments: [("rgba-4x3.png", 60), ("red-blue-16x8.jpg", 400), ("red-blue-16x8.jpg", 622)])
    func truncatedFilesAreReportedAsTruncated(name: String, keptBytes: Int) throws {
        let bytes = try fixtureData(name).prefix(keptBytes)

        // stb's own reason for a short JPEG can be "bad png sig" (it tries every format), so we
        // diagnose truncation ourselves by walking the chunks or markers.
        #expect(throws: CGImageError(.truncated, fileName: name)) {
            try CGImage.decode(data: Data(bytes), fileName: name)
        }
    }

    @Test func otherFormatsAreRefused() {
        let gif = Data("GIF89a\u{1}\0\u{1}\0\0\0\0;".utf8)

        #expect(throws: CGImageError(.decodingFailed("not a PNG or JPEG signature"))) {
            try CGImage.decode(data: gif)
        }
    }

    @Test func hugeDimensionsAreRefusedBeforeDecoding() {
        // A 70-byte PNG whose IHDR claims 20000×10000 RGBA (800 MB of pixels). stb would try it
        // (its own cap is 1 GiB) and does not check CRCs; our limit must stop it at the header.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        png += Array("IHDR".utf8) + [0, 0, 0x4E, 0x20, 0, 0, 0x27, 0x10, 8, 6, 0, 0, 0] + [0, 0, 0, 0]
        png += [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]

        #expect(throws: CGImageError(.tooLarge(width: 20_000, height: 10_000), fileName: "bomb.png")) {
            try CGImage.decode(data: Data(png), fileName: "bomb.png")
        }
    }

    @Test func missingFileIsUnreadable() {
        let error = #expect(throws: CGImageError.self) {
            try CGImage.load(contentsOf: fixtureURL("does-not-exist.png"))
        }

        guard case .unreadable? = error?.reason else {
            Issue.record("expected unreadable, got \(String(describing: error))")
            return
        }
        #expect(error?.fileName == "does-not-exist.png")
    }

    @Test func rawPixelsArePremultipliedOrValidated() throws {
        let straight: [UInt8] = [255, 255, 255, 128, 10, 20, 30, 0]

        let image = try CGImage(width: 2, height: 1, pixels: straight, alphaInfo: .last)
        let opaque = try CGImage(width: 2, height: 1, pixels: straight, alphaInfo: .noneSkipLast)

        #expect(image.pixelData == [128, 128, 128, 128, 0, 0, 0, 0])
        #expect(opaque.pixelData == [255, 255, 255, 255, 10, 20, 30, 255])
        #expect(throws: CGImageError(.pixelCountMismatch(expected: 12, actual: 8))) {
            try CGImage(width: 3, height: 1, pixels: straight)
        }
        #expect(throws: CGImageError(.invalidSize(width: 0, height: 5))) {
            try CGImage(width: 0, height: 5, pixels: [])
        }
        #expect(throws: CGImageError(.unsupportedAlphaInfo(.first))) {
            try CGImage(width: 2, height: 1, pixels: straight, alphaInfo: .first)
        }
    }

    @Test func pngEncodingRoundTripsAndUnpremultiplies() throws {
        let source = try CGImage(
            width: 3, height: 1, pixels: [200, 100, 50, 255, 200, 100, 50, 128, 9, 9, 9, 0], alphaInfo: .last)

        let png = try source.pngData()
        let decoded = try CGImage.decode(data: png)

        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // The file must hold straight alpha: decoding premultiplies, so had we written the
        // premultiplied (100,50,25,128) as is, it would come back as (50,25,13,128). With
        // un-premultiplying, premultiply(unpremultiply(p)) == p and the pixels survive exactly.
        #expect(source.pixelData[4..<8] == [100, 50, 25, 128])
        #expect(decoded.pixelData == source.pixelData)
        // color(atX:y:) reports straight colour: 100 / 128.
        let halfTransparent = try #require(decoded.color(atX: 1, y: 0))
        #expect(abs(halfTransparent.red - 100.0 / 128) < 1e-12)
    }

    @Test func concurrentDecodesAreIndependent() async throws {
        let png = try fixtureData("rgba-4x3.png")
        let jpeg = try fixtureData("red-blue-16x8.jpg")

        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for i in 0..<16 {
                group.addTask { try CGImage.decode(data: i.isMultiple(of: 2) ? png : jpeg).width }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // stb keeps no shared decode state apart from the flip flag, which we override per thread.
        #expect(sizes.sorted() == Array(repeating: 4, count: 8) + Array(repeating: 16, count: 8))
    }
}
