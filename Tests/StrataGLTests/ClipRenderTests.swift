import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

@Suite("Clipping: masksToBounds")
struct ClipRenderTests {
    @Test func axisAlignedClipUsesTheScissor() throws {
        let (image, stats) = try renderScene(width: 100, height: 100, name: "clip-scissor") { root in
            let clip = CALayer()
            clip.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
            clip.masksToBounds = true
            clip.addSublayer(solidLayer(CGRect(x: -20, y: -20, width: 100, height: 100), .pureRed))
            root.addSublayer(clip)
        }

        expectPixel(image, 19, 30, .clear, "left of the clipping layer's bounds (x 20…59)")
        expectPixel(image, 20, 30, .pureRed, "the first column inside")
        expectPixel(image, 59, 59, .pureRed, "the last pixel inside")
        expectPixel(image, 60, 59, .clear, "just right of the bounds")
        #expect(stats.drawCalls == 1, "a whole-pixel rectangle clip is a scissor: no stencil pass, one draw call")
    }

    @Test func rotatedRoundedLayerClipsItsChildren() throws {
        let (image, _) = try renderScene(width: 200, height: 200, name: "clip-rotated-rounded") { root in
            let clip = solidLayer(CGRect(x: 50, y: 50, width: 100, height: 100), .pureBlue)
            clip.cornerRadius = 20
            clip.masksToBounds = true
            clip.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
            clip.addSublayer(solidLayer(CGRect(x: -50, y: -50, width: 200, height: 100), .pureRed))
            root.addSublayer(clip)
        }

        // The clip is a diamond centred at (100, 100) whose tips (rounded) are ~70 px away.
        expectPixel(image, 80, 120, .pureBlue, "lower left of the centre: the red child covers only the layer's top half, which turns to the upper right")
        expectPixel(image, 120, 80, .pureRed, "upper right of the centre: on the red child, inside the clip")
        expectPixel(image, 40, 40, .clear, "the child extends there, but it is outside the rotated clip")
        expectPixel(image, 100, 33, .clear, "the rounded top tip ends at y ≈ 37.6: the sharp corner would reach y ≈ 29.3")
        expectPixel(image, 166, 100, .clear, "right of the rounded right tip (x ≈ 162.4)")
        expectPixel(image, 158, 100, .pureRed, "just inside the right tip, on the red half")
        var partial = 0
        for x in 50..<100 { let a = image.color(atX: x, y: 70)!.alpha; if a > 0.1 && a < 0.9 { partial += 1 } }
        #expect(partial >= 1, "the clip's 45° edge is anti-aliased along row 70")
    }

    @Test func nestedClipsIntersect() throws {
        let (image, _) = try renderScene(width: 200, height: 200, name: "clip-nested") { root in
            let outer = CALayer()
            outer.frame = CGRect(x: 20, y: 20, width: 160, height: 160)
            outer.cornerRadius = 80
            outer.masksToBounds = true
            let inner = CALayer()
            inner.frame = CGRect(x: 0, y: 0, width: 160, height: 160)
            inner.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
            inner.masksToBounds = true
            let innermost = CALayer()
            innermost.frame = CGRect(x: 60, y: 0, width: 100, height: 160)
            innermost.masksToBounds = true
            innermost.cornerRadius = 10
            innermost.addSublayer(solidLayer(CGRect(x: -200, y: -200, width: 500, height: 500), .pureGreen))
            inner.addSublayer(innermost)
            outer.addSublayer(inner)
            root.addSublayer(outer)
        }

        expectPixel(image, 100, 100, .pureGreen, "the centre is inside the circle, the rotated square and the right part")
        expectPixel(image, 30, 30, .clear, "outside the circle (radius 80 about (100, 100)): the outer clip holds")
        expectPixel(image, 100, 175, .pureGreen, "inside all three near the bottom of the circle")
        expectPixel(image, 60, 100, .clear, "left of the innermost clip (which covers x ≥ 60 of the rotated square: the lower-right diamond half)")
    }

    @Test func perspectiveClip() throws {
        let (image, _) = try renderScene(width: 200, height: 200, name: "clip-perspective") { root in
            let stage = CALayer()
            stage.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            stage.sublayerTransform = perspective(300)
            root.addSublayer(stage)
            let clip = CALayer()
            clip.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            clip.transform = CATransform3DMakeRotation(0.7, 1, 0, 0)
            clip.masksToBounds = true
            clip.addSublayer(solidLayer(CGRect(x: -100, y: -100, width: 300, height: 300), .pureRed))
            stage.addSublayer(clip)
        }

        expectPixel(image, 100, 100, .pureRed, "the centre of the tilted clip")
        expectPixel(image, 100, 40, .clear, "above the tilted layer's far (top) edge, which moves down toward the centre")
        let topRow = (0..<200).first { image.color(atX: 100, y: $0)!.alpha > 0.5 }!
        let bottomRow = (0..<200).last { image.color(atX: 100, y: $0)!.alpha > 0.5 }!
        #expect(100 - topRow < bottomRow - 100, "tilted back at the top: the near bottom half is taller (top \(topRow), bottom \(bottomRow))")
    }
}

@Suite("Clipping of intermediate surfaces")
struct SurfaceClipTests {
    @Test func aGroupInsideARotatedClipIsClippedWhenCompositedBack() throws {
        let (image, stats) = try renderScene(width: 200, height: 200, name: "clip-group") { root in
            let clip = CALayer()
            clip.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            clip.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
            clip.cornerRadius = 10
            clip.masksToBounds = true
            let group = CALayer()
            group.frame = CGRect(x: -50, y: -50, width: 200, height: 200)
            group.opacity = 0.5
            group.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 200, height: 200), .pureRed))
            group.addSublayer(solidLayer(CGRect(x: 100, y: 0, width: 100, height: 200), .pureBlue))
            clip.addSublayer(group)
            root.addSublayer(clip)
        }

        #expect(stats.surfacesUsed == 1)
        expectPixel(image, 100, 70, RGBA(red: 1, green: 0, blue: 0, alpha: 0.5), "inside the diamond on the red part: the group at 0.5")
        expectPixel(image, 130, 100, RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), "inside the diamond on the blue part (rotated 45°: right is blue)")
        expectPixel(image, 40, 40, .clear, "the group covers (40, 40) but it is outside the rotated clip")
    }
}
