import Foundation

/// GIF89a bytes written by hand (GIF89a §17–§27), for files ImageIO's destination does not
/// produce: sub-rectangles, disposal methods, interlacing, transparency. Pixels are coded as
/// "uncompressed" LZW: 3-bit codes with a clear code before every two literals, so the code
/// table never grows past 3 bits (§22 and Appendix F).
struct HandWrittenGIF {
    struct Frame {
        var left = 0, top = 0, width: Int, height: Int
        /// Indices into the 4-colour global table, row by row (in display order).
        var indices: [UInt8]
        var disposal: UInt8 = 1
        var delayCentiseconds = 10
        var transparentIndex: UInt8?
        var interlaced = false
    }

    var width: Int
    var height: Int
    /// Red, green, blue, white.
    var palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]
    var frames: [Frame]

    var data: Data {
        var bytes = Array("GIF89a".utf8)
        bytes += le16(width) + le16(height) + [0x81, 0, 0] + palette  // global table of 4 colours
        for frame in frames {
            let packed = frame.disposal << 2 | (frame.transparentIndex == nil ? 0 : 1)
            bytes += [0x21, 0xF9, 4, packed] + le16(frame.delayCentiseconds) + [frame.transparentIndex ?? 0, 0]
            bytes += [0x2C] + le16(frame.left) + le16(frame.top) + le16(frame.width) + le16(frame.height)
            bytes += [frame.interlaced ? 0x40 : 0]
            bytes += [2] + subBlocks(lzw(frame.interlaced ? interlacedOrder(frame) : frame.indices)) + [0]
        }
        return Data(bytes + [0x3B])
    }

    /// Rows in the four interlace passes: every 8th from 0, every 8th from 4, every 4th from 2,
    /// every 2nd from 1 (Appendix E).
    private func interlacedOrder(_ frame: Frame) -> [UInt8] {
        let rows = [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { stride(from: $0.0, to: frame.height, by: $0.1) }
        return rows.flatMap { frame.indices[($0 * frame.width)..<(($0 + 1) * frame.width)] }
    }

    private func lzw(_ indices: [UInt8]) -> [UInt8] {
        var codes: [Int] = []
        for (n, index) in indices.enumerated() {
            if n % 2 == 0 { codes.append(4) }  // clear
            codes.append(Int(index))
        }
        codes.append(5)  // end of information
        var out: [UInt8] = [], accumulator = 0, bits = 0
        for code in codes {
            accumulator |= code << bits
            bits += 3
            while bits >= 8 { out.append(UInt8(accumulator & 0xFF)); accumulator >>= 8; bits -= 8 }
        }
        if bits > 0 { out.append(UInt8(accumulator & 0xFF)) }
        return out
    }

    private func subBlocks(_ bytes: [UInt8]) -> [UInt8] {
        stride(from: 0, to: bytes.count, by: 255).flatMap { start -> [UInt8] in
            let chunk = bytes[start..<min(start + 255, bytes.count)]
            return [UInt8(chunk.count)] + chunk
        }
    }

    private func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
