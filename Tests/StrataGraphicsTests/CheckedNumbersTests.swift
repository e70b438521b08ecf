import Foundation
import Testing
@testable import StrataGraphics

/// The checked conversions every input-derived number goes through (issue 13): where Swift's
/// `Int(_:)` and `..<` trap, these saturate or come back empty.
struct CheckedNumbersTests {
    @Test func saturatingConversionNeverTraps() {
        #expect(Int(saturating: Double.nan) == 0)
        #expect(Int(saturating: Double.infinity) == .max)
        #expect(Int(saturating: -Double.infinity) == .min)
        #expect(Int(saturating: 1e308) == .max)
        #expect(Int(saturating: -1e308) == .min)
        #expect(Int(saturating: 9.223372036854775807e18) == .max)   // 2^63 as a Double: one past Int.max
        #expect(Int(saturating: -9.223372036854775808e18) == .min)  // -2^63 exactly
        #expect(Int(saturating: 5e-324) == 0)
        #expect(Int(saturating: -0.0) == 0)
        #expect(Int32(saturating: 3e9) == .max)
        #expect(UInt8(saturating: -4.0) == 0)
        #expect(Int(saturating: CGFloat(-1e300)) == .min)
    }

    @Test func saturatingConversionRoundsAsAsked() {
        #expect(Int(saturating: 2.5) == 2)
        #expect(Int(saturating: -2.5) == -2)
        #expect(Int(saturating: 2.1, rounding: .up) == 3)
        #expect(Int(saturating: 2.9, rounding: .down) == 2)
        #expect(Int(saturating: 2.5, rounding: .toNearestOrAwayFromZero) == 3)
    }

    @Test func boundedConversionClampsAndSendsNaNToTheLowerBound() {
        #expect(Int(saturating: 1e300, in: 1...64) == 64)
        #expect(Int(saturating: -7.0, in: 1...64) == 1)
        #expect(Int(saturating: Double.nan, in: 1...64) == 1)
        #expect(Int(saturating: 12.7, in: 1...64) == 12)
    }

    @Test func checkedRangesAreEmptyInsteadOfTrapping() {
        #expect(Range(checkedFrom: 5, to: 3) == 5..<5)
        #expect(Range(checkedFrom: 2, to: 4) == 2..<4)
        #expect(ClosedRange(checkedFrom: 5, through: 3) == nil)
        #expect(ClosedRange(checkedFrom: 1, through: 1) == 1...1)
    }

    @Test func countsClampToTheirLimitWithOneWarning() {
        #expect(WorkLimit.count(Double.nan, limit: 10, what: "test count") == 0)
        #expect(WorkLimit.count(-3.0, limit: 10, what: "test count") == 0)
        #expect(WorkLimit.count(7.9, limit: 10, what: "test count") == 7)
        #expect(WorkLimit.count(1e308, limit: 10, what: "test count") == 10)
        #expect(Diagnostics.hasWarned("test count of 1e+308 exceeds the limit of 10: clamped to 10"))
    }

    @Test func bitmapLimitChecksSidesAndPixels() {
        #expect(WorkLimit.allowsBitmap(width: 1920, height: 1080))
        #expect(!WorkLimit.allowsBitmap(width: 0, height: 10))
        #expect(!WorkLimit.allowsBitmap(width: 16_385, height: 1))
        #expect(!WorkLimit.allowsBitmap(width: 16_384, height: 16_384))   // 256 Mpx > 64 Mpx
        #expect(!WorkLimit.allowsBitmap(width: Int.max, height: Int.max))
    }

    /// A shadow blur of 1e308 (finite, so CGContext takes it) is drawn with the capped σ
    /// instead of trapping on the padding or allocating without bound.
    @Test func hugeShadowBlurDrawsWithTheCappedSigma() throws {
        let ctx = try #require(CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        ctx.setShadow(offset: .zero, blur: 1e308)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(ctx.makeImage() != nil)
    }

    /// A colour with a NaN component prints a hex string instead of trapping.
    @Test func hexOfNaNColour() {
        #expect(RGBA(red: .nan, green: 0, blue: 1, alpha: 1).hexString.count == 9)
    }
}
