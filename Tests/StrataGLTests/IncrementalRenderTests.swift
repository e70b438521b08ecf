import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// An offscreen renderer redraws only what changed since its last frame (FrameDamage); the
/// pictures must be exactly those of whole redraws, frame after frame.
@Suite("Incremental redraw")
struct IncrementalRenderTests {
    /// A scene with a bit of everything the quad path draws, and things that change at
    /// different times: a sliding box, a colour change, a rotating rounded bordered layer,
    /// a layer hidden at 0.5 s, an image swapped at 0.7 s, a clipping rotated parent whose
    /// child slides (stencil), an analytic shadow that moves, and perspective.
    private func scene(_ clock: MediaClock, width: Int, height: Int, scale: CGFloat) -> (CALayer, (CFTimeInterval) -> Void) {
        let root = screenRoot(width: width, height: height, scale: scale)
        root.backgroundColor = RGBA(red: 0.1, green: 0.1, blue: 0.15).cgColor
        for i in 0..<12 {
            root.addSublayer(solidLayer(CGRect(x: 10 + 25 * i, y: 150, width: 20, height: 20),
                                        RGBA(red: Double(i) / 12, green: 0.6, blue: 0.3)))
        }
        let slider = solidLayer(CGRect(x: 10, y: 10, width: 30, height: 30), .pureRed)
        root.addSublayer(slider)
        let tinted = solidLayer(CGRect(x: 60, y: 10, width: 30, height: 30), .pureGreen)
        root.addSublayer(tinted)
        let spinner = solidLayer(CGRect(x: 110, y: 10, width: 40, height: 30), .pureBlue)
        spinner.cornerRadius = 8
        spinner.borderWidth = 3
        spinner.borderColor = RGBA.white.cgColor
        root.addSublayer(spinner)
        let blinker = solidLayer(CGRect(x: 170, y: 10, width: 20, height: 20), RGBA(red: 1, green: 1, blue: 0))
        root.addSublayer(blinker)
        let picture = CALayer()
        picture.frame = CGRect(x: 210, y: 10, width: 32, height: 32)
        let first = makeImage(16, 16) { x, y in (x + y) % 2 == 0 ? .pureRed : .white }
        let second = makeImage(16, 16) { x, _ in x < 8 ? .pureBlue : .pureGreen }
        picture.contents = first
        root.addSublayer(picture)
        let window = solidLayer(CGRect(x: 20, y: 60, width: 80, height: 60), RGBA(red: 0.3, green: 0.3, blue: 0.3))
        window.masksToBounds = true
        window.cornerRadius = 12
        window.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let inner = solidLayer(CGRect(x: -20, y: 10, width: 40, height: 40), RGBA(red: 1, green: 0.5, blue: 0))
        window.addSublayer(inner)
        root.addSublayer(window)
        let shadowed = solidLayer(CGRect(x: 140, y: 70, width: 40, height: 40), RGBA(red: 0.9, green: 0.9, blue: 0.9))
        shadowed.shadowOpacity = 0.8
        shadowed.shadowRadius = 0
        shadowed.shadowOffset = CGSize(width: 4, height: 4)
        root.addSublayer(shadowed)
        let tilted = solidLayer(CGRect(x: 220, y: 70, width: 60, height: 50), RGBA(red: 0.5, green: 0, blue: 0.8))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        tilted.transform = CATransform3DRotate(perspective, 0.6, 0, 1, 0)
        root.addSublayer(tilted)
        clock.advance(by: 0)

        let change: (CFTimeInterval) -> Void = { t in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            slider.position = CGPoint(x: 25 + 100 * t, y: 25)
            tinted.backgroundColor = RGBA(red: t, green: 1 - t, blue: 0).cgColor
            spinner.transform = CATransform3DMakeRotation(3 * t, 0, 0, 1)
            blinker.isHidden = t >= 0.5
            picture.contents = t >= 0.7 ? second : first
            inner.position.x = 20 * t * 4
            shadowed.shadowOffset = CGSize(width: 4 + 6 * t, height: 4)
            if t >= 0.8 { tilted.transform = CATransform3DRotate(perspective, 0.6 + t, 0, 1, 0) }
            CATransaction.commit()
        }
        return (root, change)
    }

    @Test(arguments: [1.0, 2.0])
    func everyFrameMatchesAWholeRedraw(scale: CGFloat) throws {
        let (width, height) = (Int(300 * scale), Int(180 * scale))
        let clock = MediaClock.virtual()
        try clock.run {
            let (root, change) = scene(clock, width: width, height: height, scale: scale)
            let incremental = try OffscreenRenderer(pixelWidth: width, pixelHeight: height, scale: scale)
            let whole = try OffscreenRenderer(pixelWidth: width, pixelHeight: height, scale: scale)
            whole.redrawsOnlyChanges = false
            // Times repeat (nothing changes) and jump (several changes at once).
            for (frame, t) in [0.0, 0.1, 0.1, 0.2, 0.35, 0.5, 0.55, 0.7, 0.7, 0.8, 0.9, 1].enumerated() {
                change(t)
                clock.advance(to: t)
                let a = try incremental.renderFrame(root, at: clock.now, background: .black)
                let redrawn = incremental.lastFrameStats.redrawnPixels
                let b = try whole.render(root, background: .black)
                let differing = a.pixelData.indices.filter { a.pixelData[$0] != b.pixelData[$0] }
                if let first = differing.first {
                    savePNG(a, "incremental-\(frame)-partial")
                    savePNG(b, "incremental-\(frame)-whole")
                    Issue.record("frame \(frame) (t = \(t)): \(differing.count) bytes differ from the whole redraw, the first at pixel (\(first / 4 % width), \(first / 4 / width))")
                }
                if frame == 0 {
                    #expect(redrawn == width * height, "the first frame is drawn whole")
                } else if frame == 2 || frame == 8 {
                    #expect(redrawn == 0, "frame \(frame) repeats the last: nothing to redraw")
                } else if t == 0.5 {
                    #expect(redrawn == width * height, "a layer went (hidden): the quads differ, so the frame is drawn whole")
                } else {
                    #expect(redrawn > 0 && redrawn < width * height, "frame \(frame): only around what changed (\(redrawn) pixels)")
                }
            }
        }
    }

    @Test func aSmallChangeRedrawsASmallArea() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 400, height: 300)
            root.backgroundColor = RGBA.white.cgColor
            for i in 0..<50 { root.addSublayer(solidLayer(CGRect(x: 8 * i, y: 100, width: 6, height: 100), .pureBlue)) }
            let dot = solidLayer(CGRect(x: 10, y: 10, width: 10, height: 10), .pureRed)
            root.addSublayer(dot)
            clock.advance(by: 0)
            let renderer = try OffscreenRenderer(pixelWidth: 400, pixelHeight: 300)
            _ = try renderer.renderFrame(root, at: clock.now)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            dot.position = CGPoint(x: 30, y: 15)
            CATransaction.commit()
            clock.advance(by: 0.1)
            let image = try renderer.renderFrame(root, at: clock.now)
            let redrawn = renderer.lastFrameStats.redrawnPixels
            // The dot's old box (10…20, 10…20) and new one (25…35, 10…20), hard-edged (no
            // anti-aliasing margin: allowsEdgeAntialiasing is false), each pushed out by 2
            // pixels, the far edges rounded out: x 8…38, y 8…23.
            #expect(redrawn == 30 * 15, "redrawn \(redrawn) pixels")
            expectPixel(image, 30, 15, .pureRed, "the dot's new place")
            expectPixel(image, 12, 15, .white, "its old place, cleared to the background")
            expectPixel(image, 4, 150, .pureBlue, "the bars, not redrawn, are still there")
        }
    }

    /// A group drawn through a surface (group opacity) is redrawn whole into it and
    /// composited under the damage: a change inside it damages its whole composite.
    @Test func surfaceGroupsRedrawTheirCompositeWhenTheyChange() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 100, height: 100)
            root.backgroundColor = RGBA.white.cgColor
            let group = solidLayer(CGRect(x: 10, y: 10, width: 50, height: 50), .pureRed)
            group.opacity = 0.5
            let inner = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .pureBlue)
            group.addSublayer(inner)
            root.addSublayer(group)
            let dot = solidLayer(CGRect(x: 80, y: 80, width: 10, height: 10), .pureGreen)
            root.addSublayer(dot)
            clock.advance(by: 0)
            let renderer = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 100)
            let whole = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 100)
            whole.redrawsOnlyChanges = false
            _ = try renderer.renderFrame(root, at: clock.now)
            _ = try renderer.renderFrame(root, at: clock.now)
            #expect(renderer.lastFrameStats.surfacesUsed == 1)
            #expect(renderer.lastFrameStats.redrawnPixels == 0, "nothing changed")

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            dot.position = CGPoint(x: 85, y: 70)
            CATransaction.commit()
            var image = try renderer.renderFrame(root, at: clock.now)
            let dotOnly = renderer.lastFrameStats.redrawnPixels
            #expect(dotOnly > 0 && dotOnly < 30 * 30, "only around the dot, outside the group (\(dotOnly) pixels)")
            #expect(image.pixelData == (try whole.render(root, background: .clear)).pixelData)

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            inner.position = CGPoint(x: 30, y: 25)
            CATransaction.commit()
            image = try renderer.renderFrame(root, at: clock.now)
            let groupArea = renderer.lastFrameStats.redrawnPixels
            // The group's composite (10…60, plus the margins) and nothing else.
            #expect(groupArea >= 50 * 50 && groupArea < 60 * 60, "the group's composite (\(groupArea) pixels)")
            #expect(image.pixelData == (try whole.render(root, background: .clear)).pixelData)
        }
    }

    @Test func invalidatingRedrawsWhole() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 50, height: 50)
            root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .pureGreen))
            clock.advance(by: 0)
            let renderer = try OffscreenRenderer(pixelWidth: 50, pixelHeight: 50)
            _ = try renderer.renderFrame(root, at: clock.now)
            renderer.invalidateContents()
            _ = try renderer.renderFrame(root, at: clock.now)
            #expect(renderer.lastFrameStats.redrawnPixels == 50 * 50, "after invalidateContents the frame is drawn whole")
            _ = try renderer.renderFrame(root, at: clock.now, background: .white)
            #expect(renderer.lastFrameStats.redrawnPixels == 50 * 50, "a new background colour changes every pixel")
        }
    }
}
