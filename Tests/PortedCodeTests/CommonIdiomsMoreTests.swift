import QuartzCore
import Foundation
import Testing

final class IdiomObserver: NSObject, CAAnimationDelegate {
    var stopped = false
    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped = flag }
}

/// More everyday snippets (transaction values, gradients' types, additive rotation with a value
/// function, masks, scroll and tiled layers, emitter key paths, keyframe options), compiled with
/// `import QuartzCore` alone.
@Suite("More Core Animation idioms compile and behave")
struct CommonIdiomsMoreTests {
    @Test("kCFBooleanTrue as the transaction's disable-actions value turns actions off (Apple: kCATransactionDisableActions)")
    func disableActionsThroughValue() {
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
    }

    @Test("CATiledLayer: Apple's defaults (tileSize 256×256, levelsOfDetail 1, bias 0, fadeDuration 0.25 s), copied to the presentation")
    func tiledLayerDefaults() throws {
        let tiled = CATiledLayer()
        #expect(tiled.tileSize == CGSize(width: 256, height: 256))
        #expect(tiled.levelsOfDetail == 1 && tiled.levelsOfDetailBias == 0)
        #expect(CATiledLayer.fadeDuration() == 0.25)
        tiled.tileSize = CGSize(width: 512, height: 128)
        tiled.levelsOfDetail = 4
        let copy = CATiledLayer(layer: tiled)
        #expect(copy.tileSize == CGSize(width: 512, height: 128) && copy.levelsOfDetail == 4)
    }

    @Test("setNeedsDisplay(_:) marks the layer for display")
    func needsDisplayInRect() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.needsDisplay())
    }

    @Test("the snippets compile")
    func more() {
        let layer = CALayer()
        CATransaction.setDisableActions(true)
        let g = CAGradientLayer()
        g.type = .radial
        g.type = .conic
        let a = CABasicAnimation(keyPath: "transform.rotation.z")
        a.byValue = Double.pi * 2
        a.isAdditive = true
        a.isCumulative = true
        a.valueFunction = CAValueFunction(name: .rotateZ)
        a.delegate = IdiomObserver()
        a.setValue("spin", forKey: "name")
        _ = a.value(forKey: "name") as? String
        layer.add(a, forKey: "spin")
        layer.setValue(3, forKey: "custom")
        _ = layer.value(forKey: "custom")
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        mask.fillRule = .evenOdd
        layer.mask = mask
        let scroll = CAScrollLayer()
        scroll.scroll(to: CGPoint(x: 0, y: 10))
        scroll.scrollMode = .vertically
        let tiled = CATiledLayer()
        tiled.tileSize = CGSize(width: 256, height: 256)
        tiled.levelsOfDetail = 4
        _ = CATiledLayer.fadeDuration()
        let emitter = CAEmitterLayer()
        emitter.renderMode = .additive
        emitter.emitterMode = .outline
        let cell = CAEmitterCell()
        cell.name = "spark"
        emitter.emitterCells = [cell]
        emitter.setValue(20, forKeyPath: "emitterCells.spark.birthRate")
        emitter.birthRate = 0
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        layer.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
        let t = CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 3), CATransform3DInvert(CATransform3DMakeScale(2, 2, 1)))
        _ = t
        layer.sublayers?.forEach { $0.removeFromSuperlayer() }
        layer.insertSublayer(CALayer(), below: nil)
        layer.insertSublayer(CALayer(), at: 0)
        _ = layer.hitTest(.zero)
        _ = layer.convert(CGPoint.zero, to: nil)
        _ = layer.contains(.zero)
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        _ = layer.model()
        _ = CATransform3DMakeAffineTransform(.identity)
        layer.anchorPointZ = 1
        layer.zPosition = 2
        layer.borderWidth = 1
        layer.borderColor = CGColor(gray: 0.5, alpha: 1)
        layer.isOpaque = true
        layer.isGeometryFlipped = false
        layer.name = "x"
        _ = layer.style
        layer.actions = ["position": NSNull()]
        let ft = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        _ = ft
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        _ = spring.allowsOverdamping
        let kf = CAKeyframeAnimation(keyPath: "opacity")
        kf.values = [0, 1, 0]
        kf.keyTimes = [0, 0.5, 1]
        kf.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeOut)]
        kf.calculationMode = .cubicPaced
        kf.tensionValues = [0]
        kf.repeatDuration = 2
        kf.fillMode = .both
        layer.add(kf, forKey: nil)
        let anim = layer.animation(forKey: "spin")
        _ = anim?.duration
        CATransaction.flush()
        CATransaction.lock(); CATransaction.unlock()
        _ = CATransaction.animationDuration()
        _ = CATransaction.disableActions()
        _ = CATransaction.completionBlock()
    }
}
