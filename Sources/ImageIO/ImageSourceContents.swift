import CStb
import Foundation
import StrataGraphics

/// A source's bytes, decoded once: the images, their properties and the status. PNG and JPEG
/// go through `CGImage.decode` (stb_image), GIF through `GIFFile` (giflib) and `GIFCanvas`.
/// Not thread-safe by itself: `CGImageSource` serialises access.
final class ImageSourceContents {
    let typeIdentifier: String?
    private(set) var status: CGImageSourceStatus
    private let fileSize: Int
    private var still: (image: CGImage, header: ImageHeader)?
    private var gif: (file: GIFFile, canvas: GIFCanvas)?

    /// The number of images that decode completely.
    var count: Int { still != nil ? 1 : gif?.file.frames.count ?? 0 }

    /// `awaitsMoreData`: an incremental source before its final data (see `settle`).
    convenience init(_ bytes: Data, awaitsMoreData: Bool) {
        self.init(bytes)
        if awaitsMoreData { settle(bytes) }
    }

    private init(_ bytes: Data) {
        fileSize = bytes.count
        let array = [UInt8](bytes)
        typeIdentifier = Self.sniff(array)
        switch typeIdentifier {
        case gifTypeIdentifier?:
            guard let file = GIFFile.read(bytes) else {
                status = bytes.count < 13 ? .statusUnexpectedEOF : .statusInvalidData
                return
            }
            gif = (file, GIFCanvas(file))
            switch file.failure {
            case nil: status = .statusComplete
            case .truncated?: status = .statusUnexpectedEOF
            case .corrupt?: status = .statusInvalidData
            }
        case let type?:
            do {
                let image = try CGImage.decode(data: bytes)
                let header = type == pngTypeIdentifier
                    ? ImageHeader(png: array) : ImageHeader(jpeg: array, channels: Self.jpegChannels(array))
                still = (image, header)
                status = .statusComplete
            } catch let error as CGImageError where error.reason == .truncated {
                status = .statusUnexpectedEOF
            } catch {
                status = .statusInvalidData
            }
        case nil:
            status = bytes.isEmpty ? .statusReadingHeader : .statusUnknownType
        }
    }

    /// While more data is to come, an early end is not an error but `.statusIncomplete`, too few
    /// bytes to tell the type are `.statusReadingHeader`, and a JPEG without its end marker yet
    /// (which stb_image may still decode, in part) is incomplete too.
    private func settle(_ bytes: Data) {
        if typeIdentifier == nil, bytes.count < 8 {
            status = .statusReadingHeader
        } else if status == .statusUnexpectedEOF {
            status = .statusIncomplete
        } else if typeIdentifier == jpegTypeIdentifier, status == .statusComplete, bytes.suffix(2) != Data([0xFF, 0xD9]) {
            status = .statusIncomplete
        }
    }

    /// The type identifier for the file's signature (PNG §5.2, JPEG's SOI, GIF87a/GIF89a).
    private static func sniff(_ bytes: [UInt8]) -> String? {
        switch bytes.withUnsafeBytes({ ImageContainer(sniffing: $0) }) {
        case .png: return pngTypeIdentifier
        case .jpeg: return jpegTypeIdentifier
        case nil: break
        }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return gifTypeIdentifier }
        return nil
    }

    private static func jpegChannels(_ bytes: [UInt8]) -> Int {
        var width: Int32 = 0, height: Int32 = 0, channels: Int32 = 0
        let ok = bytes.withUnsafeBufferPointer { stbi_info_from_memory($0.baseAddress, Int32(clamping: $0.count), &width, &height, &channels) }
        return ok != 0 ? Int(channels) : 3
    }

    /// Image `index`, whole (a GIF frame composed on its canvas); nil outside `0..<count`.
    func image(at index: Int) -> CGImage? {
        if let still { return index == 0 ? still.image : nil }
        return gif?.canvas.image(at: index)
    }

    /// The EXIF orientation of image `index`, when the file records one.
    func orientation(at index: Int) -> Int? {
        index == 0 ? still?.header.orientation : nil
    }

    /// `CGImageSourceCopyPropertiesAtIndex`: size, depth, colour model, alpha, orientation and
    /// the format's dictionary; nil outside `0..<count`.
    func properties(at index: Int) -> [String: Any]? {
        if let (image, header) = still, index == 0 {
            var properties: [String: Any] = [
                kCGImagePropertyPixelWidth as String: image.width,
                kCGImagePropertyPixelHeight as String: image.height,
                kCGImagePropertyDepth as String: header.depth,
                kCGImagePropertyHasAlpha as String: header.hasAlpha,
                kCGImagePropertyColorModel as String: (header.isGray ? kCGImagePropertyColorModelGray : kCGImagePropertyColorModelRGB) as String,
            ]
            if let interlace = header.pngInterlace {
                properties[kCGImagePropertyPNGDictionary as String] = [kCGImagePropertyPNGInterlaceType as String: interlace]
            } else {
                properties[kCGImagePropertyJFIFDictionary as String] = [String: Any]()
            }
            if let orientation = header.orientation {
                properties[kCGImagePropertyOrientation as String] = orientation
                properties[kCGImagePropertyTIFFDictionary as String] = [kCGImagePropertyTIFFOrientation as String: orientation]
            }
            return properties
        }
        guard let file = gif?.file, file.frames.indices.contains(index) else { return nil }
        let frame = file.frames[index]
        return [
            kCGImagePropertyPixelWidth as String: file.canvasWidth,
            kCGImagePropertyPixelHeight as String: file.canvasHeight,
            kCGImagePropertyDepth as String: 8,
            kCGImagePropertyHasAlpha as String: frame.transparentIndex != nil,
            kCGImagePropertyColorModel as String: kCGImagePropertyColorModelRGB as String,
            kCGImagePropertyGIFDictionary as String: Self.delays(frame),
        ]
    }

    /// A frame's delays: the stored one, and the one clamped to Apple's documented minimum of
    /// 100 ms ("The value of this key is never less than 100 milliseconds",
    /// https://developer.apple.com/documentation/imageio/kcgimagepropertygifdelaytime).
    private static func delays(_ frame: GIFFile.Frame) -> [String: Any] {
        let seconds = Double(frame.delayCentiseconds) / 100
        return [
            kCGImagePropertyGIFUnclampedDelayTime as String: seconds,
            kCGImagePropertyGIFDelayTime as String: Swift.max(seconds, 0.1),
        ]
    }

    /// `CGImageSourceCopyProperties`: the file size, and for a GIF its loop count, canvas,
    /// colour table flag and every frame's delays.
    func containerProperties() -> [String: Any] {
        var properties: [String: Any] = [kCGImagePropertyFileSize as String: fileSize]
        if let file = gif?.file {
            var dictionary: [String: Any] = [
                kCGImagePropertyGIFHasGlobalColorMap as String: file.hasGlobalColorMap,
                kCGImagePropertyGIFCanvasPixelWidth as String: file.canvasWidth,
                kCGImagePropertyGIFCanvasPixelHeight as String: file.canvasHeight,
                kCGImagePropertyGIFFrameInfoArray as String: file.frames.map(Self.delays),
            ]
            if let loopCount = file.loopCount { dictionary[kCGImagePropertyGIFLoopCount as String] = loopCount }
            properties[kCGImagePropertyGIFDictionary as String] = dictionary
        }
        return properties
    }
}

/// A Swift dictionary as the CFDictionary ImageIO returns: Foundation objects all the way down
/// (NSNumber, NSString, NSDictionary, NSArray), so both `as? [String: Any]` and `as NSDictionary`
/// readings of it, and of its nested dictionaries, work as on iOS.
func foundationDictionary(_ dictionary: [String: Any]) -> NSDictionary {
    func object(_ value: Any) -> Any {
        switch value {
        case let v as Bool: NSNumber(value: v)
        case let v as Int: NSNumber(value: v)
        case let v as Double: NSNumber(value: v)
        case let v as String: NSString(string: v)
        case let v as [String: Any]: foundationDictionary(v)
        case let v as [Any]: NSArray(array: v.map(object))
        default: value
        }
    }
    return NSDictionary(dictionary: dictionary.mapValues(object))
}
