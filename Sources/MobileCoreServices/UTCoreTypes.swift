import Foundation
import StrataGraphics

// `import MobileCoreServices` as iOS code before iOS 14 writes it — `kUTTypePNG` and the other
// type identifiers handed to ImageIO (`CGImageDestinationCreateWithData(data, kUTTypePNG, 1,
// nil)`) and compared with `CGImageSourceGetType`. Each is a `CFString` (NSString on Linux)
// holding Apple's identifier; `nonisolated(unsafe)`: NSString is not marked Sendable on Linux,
// but these are immutable strings. (Apple deprecates them for `UTType`, which
// `import UniformTypeIdentifiers` gives.)

/// "public.item": the base of all types.
nonisolated(unsafe) public let kUTTypeItem: CFString = "public.item"
/// "public.content".
nonisolated(unsafe) public let kUTTypeContent: CFString = "public.content"
/// "public.data": bytes.
nonisolated(unsafe) public let kUTTypeData: CFString = "public.data"
/// "public.image": any image.
nonisolated(unsafe) public let kUTTypeImage: CFString = "public.image"
/// "public.png".
nonisolated(unsafe) public let kUTTypePNG: CFString = "public.png"
/// "public.jpeg".
nonisolated(unsafe) public let kUTTypeJPEG: CFString = "public.jpeg"
/// "com.compuserve.gif".
nonisolated(unsafe) public let kUTTypeGIF: CFString = "com.compuserve.gif"
/// "public.tiff".
nonisolated(unsafe) public let kUTTypeTIFF: CFString = "public.tiff"
/// "com.microsoft.bmp".
nonisolated(unsafe) public let kUTTypeBMP: CFString = "com.microsoft.bmp"
/// "com.adobe.pdf".
nonisolated(unsafe) public let kUTTypePDF: CFString = "com.adobe.pdf"
/// "public.text".
nonisolated(unsafe) public let kUTTypeText: CFString = "public.text"
/// "public.plain-text".
nonisolated(unsafe) public let kUTTypePlainText: CFString = "public.plain-text"
/// "public.json".
nonisolated(unsafe) public let kUTTypeJSON: CFString = "public.json"
/// "public.movie".
nonisolated(unsafe) public let kUTTypeMovie: CFString = "public.movie"
/// "public.mpeg-4".
nonisolated(unsafe) public let kUTTypeMPEG4: CFString = "public.mpeg-4"
/// "com.apple.quicktime-movie".
nonisolated(unsafe) public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie"
/// "public.audio".
nonisolated(unsafe) public let kUTTypeAudio: CFString = "public.audio"
