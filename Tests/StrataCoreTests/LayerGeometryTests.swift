import Foundation
import Testing
@testable import StrataCore

/// Layer geometry (Core Animation Programming Guide, "Layer Geometry"; seed 003's formulas:
/// frame.origin = position − anchorPoint × bounds.size).
@Suite struct LayerGeometryTests {
    @Test func frameIsDerivedThroughTheAnchorPoint() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
            layer.position = CGPoint(x: 50, y: 150)
            layer.anchorPoint = CGPoint(x: 0.5, y: 0.6)

            // x = 50 − 0.5·10 = 45, y = 150 − 0.6·20 = 138.
            #expect(layer.frame == CGRect(x: 45, y: 138, width: 10, height: 20))
        }
    }

    @Test func settingTheFrameMovesPositionThroughTheAnchorPoint() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            layer.anchorPoint = CGPoint(x: 0, y: 1)

            layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)

            #expect(layer.position == CGPoint(x: 10, y: 70))
            #expect(layer.bounds.size == CGSize(width: 100, height: 50))
        }
    }

    @Test func changingTheAnchorPointMovesTheFrameNotThePosition() {
        // Seed 003: the anchorPoint change shifts the layer; keeping the frame means moving position.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            layer.frame = CGRect(x: 100, y: 100, width: 100, height: 100)

            layer.anchorPoint = CGPoint(x: 0, y: 0)

            #expect(layer.position == CGPoint(x: 150, y: 150))
            #expect(layer.frame.origin == CGPoint(x: 150, y: 150))
        }
    }

    @Test func frameOfARotatedLayerIsItsBoundingBox() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
            layer.position = CGPoint(x: 100, y: 100)
            layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)

            let f = layer.frame

            #expect(abs(f.minX - 95) < 1e-9 && abs(f.minY - 90) < 1e-9)
            #expect(abs(f.width - 10) < 1e-9 && abs(f.height - 20) < 1e-9)
        }
    }

    @Test func convertPointsThroughTheTree() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            let child = CALayer()
            child.frame = CGRect(x: 100, y: 50, width: 100, height: 100)
            child.bounds.origin = CGPoint(x: 10, y: 10)
            root.addSublayer(child)

            let inRoot = child.convert(CGPoint(x: 10, y: 10), to: root)
            let back = child.convert(CGPoint(x: 100, y: 50), from: root)

            #expect(inRoot == CGPoint(x: 100, y: 50))
            #expect(back.isClose(to: CGPoint(x: 10, y: 10)))
        }
    }

    @Test func convertAppliesPerspectiveFromTheSublayerTransform() {
        // A child rotated about y under perspective m34 = −1/500: its near edge grows, its far
        // edge shrinks, and mapping back recovers the original point.
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            var p = CATransform3DIdentity
            p.m34 = -1.0 / 500
            root.sublayerTransform = p
            let card = CALayer()
            card.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
            card.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)
            root.addSublayer(card)

            let left = card.convert(CGPoint(x: 0, y: 0), to: root)
            let right = card.convert(CGPoint(x: 200, y: 0), to: root)
            let leftBottom = card.convert(CGPoint(x: 0, y: 200), to: root)
            let rightBottom = card.convert(CGPoint(x: 200, y: 200), to: root)
            let roundTrip = card.convert(left, from: root)

            let leftHeight = leftBottom.y - left.y, rightHeight = rightBottom.y - right.y
            #expect(abs(leftHeight - rightHeight) > 10)
            #expect(roundTrip.isClose(to: .zero, within: 1e-6))
        }
    }

    @Test func hitTestUsesThePresentationTreeWhenAskedOfIt() {
        // A layer animating away is hit where it is seen on the presentation tree, and where
        // its model is on the model tree.
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            let box = CALayer()
            box.name = "box"
            box.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            root.addSublayer(box)
            clock.advance(by: 0)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = CGPoint(x: 25, y: 25)
            move.toValue = CGPoint(x: 325, y: 25)
            move.duration = 2
            box.add(move, forKey: "move")
            clock.advance(to: 1)

            let seen = root.presentation()!.hitTest(CGPoint(x: 175, y: 25))
            let model = root.hitTest(CGPoint(x: 25, y: 25))

            #expect(seen?.name == "box")
            #expect(seen?.model() === box)
            #expect(model === box)
            #expect(root.presentation()!.hitTest(CGPoint(x: 25, y: 25))?.model() === root)
        }
    }

    @Test func hitTestSkipsHiddenLayersAndHonoursMasksToBounds() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let clip = CALayer()
            clip.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            clip.masksToBounds = true
            let child = CALayer()
            child.frame = CGRect(x: 40, y: 40, width: 40, height: 40)
            clip.addSublayer(child)
            root.addSublayer(clip)
            let hidden = CALayer()
            hidden.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            hidden.isHidden = true
            root.addSublayer(hidden)

            #expect(root.hitTest(CGPoint(x: 45, y: 45)) === child)
            #expect(root.hitTest(CGPoint(x: 70, y: 70)) === root)
        }
    }

    @Test func hitTestPrefersHigherZPosition() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let front = CALayer(), back = CALayer()
            front.frame = root.bounds
            back.frame = root.bounds
            front.zPosition = 1
            root.addSublayer(front)
            root.addSublayer(back)

            #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
        }
    }
}
