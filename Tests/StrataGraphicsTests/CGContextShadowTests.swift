import Foundation
import Testing
@testable import StrataGraphics

/// `setShadow` (Quartz 2D Programming Guide, "Shadows"): part of the graphics state; offsets in
/// base space, unaffected by the CTM; positive heights move the shadow up in a Quartz bitmap
/// context and down in the contexts UIKit (here: a layer's `draw(in:)`) hands out; the default
/// colour is black at 1/3 alpha; a nil colour turns shadowing off.
@Suite struct CGContextShadowTests {
    let opaqueBlue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A red 20×20 square at (20, 20) with a hard blue shadow offset by (10, 10).
    private func drawSquare(_ ctx: CGContext, blur: CGFloat = 0) {
        ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: blur, color: opaqueBlue)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
    }

    @Test func layerContextShadowsGoDownAndRight() {
        let ctx = layerContext(80, 80)
        drawSquare(ctx)
        let image = ctx.makeImage()
        dump(image, "shadow-layer")
        #expect(matches(pixel(image, 25, 25), red), "the square itself, over its shadow")
        #expect(matches(pixel(image, 45, 45), blue), "below right of the square: its shadow (y down)")
        #expect(pixel(image, 45, 15).alpha == 0, "nothing above right")
        #expect(pixel(image, 15, 15).alpha == 0, "nothing above left")
    }

    @Test func quartzBitmapShadowsGoUpAndRight() {
        let ctx = CGContext(data: nil, width: 80, height: 80, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpace(name: CGColorSpace.sRGB)!,
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        drawSquare(ctx)
        let image = ctx.makeImage()
        // User y 20…40 (y up) is pixel rows 40…60; the shadow at user y 30…50 is rows 30…50.
        #expect(matches(pixel(image, 25, 55), red))
        #expect(matches(pixel(image, 45, 35), blue), "above right of the square (y up): its shadow")
        #expect(pixel(image, 45, 65).alpha == 0)
    }

    @Test func theCTMDoesNotMoveOrScaleTheOffset() {
        let ctx = layerContext(120, 120)
        ctx.scaleBy(x: 2, y: 2)
        ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: opaqueBlue)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))   // pixels 20…60
        let image = ctx.makeImage()
        #expect(matches(pixel(image, 65, 65), blue), "the shadow is 10 pixels off, not 20: it ends at 70")
        #expect(pixel(image, 75, 75).alpha == 0)
    }

    @Test func aRetinaLayerContextMeasuresTheOffsetInPoints() {
        let ctx = layerContext(160, 160, scale: 2)
        drawSquare(ctx)   // square at pixels 40…80, shadow offset 20 pixels
        let image = ctx.makeImage()
        #expect(matches(pixel(image, 90, 90), blue))
        #expect(pixel(image, 105, 105).alpha == 0)
    }

    @Test func blurSpreadsTheEdgeOverAboutTwoSigma() {
        let ctx = layerContext(120, 120)
        ctx.setShadow(offset: CGSize(width: 0, height: 40), blur: 10, color: opaqueBlue)   // σ = 5
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 20, y: 10, width: 80, height: 30))   // shadow: x 20…100, y 50…80
        let image = ctx.makeImage()
        dump(image, "shadow-blur")
        let mid = pixel(image, 60, 65).alpha, edge = pixel(image, 20, 65).alpha
        let inside = pixel(image, 25, 65).alpha, outside = pixel(image, 15, 65).alpha, far = pixel(image, 3, 65).alpha
        #expect(mid > 0.97, "deep inside the shadow: full (\(mid))")
        #expect(abs(edge - 0.5) < 0.08, "on the shadow's edge: half (\(edge))")
        #expect(inside > 0.75 && inside < 0.92, "one σ inside: about 0.84 (\(inside))")
        #expect(outside > 0.08 && outside < 0.25, "one σ outside: about 0.16 (\(outside))")
        #expect(far < 0.01, "more than 3σ outside: nothing (\(far))")
    }

    @Test func theDefaultColourIsBlackAtAThird() {
        let ctx = layerContext(80, 80)
        ctx.setShadow(offset: CGSize(width: 30, height: 0), blur: 0)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        let shadow = pixel(ctx.makeImage(), 45, 20)
        #expect(matches(shadow, RGBA(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)), "\(shadow)")
    }

    @Test func nilColourAndRestoreGStateTurnShadowsOff() {
        let ctx = layerContext(80, 80)
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: opaqueBlue)
        ctx.restoreGState()
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: opaqueBlue)
        ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: nil)
        ctx.fill(CGRect(x: 50, y: 50, width: 10, height: 10))
        let image = ctx.makeImage()
        #expect(pixel(image, 45, 45).alpha == 0, "restoreGState dropped the first shadow")
        #expect(pixel(image, 65, 65).alpha == 0, "a nil colour turned the second off")
    }

    @Test func strokesImagesAndTheClipToo() {
        let ctx = layerContext(120, 120)
        ctx.setShadow(offset: CGSize(width: 8, height: 0), blur: 0, color: opaqueBlue)
        // A stroke: the shadow is of the line, not of the path's inside.
        ctx.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.setLineWidth(4)
        ctx.stroke(CGRect(x: 10, y: 10, width: 30, height: 30))
        // An image: its shadow lies outside the image's rectangle.
        let image = CGImage(validatedWidth: 2, height: 2, premultiplied: [255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255])
        ctx.draw(image, in: CGRect(x: 60, y: 10, width: 20, height: 20))
        // The clip clips shadows: a square whose shadow would reach x 108 is clipped at 100.
        ctx.clip(to: CGRect(x: 0, y: 60, width: 100, height: 60))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 70, y: 70, width: 30, height: 20))
        let result = ctx.makeImage()
        dump(result, "shadow-kinds")
        #expect(matches(pixel(result, 46, 25), blue), "the right side's line, shadowed 8 to the right")
        #expect(pixel(result, 30, 25).alpha == 0, "inside the stroked square: no shadow")
        #expect(matches(pixel(result, 85, 20), blue), "beside the image: its shadow")
        #expect(pixel(result, 104, 80).alpha == 0, "past the clip: no shadow")
        #expect(matches(pixel(result, 98, 80), red))
    }
}
