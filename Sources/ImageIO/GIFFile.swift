import CGIFLib
import Foundation
import StrataGraphics

/// A GIF file as giflib's record-level decoder reads it: the logical screen, the loop count and
/// every frame's indices, colour table and graphics control (GIF89a §18–§23). Reading stops at
/// the first error; frames read before it are kept, so a truncated animation still shows its
/// complete frames (`error` says why it stopped).
struct GIFFile {
    /// One frame as the file stores it: a rectangle of palette indices on the logical screen.
    struct Frame {
        var left: Int, top: Int, width: Int, height: Int
        var indices: [UInt8]
        /// The local colour table, or the global one.
        var colors: [(UInt8, UInt8, UInt8)]
        var transparentIndex: Int?
        /// 0 unspecified, 1 do not dispose, 2 restore to background, 3 restore to previous.
        var disposal: Int
        /// The delay in hundredths of a second as stored; 0 when the frame has no control block.
        var delayCentiseconds: Int
    }

    /// Why reading stopped before the trailer.
    enum Failure {
        /// The bytes ended early.
        case truncated
        /// A block is malformed.
        case corrupt
    }

    var canvasWidth = 0
    var canvasHeight = 0
    var hasGlobalColorMap = false
    /// From the NETSCAPE2.0 application extension; nil when the file has none.
    var loopCount: Int?
    var frames: [Frame] = []
    /// nil when the trailer was reached.
    var failure: Failure?

    /// All frames together may hold at most this many pixels (4× Strata's single-image limit):
    /// a small file of thousands of full-screen frames must not exhaust memory.
    static let pixelBudget = CGImage.maximumPixelCount * 4

    /// The bytes giflib pulls through its input callback.
    private final class ByteReader {
        let bytes: [UInt8]
        var offset = 0
        init(_ data: Data) { bytes = [UInt8](data) }
    }

    /// Reads `data`; nil when not even the header and logical screen are valid.
    static func read(_ data: Data) -> GIFFile? {
        let reader = ByteReader(data)
        var error: Int32 = 0
        // The callback cannot capture (a C function pointer): the reader travels as UserData.
        guard let gif = DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), { file, buffer, count in
            guard let file, let buffer, count > 0, let user = file.pointee.UserData else { return 0 }
            let reader = Unmanaged<ByteReader>.fromOpaque(user).takeUnretainedValue()
            let n = Swift.min(Int(count), reader.bytes.count - reader.offset)
            guard n > 0 else { return 0 }
            reader.bytes.withUnsafeBufferPointer { source in
                buffer.update(from: source.baseAddress! + reader.offset, count: n)
            }
            reader.offset += n
            return Int32(n)
        }, &error) else { return nil }
        defer { DGifCloseFile(gif, &error) }
        return withExtendedLifetime(reader) {
            var file = GIFFile()
            file.canvasWidth = Int(gif.pointee.SWidth)
            file.canvasHeight = Int(gif.pointee.SHeight)
            guard (1...CGImage.maximumDimension).contains(file.canvasWidth),
                  (1...CGImage.maximumDimension).contains(file.canvasHeight),
                  file.canvasWidth * file.canvasHeight <= CGImage.maximumPixelCount else { return nil }
            let global = gif.pointee.SColorMap.map(colors(of:))
            file.hasGlobalColorMap = global != nil
            file.readRecords(gif, global: global ?? [])
            return file
        }
    }

    /// The record loop of GIF89a §27: image descriptors and extensions until the trailer.
    private mutating func readRecords(_ gif: UnsafeMutablePointer<GifFileType>, global: [(UInt8, UInt8, UInt8)]) {
        var control: GraphicsControlBlock?
        var pixelsRead = 0
        while true {
            var type = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(gif, &type) == GIF_OK else { return fail(gif) }
            switch type {
            case IMAGE_DESC_RECORD_TYPE:
                guard DGifGetImageDesc(gif) == GIF_OK else { return fail(gif) }
                let desc = gif.pointee.Image
                let width = Int(desc.Width), height = Int(desc.Height)
                guard width > 0, height > 0, width <= 65_535, height <= 65_535,
                      pixelsRead + width * height <= Self.pixelBudget else { failure = .corrupt; return }
                pixelsRead += width * height
                guard let indices = Self.readIndices(gif, width: width, height: height, interlaced: desc.Interlace) else {
                    return fail(gif)
                }
                let transparent = control.map { Int($0.TransparentColor) }.flatMap { $0 == Int(NO_TRANSPARENT_COLOR) ? nil : $0 }
                frames.append(Frame(
                    left: Int(desc.Left), top: Int(desc.Top), width: width, height: height, indices: indices,
                    colors: desc.ColorMap.map(Self.colors(of:)) ?? global, transparentIndex: transparent,
                    disposal: Int(control?.DisposalMode ?? 0), delayCentiseconds: Int(control?.DelayTime ?? 0)))
                control = nil  // a control block applies to the next image only (§23)
            case EXTENSION_RECORD_TYPE:
                guard readExtension(gif, control: &control) else { return fail(gif) }
            case TERMINATE_RECORD_TYPE:
                return
            default:
                failure = .corrupt
                return
            }
        }
    }

    /// Reads one extension's sub-blocks: a graphics control block, or the NETSCAPE2.0 loop count.
    private mutating func readExtension(_ gif: UnsafeMutablePointer<GifFileType>, control: inout GraphicsControlBlock?) -> Bool {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(gif, &code, &block) == GIF_OK else { return false }
        var isFirst = true
        var isLoopExtension = false
        // giflib hands each sub-block with its length in byte 0.
        while let current = block {
            let length = Int(current[0])
            let bytes = UnsafeBufferPointer(start: current + 1, count: length)
            if code == GRAPHICS_EXT_FUNC_CODE, isFirst {
                var parsed = GraphicsControlBlock()
                if DGifExtensionToGCB(length, current + 1, &parsed) == GIF_OK { control = parsed }
            } else if code == APPLICATION_EXT_FUNC_CODE {
                if isFirst {
                    let name = String(decoding: bytes, as: UTF8.self)
                    isLoopExtension = name == "NETSCAPE2.0" || name == "ANIMEXTS1.0"
                } else if isLoopExtension, length >= 3, bytes[0] == 1 {
                    loopCount = Int(bytes[1]) | Int(bytes[2]) << 8
                }
            }
            isFirst = false
            guard DGifGetExtensionNext(gif, &block) == GIF_OK else { return false }
        }
        return true
    }

    /// The frame's indices in row order; interlaced frames arrive in four passes (GIF89a App. E).
    private static func readIndices(_ gif: UnsafeMutablePointer<GifFileType>, width: Int, height: Int, interlaced: Bool) -> [UInt8]? {
        var indices = [UInt8](repeating: 0, count: width * height)
        let rows: [Int] = interlaced
            ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { stride(from: $0.0, to: height, by: $0.1) }
            : Array(0..<height)
        let ok = indices.withUnsafeMutableBufferPointer { buffer in
            rows.allSatisfy { DGifGetLine(gif, buffer.baseAddress! + $0 * width, Int32(width)) == GIF_OK }
        }
        return ok ? indices : nil
    }

    private mutating func fail(_ gif: UnsafeMutablePointer<GifFileType>) {
        failure = gif.pointee.Error == D_GIF_ERR_READ_FAILED ? .truncated : .corrupt
    }

    private static func colors(of map: UnsafeMutablePointer<ColorMapObject>) -> [(UInt8, UInt8, UInt8)] {
        let count = Int(map.pointee.ColorCount)
        guard count > 0, let entries = map.pointee.Colors else { return [] }
        return (0..<count).map { (entries[$0].Red, entries[$0].Green, entries[$0].Blue) }
    }
}
