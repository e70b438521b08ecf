import Foundation
@testable import StrataGraphics
import Testing

/// Colour spaces and colours as Core Animation code creates them
/// (https://developer.apple.com/documentation/coregraphics/cgcolorspace,
/// https://developer.apple.com/documentation/coregraphics/cgcolor).
@Suite struct CGColorSpaceTests {
    // https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicergb()
    @Test func deviceSpacesAreRGBAndGray() {
        let rgb = CGColorSpaceCreateDeviceRGB(), gray = CGColorSpaceCreateDeviceGray()

        #expect(rgb.model == .rgb && rgb.numberOfComponents == 3)
        #expect(gray.model == .monochrome && gray.numberOfComponents == 1)
        #expect(rgb.name == "kCGColorSpaceDeviceRGB")
        #expect(rgb != CGColorSpace(name: CGColorSpace.sRGB), "device RGB is its own space, as on Apple platforms")
    }

    // https://developer.apple.com/documentation/coregraphics/cgcolorspace/displayp3 and siblings
    @Test func theCommonNamesAreSupported() {
        let rgb = [CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB, CGColorSpace.extendedLinearSRGB,
                   CGColorSpace.genericRGBLinear, CGColorSpace.displayP3, CGColorSpace.extendedDisplayP3,
                   CGColorSpace.linearDisplayP3, CGColorSpace.extendedLinearDisplayP3]
        let gray = [CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray, CGColorSpace.linearGray,
                    CGColorSpace.extendedLinearGray]

        for name in rgb { #expect(CGColorSpace(name: name)?.model == .rgb, "\(name)") }
        for name in gray { #expect(CGColorSpace(name: name)?.numberOfComponents == 1, "\(name)") }
        #expect(CGColorSpace(name: CGColorSpace.displayP3)?.isWideGamutRGB == true)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.isWideGamutRGB == false)
        #expect(CGColorSpace(name: CGColorSpace.extendedSRGB)?.isWideGamutRGB == true)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.supportsOutput == true)
    }

    // https://developer.apple.com/documentation/coregraphics/cgcolor/init(colorspace:components:)
    @Test func colorFromComponentsInASpace() throws {
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let components: [CGFloat] = [0.2, 0.4, 0.6, 0.8]

        let color = try #require(CGColor(colorSpace: space, components: components))
        let gray = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1]))

        #expect(color.components == components)
        #expect(color.numberOfComponents == 4 && color.alpha == 0.8 && color.colorSpace == space)
        #expect(gray.components == [0.5, 1] && gray.numberOfComponents == 2)
        #expect(CGColor(genericGrayGamma2_2Gray: 0.25, alpha: 1).components == [0.25, 1])
    }

    @Test func extendedSpacesKeepComponentsOutsideTheUnitRange() throws {
        let extended = try #require(CGColorSpace(name: CGColorSpace.extendedSRGB))
        let plain = try #require(CGColorSpace(name: CGColorSpace.sRGB))

        #expect(CGColor(colorSpace: extended, components: [1.2, -0.1, 0.5, 1])?.components == [1.2, -0.1, 0.5, 1])
        #expect(CGColor(colorSpace: plain, components: [1.2, -0.1, 0.5, 1])?.components == [1, 0, 0.5, 1])
    }

    // https://developer.apple.com/documentation/coregraphics/cgcolor/converted(to:intent:options:)
    @Test func displayP3RedIsOutsideSRGB() throws {
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        let red = try #require(CGColor(colorSpace: p3, components: [1, 0, 0, 1]))

        let extendedSpace = try #require(CGColorSpace(name: CGColorSpace.extendedSRGB))
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let extended = try #require(red.converted(to: extendedSpace, intent: .defaultIntent, options: nil))
        let clipped = try #require(red.converted(to: srgb, intent: .defaultIntent, options: nil))

        // P3's red is (1.0931, −0.2267, −0.1501) in extended sRGB (the W3C CSS Color 4 value).
        let c = try #require(extended.components)
        #expect(isClose(c[0], 1.0931, 0.002) && isClose(c[1], -0.2267, 0.002) && isClose(c[2], -0.1501, 0.002))
        #expect(clipped.components == [1, 0, 0, 1])
        #expect(isClose(RGBA(red).red, 1.0931, 0.002) && isClose(RGBA(red).green, -0.2267, 0.002),
                "drawn as its sRGB value (RGBA.clamped clips it when painted)")
    }

    @Test func conversionRoundTripsAndReachesGray() throws {
        let linear = try #require(CGColorSpace(name: CGColorSpace.linearSRGB))
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let mid = CGColor(srgbRed: 0.5, green: 0.5, blue: 0.5, alpha: 0.7)

        let inLinear = try #require(mid.converted(to: linear, intent: .perceptual, options: nil))
        let back = try #require(inLinear.converted(to: srgb, intent: .perceptual, options: nil))
        let gray = try #require(CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
            .converted(to: CGColorSpaceCreateDeviceGray(), intent: .defaultIntent, options: nil))

        #expect(isClose(inLinear.components![0], 0.2140, 0.0005), "sRGB 0.5 is 21.4% of linear light")
        #expect(isClose(back.components![1], 0.5, 1e-9) && back.alpha == 0.7)
        #expect(isClose(gray.components![0], 1, 1e-9) && gray.numberOfComponents == 2)
    }
}
