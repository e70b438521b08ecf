import Foundation
import StrataGraphics

/// An image (Apple: UIImage) over a `CGImage`: PNG or JPEG from the app's bundle, its folder
/// or a file.
open class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap.
    public let cgImage: CGImage?
    /// Pixels per point. Default 1.
    public let scale: CGFloat
    /// How image views draw the image: as is, or as a template filled with their tint
    /// (UIImage+Rendering.swift). Default automatic (as is).
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// The stretchable image's fixed edges (`resizableImage(withCapInsets:)`). Default zero.
    public internal(set) var capInsets: UIEdgeInsets = .zero
    /// How the middle of a resizable image fills. Default tile.
    public internal(set) var resizingMode: ResizingMode = .tile
    /// An animated image's frames; nil for a still image (UIImage+Animated.swift).
    public internal(set) var images: [UIImage]?
    /// Seconds an animated image takes to show all its frames; 0 for a still image.
    public internal(set) var duration: TimeInterval = 0

    /// The size in points.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// An empty image: no bitmap, size zero; drawing it draws nothing (Apple: UIImage()).
    public override init() {
        cgImage = nil
        scale = 1
        super.init()
    }

    /// Wraps a bitmap, `scale` pixels per point.
    public init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Loads an image file; nil if it is missing or undecodable.
    public convenience init?(contentsOfFile path: String) {
        guard let image = try? CGImage.load(contentsOf: URL(fileURLWithPath: path)) else { return nil }
        self.init(cgImage: image, scale: UIImage.scaleSuffix(of: path))
    }

    /// Decodes PNG or JPEG data; nil if it cannot.
    public convenience init?(data: Data) {
        guard let image = try? CGImage.decode(data: data) else { return nil }
        self.init(cgImage: image)
    }

    /// The image named `name` in the main bundle's resources, else in the executable's folder or
    /// the current directory (with or without `.png`/`.jpg`, `@2x`/`@3x` variants first).
    public convenience init?(named name: String) {
        guard let path = UIImage.path(named: name) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The image named `name` in `bundle`'s resources (a Swift package's `Bundle.module`),
    /// else where `init(named:)` looks. The trait collection is accepted and unused.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let path = UIImage.path(named: name, in: bundle) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The orientation of an image's pixels (Apple: UIImage.Orientation); Strata draws `.up`.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    static func path(named name: String, in bundle: Bundle? = nil) -> String? {
        let hasExtension = !(name as NSString).pathExtension.isEmpty
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        // The variant for the screen's scale first, then the plain file, then the others.
        let screen = Int(saturating: UIScreen.main.scale.rounded())
        let suffixes = (screen > 1 ? ["@\(screen)x"] : []) + [""] + ["@2x", "@3x"].filter { $0 != "@\(screen)x" }
        let extensions = hasExtension ? [ext] : ["png", "jpg", "jpeg"]
        let candidates = suffixes.flatMap { suffix in extensions.map { "\(base)\(suffix).\($0)" } } + [name]
        var folders: [String] = []
        if let resources = bundle?.resourcePath { folders.append(resources) }
        if let resources = Bundle.main.resourcePath { folders.append(resources) }
        folders.append(Bundle.main.bundlePath)
        folders.append(FileManager.default.currentDirectoryPath)
        for folder in folders {
            for file in candidates {
                let path = (folder as NSString).appendingPathComponent(file)
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }

    static func scaleSuffix(of path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The mean colour of the pixels (what a layer shows for a pattern colour).
    var averageColor: CGColor {
        guard let image = cgImage, image.width > 0, image.height > 0 else { return CGColor(gray: 0, alpha: 0) }
        var sum = [Double](repeating: 0, count: 4)
        let pixels = image.pixelData
        for y in 0..<image.height {
            let row = y * image.bytesPerRow
            for x in 0..<image.width {
                for c in 0..<4 { sum[c] += Double(pixels[row + x * 4 + c]) }
            }
        }
        let n = Double(image.width * image.height) * 255
        let a = sum[3] / n
        guard a > 0 else { return CGColor(gray: 0, alpha: 0) }
        // Premultiplied pixels: divide the colour by the alpha.
        return CGColor(red: CGFloat(sum[0] / n / a), green: CGFloat(sum[1] / n / a), blue: CGFloat(sum[2] / n / a), alpha: CGFloat(a))
    }
}
