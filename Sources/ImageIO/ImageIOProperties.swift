import StrataGraphics

// The property and option keys, with Apple's string values so that code comparing against the
// literal ("{GIF}", "PixelWidth") or logging a dictionary sees what it would on iOS. Each is a
// `CFString` (NSString on Linux): `kCGImagePropertyPixelWidth as String` and
// `dict[kCGImagePropertyGIFDictionary]` both compile as on iOS. `nonisolated(unsafe)`: NSString
// is not marked Sendable on Linux, but these constants are immutable strings.

// MARK: Image source options (https://developer.apple.com/documentation/imageio/image-source-option-dictionary-keys)

/// A hint for the image's type identifier ("public.png"…); Strata sniffs the bytes instead.
nonisolated(unsafe) public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
/// Whether to cache the decoded image (Apple's default is true on 64-bit). Strata always caches.
nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// Whether to decode at creation rather than at render time. Strata decodes when an image is asked for.
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// Whether to allow floating-point pixels. Strata's images are always 8-bit.
nonisolated(unsafe) public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
/// Whether a thumbnail is made from the full image when the file has none embedded.
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Whether a thumbnail is always made from the full image, ignoring an embedded one.
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// The largest width and height of a thumbnail, in pixels (a number). Absent: the image's size.
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// Whether a thumbnail is rotated and flipped to the image's orientation (default false).
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// A factor to subsample by while decoding (2, 4 or 8). Accepted; Strata decodes at full size.
nonisolated(unsafe) public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"

// MARK: Common image properties (https://developer.apple.com/documentation/imageio/individual-image-properties)

/// The image's width in pixels (an integer).
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// The image's height in pixels (an integer).
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// The number of bits in each colour component (an integer).
nonisolated(unsafe) public let kCGImagePropertyDepth: CFString = "Depth"
/// The EXIF orientation, 1…8 (an integer); present only when the file records one.
nonisolated(unsafe) public let kCGImagePropertyOrientation: CFString = "Orientation"
/// Whether the image has an alpha channel (a Boolean).
nonisolated(unsafe) public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
/// The colour model: `kCGImagePropertyColorModelRGB` or `kCGImagePropertyColorModelGray`.
nonisolated(unsafe) public let kCGImagePropertyColorModel: CFString = "ColorModel"
/// The value of `kCGImagePropertyColorModel` for colour images.
nonisolated(unsafe) public let kCGImagePropertyColorModelRGB: CFString = "RGB"
/// The value of `kCGImagePropertyColorModel` for grayscale images.
nonisolated(unsafe) public let kCGImagePropertyColorModelGray: CFString = "Gray"
/// The file's size in bytes (a container property, from `CGImageSourceCopyProperties`).
nonisolated(unsafe) public let kCGImagePropertyFileSize: CFString = "FileSize"

// MARK: Format dictionaries

/// The GIF properties dictionary (image and container level).
nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
/// The PNG properties dictionary.
nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
/// The JPEG properties dictionary.
nonisolated(unsafe) public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"
/// The TIFF properties dictionary (JPEG files carry their EXIF orientation in it too).
nonisolated(unsafe) public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
/// The orientation inside the TIFF dictionary, 1…8.
nonisolated(unsafe) public let kCGImagePropertyTIFFOrientation: CFString = "Orientation"

// MARK: GIF (https://developer.apple.com/documentation/imageio/gif-image-properties)

/// How many times the animation plays; 0 loops forever. Present when the file has a loop block.
nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
/// A frame's delay in seconds, clamped to at least 0.1 as Apple documents for this key.
nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
/// A frame's delay in seconds as the file stores it (0 or more), not clamped.
nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
/// Whether the file has a global colour table (a Boolean).
nonisolated(unsafe) public let kCGImagePropertyGIFHasGlobalColorMap: CFString = "HasGlobalColorMap"
/// The GIF's logical screen width, in pixels.
nonisolated(unsafe) public let kCGImagePropertyGIFCanvasPixelWidth: CFString = "CanvasPixelWidth"
/// The GIF's logical screen height, in pixels.
nonisolated(unsafe) public let kCGImagePropertyGIFCanvasPixelHeight: CFString = "CanvasPixelHeight"
/// The frame count of the file, in the container's GIF dictionary.
nonisolated(unsafe) public let kCGImagePropertyGIFFrameInfoArray: CFString = "FrameInfo"

// MARK: PNG (https://developer.apple.com/documentation/imageio/png-image-properties)

/// The PNG interlace method: 0 none, 1 Adam7.
nonisolated(unsafe) public let kCGImagePropertyPNGInterlaceType: CFString = "InterlaceType"

// MARK: Destination options (https://developer.apple.com/documentation/imageio/cgimagedestination)

/// The largest width and height of a written image, in pixels: larger images are scaled down
/// keeping their aspect ratio (given to `CGImageDestinationAddImage` or `…SetProperties`).
nonisolated(unsafe) public let kCGImageDestinationImageMaxPixelSize: CFString = "kCGImageDestinationImageMaxPixelSize"
/// JPEG quality, 0.0 (smallest) … 1.0 (best). Default 0.9 in Strata.
nonisolated(unsafe) public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"

// MARK: Type identifiers (Uniform Type Identifiers, as CGImageSourceGetType returns them)

/// The PNG type identifier.
let pngTypeIdentifier = "public.png"
/// The JPEG type identifier.
let jpegTypeIdentifier = "public.jpeg"
/// The GIF type identifier.
let gifTypeIdentifier = "com.compuserve.gif"
