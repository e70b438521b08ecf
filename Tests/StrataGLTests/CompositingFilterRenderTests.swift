import CGL
import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// `CALayer.compositingFilter` drawn by the compositor: "A CoreImage filter used to composite
/// the layer and the content behind it … The default value of this property is nil, which
/// causes the layer to use source-over compositing"
/// (https://developer.apple.com/documentation/quartzcore/calayer/compositingfilter). The
/// expected colours come from the W3C Compositing and Blending Level 1 formulas
/// (https://www.w3.org/TR/compositing-1/, `BlendReference`), which Core Image's blend filters
/// follow, within ±2/255.
@Suite("compositingFilter blend modes")
struct CompositingFilterRenderTests {
    static let blendModes = [
        "multiplyBlendMode", "screenBlendMode", "overlayBlendMode", "darkenBlendMode", "lightenBlendMode",
        "colorDodgeBlendMode", "colorBurnBlendMode", "softLightBlendMode", "hardLightBlendMode",
        "differenceBlendMode", "exclusionBlendMode", "hueBlendMode", "saturationBlendMode", "colorBlendMode",
        "luminosityBlendMode",
    ]
    static let porterDuff = [
        "sourceOver", "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn", "destinationOut",
        "destinationAtop", "xor", "clear", "copy", "plusL",
    ]
    /// Core Image's names for some of them, and the name `BlendReference` knows them by.
    static let coreImageNames = [
        "CIMultiplyBlendMode": "multiplyBlendMode", "CIHueBlendMode": "hueBlendMode",
        "CISourceInCompositing": "sourceIn", "CISourceAtopCompositing": "sourceAtop", "destOut": "destinationOut",
    ]

    /// Straight-alpha colours: the source layer's, and the two backdrops (opaque, half transparent).
    static let source: [Double] = [0.9, 0.35, 0.15, 0.8]
    static let opaqueBackdrop: [Double] = [0.25, 0.55, 0.75, 1]
    static let clearBackdrop: [Double] = [0.7, 0.2, 0.4, 0.5]

    static func premultiplied(_ c: [Double]) -> [Double] { [c[0] * c[3], c[1] * c[3], c[2] * c[3], c[3]] }
    static func rgba(_ c: [Double]) -> RGBA { RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3]) }

    /// The premultiplied pixel at (x, y), 0…1.
    static func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Double] {
        let i = y * image.bytesPerRow + x * 4
        return (0..<4).map { Double(image.pixelData[i + $0]) / 255 }
    }

    static func expectClose(_ image: CGImage, _ x: Int, _ y: Int, _ expected: [Double], tolerance: Double = 2.0 / 255,
                            _ why: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let got = pixel(image, x, y)
        let worst = zip(got, expected).map { abs($0 - $1) }.max()!
        #expect(worst <= tolerance + 1e-9, "pixel (\(x), \(y)) is \(got.map { String(format: "%.4f", $0) }), expected \(expected.map { String(format: "%.4f", $0) }) (premultiplied) — \(why)",
                sourceLocation: sourceLocation)
    }

    /// Two backdrops side by side (x 0…20 opaque, 20…40 half transparent) and the source layer
    /// across both (x 4…36, y 4…16) with `filter`; `clipped` puts it inside a rounded
    /// masksToBounds layer (an anti-aliased analytic clip), which takes the shader path for
    /// every mode.
    static func render(_ filter: Any?, clipped: Bool = false, opacity: Float = 1) throws -> CGImage {
        try renderScene(width: 40, height: 20, name: "blend-\(filter ?? "none")\(clipped ? "-clipped" : "")") { root in
            root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), rgba(opaqueBackdrop)))
            root.addSublayer(solidLayer(CGRect(x: 20, y: 0, width: 20, height: 20), rgba(clearBackdrop)))
            let layer = solidLayer(CGRect(x: 4, y: 4, width: 32, height: 12), rgba(source))
            layer.compositingFilter = filter
            layer.opacity = opacity
            if clipped {
                let clip = CALayer()
                clip.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
                clip.masksToBounds = true
                clip.cornerRadius = 3
                clip.addSublayer(layer)
                root.addSublayer(clip)
            } else {
                root.addSublayer(layer)
            }
        }.0
    }

    static func expectMode(_ name: String, formula: String, clipped: Bool) throws {
        let image = try render(name, clipped: clipped)
        let src = premultiplied(source)
        expectClose(image, 12, 10, BlendReference.composite(formula, src: src, dst: premultiplied(opaqueBackdrop)),
                    "\(name) over the opaque backdrop")
        expectClose(image, 28, 10, BlendReference.composite(formula, src: src, dst: premultiplied(clearBackdrop)),
                    "\(name) over the half-transparent backdrop")
        expectClose(image, 1, 10, premultiplied(opaqueBackdrop), "left of the layer: the backdrop untouched")
        expectClose(image, 38, 10, premultiplied(clearBackdrop), "right of the layer: the backdrop untouched")
    }

    @Test(arguments: blendModes, [false, true])
    func blendModeMatchesTheW3CFormula(mode: String, clipped: Bool) throws {
        try Self.expectMode(mode, formula: mode, clipped: clipped)
    }

    /// Porter–Duff operators: the fixed blend function without a clip, the shader inside one.
    @Test(arguments: porterDuff, [false, true])
    func compositingOperatorMatchesTheW3CFormula(mode: String, clipped: Bool) throws {
        try Self.expectMode(mode, formula: mode, clipped: clipped)
    }

    /// Core Image's filter names ("CIMultiplyBlendMode"; iOS code passes
    /// `CIFilter(name:)`'s names too) and Core Animation's short ones ("destOut").
    @Test(arguments: coreImageNames.keys.sorted())
    func coreImageNamesAreTheSameModes(name: String) throws {
        try Self.expectMode(name, formula: Self.coreImageNames[name]!, clipped: false)
    }

    @Test func noFilterIsSourceOver() throws {
        let plain = try Self.render(nil)
        let sourceOver = try Self.render("sourceOver")
        #expect(plain.pixelData == sourceOver.pixelData, "nil composites source-over, as the reference says")
        Self.expectClose(plain, 12, 10, BlendReference.composite("sourceOver", src: Self.premultiplied(Self.source),
                                                                 dst: Self.premultiplied(Self.opaqueBackdrop)), "source-over")
    }

    /// "An unknown name draws normally with a one-time warning" naming the filter.
    @Test func unknownNameDrawsNormallyWithAWarning() throws {
        let plain = try Self.render(nil)
        let unknown = try Self.render("sparkleBlendMode")
        #expect(unknown.pixelData == plain.pixelData)
        #expect(Diagnostics.hasWarned("compositingFilter \"sparkleBlendMode\" is not a blend mode or compositing operator Strata knows; the layer composites normally"))
        let notAName = try Self.render(42)
        #expect(notAName.pixelData == plain.pixelData)
        #expect(Diagnostics.hasWarned("compositingFilter 42 (Int) is not supported: only filter names (such as \"multiplyBlendMode\") are; the layer composites normally"))
    }

    /// The opacity applies to the group before it is blended: αs is the group's alpha times
    /// the layer's opacity (the source image of the blend is the layer as it would be drawn).
    @Test(arguments: ["multiplyBlendMode", "screenBlendMode", "sourceAtop", "colorBlendMode"])
    func opacityScalesTheSourceBeforeBlending(mode: String) throws {
        let image = try Self.render(mode, opacity: 0.5)
        let src = Self.premultiplied(Self.source).map { $0 * 0.5 }
        Self.expectClose(image, 12, 10, BlendReference.composite(mode, src: src, dst: Self.premultiplied(Self.opaqueBackdrop)),
                         "\(mode) at opacity 0.5 over the opaque backdrop")
        Self.expectClose(image, 28, 10, BlendReference.composite(mode, src: src, dst: Self.premultiplied(Self.clearBackdrop)),
                         "\(mode) at opacity 0.5 over the half-transparent backdrop")
    }
}
