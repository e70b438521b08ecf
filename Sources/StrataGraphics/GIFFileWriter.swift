import CGIFLib
import Foundation

/// Writes quantised frames with giflib's low-level encoder: GIF89a, a NETSCAPE2.0 loop block,
/// and per frame a graphics control block (delay, transparency) and a local colour map.
package enum GIFFileWriter {
    /// The bytes giflib writes, collected through its output callback.
    private final class Sink {
        var data = Data()
    }

    /// The GIF file's bytes. `loopCount` nil writes no loop block (viewers play the frames once),
    /// as ImageIO does when no `kCGImagePropertyGIFLoopCount` is given.
    package static func write(_ frames: [EncodedFrame], width: Int, height: Int, loopCount: Int?) throws -> Data {
        let sink = Sink()
        var error: Int32 = 0
        // The callback cannot capture (a C function pointer): the sink travels as UserData.
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { file, bytes, count in
            guard let file, let bytes, count > 0, let user = file.pointee.UserData else { return 0 }
            Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue().data.append(bytes, count: Int(count))
            return count
        }, &error) else {
            throw GIFEncodingError("giflib could not start a file: \(message(error))")
        }
        var closed = false
        defer { if !closed { _ = EGifCloseFile(gif, &error) } }
        try withExtendedLifetime(sink) {
            EGifSetGifVersion(gif, true)
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), gif, "the screen descriptor")
            if let loopCount { try putLoopBlock(gif, loopCount: loopCount) }
            for (number, frame) in frames.enumerated() {
                try put(frame, number: number + 1, width: width, height: height, into: gif)
            }
            closed = true
            guard EGifCloseFile(gif, &error) == GIF_OK else {
                throw GIFEncodingError("giflib could not finish the file: \(message(error))")
            }
        }
        return sink.data
    }

    /// The Netscape application extension every browser and viewer reads as the loop count.
    private static func putLoopBlock(_ gif: UnsafeMutablePointer<GifFileType>, loopCount: Int) throws {
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), gif, "the loop block")
        var name = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(gif, Int32(name.count), &name), gif, "the loop block")
        var loop: [UInt8] = [1, UInt8(loopCount & 0xFF), UInt8(loopCount >> 8)]
        try check(EGifPutExtensionBlock(gif, 3, &loop), gif, "the loop block")
        try check(EGifPutExtensionTrailer(gif), gif, "the loop block")
    }

    private static func put(_ frame: EncodedFrame, number: Int, width: Int, height: Int,
                            into gif: UnsafeMutablePointer<GifFileType>) throws {
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_BACKGROUND, UserInputFlag: false,
            DelayTime: Int32(frame.centiseconds),
            TransparentColor: Int32(frame.transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes), gif, "frame \(number)'s timing")

        // giflib wants a power-of-two colour map of at least two entries.
        var size = 2
        while size < frame.colors.count { size *= 2 }
        var entries = frame.colors.map { GifColorType(Red: $0.0, Green: $0.1, Blue: $0.2) }
        entries += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - entries.count)
        guard let map = GifMakeMapObject(Int32(size), &entries) else {
            throw GIFEncodingError("giflib could not make frame \(number)'s colour map")
        }
        defer { GifFreeMapObject(map) }
        try check(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, map), gif, "frame \(number)")
        var indices = frame.indices
        try indices.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<height {
                let line = buffer.baseAddress! + row * width
                try check(EGifPutLine(gif, line, Int32(width)), gif, "frame \(number), row \(row)")
            }
        }
    }

    private static func check(_ status: Int32, _ gif: UnsafeMutablePointer<GifFileType>, _ what: String) throws {
        guard status == GIF_OK else {
            throw GIFEncodingError("giflib could not write \(what): \(message(gif.pointee.Error))")
        }
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
