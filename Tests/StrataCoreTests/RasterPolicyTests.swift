import Foundation
@testable import StrataCore
import StrataGraphics
import Testing

/// The raster scale and area rules for self-drawing layers (`RasterPolicy`). Apple's CALayer
/// documents only the model value (contentsScale: "the mapping between the logical coordinate
/// space of the layer (measured in points) and the physical coordinate space (measured in
/// pixels)"); the steps follow Chromium's compositor (cc/layers/picture_layer_impl.cc: a new
/// raster scale only once the ideal one is a factor 2 away, kMaxScaleRatioDuringPinch), finer
/// on the way up so that a magnified layer is never blurred by more than one √2 step.
@Suite struct RasterPolicyTests {
    func view(_ shown: CGFloat, render: CGFloat = 1) -> RasterView {
        RasterView(shownScale: shown, renderScale: render, visibleRect: nil, frame: 0)
    }

    @Test func theIdealScaleIsTheScreensDensityOrContentsScaleIfHigher() {
        #expect(RasterPolicy.ideal(view(8), contentsScale: 1) == (8, 1), "8× on a 1× screen")
        #expect(RasterPolicy.ideal(view(2, render: 2), contentsScale: 1) == (2, 2), "a 2× window: sharper than contentsScale 1")
        #expect(RasterPolicy.ideal(view(2, render: 2), contentsScale: 2) == (2, 2), "contentsScale 2 in a 2× window: not 4")
        #expect(RasterPolicy.ideal(view(1), contentsScale: 3) == (3, 3), "contentsScale 3 asks for more than a 1× frame has")
        #expect(RasterPolicy.ideal(view(.nan), contentsScale: -1) == (1, 1), "bad values fall back to 1")
    }

    @Test func theScaleStepsByRootTwoRoundedUp() {
        #expect(RasterPolicy.scale(ideal: 1, base: 1, current: nil) == 1)
        #expect(abs(RasterPolicy.scale(ideal: 1.1, base: 1, current: nil) - 2.0.squareRoot()) < 1e-12)
        #expect(RasterPolicy.scale(ideal: 1.5, base: 1, current: nil) == 2)
        #expect(RasterPolicy.scale(ideal: 8, base: 1, current: nil) == 8, "whole steps land exactly on powers of 2")
        #expect(abs(RasterPolicy.scale(ideal: 0.3, base: 1, current: nil) - 0.5.squareRoot() * 0.5) < 1e-12, "down too")
        #expect(RasterPolicy.scale(ideal: 3, base: 2, current: nil) == 4, "steps from the base: 2√2 < 3 ≤ 4")
    }

    @Test func theCurrentScaleIsKeptWhileSharpAndAtMostTwiceTheIdeal() {
        #expect(RasterPolicy.scale(ideal: 1.2, base: 1, current: 1.5) == 1.5, "still sharp: kept")
        #expect(RasterPolicy.scale(ideal: 0.8, base: 1, current: 1.5) == 1.5, "1.5 ≤ 2 × 0.8: kept")
        #expect(abs(RasterPolicy.scale(ideal: 0.7, base: 1, current: 2) - 0.5.squareRoot()) < 1e-12,
                "2 > 2 × 0.7: drawn again, at the step just above 0.7")
        #expect(RasterPolicy.scale(ideal: 1.6, base: 1, current: 1.5) == 2, "blurred: drawn again, larger")
    }

    @Test func absurdScalesAreClampedNotTrapped() {
        let huge = RasterPolicy.scale(ideal: 1e300, base: 1, current: nil)
        let tiny = RasterPolicy.scale(ideal: 1e-300, base: 1, current: nil)
        #expect(huge == exp2(40) && tiny == exp2(-40), "the ladder stops at 2^±40")
    }

    @Test func theAreaIsTheVisiblePartWithAMarginSnappedToTiles() throws {
        let extent = CGRect(x: 0, y: 0, width: 20_000, height: 20_000)
        let area = try #require(RasterPolicy.area(needed: CGRect(x: 9_600, y: 9_700, width: 800, height: 600), extent: extent, scale: 1))

        // 128 + 100 pixels of margin left and right (9,372…10,628), 128 + 75 above and below
        // (9,497…10,503), out to tiles of 256.
        #expect(area.rect == CGRect(x: 9_216, y: 9_472, width: 1_536, height: 1_280))
        #expect(area.width == 1_536 && area.height == 1_280)
    }

    @Test func theAreaStopsAtTheExtentsEdge() throws {
        let extent = CGRect(x: 10, y: 20, width: 100.5, height: 50)
        let area = try #require(RasterPolicy.area(needed: extent, extent: extent, scale: 2))

        #expect(area.rect == extent, "a small layer: all of it, ending at its edge as a whole-layer bitmap does")
        #expect(area.width == 201 && area.height == 100)
    }

    @Test func aHugeAreaIsDrawnAtALowerScaleWithinTheBudget() throws {
        let extent = CGRect(x: 0, y: 0, width: 20_000, height: 20_000)
        let fitted = try #require(RasterPolicy.fittedArea(needed: extent, extent: extent, scale: 1))

        #expect(CGFloat(fitted.width * fitted.height) <= RasterPolicy.maximumPixels)
        #expect(fitted.scale < 0.21 && fitted.scale > 0.18, "about 4096 / 20,000: \(fitted.scale)")
        #expect(RasterPolicy.area(needed: extent, extent: CGRect(x: 0, y: 0, width: 1e308, height: 1e308), scale: 1e10) == nil,
                "sizes beyond any integer are refused, not converted")
    }
}
