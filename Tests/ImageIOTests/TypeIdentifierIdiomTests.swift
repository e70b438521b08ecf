import Foundation
import ImageIO
import MobileCoreServices
import Testing
import UniformTypeIdentifiers

/// Type identifiers as iOS ImageIO code names them: `kUTTypePNG` (MobileCoreServices, before
/// iOS 14) and `UTType.png.identifier` (UniformTypeIdentifiers).
@Suite struct TypeIdentifierIdiomTests {
    /// The usual "save as PNG" helper of pre-iOS 14 code.
    func pngData(_ image: CGImage) -> Data? {
        let data = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(data, kUTTypePNG, 1, nil) else { return nil }
        CGImageDestinationAddImage(destination, image, nil)
        return CGImageDestinationFinalize(destination) ? data as Data : nil
    }

    /// The same with UTType, as code since iOS 14 writes it.
    func gifData(_ frames: [CGImage]) -> Data? {
        let data = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(data, UTType.gif.identifier as CFString, frames.count, nil)
        else { return nil }
        for frame in frames { CGImageDestinationAddImage(destination, frame, nil) }
        return CGImageDestinationFinalize(destination) ? data as Data : nil
    }

    // https://developer.apple.com/documentation/imageio/cgimagesourcegettype: "the uniform
    // type identifier of the source container"; kUTTypePNG is "public.png".
    @Test func kUTTypeConstantsNameWhatImageIOWritesAndReads() throws {
        let image = makeImage(width: 4, height: 4, red: 1, green: 0, blue: 0)
        let png = try #require(pngData(image))
        let source = try #require(CGImageSourceCreateWithData(png as CFData, nil))
        let type = try #require(CGImageSourceGetType(source))
        #expect(type as String == kUTTypePNG as String)
        #expect(UTType(type as String) == .png)
        #expect(UTType(type as String)?.conforms(to: .image) == true)
        #expect(kUTTypeJPEG as String == "public.jpeg" && kUTTypeGIF as String == "com.compuserve.gif")
    }

    // https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/init(_:):
    // "This initializer returns nil if the system doesn't know the type identifier."
    // https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/conforms(to:)
    @Test func utTypesKnowTheirTagsAndConformances() throws {
        let gif = try #require(gifData([makeImage(width: 2, height: 2, red: 0, green: 1, blue: 0),
                                        makeImage(width: 2, height: 2, red: 0, green: 0, blue: 1)]))
        let source = try #require(CGImageSourceCreateWithData(gif as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 2)
        #expect(UTType(CGImageSourceGetType(source)! as String) == .gif)
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(filenameExtension: "png") == .png)
        #expect(UTType(mimeType: "image/gif") == .gif && UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text) && UTType.image.isSupertype(of: .gif))
        #expect(UTType.png.supertypes.contains(.item))
        #expect(UTType("com.example.unknown") == nil && UTType(filenameExtension: "nope") == nil)
        let custom = UTType(exportedAs: "com.example.sketch", conformingTo: .image)
        #expect(custom.conforms(to: .image) && custom.conforms(to: .data) && custom.identifier == "com.example.sketch")
    }

    // Apple, UTTypeConformsTo: "Returns whether a uniform type identifier conforms to another";
    // a type conforms to itself and to its supertypes (public.png → public.image → public.data).
    @Test func typeConformanceAsPreiOS14CodeAsksIt() {
        #expect(UTTypeConformsTo(kUTTypeGIF, kUTTypeGIF))
        #expect(UTTypeConformsTo(kUTTypeGIF, kUTTypeImage))
        #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeData))
        #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeItem))
        #expect(!UTTypeConformsTo(kUTTypePNG, kUTTypeGIF))
        #expect(!UTTypeConformsTo(kUTTypeImage, kUTTypePNG))
        #expect(!UTTypeConformsTo("com.example.unknown" as CFString, kUTTypeData))
        #expect(UTTypeEqual(kUTTypeJPEG, "public.jpeg" as CFString))
    }
}
