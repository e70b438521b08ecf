import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// CALayer.compositingFilter as a property: "var compositingFilter: Any?", default nil (source-over)
/// (https://developer.apple.com/documentation/quartzcore/calayer/compositingfilter). iOS code
/// passes a filter name; Strata resolves it once, when it is set.
@Suite struct CompositingFilterPropertyTests {
    @Test func defaultIsNil() {
        let layer = CALayer()
        #expect(layer.compositingFilter == nil)
        #expect(layer.compositingBlendMode == nil)
    }

    @Test(arguments: [
        ("multiplyBlendMode", CompositingBlendMode.multiply), ("screenBlendMode", .screen), ("overlayBlendMode", .overlay),
        ("darkenBlendMode", .darken), ("lightenBlendMode", .lighten), ("colorDodgeBlendMode", .colorDodge),
        ("colorBurnBlendMode", .colorBurn), ("softLightBlendMode", .softLight), ("hardLightBlendMode", .hardLight),
        ("differenceBlendMode", .difference), ("exclusionBlendMode", .exclusion), ("hueBlendMode", .hue),
        ("saturationBlendMode", .saturation), ("colorBlendMode", .color), ("luminosityBlendMode", .luminosity),
        ("sourceIn", .sourceIn), ("sourceOut", .sourceOut), ("sourceAtop", .sourceAtop), ("sourceOver", .sourceOver),
        ("destinationIn", .destinationIn), ("destinationOut", .destinationOut), ("destinationAtop", .destinationAtop),
        ("destinationOver", .destinationOver), ("xor", .xor), ("destIn", .destinationIn), ("plusL", .plusLighter),
        ("CIMultiplyBlendMode", .multiply), ("CIColorDodgeBlendMode", .colorDodge), ("CISourceInCompositing", .sourceIn),
        ("CISourceOverCompositing", .sourceOver), ("CISourceAtopCompositing", .sourceAtop),
    ])
    func namesResolve(name: String, mode: CompositingBlendMode) {
        #expect(CompositingBlendMode.named(name) == mode)
    }

    @Test func theNameIsKeptAndCopiedToThePresentation() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            layer.compositingFilter = "screenBlendMode"
            clock.advance(by: 0)
            #expect(layer.compositingFilter as? String == "screenBlendMode")
            #expect(layer.presentation()?.compositingFilter as? String == "screenBlendMode")
            #expect(layer.presentation()?.compositingBlendMode == .screen)
            #expect(layer.value(forKey: "compositingFilter") as? String == "screenBlendMode")
            layer.setValue("xor", forKey: "compositingFilter")
            #expect(layer.compositingBlendMode == .xor)
            layer.compositingFilter = nil
            #expect(layer.compositingBlendMode == nil)
        }
    }

    @Test func unknownNamesAndValuesWarnOnceAndCompositeNormally() {
        let layer = CALayer()
        layer.compositingFilter = "twinkleBlendMode"
        #expect(layer.compositingFilter as? String == "twinkleBlendMode", "kept as set")
        #expect(layer.compositingBlendMode == nil, "drawn source-over")
        #expect(Diagnostics.hasWarned("compositingFilter \"twinkleBlendMode\" is not a blend mode or compositing operator Strata knows; the layer composites normally"))
        #expect(CompositingBlendMode.named("CI") == nil && CompositingBlendMode.named("") == nil)
    }
}
