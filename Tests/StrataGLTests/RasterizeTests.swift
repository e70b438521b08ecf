import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// `shouldRasterize` and `rasterizationScale` (FrameBuilder+Rasterize).
/// https://developer.apple.com/documentation/quartzcore/calayer/shouldrasterize: "the layer is
/// rendered as a bitmap in its local coordinate space and then composited to the destination
/// […] Shadow effects […] are rasterized and included in the bitmap. However, the current
/// opacity of the layer is not rasterized. If the rasterized bitmap requires scaling during
/// compositing, the filters in the minificationFilter and magnificationFilter properties are
/// applied as needed."
/// https://developer.apple.com/documentation/quartzcore/calayer/rasterizationscale: "The
/// default value of this property is 1.0, which indicates that the layer should be rasterized
/// at its current size. Larger values magnify the content and smaller values shrink it."
@Suite("shouldRasterize: a bitmap in the layer's own space")
struct RasterizeTests {
    /// A card: a rounded background, a border and two overlapping sublayers.
    private func card(at origin: CGPoint) -> CALayer {
        let card = solidLayer(CGRect(x: origin.x, y: origin.y, width: 40, height: 30), RGBA(red: 0.9, green: 0.9, blue: 0.2))
        card.cornerRadius = 6
        card.borderWidth = 2
        card.borderColor = RGBA(red: 0.1, green: 0.1, blue: 0.5).cgColor
        card.addSublayer(solidLayer(CGRect(x: 6, y: 6, width: 16, height: 12), .pureRed))
        card.addSublayer(solidLayer(CGRect(x: 14, y: 10, width: 16, height: 12), .pureBlue))
        return card
    }

    private func render(_ root: CALayer, width: Int, height: Int, scale: CGFloat = 1) throws -> (CGImage, FrameStats) {
        let renderer = try OffscreenRenderer(pixelWidth: width, pixelHeight: height, scale: scale)
        let image = try renderer.render(root, background: .white)
        return (image, renderer.lastFrameStats)
    }

    private func largestDifference(_ a: CGImage, _ b: CGImage) -> Double {
        zip(a.pixelData, b.pixelData).reduce(0) { max($0, abs(Double($1.0) - Double($1.1)) / 255) }
    }

    @Test func atTheTargetsScaleTheBitmapLooksAsTheLayerDrawnDirectly() throws {
        let root = screenRoot(width: 80, height: 60)
        let layer = card(at: CGPoint(x: 20, y: 15))
        root.addSublayer(layer)
        let (direct, directStats) = try render(root, width: 80, height: 60)
        layer.shouldRasterize = true
        let (rasterized, stats) = try render(root, width: 80, height: 60)
        savePNG(rasterized, "rasterize-card")
        #expect(directStats.surfacesUsed == 0)
        #expect(stats.surfacesUsed == 1, "the card is drawn into one bitmap")
        let worst = largestDifference(direct, rasterized)
        #expect(worst <= 0.02, "largest channel difference \(worst)")
    }

    @Test func aLowRasterizationScaleShowsTheBitmapMagnifiedAsOnIOS() throws {
        // A 2× screen and a layer left at rasterizationScale 1 (the classic blurred
        // shouldRasterize): one pixel a point, magnified bilinearly. Its black/white edge
        // spreads over several pixels instead of falling between two.
        for spriteCandidate in [false, true] {
            let root = screenRoot(width: 80, height: 40, scale: 2)
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 5, width: 20, height: 10)
            if spriteCandidate {
                // A plain image layer, which the walk otherwise takes as a sprite leaf.
                layer.contents = makeImage(20, 10) { x, _ in x < 10 ? RGBA(red: 0, green: 0, blue: 0) : .pureRed }
                layer.contentsScale = 1
            } else {
                layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), RGBA(red: 0, green: 0, blue: 0)))
                layer.addSublayer(solidLayer(CGRect(x: 10, y: 0, width: 10, height: 10), .pureRed))
            }
            root.addSublayer(layer)
            let (direct, _) = try render(root, width: 80, height: 40, scale: 2)
            layer.shouldRasterize = true
            layer.rasterizationScale = 0.5
            let (blurred, _) = try render(root, width: 80, height: 40, scale: 2)
            layer.rasterizationScale = 2
            let (sharp, _) = try render(root, width: 80, height: 40, scale: 2)
            savePNG(blurred, "rasterize-scale-half-\(spriteCandidate)")
            // The edge is at x = 20 points = pixel 40; pixel 38 is two pixels left of it.
            expectPixel(direct, 38, 20, RGBA(red: 0, green: 0, blue: 0), "drawn directly: black up to the edge")
            expectPixel(sharp, 38, 20, RGBA(red: 0, green: 0, blue: 0), "rasterized at the screen's scale: the same")
            let seen = blurred.color(atX: 38, y: 20) ?? .clear
            #expect(seen.red > 0.1, "at half a pixel a point the edge spreads: pixel 38 is \(describe(seen))")
            #expect(largestDifference(direct, sharp) <= 0.02, "rasterizationScale 2 on a 2× screen is the direct picture")
        }
    }

    @Test func theLayersOpacityAppliesToTheWholeBitmap() throws {
        // allowsGroupOpacity false: drawn directly, each sublayer takes the opacity and their
        // overlap is darker; rasterized, the opacity is not in the bitmap but applied to it.
        let root = screenRoot(width: 60, height: 30)
        let layer = CALayer()
        layer.frame = CGRect(x: 5, y: 5, width: 50, height: 20)
        layer.allowsGroupOpacity = false
        layer.opacity = 0.5
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 30, height: 20), .pureRed))
        layer.addSublayer(solidLayer(CGRect(x: 20, y: 0, width: 30, height: 20), .pureRed))
        root.addSublayer(layer)
        let (direct, _) = try render(root, width: 60, height: 30)
        expectPixel(direct, 30, 15, RGBA(red: 1, green: 0.25, blue: 0.25), tolerance: 0.03,
                    "directly: red at 0.5 over red at 0.5 over white")
        layer.shouldRasterize = true
        let (rasterized, _) = try render(root, width: 60, height: 30)
        expectPixel(rasterized, 30, 15, RGBA(red: 1, green: 0.5, blue: 0.5), tolerance: 0.03,
                    "rasterized: the overlap is inside the bitmap, which is composited at 0.5")
        expectPixel(rasterized, 10, 15, RGBA(red: 1, green: 0.5, blue: 0.5), tolerance: 0.03, "outside the overlap the same")
    }

    @Test func theShadowIsInTheBitmap() throws {
        let root = screenRoot(width: 80, height: 60)
        let layer = card(at: CGPoint(x: 15, y: 10))
        layer.shadowOpacity = 0.8
        layer.shadowOffset = CGSize(width: 8, height: 8)
        layer.shadowRadius = 0
        root.addSublayer(layer)
        let (direct, _) = try render(root, width: 80, height: 60)
        layer.shouldRasterize = true
        let (rasterized, _) = try render(root, width: 80, height: 60)
        savePNG(rasterized, "rasterize-shadow")
        expectPixel(direct, 60, 45, RGBA(red: 0.2, green: 0.2, blue: 0.2), tolerance: 0.03, "the hard shadow, drawn directly")
        #expect(largestDifference(direct, rasterized) <= 0.02, "the shadow is rasterized with the layer")
    }

    @Test func aMovedRasterizedLayerCompositesLastFramesBitmapAndAChangeRedrawsIt() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 100, height: 60)
            let layer = card(at: CGPoint(x: 10, y: 10))
            layer.shouldRasterize = true
            root.addSublayer(layer)
            let move = CABasicAnimation(keyPath: "transform.rotation.z")
            move.fromValue = 0.0
            move.toValue = 0.6
            move.duration = 1
            layer.add(move, forKey: "turn")
            clock.advance(by: 0)
            let renderer = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 60)
            var used: [Int] = []
            for (i, t) in [0.0, 0.3, 0.6, 0.9].enumerated() {
                if i == 3 {
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    layer.sublayers?[0].backgroundColor = RGBA.pureGreen.cgColor
                    CATransaction.commit()
                }
                clock.advance(to: t)
                let frame = try renderer.renderFrame(root, at: clock.now, background: .white)
                used.append(renderer.lastFrameStats.surfacesUsed)
                // A fresh compositor rasterizes from scratch.
                let fresh = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 60).renderFrame(root, at: clock.now, background: .white)
                #expect(largestDifference(frame, fresh) == 0, "frame \(i) equals a fresh rasterization")
                if i == 3 {
                    // The red sublayer turned green: its centre, turned with the card.
                    let centre = layer.presentation()!.convert(CGPoint(x: 9, y: 9), to: root)
                    expectPixel(frame, Int(centre.x), Int(centre.y), .pureGreen, tolerance: 0.05, "the changed sublayer shows")
                }
            }
            #expect(used == [1, 0, 0, 1], "drawn once, then last frame's bitmap turned, drawn again once changed: \(used)")
        }
    }

    /// Damage tracking (FrameDamage) compares draw lists: a frame that draws a bitmap, or first
    /// reuses one, records other commands than the frame before and is redrawn whole; frames
    /// that go on reusing it redraw only what moved. Every frame equals a whole redraw.
    @Test func redrawingOnlyChangesAroundARasterizedLayerMatchesWholeRedraws() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 120, height: 80)
            let layer = card(at: CGPoint(x: 10, y: 10))
            layer.shouldRasterize = true
            root.addSublayer(layer)
            let dot = solidLayer(CGRect(x: 100, y: 60, width: 8, height: 8), .pureGreen)
            root.addSublayer(dot)
            clock.advance(by: 0)
            let incremental = try OffscreenRenderer(pixelWidth: 120, pixelHeight: 80)
            let whole = try OffscreenRenderer(pixelWidth: 120, pixelHeight: 80)
            whole.redrawsOnlyChanges = false
            var redrawn: [Int] = []
            for frame in 0..<7 {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                switch frame {
                case 2, 6: layer.position.x += 30                                     // the bitmap moves
                case 3: dot.position.y = 20                                           // elsewhere only
                case 4: layer.sublayers?[1].backgroundColor = RGBA.pureGreen.cgColor  // its drawing changes
                default: break
                }
                CATransaction.commit()
                clock.advance(to: Double(frame) / 10)
                let a = try incremental.renderFrame(root, at: clock.now, background: .white)
                let b = try whole.render(root, background: .white)
                #expect(largestDifference(a, b) == 0, "frame \(frame) equals the whole redraw")
                redrawn.append(incremental.lastFrameStats.redrawnPixels)
            }
            for frame in [2, 3, 6] {
                #expect(redrawn[frame] > 0 && redrawn[frame] < 120 * 80, "frame \(frame) redraws part of the picture: \(redrawn)")
            }
        }
    }

    @Test func aRasterizationScaleThatIsNoScaleDrawsDirectly() throws {
        let root = screenRoot(width: 80, height: 60)
        let layer = card(at: CGPoint(x: 20, y: 15))
        root.addSublayer(layer)
        let (direct, _) = try render(root, width: 80, height: 60)
        layer.shouldRasterize = true
        for scale in [CGFloat.nan, 0, -2, .infinity, 1e9, 5] {   // 5: 200 × 5 > 2.5 × 80 pixels
            layer.rasterizationScale = scale
            let (image, stats) = try render(root, width: 80, height: 60)
            #expect(stats.surfacesUsed == 0, "rasterizationScale \(scale): no bitmap")
            #expect(largestDifference(direct, image) == 0, "rasterizationScale \(scale): drawn as without rasterizing")
        }
    }
}
