import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIImage (Apple: `init(named:)` — "the method looks for an image with the specified name
/// in the app's main bundle"; `init(contentsOfFile:)`; `size` in points, `scale`) and
/// UIColor(patternImage:).
@Suite struct UIImageTests {
    private func writePNG(named name: String, in folder: URL, width: Int) throws -> URL {
        let ctx = CGContext(layerPixelsWide: width, pixelsHigh: 2)!
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: width, height: 2))
        let url = folder.appendingPathComponent(name)
        try ctx.makeImage()!.pngData().write(to: url)
        return url
    }

    @Test func contentsOfFileReadsTheScaleSuffix() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strataui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try writePNG(named: "dot.png", in: folder, width: 4)
        let retina = try writePNG(named: "dot@2x.png", in: folder, width: 8)

        let one = UIImage(contentsOfFile: plain.path)
        let two = UIImage(contentsOfFile: retina.path)

        #expect(one?.size == CGSize(width: 4, height: 2))
        #expect(two?.scale == 2 && two?.size == CGSize(width: 4, height: 1))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
        let bundle = Bundle(path: folder.path)
        #expect(UIImage(named: "dot", in: bundle, compatibleWith: nil)?.scale == 1, "at screen scale 1 the plain file comes first")
        #expect(UIImage(named: "dot@2x.png", in: bundle, compatibleWith: nil)?.scale == 2)
    }

    @Test func patternColorShowsTheImagesAverageOnALayer() throws {
        let ctx = CGContext(layerPixelsWide: 2, pixelsHigh: 1)!
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let image = UIImage(cgImage: ctx.makeImage()!)

        let color = UIColor(patternImage: image)

        #expect(color.patternImage === image)
        let c = color.cgColor.components ?? []
        #expect(abs(c[0] - 0.5) < 0.01 && abs(c[2] - 0.5) < 0.01 && abs(c[3] - 1) < 0.01)
    }
}
