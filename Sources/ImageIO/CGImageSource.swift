import Foundation
import StrataGraphics

/// An opaque type that reads image data from a data object, a file or a data provider
/// (Apple: https://developer.apple.com/documentation/imageio/cgimagesource).
///
/// Strata reads PNG, JPEG and GIF (animated GIFs give one image per frame, composed on the
/// canvas). The bytes are decoded once, on the first call that needs pixels, count or
/// properties, and kept; the functions may be called from any thread. Bad data never traps: the
/// source reports a count of 0 (or the frames before the damage) and an error status.
public final class CGImageSource: @unchecked Sendable {
    private var bytes: Data
    /// An incremental source whose data has not been marked final: a short file is
    /// `.statusIncomplete` (more bytes are coming), not `.statusUnexpectedEOF`.
    private var awaitsMoreData: Bool
    private let lock = NSLock()
    private var decoded: ImageSourceContents?

    init(bytes: Data, awaitsMoreData: Bool = false) {
        self.bytes = bytes
        self.awaitsMoreData = awaitsMoreData
    }

    /// Runs `body` on the decoded contents, decoding them first if needed; one thread at a time,
    /// since a GIF's canvas is shared state.
    func withContents<T>(_ body: (ImageSourceContents) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let decoded { return body(decoded) }
        let contents = ImageSourceContents(bytes, awaitsMoreData: awaitsMoreData)
        decoded = contents
        return body(contents)
    }

    /// Replaces an incremental source's bytes; the next call decodes them afresh.
    func update(_ data: Data, final: Bool) {
        lock.lock()
        defer { lock.unlock() }
        guard awaitsMoreData else { return }  // a complete source, or one already final
        bytes = data
        awaitsMoreData = !final
        decoded = nil
    }
}

/// The status of an image source, or of one of its images
/// (Apple: https://developer.apple.com/documentation/imageio/cgimagesourcestatus).
public enum CGImageSourceStatus: Int32, Sendable {
    /// The end of the data came before the end of the file.
    case statusUnexpectedEOF = -5
    /// The data is not a valid file of its type.
    case statusInvalidData = -4
    /// The data is not of a type Strata reads (PNG, JPEG, GIF).
    case statusUnknownType = -3
    /// There is not yet enough data to read a header (the data is empty).
    case statusReadingHeader = -2
    /// The data given to an incremental source so far ends before the file does.
    case statusIncomplete = -1
    /// Every image decoded.
    case statusComplete = 0
}

/// A source reading `data` (Apple: CGImageSourceCreateWithData). Options are accepted and not
/// needed: the type is sniffed from the bytes and decoded images are always cached. Never nil
/// (Apple returns nil only when it cannot allocate); check the count and status.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(bytes: snapshot(data))
}

/// A source reading the file at `url` (Apple: CGImageSourceCreateWithURL); nil when the file
/// cannot be read, is not a regular file or is larger than 256 MiB.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let path = url.path,
          let attributes = try? FileManager.default.attributesOfItem(atPath: path),
          attributes[.type] as? FileAttributeType == .typeRegular,
          // Strata's image file limit (256 MiB), as CGImage.load: a huge file is not read whole.
          ((attributes[.size] as? NSNumber)?.intValue ?? 0) <= WorkLimit.imageFileBytes,
          let contents = FileManager.default.contents(atPath: path) else { return nil }
    return CGImageSource(bytes: contents)
}

/// A source reading a data provider's bytes (Apple: CGImageSourceCreateWithDataProvider).
public func CGImageSourceCreateWithDataProvider(_ provider: CGDataProvider, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = provider.data else { return nil }
    return CGImageSource(bytes: snapshot(data))
}

/// The bytes as they are now: decoding is lazy, and an NSMutableData the caller keeps writing
/// to must not change what the source reads (`copy()` of immutable data is the same object).
private func snapshot(_ data: CFData) -> Data {
    Data(referencing: (data.copy() as? NSData) ?? data)
}

/// The type identifiers a source can read: "public.png", "public.jpeg", "com.compuserve.gif"
/// (Apple: CGImageSourceCopyTypeIdentifiers).
public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    [pngTypeIdentifier, jpegTypeIdentifier, gifTypeIdentifier].map { NSString(string: $0) } as NSArray
}

/// The source's type identifier ("public.png", "public.jpeg", "com.compuserve.gif"), from the
/// file's signature; nil when it is none of them (Apple: CGImageSourceGetType).
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.withContents { $0.typeIdentifier.map(NSString.init(string:)) }
}

/// The number of images: 1 for a PNG or JPEG, the frames of a GIF, 0 when the data does not
/// decode; for a damaged GIF, the frames before the damage (Apple: CGImageSourceGetCount).
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int {
    isrc.withContents { $0.count }
}

/// The index of the primary image: always 0 (Apple: CGImageSourceGetPrimaryImageIndex).
public func CGImageSourceGetPrimaryImageIndex(_ isrc: CGImageSource) -> Int { 0 }

/// The status of the source: `.statusComplete`, or why it is not (Apple: CGImageSourceGetStatus).
/// Empty data is `.statusReadingHeader`, bytes of no known type `.statusUnknownType`, a file
/// that ends early `.statusUnexpectedEOF` (`.statusIncomplete` for an incremental source before
/// its final data), a malformed one `.statusInvalidData`.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    isrc.withContents { $0.status }
}

/// The status of image `index`: `.statusComplete` for each of the `count` images; for another
/// index, the source's error, or `.statusInvalidData` if the source is complete
/// (Apple: CGImageSourceGetStatusAtIndex).
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    isrc.withContents { contents in
        if (0..<contents.count).contains(index) { return .statusComplete }
        return contents.status == .statusComplete ? .statusInvalidData : contents.status
    }
}

/// Image `index` (Apple: CGImageSourceCreateImageAtIndex): a PNG or JPEG as decoded (its EXIF
/// orientation is reported in the properties, not applied, as on Apple platforms); a GIF frame
/// composed over the frames before it on the full canvas. nil outside `0..<count`.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    isrc.withContents { $0.image(at: index) }
}

/// The container's properties (Apple: CGImageSourceCopyProperties): `kCGImagePropertyFileSize`,
/// and for a GIF a `kCGImagePropertyGIFDictionary` with the loop count (when the file has a loop
/// block), `HasGlobalColorMap`, the canvas size and `FrameInfo` (each frame's delays).
///
/// Apple returns a CFDictionary; here it is an `NSDictionary` (Strata's `CFDictionary`) holding
/// NSNumber, NSString, NSArray and NSDictionary values, so `as? [String: Any]`, `as NSDictionary`
/// and subscripting with a `kCGImageProperty…` key all read it as on iOS.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    foundationDictionary(isrc.withContents { $0.containerProperties() })
}

/// The properties of image `index` (Apple: CGImageSourceCopyPropertiesAtIndex): pixel width and
/// height, depth, colour model, `HasAlpha`, the EXIF orientation when a JPEG records one (also in
/// `{TIFF}`), and the format's dictionary: `{PNG}` with the interlace type, `{JFIF}`, or `{GIF}`
/// with `DelayTime` (clamped to ≥ 0.1 s, as Apple documents) and `UnclampedDelayTime` (the
/// file's value). nil outside `0..<count`. The dictionary's form is as for
/// `CGImageSourceCopyProperties`.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    isrc.withContents { $0.properties(at: index) }.map(foundationDictionary)
}

/// An empty source to which data is given as it arrives (Apple: CGImageSourceCreateIncremental),
/// as progressive loaders do. Until the data is final, a file cut short is `.statusIncomplete`
/// and counts only what decodes so far: the frames of a GIF received whole, a JPEG as stb_image
/// decodes its partial data, a PNG once complete.
public func CGImageSourceCreateIncremental(_ options: CFDictionary?) -> CGImageSource {
    CGImageSource(bytes: Data(), awaitsMoreData: true)
}

/// Gives an incremental source all the data received so far, not just the new bytes (Apple:
/// CGImageSourceUpdateData); `final` says it is the whole file. No effect on a source made
/// from complete data, or once final data was given.
public func CGImageSourceUpdateData(_ isrc: CGImageSource, _ data: CFData, _ final: Bool) {
    isrc.update(snapshot(data), final: final)
}

/// `CGImageSourceUpdateData` with a data provider's bytes (Apple: CGImageSourceUpdateDataProvider).
public func CGImageSourceUpdateDataProvider(_ isrc: CGImageSource, _ provider: CGDataProvider, _ final: Bool) {
    guard let data = provider.data else { return }
    isrc.update(snapshot(data), final: final)
}

/// Drops cached data for image `index` (Apple: CGImageSourceRemoveCacheAtIndex). Strata keeps
/// only the decoded file and one composed GIF canvas, so there is nothing per image to drop.
public func CGImageSourceRemoveCacheAtIndex(_ isrc: CGImageSource, _ index: Int) {}
