import Foundation

/// What ImageIO reports about a PNG or JPEG from its header alone: colour model, depth, alpha,
/// interlacing, and a JPEG's EXIF orientation. Read by walking the file's chunks or segments;
/// anything malformed simply leaves a field at its default (the pixels are stb_image's job).
struct ImageHeader {
    var depth = 8
    var isGray = false
    var hasAlpha = false
    /// PNG only: 0 none, 1 Adam7.
    var pngInterlace: Int?
    /// The EXIF orientation 1…8, when the file records one.
    var orientation: Int?

    init(png bytes: [UInt8]) {
        // IHDR is the first chunk (PNG §11.2.2): width, height, bit depth, colour type, …, interlace.
        guard bytes.count >= 29 else { return }
        depth = Int(bytes[24])
        let colorType = bytes[25]
        isGray = colorType == 0 || colorType == 4
        hasAlpha = colorType == 4 || colorType == 6 || Self.pngHasTransparencyChunk(bytes)
        pngInterlace = Int(bytes[28])
    }

    init(jpeg bytes: [UInt8], channels: Int) {
        isGray = channels == 1
        orientation = Self.jpegOrientation(bytes)
    }

    /// A tRNS chunk before the image data gives palette or colour-key transparency (PNG §11.3.2.1).
    private static func pngHasTransparencyChunk(_ bytes: [UInt8]) -> Bool {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if type == "tRNS" { return true }
            if type == "IDAT" || type == "IEND" { return false }
            offset += 12 + length
        }
        return false
    }

    /// The Orientation tag (0x0112) of IFD0 in the APP1 "Exif" segment (EXIF 2.3 §4.5, §4.6.4).
    private static func jpegOrientation(_ bytes: [UInt8]) -> Int? {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xDA || marker == 0xD9 { return nil }  // image data: no metadata after
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let start = offset + 4, end = offset + 2 + length
            guard length >= 2, end <= bytes.count else { return nil }
            if marker == 0xE1, end - start > 14, Array(bytes[start..<(start + 6)]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return tiffOrientation(Array(bytes[(start + 6)..<end]))
            }
            offset = end
        }
        return nil
    }

    private static func tiffOrientation(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little = tiff[0] == 0x49 && tiff[1] == 0x49  // "II"
        func read(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            let range = at..<(at + size)
            return (little ? Array(tiff[range].reversed()) : Array(tiff[range])).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let ifd = read(4, 4), let entries = read(ifd, 2) else { return nil }
        for entry in 0..<entries {
            let at = ifd + 2 + entry * 12
            guard let tag = read(at, 2) else { return nil }
            if tag == 0x0112, let value = read(at + 8, 2), (1...8).contains(value) { return value }
        }
        return nil
    }
}
