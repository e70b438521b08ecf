import Foundation
import Testing
@testable import StrataCLI
import Strata

/// Corrupt images (issue 13): truncated, bit-flipped, wrong headers, huge declared dimensions,
/// zero bytes, not files at all — through CGImage decoding and through a scene's `images`, as
/// `strata render` loads them. Each must decode, or fail with one line naming the file; none
/// may trap, hang or allocate what the header claims before checking it.
@Suite(.serialized) struct ImageFuzzTests {
    /// SCENE.md's JPEG fixture (16×8, the graphics tests' red-blue-16x8.jpg).
    static let jpeg = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAf/AABEIAAgAEAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APxhr/Kc/wC/w/Iav/VUP/NdP//Z")!
    static let png: Data = {
        let pixels = (0..<(7 * 5 * 4)).map { UInt8(truncatingIfNeeded: $0 * 37) }
        return (try? CGImage(width: 7, height: 5, pixels: pixels).pngData()) ?? Data()
    }()
    static let gif = Data("GIF89a\u{10}\u{0}\u{8}\u{0}\u{80}\u{0}\u{0}".utf8)

    /// Corrupt variants of the valid files, from `seed`: truncations, flipped and overwritten
    /// bytes, the declared size made huge (PNG's IHDR, JPEG's SOF0), other formats, nothing.
    static func variants(seed: UInt64, count: Int) -> [(String, Data)] {
        var random = SceneFuzzGenerator(seed: seed)
        var out: [(String, Data)] = [("empty", Data()), ("one byte", Data([0x89])), ("gif", gif),
                                     ("png signature only", png.prefix(8)), ("jpeg SOI only", jpeg.prefix(3))]
        var hugePNG = png
        hugePNG.replaceSubrange(16..<24, with: [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF])
        var wideJPEG = jpeg
        wideJPEG.replaceSubrange(0x9F..<0xA3, with: [0xFF, 0xFF, 0xFF, 0xFF])
        var zeroJPEG = jpeg
        zeroJPEG.replaceSubrange(0x9F..<0xA3, with: [0, 0, 0, 0])
        out += [("png 2^31-1 square", hugePNG), ("jpeg 65535 square", wideJPEG), ("jpeg 0×0", zeroJPEG)]
        while out.count < count {
            var data = random.chance(0.5) ? png : jpeg
            switch random.int(4) {
            case 0: data = data.prefix(random.int(data.count))
            case 1:
                for _ in 0..<(1 + random.int(8)) { data[random.int(data.count)] ^= UInt8(1 << random.int(8)) }
            case 2:
                let at = random.int(data.count)
                data.replaceSubrange(at..<min(data.count, at + 4), with: [0xFF, 0xFF, 0xFF, 0xFF].prefix(data.count - at))
            default:
                data = data.prefix(random.int(data.count)) + Data((0..<random.int(64)).map { _ in UInt8(random.int(256)) })
            }
            out.append(("variant \(out.count)", data))
        }
        return out
    }

    @Test func corruptImagesDecodeOrFailWithAReason() throws {
        for (name, data) in Self.variants(seed: 13, count: 400) {
            let outcome = FuzzHarness.bounded(timeout: 10) { () -> String in
                do {
                    let image = try CGImage.decode(data: data, fileName: "x.png")
                    return image.width > 0 && image.height > 0 ? "ok" : "an empty image"
                } catch let error as CGImageError {
                    return FuzzHarness.line(error)
                } catch {
                    return "an error that is not a CGImageError: \(error)"
                }
            }
            let message = try #require(outcome?.message, "\(name): no result within 10 s")
            #expect(message == "ok" || message.hasPrefix("CGImage: x.png: "), "\(name): \(message)")
        }
    }

    /// The same files (a few) through a scene's `images` and a layer showing them, as render does.
    @Test func corruptImagesInAScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-image-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, (name, data)) in Self.variants(seed: 31, count: 24).enumerated() {
            let file = folder.appendingPathComponent("image-\(index).png")
            try data.write(to: file)
            let json = #"""
                {"format": "strata-scene/1", "size": [40, 30], "images": {"pic": "image-\#(index).png"},
                 "layers": [{"name": "p", "bounds": [0, 0, 40, 30], "position": [20, 15], "contents": "pic"}]}
                """#
            let outcome = FuzzHarness.bounded(timeout: 20) { FuzzHarness.evalAndRender(json, folder: folder) }
            let message = try #require(outcome?.message, "\(name): no result within 20 s")
            #expect(message == "ok" || message.contains("image-\(index).png"), "\(name): \(message)")
        }
    }

    /// Image paths that are not regular files: a device that never ends and a folder.
    @Test func imagePathsThatAreNotFiles() throws {
        for path in ["/dev/zero", "/tmp"] {
            let json = #"{"format": "strata-scene/1", "size": [40, 30], "images": {"pic": "\#(path)"}, "layers": []}"#
            let outcome = FuzzHarness.bounded(timeout: 10) { FuzzHarness.evalAndRender(json, folder: nil) }
            let message = try #require(outcome?.message, "\(path): no result within 10 s")
            #expect(message.contains("not a regular file"), "\(path): \(message)")
        }
    }
}
