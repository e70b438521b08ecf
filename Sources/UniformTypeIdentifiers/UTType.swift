import Foundation

/// A uniform type identifier, as `import UniformTypeIdentifiers` gives it on iOS 14 and later:
/// what ImageIO (`CGImageSourceGetType`, `CGImageDestinationCreateWithData`), pasteboards and
/// document pickers name file types by. Strata knows the common types below, with their
/// filename extensions, MIME types and the types they conform to; an app declares its own with
/// `init(exportedAs:conformingTo:)` (Strata has no Info.plist registry of declared types).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier ("public.png").
    public let identifier: String
    /// The usual filename extension ("png"), if the type has one.
    public let preferredFilenameExtension: String?
    /// The usual MIME type ("image/png"), if the type has one.
    public let preferredMIMEType: String?
    /// The types this one directly conforms to (public.png: public.image).
    private let parents: [String]

    private init(_ identifier: String, extensions: String? = nil, mime: String? = nil, parents: [String]) {
        self.identifier = identifier
        preferredFilenameExtension = extensions
        preferredMIMEType = mime
        self.parents = parents
    }

    public var description: String { identifier }

    /// The known type with `identifier`, or nil: "This initializer returns nil if the system
    /// doesn't know the type identifier" (Apple).
    public init?(_ identifier: String) {
        guard let type = Self.known[identifier.lowercased()] else { return nil }
        self = type
    }

    /// A type the app declares (exports), conforming to `parentType` (default: data); the
    /// known type when `identifier` is one.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = Self.known[identifier.lowercased()]
            ?? UTType(identifier, parents: [(parentType ?? .data).identifier])
    }

    /// A type another party declares that the app imports (as `init(exportedAs:conformingTo:)`).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The known type whose usual filename extension is `filenameExtension` (case-insensitive,
    /// "jpg" and "jpeg" both), or nil.
    public init?(filenameExtension: String) {
        let ext = filenameExtension.lowercased()
        guard let type = Self.all.first(where: { $0.preferredFilenameExtension == ext || Self.aliases[ext] == $0.identifier })
        else { return nil }
        self = type
    }

    /// The known type whose MIME type is `mimeType`, or nil.
    public init?(mimeType: String) {
        let mime = mimeType.lowercased()
        guard let type = Self.all.first(where: { $0.preferredMIMEType == mime }) else { return nil }
        self = type
    }

    /// Whether this type is `type` or conforms to it through its parents (png → image → data).
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { Self.known[$0]?.conforms(to: type) ?? ($0 == type.identifier) }
    }

    /// Whether the type is declared (every type Strata has: the known ones and those made by
    /// `init(exportedAs:)` / `init(importedAs:)`).
    public var isDeclared: Bool { true }

    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The types this one conforms to, all the way up (public.png: image, data, item).
    public var supertypes: Set<UTType> {
        var result = Set<UTType>()
        for parent in parents {
            let type = Self.known[parent] ?? UTType(parent, parents: [])
            result.insert(type)
            result.formUnion(type.supertypes)
        }
        return result
    }

    public static let item = UTType("public.item", parents: [])
    public static let content = UTType("public.content", parents: [])
    public static let data = UTType("public.data", parents: ["public.item"])
    public static let image = UTType("public.image", parents: ["public.data", "public.content"])
    public static let png = UTType("public.png", extensions: "png", mime: "image/png", parents: ["public.image"])
    public static let jpeg = UTType("public.jpeg", extensions: "jpeg", mime: "image/jpeg", parents: ["public.image"])
    public static let gif = UTType("com.compuserve.gif", extensions: "gif", mime: "image/gif", parents: ["public.image"])
    public static let tiff = UTType("public.tiff", extensions: "tiff", mime: "image/tiff", parents: ["public.image"])
    public static let bmp = UTType("com.microsoft.bmp", extensions: "bmp", mime: "image/bmp", parents: ["public.image"])
    public static let heic = UTType("public.heic", extensions: "heic", mime: "image/heic", parents: ["public.image"])
    public static let webP = UTType("org.webmproject.webp", extensions: "webp", mime: "image/webp", parents: ["public.image"])
    public static let svg = UTType("public.svg-image", extensions: "svg", mime: "image/svg+xml", parents: ["public.image"])
    public static let pdf = UTType("com.adobe.pdf", extensions: "pdf", mime: "application/pdf", parents: ["public.data", "public.content"])
    public static let text = UTType("public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", extensions: "txt", mime: "text/plain", parents: ["public.text"])
    public static let json = UTType("public.json", extensions: "json", mime: "application/json", parents: ["public.text"])
    public static let audiovisualContent = UTType("public.audiovisual-content", parents: ["public.data", "public.content"])
    public static let movie = UTType("public.movie", parents: ["public.audiovisual-content"])
    public static let mpeg4Movie = UTType("public.mpeg-4", extensions: "mp4", mime: "video/mp4", parents: ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", extensions: "mov", mime: "video/quicktime", parents: ["public.movie"])
    public static let audio = UTType("public.audio", parents: ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", extensions: "mp3", mime: "audio/mpeg", parents: ["public.audio"])

    private static let all: [UTType] = [
        .item, .content, .data, .image, .png, .jpeg, .gif, .tiff, .bmp, .heic, .webP, .svg, .pdf, .text, .plainText,
        .json, .audiovisualContent, .movie, .mpeg4Movie, .quickTimeMovie, .audio, .mp3,
    ]
    private static let known: [String: UTType] = Dictionary(uniqueKeysWithValues: all.map { ($0.identifier, $0) })
    /// Other extensions of the known types.
    private static let aliases = ["jpg": "public.jpeg", "tif": "public.tiff", "heif": "public.heic", "m4v": "public.mpeg-4"]
}
