import Foundation
import Testing
import StrataCore
import StrataGraphics

/// Seed 003 (Jianshu "iOS~核心动画", Swift): the anchorPoint / position / frame formulas
/// (L26–74, digest Part 2), the flipped layer and size toggle (E40) and the infinitely repeating
/// petal move (E42).
///
/// Apple, CALayer.frame: "the frame rectangle is position and size of the layer specified in
/// the superlayer's coordinate space … a function of the bounds, anchorPoint and position";
/// CALayer.anchorPoint: position is where the anchor point lies in the superlayer.
@Suite struct Seed003ExamplesTests {
    /// Seed 003 L42–51: frame.origin = position − anchorPoint × bounds.size.
    static func frameOrigin(position p: CGPoint, anchor a: CGPoint, size s: CGSize) -> CGPoint {
        CGPoint(x: p.x - a.x * s.width, y: p.y - a.y * s.height)
    }

    /// L37–45 and the digest's worked table (Part 2.3): petal, fish, SFLayer, circle.
    @Test(arguments: [
        (CGSize(width: 10, height: 20), CGPoint(x: 50, y: 150), CGPoint(x: 0.5, y: 0.5), CGRect(x: 45, y: 140, width: 10, height: 20)),
        (CGSize(width: 10, height: 20), CGPoint(x: 50, y: 150), CGPoint(x: 0.5, y: 0.6), CGRect(x: 45, y: 138, width: 10, height: 20)),
        (CGSize(width: 87, height: 32), CGPoint(x: 160, y: 284), CGPoint(x: 0.5, y: 0.5), CGRect(x: 116.5, y: 268, width: 87, height: 32)),
        (CGSize(width: 185, height: 185), CGPoint(x: 200, y: 300), CGPoint(x: 0.5, y: 0.5), CGRect(x: 107.5, y: 207.5, width: 185, height: 185)),
        (CGSize(width: 150, height: 150), CGPoint(x: 160, y: 284), CGPoint(x: 0, y: 0), CGRect(x: 160, y: 284, width: 150, height: 150)),
        (CGSize(width: 150, height: 150), CGPoint(x: 160, y: 284), CGPoint(x: 1, y: 1), CGRect(x: 10, y: 134, width: 150, height: 150)),
    ])
    func frameIsDerivedFromPositionAnchorPointAndBounds(size: CGSize, position: CGPoint, anchor: CGPoint, expected: CGRect) {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()

            layer.bounds = CGRect(origin: .zero, size: size)
            layer.anchorPoint = anchor
            layer.position = position

            #expect(layer.frame == expected)
            #expect(layer.frame.origin == Self.frameOrigin(position: position, anchor: anchor, size: size))
        }
    }

    /// L47–51 and L67–74: position and anchorPoint are independent — setting one never changes
    /// the other; changing anchorPoint with position fixed moves the frame (seed: "调整anchorPoint
    /// 即可达到调整图层显示位置的作用").
    @Test func changingAnchorPointMovesTheFrameButNotThePosition() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let before = petal.frame

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            petal.anchorPoint = CGPoint(x: 0.5, y: 0.6)
            CATransaction.commit()
            let afterAnchor = (petal.position, petal.frame)
            petal.position = CGPoint(x: 70, y: 170)

            #expect(before == CGRect(x: 45, y: 140, width: 10, height: 20))
            #expect(afterAnchor.0 == CGPoint(x: 50, y: 150))
            #expect(afterAnchor.1 == CGRect(x: 45, y: 138, width: 10, height: 20))
            #expect(petal.anchorPoint == CGPoint(x: 0.5, y: 0.6))
            #expect(petal.frame.origin == CGPoint(x: 65, y: 158))
        }
    }

    /// L55–58: to change anchorPoint without moving the layer, positionNew = positionOld +
    /// (anchorNew − anchorOld) × size: (50,150) → (50,152) for (0.5,0.5) → (0.5,0.6).
    @Test func positionFormulaKeepsTheFrameWhenTheAnchorPointChanges() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let oldFrame = petal.frame, old = petal.position, oldAnchor = petal.anchorPoint
            let newAnchor = CGPoint(x: 0.5, y: 0.6)

            petal.anchorPoint = newAnchor
            petal.position = CGPoint(x: old.x + (newAnchor.x - oldAnchor.x) * petal.bounds.width,
                                     y: old.y + (newAnchor.y - oldAnchor.y) * petal.bounds.height)

            #expect(petal.position == CGPoint(x: 50, y: 152))
            #expect(petal.frame == oldFrame)
        }
    }

    /// L60–66: `setAnchorPoint:forView:` — re-assigning the old frame after the anchor change
    /// recomputes position (Apple, frame setter: changes position and bounds.size): E23's
    /// anchors (0,0) and (1,1) on the 150² square at (160,284) give positions (85,209) and
    /// (235,359), the frame staying (85,209,150,150).
    @Test(arguments: [(CGPoint(x: 0, y: 0), CGPoint(x: 85, y: 209)), (CGPoint(x: 1, y: 1), CGPoint(x: 235, y: 359)),
                      (CGPoint(x: 0.5, y: 0.5), CGPoint(x: 160, y: 284))])
    func reassigningTheOldFrameKeepsTheLayerInPlace(anchor: CGPoint, position: CGPoint) {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 150, height: 150)
            layer.position = CGPoint(x: 160, y: 284)

            let oldFrame = layer.frame
            layer.anchorPoint = anchor
            layer.frame = oldFrame

            #expect(layer.position == position)
            #expect(layer.frame == CGRect(x: 85, y: 209, width: 150, height: 150))
            #expect(layer.bounds.size == CGSize(width: 150, height: 150))
        }
    }

    /// E40 (seed 003 L77–146): method 4 flips the layer with
    /// `setValue(Double.pi, forKeyPath: "transform.rotation.x")` before it is shown: the
    /// transform is CATransform3DMakeRotation(π, 1, 0, 0) (m22 = m33 = cos π = −1,
    /// m23 = sin π ≈ 1.2e-16). Then taps toggle the side 150 ↔ 600 with implicit animations
    /// (0.25 s, Apple's default transaction duration).
    @Test func e40FlipByKeyPathThenTapTogglesTheSize() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer()
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 150, height: 150)
            layer.position = CGPoint(x: 160, y: 284)
            layer.cornerRadius = 75
            root.addSublayer(layer)
            layer.setValue(Double.pi, forKeyPath: "transform.rotation.x")
            let t = layer.transform
            #expect(abs(t.m11 - 1) < 1e-12 && abs(t.m22 + 1) < 1e-12 && abs(t.m33 + 1) < 1e-12)
            #expect(abs(t.m23) < 1e-12 && abs(t.m32) < 1e-12)
            clock.advance(by: 0)
            #expect(layer.animationKeys() == nil, "not yet on screen: no implicit animation")
            func tap(_ p: CGPoint) {
                let l = root.sublayers![0]
                let w: CGFloat = l.bounds.width == 150 ? 600 : 150
                l.bounds = CGRect(x: 0, y: 0, width: w, height: w)
                l.position = p
                l.cornerRadius = w / 2
            }

            tap(CGPoint(x: 100, y: 100))
            clock.advance(by: 0)
            let first = (layer.presentation()!.bounds.width, layer.animation(forKey: "bounds")?.duration)
            clock.advance(by: 0.25)
            let afterFirst = layer.presentation()!.bounds.width
            tap(CGPoint(x: 200, y: 200))
            clock.advance(by: 0.25)

            #expect(first.0 == 150 && first.1 == 0.25)
            #expect(afterFirst == 600 && layer.cornerRadius == 75)
            #expect(layer.presentation()!.bounds.width == 150 && layer.presentation()!.position == CGPoint(x: 200, y: 200))
        }
    }

    /// E42 (seed 003 L232–279): `repeatCount = HUGE` (Float infinity) — the 5 s move restarts from
    /// the model forever. Apple, repeatCount: "setting this property to greatestFiniteMagnitude
    /// (or infinity) will cause the animation to repeat forever".
    @Test func e42InfiniteRepeatRestartsTheMoveEveryFiveSeconds() {
        let clock = MediaClock.virtual()
        clock.run {
            let (_, petal) = SeedScene.petal(clock)
            let a = CABasicAnimation(keyPath: "position")
            a.toValue = NSValue(point: CGPoint(x: 55, y: 400))
            a.duration = 5.0
            a.repeatCount = .infinity

            petal.add(a, forKey: "KCBasicAnimation_Translation")

            for (t, p) in [(2.5, CGPoint(x: 52.5, y: 275)), (5, CGPoint(x: 50, y: 150)), (7.5, CGPoint(x: 52.5, y: 275)),
                           (1_001, CGPoint(x: 51, y: 200))] {
                clock.advance(to: t)
                SeedCheck.point(petal.presentation()!.position, p, tolerance: 1e-9, "t=\(t)")
            }
            #expect(petal.animation(forKey: "KCBasicAnimation_Translation") != nil)
            #expect(petal.position == CGPoint(x: 50, y: 150))
        }
    }
}
