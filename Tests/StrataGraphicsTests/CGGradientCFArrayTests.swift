import Foundation
@testable import StrataGraphics
import Testing

/// `CGGradient(colorsSpace:colors:locations:)` written as iOS code writes it, with the colours
/// `as CFArray` (https://developer.apple.com/documentation/coregraphics/cggradient/init(colorsspace:colors:locations:)).
@Suite struct CGGradientCFArrayTests {
    @Test func colorsAsCFArrayCompileAndDraw() throws {
        let top = CGColor(red: 1, green: 0, blue: 0, alpha: 1), bottom = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let colors = [top, bottom]
        let locations: [CGFloat] = [0, 1]

        let literal = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [top, bottom] as CFArray,
                                              locations: locations))
        let variable = try #require(CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil))

        #expect(literal.color(at: 0) == RGBA(red: 1, green: 0, blue: 0) && literal.color(at: 1) == RGBA(red: 0, green: 0, blue: 1))
        #expect(variable.stops.map(\.location) == [0, 1])
        #expect(CGGradient(colorsSpace: nil, colors: ["not a colour"] as CFArray, locations: nil) == nil)
    }

    // https://developer.apple.com/documentation/coregraphics/cggradient/init(colorspace:colorcomponents:locations:count:)
    @Test func componentsInTheGivenSpace() throws {
        let gray = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 1],
                                           locations: [0, 1], count: 2))
        let linear = try #require(CGColorSpace(name: CGColorSpace.linearSRGB))
        let lin = try #require(CGGradient(colorSpace: linear, colorComponents: [0.214, 0.214, 0.214, 1], locations: nil, count: 1))

        #expect(gray.color(at: 1) == RGBA(red: 1, green: 1, blue: 1))
        #expect(abs(lin.color(at: 0).red - 0.5) < 0.001, "linear 0.214 is sRGB 0.5")
    }
}
