import Foundation

/// The container formats Strata decodes, recognised by signature, and a structural walk used
/// to tell "truncated" apart from "corrupt" after stb_image has failed (its own failure reason
/// is terse and, because it tries every format in turn, sometimes names the wrong one).
package enum ImageContainer {
    case png
    case jpeg

    /// PNG's 8-byte signature or JPEG's SOI marker followed by a marker; nil for anything else.
    package init?(sniffing bytes: UnsafeRawBufferPointer) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            return nil
        }
    }

    /// Whether the bytes stop before the container's end marker (PNG's IEND chunk, JPEG's EOI).
    func isTruncated(_ bytes: UnsafeRawBufferPointer) -> Bool {
        switch self {
        case .png: Self.pngIsTruncated(bytes)
        case .jpeg: Self.jpegIsTruncated(bytes)
        }
    }

    /// Walks the chunks (length, type, data, CRC) after the signature, PNG spec §5.3.
    private static func pngIsTruncated(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
            let isEnd = bytes[offset + 4] == 0x49 && bytes[offset + 5] == 0x45
                && bytes[offset + 6] == 0x4E && bytes[offset + 7] == 0x44  // "IEND"
            if isEnd { return false }
            offset += 12 + length
        }
        return true
    }

    /// Walks the marker segments (ITU T.81 Annex B): length-prefixed segments, and after each
    /// SOS the entropy-coded data up to the next marker that is not a stuffed 0xFF00 or RSTn.
    private static func jpegIsTruncated(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 2
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else { return false }  // corrupt rather than short
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0xD9 { return false }  // EOI
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { offset += 2; continue }
            guard offset + 3 < bytes.count else { return true }
            offset += 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
            if marker == 0xDA {  // SOS: skip entropy-coded data
                while offset + 1 < bytes.count {
                    let next = bytes[offset + 1]
                    if bytes[offset] == 0xFF && next != 0x00 && !(0xD0...0xD7).contains(next) { break }
                    offset += 1
                }
            }
        }
        return true
    }
}
