import Foundation
import StrataGraphics

/// An opaque type that writes images to a data object or a file
/// (Apple: https://developer.apple.com/documentation/imageio/cgimagedestination).
///
/// Strata writes PNG ("public.png", stb_image_write), JPEG ("public.jpeg", stb_image_write; alpha
/// is dropped, so transparent pixels come out black) and GIF ("com.compuserve.gif", animated:
/// libimagequant palettes and giflib, one frame per added image with its own delay). Images
/// are kept until `CGImageDestinationFinalize` encodes them in one go.
public final class CGImageDestination: @unchecked Sendable {
    enum Output {
        case data(NSMutableData)
        case file(URL)
    }

    let output: Output
    let typeIdentifier: String
    /// How many images the caller said it will add; more are ignored, as Apple ignores them.
    let capacity: Int
    private let lock = NSLock()
    private var images: [(image: CGImage, properties: CFDictionary?)] = []
    private var properties: CFDictionary?
    private var isFinalized = false

    init?(output: Output, type: CFString, count: Int) {
        let type = type as String
        guard CGImageDestination.writableTypes.contains(type), count >= 1 else { return nil }
        // PNG and JPEG hold one image here (Strata writes no APNG); GIF holds a frame per image.
        guard count == 1 || type == gifTypeIdentifier else { return nil }
        self.output = output
        self.typeIdentifier = type
        self.capacity = count
    }

    static let writableTypes = [pngTypeIdentifier, jpegTypeIdentifier, gifTypeIdentifier]

    func add(_ image: CGImage, _ properties: CFDictionary?) {
        lock.lock()
        defer { lock.unlock() }
        guard !isFinalized, images.count < capacity else { return }
        images.append((image, properties))
    }

    func setProperties(_ properties: CFDictionary?) {
        lock.lock()
        defer { lock.unlock() }
        guard !isFinalized else { return }
        self.properties = properties
    }

    func finalize() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !isFinalized, !images.isEmpty else { return false }
        isFinalized = true
        guard let encoded = try? ImageEncoding.encode(images, type: typeIdentifier, properties: properties) else { return false }
        switch output {
        case .data(let data):
            data.append(encoded)
            return true
        case .file(let url):
            return (try? encoded.write(to: url, options: .atomic)) != nil
        }
    }
}

/// The type identifiers a destination can write: "public.png", "public.jpeg",
/// "com.compuserve.gif" (Apple: CGImageDestinationCopyTypeIdentifiers).
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    CGImageDestination.writableTypes.map { NSString(string: $0) } as NSArray
}

/// A destination that appends the encoded file to `data` when finalized (Apple:
/// CGImageDestinationCreateWithData). `type` is "public.png", "public.jpeg" or
/// "com.compuserve.gif"; `count` the number of images to be added (1 for PNG and JPEG: Strata
/// writes no APNG). nil for another type or count. `options` are not used.
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int,
                                             _ options: CFDictionary?) -> CGImageDestination? {
    CGImageDestination(output: .data(data), type: type, count: count)
}

/// A destination that writes the file at `url` when finalized, replacing it (Apple:
/// CGImageDestinationCreateWithURL). Types and counts as for `CGImageDestinationCreateWithData`;
/// nil also when `url` is not a file URL.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int,
                                            _ options: CFDictionary?) -> CGImageDestination? {
    guard url.isFileURL, let path = url.path else { return nil }
    return CGImageDestination(output: .file(URL(fileURLWithPath: path)), type: type, count: count)
}

/// Sets the file's properties (Apple: CGImageDestinationSetProperties): for GIF a
/// `kCGImagePropertyGIFDictionary` with `kCGImagePropertyGIFLoopCount` (0 loops forever;
/// without it the file has no loop block and plays once); for JPEG
/// `kCGImageDestinationLossyCompressionQuality` (0…1, default 0.9).
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    idst.setProperties(properties)
}

/// Adds an image (Apple: CGImageDestinationAddImage). For GIF, `properties`'
/// `kCGImagePropertyGIFDictionary` gives the frame's `kCGImagePropertyGIFDelayTime` (or
/// `…UnclampedDelayTime`) in seconds, stored to the nearest hundredth; frames of another size
/// than the first are placed at its top-left corner on its canvas. For JPEG,
/// `kCGImageDestinationLossyCompressionQuality` here overrides the file's. Images past the
/// count given at creation, or added after finalizing, are ignored, as on Apple platforms.
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.add(image, properties)
}

/// Adds image `index` of `isrc` (Apple: CGImageDestinationAddImageFromSource), with `properties`
/// if given, else the source image's own properties (so a GIF frame keeps its delay). Nothing is
/// added when the source has no such image.
public func CGImageDestinationAddImageFromSource(_ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int,
                                                 _ properties: CFDictionary?) {
    guard let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) else { return }
    idst.add(image, properties ?? CGImageSourceCopyPropertiesAtIndex(isrc, index, nil))
}

/// Encodes the added images and writes them (Apple: CGImageDestinationFinalize). false when no
/// image was added, the destination was already finalized, encoding failed or the file could not
/// be written; the destination cannot be used afterwards.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    idst.finalize()
}
