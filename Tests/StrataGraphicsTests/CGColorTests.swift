import Foundation
import Testing
@testable import StrataGraphics

struct CGColorTests {
    @Test func srgbColorHasFourComponentsAlphaLast() {
        let color = CGColor(srgbRed: 1, green: 0.5, blue: 0.25, alpha: 0.75)

        #expect(color.components == [1, 0.5, 0.25, 0.75])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.75)
        #expect(color.colorSpace == CGColorSpace(name: CGColorSpace.sRGB))
    }

    @Test func componentsAreClampedLikeANonExtendedSpace() {
        let color = CGColor(red: 2, green: -1, blue: .nan, alpha: 1)

        #expect(color.components == [1, 0, 0, 1])
    }

    @Test func grayConstantsMatchApple() {
        // Apple's CGColor.black/white/clear live in a gray space: [white, alpha].
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.components == [0, 0])
        #expect(CGColor.black.colorSpace?.model == .monochrome)
    }

    @Test func equalityIsByColorSpaceAndComponents() {
        let a = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let b = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let srgbBlack = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)

        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        // Different spaces are different colours, as on Apple platforms, but their RGBA agree.
        #expect(CGColor.black != srgbBlack)
        #expect(RGBA(CGColor.black) == RGBA(srgbBlack))
    }

    @Test func copyWithAlphaReplacesOnlyAlpha() {
        let color = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1)

        let faded = color.copy(alpha: 0.5)

        #expect(faded?.components == [0.1, 0.2, 0.3, 0.5])
        #expect(CGColor.white.copy(alpha: 0)?.components == [1, 0])
    }

    // https://developer.apple.com/documentation/coregraphics/cgcolorspace/init(name:)
    @Test func unknownColorSpaceNameIsNil() {
        #expect(CGColorSpace(name: "kCGColorSpaceGenericCMYK") == nil)
        #expect(CGColorSpace(name: "no such space") == nil)
        #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.numberOfComponents == 1)
    }

    @Test func rgbaRoundTripsThroughCGColor() {
        let value = RGBA(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)

        #expect(RGBA(value.cgColor) == value)
        #expect(RGBA(CGColor(gray: 0.5, alpha: 0.25)) == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
    }

    @Test func interpolationIsComponentWiseAndUnclamped() {
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)

        let halfway = RGBA.interpolate(red, .clear, 0.5)
        let overshoot = RGBA.interpolate(.black, .white, 1.5)

        // Straight (non-premultiplied) interpolation toward transparent black darkens, as Core Animation does.
        #expect(halfway == RGBA(red: 0.5, green: 0, blue: 0, alpha: 0.5))
        #expect(RGBA.interpolate(red, .clear, 0) == red)
        #expect(RGBA.interpolate(red, .clear, 1) == .clear)
        // A spring or back-easing overshoots; clamping is the renderer's job.
        #expect(overshoot.red == 1.5 && overshoot.clamped.red == 1)
    }

    @Test func hexParsesSixAndEightDigits() throws {
        let orange = try RGBA(hexString: "#FF8000")
        let translucent = try RGBA(hexString: "#00ff0080")

        #expect(orange == RGBA(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(translucent == RGBA(red: 0, green: 1, blue: 0, alpha: 128.0 / 255))
        #expect(translucent.hexString == "#00FF0080")
    }

    @Test(arguments: [
        ("FF8000", "leading '#'"),
        ("#FFF", "found 3 characters"),
        ("#FF80001", "found 7 characters"),
        ("#FF8G00", "offset 4"),
        ("", "leading '#'"),
    ])
    func hexRejectsMalformedStrings(input: String, expectedMention: String) {
        #expect {
            _ = try RGBA(hexString: input)
        } throws: { error in
            // The message must name the actual problem, not just "invalid".
            String(describing: error).contains(expectedMention)
        }
    }
}
