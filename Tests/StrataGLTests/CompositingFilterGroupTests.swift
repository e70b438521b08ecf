import CGL
import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// How a layer with a `compositingFilter` meets the rest of the tree: its sublayers blend as
/// one group ("A CoreImage filter used to composite the layer and the content behind it",
/// https://developer.apple.com/documentation/quartzcore/calayer/compositingfilter; the filter
/// composites the layer's rendering, sublayers included, as `filters` is documented to act on
/// "the content of the layer, including its border, filled background and sublayers",
/// https://developer.apple.com/documentation/quartzcore/calayer/filters), a filtered layer
/// inside a group blends with that group's content, masks cut the group before it is blended,
/// and a window's bottom-up framebuffer is read the right way up.
@Suite("compositingFilter groups")
struct CompositingFilterGroupTests {
    typealias Ref = BlendReference
    static func pm(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> [Double] { [r * a, g * a, b * a, a] }

    /// Multiply over grey of a red layer with a blue sublayer overlapping half of it: as a group
    /// the overlap is blue × grey; blended one by one it would be blue × (red × grey) = black.
    @Test func sublayersBlendAsOneGroup() throws {
        let (image, stats) = try renderScene(width: 60, height: 20, name: "blend-group") { root in
            root.backgroundColor = RGBA(red: 0.5, green: 0.5, blue: 0.5).cgColor
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), .pureRed)
            layer.compositingFilter = "multiplyBlendMode"
            layer.addSublayer(solidLayer(CGRect(x: 20, y: 0, width: 40, height: 20), .pureBlue))
            root.addSublayer(layer)
        }
        let grey = Self.pm(0.5, 0.5, 0.5)
        CompositingFilterRenderTests.expectClose(image, 10, 10, Ref.composite("multiplyBlendMode", src: Self.pm(1, 0, 0), dst: grey),
                                                 "the red layer alone, multiplied: (0.5, 0, 0)")
        CompositingFilterRenderTests.expectClose(image, 30, 10, Ref.composite("multiplyBlendMode", src: Self.pm(0, 0, 1), dst: grey),
                                                 "the overlap: the group shows blue there, multiplied once: (0, 0, 0.5)")
        CompositingFilterRenderTests.expectClose(image, 50, 10, Ref.composite("multiplyBlendMode", src: Self.pm(0, 0, 1), dst: grey),
                                                 "the sublayer outside its parent's bounds is part of the group too")
        #expect(stats.surfacesUsed == 1, "the group's surface only: multiply is GL's fixed (dual-source) blend function, with no copy of the backdrop")
    }

    /// A filtered sublayer of a filtered layer blends with its parent's group (the group is
    /// isolated, as a group's content is composited before it meets the backdrop), and the
    /// parent's group then blends with the backdrop: the inner backdrop copy comes from the
    /// parent's surface, at that surface's offset.
    @Test func nestedFiltersBlendInsideTheGroupFirst() throws {
        let (image, _) = try renderScene(width: 60, height: 40, name: "blend-nested") { root in
            root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 60, height: 40), RGBA(red: 0.2, green: 0.4, blue: 0.6)))
            let outer = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 20), RGBA(red: 0.8, green: 0.6, blue: 0.5))
            outer.compositingFilter = "screenBlendMode"
            let inner = solidLayer(CGRect(x: 20, y: 5, width: 15, height: 10), RGBA(red: 0.5, green: 0.25, blue: 1))
            inner.compositingFilter = "multiplyBlendMode"
            outer.addSublayer(inner)
            root.addSublayer(outer)
        }
        let backdrop = Self.pm(0.2, 0.4, 0.6), outerColor = Self.pm(0.8, 0.6, 0.5)
        let innerGroup = Ref.composite("multiplyBlendMode", src: Self.pm(0.5, 0.25, 1), dst: outerColor)
        CompositingFilterRenderTests.expectClose(image, 15, 15, Ref.composite("screenBlendMode", src: outerColor, dst: backdrop),
                                                 "the outer layer screened over the backdrop")
        CompositingFilterRenderTests.expectClose(image, 35, 20, Ref.composite("screenBlendMode", src: innerGroup, dst: backdrop),
                                                 "inner × outer inside the group, then screened over the backdrop")
        CompositingFilterRenderTests.expectClose(image, 5, 5, backdrop, "outside both")
    }

    /// A mask cuts the group before it is blended: outside the mask the backdrop stays as it
    /// is, even for an operator that would clear it (destinationOut keeps cb·(1 − αs)).
    @Test func aMaskCutsTheGroupBeforeItBlends() throws {
        let (image, stats) = try renderScene(width: 40, height: 20, name: "blend-masked") { root in
            root.backgroundColor = RGBA(red: 0.2, green: 0.6, blue: 0.9).cgColor
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), RGBA(red: 1, green: 1, blue: 0))
            layer.compositingFilter = "differenceBlendMode"
            let mask = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .white)
            layer.mask = mask
            root.addSublayer(layer)
        }
        let backdrop = Self.pm(0.2, 0.6, 0.9)
        CompositingFilterRenderTests.expectClose(image, 10, 10, Ref.composite("differenceBlendMode", src: Self.pm(1, 1, 0), dst: backdrop),
                                                 "inside the mask: |backdrop − yellow|")
        CompositingFilterRenderTests.expectClose(image, 30, 10, backdrop, "outside the mask the group is transparent: the backdrop shows")
        #expect(stats.surfacesUsed == 4, "the group, the mask, the masked group and the backdrop's copy (difference reads it)")
    }

    /// A replicator's copies of a filtered layer each blend with what is beneath them, the
    /// earlier copies included.
    @Test func replicatedFilteredLayersBlendWithEachOther() throws {
        let (image, _) = try renderScene(width: 50, height: 20, name: "blend-replicated") { root in
            root.backgroundColor = RGBA.white.cgColor
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
            replicator.instanceCount = 2
            replicator.instanceTransform = CATransform3DMakeTranslation(15, 0, 0)
            let layer = solidLayer(CGRect(x: 5, y: 0, width: 25, height: 20), RGBA(red: 0.5, green: 0.8, blue: 1))
            layer.compositingFilter = "multiplyBlendMode"
            replicator.addSublayer(layer)
            root.addSublayer(replicator)
        }
        let once = Ref.composite("multiplyBlendMode", src: Self.pm(0.5, 0.8, 1), dst: Self.pm(1, 1, 1))
        let twice = Ref.composite("multiplyBlendMode", src: Self.pm(0.5, 0.8, 1), dst: once)
        CompositingFilterRenderTests.expectClose(image, 10, 10, once, "the first copy alone")
        CompositingFilterRenderTests.expectClose(image, 25, 10, twice, "both copies: multiplied twice")
        CompositingFilterRenderTests.expectClose(image, 40, 10, once, "the second copy alone")
    }

    /// A window's framebuffer stores its bottom row first: the backdrop copy must be flipped
    /// so that the top of the layer meets the top of what is beneath it.
    @Test func bottomUpFramebufferBackdropIsTheRightWayUp() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 20, height: 40)
            root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .pureRed))
            root.addSublayer(solidLayer(CGRect(x: 0, y: 20, width: 20, height: 20), .pureBlue))
            let layer = solidLayer(CGRect(x: 0, y: 5, width: 20, height: 30), RGBA(red: 0.5, green: 0.5, blue: 0.5))
            layer.compositingFilter = "overlayBlendMode"
            root.addSublayer(layer)
            clock.advance(to: 0)
            root.updatePresentationTree(at: 0)
            let pixels: [UInt8] = try GLThread.shared.run {
                _ = try HeadlessContext.shared()
                let compositor = try Compositor()
                let surface = try RenderSurface(width: 64, height: 64)
                try compositor.render(root, pixelWidth: 20, pixelHeight: 40, framebuffer: surface.framebuffer, topDown: false)
                var pixels = [UInt8](repeating: 0, count: 20 * 40 * 4)
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), surface.framebuffer)
                pixels.withUnsafeMutableBytes { glReadPixels(0, 0, 20, 40, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress) }
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
                return pixels
            }
            func color(storedRow: Int) -> [UInt8] { Array(pixels[(storedRow * 20 + 10) * 4..<(storedRow * 20 + 10) * 4 + 4]) }
            // Overlay with a 0.5 grey source is HardLight(grey, Cb): 2·0.5·Cb where Cb ≤ 0.5 and
            // 0.5 + … where it is 1: red stays (1, 0, 0), blue (0, 0, 1); a flipped copy would
            // put blue over the top half.
            let top = color(storedRow: 40 - 1 - 10), bottom = color(storedRow: 40 - 1 - 30)
            #expect(top[0] >= 253 && top[2] <= 2, "picture row 10 (stored row 29) stays red: \(top)")
            #expect(bottom[2] >= 253 && bottom[0] <= 2, "picture row 30 (stored row 9) stays blue: \(bottom)")
        }
    }
}

/// Filtered layers in unusual places draw sensibly and never trap.
@Suite("compositingFilter edge cases")
struct CompositingFilterEdgeCaseTests {
    /// The root itself blends with the cleared target (transparent): multiply over nothing
    /// leaves the source as it is (co = cs when αb = 0).
    @Test func aFilteredRootBlendsWithTheClearTarget() throws {
        let (image, _) = try renderScene(width: 20, height: 20) { root in
            root.backgroundColor = RGBA(red: 0.2, green: 0.4, blue: 0.6).cgColor
            root.compositingFilter = "multiplyBlendMode"
        }
        CompositingFilterRenderTests.expectClose(image, 10, 10, CompositingFilterGroupTests.pm(0.2, 0.4, 0.6), "the root as it is")
    }

    /// Empty, hidden and transparent filtered layers draw nothing, whatever the operator
    /// (a destinationIn that covered nothing would otherwise clear the backdrop).
    @Test func emptyHiddenAndTransparentLayersLeaveTheBackdrop() throws {
        let (image, _) = try renderScene(width: 30, height: 10) { root in
            root.backgroundColor = RGBA.pureGreen.cgColor
            let empty = CALayer()
            empty.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
            empty.compositingFilter = "destinationIn"
            root.addSublayer(empty)
            let hidden = solidLayer(CGRect(x: 10, y: 0, width: 10, height: 10), .pureRed)
            hidden.isHidden = true
            hidden.compositingFilter = "destinationIn"
            root.addSublayer(hidden)
            let transparent = solidLayer(CGRect(x: 20, y: 0, width: 10, height: 10), .pureRed)
            transparent.opacity = 0
            transparent.compositingFilter = "destinationIn"
            root.addSublayer(transparent)
        }
        for x in [1, 15, 25] { CompositingFilterRenderTests.expectClose(image, x, 5, [0, 1, 0, 1], "the green backdrop") }
    }

    /// An operator that clears the backdrop where the layer is transparent acts on the
    /// layer's box: the pixels just outside a pixel-aligned layer keep the backdrop.
    @Test(arguments: ["destinationIn", "sourceIn", "sourceOut", "destinationAtop", "copy", "clear"])
    func clearingOperatorsStopAtTheLayersEdge(mode: String) throws {
        let (image, _) = try renderScene(width: 30, height: 30) { root in
            root.backgroundColor = RGBA.pureGreen.cgColor
            let layer = solidLayer(CGRect(x: 10, y: 10, width: 10, height: 10), RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
            layer.compositingFilter = mode
            root.addSublayer(layer)
        }
        let inside = BlendReference.composite(mode, src: CompositingFilterGroupTests.pm(1, 0, 0, 0.5), dst: [0, 1, 0, 1])
        CompositingFilterRenderTests.expectClose(image, 15, 15, inside, "\(mode) inside the layer")
        for (x, y) in [(9, 15), (20, 15), (15, 9), (15, 20)] {
            CompositingFilterRenderTests.expectClose(image, x, y, [0, 1, 0, 1], "just outside the layer: the green backdrop")
        }
    }

    /// Inside a CATransformLayer (depth-sorted planes) and as a replicator (whose bounds are
    /// unknown: the group covers the whole target), the filter still applies.
    @Test func transformLayersAndReplicators() throws {
        let (image, _) = try renderScene(width: 40, height: 20) { root in
            root.backgroundColor = RGBA(red: 0.5, green: 0.5, blue: 0.5).cgColor
            let context = CATransformLayer()
            context.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            let plane = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .pureRed)
            plane.compositingFilter = "multiplyBlendMode"
            context.addSublayer(plane)
            root.addSublayer(context)
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
            replicator.compositingFilter = "screenBlendMode"
            replicator.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .pureBlue))
            root.addSublayer(replicator)
        }
        CompositingFilterRenderTests.expectClose(image, 10, 10, [0.5, 0, 0, 1], "red × grey")
        CompositingFilterRenderTests.expectClose(image, 30, 10, [0.5, 0.5, 1, 1], "blue screened over grey")
    }
}
