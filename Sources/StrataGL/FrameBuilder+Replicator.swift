import Foundation
import StrataCore
import StrataGraphics

/// CAReplicatorLayer: its sublayers drawn `instanceCount` times, instance i mapped by
/// `instanceTransform` applied i times about the anchor point, multiplied by its instance
/// colour, and — with an `instanceDelay` — showing the engine's copies of the sublayers at the
/// delayed time (`CAReplicatorLayer.delayedInstances`).
extension FrameBuilder {
    func drawInstances(_ replicator: CAReplicatorLayer, _ p: CALayer, _ s: UnsafePointer<LayerState>,
                       sublayerMap: CATransform3D?, matrix m: CATransform3D, opacity: Float) throws {
        guard let rp = p as? CAReplicatorLayer, let subs = replicator.sublayers else { return }
        // Nested replicators multiply: the copies drawn across the nesting are bounded.
        let count = replicator.drawableInstanceCount(
            CAReplicatorLayer.instancesToDraw(rp.instanceCount, enclosing: enclosingInstances))
        guard count > 0 else { return }
        let step = rp.instanceTransform
        guard LayerGeometry.isFinite(step) else {
            Diagnostics.warnOnce("a CAReplicatorLayer's instanceTransform is not finite; its copies are not drawn")
            return
        }
        let b = s.pointee.bounds, a = s.pointee.anchorPoint, z = s.pointee.anchorPointZ
        let px = b.minX + a.x * b.width, py = b.minY + a.y * b.height
        let toPivot = CATransform3DMakeTranslation(-px, -py, -z), fromPivot = CATransform3DMakeTranslation(px, py, z)
        let delayed = replicator.delayedInstances
        let (savedTint, savedTinted, savedEnclosing) = (tint, isTinted, enclosingInstances)
        defer { (tint, isTinted, enclosingInstances) = (savedTint, savedTinted, savedEnclosing) }
        enclosingInstances = savedEnclosing * count
        var power = CATransform3DIdentity
        for i in 0..<count {
            let c = rp.instanceMultiplier(i)
            let multiplier = SIMD4(Float(c.red * c.alpha), Float(c.green * c.alpha), Float(c.blue * c.alpha), Float(c.alpha))
            tint = savedTint * multiplier
            isTinted = savedTinted || multiplier != SIMD4(repeating: 1)
            if tint.w > 0 {
                let children = i > 0 && i - 1 < delayed.count ? delayed[i - 1] : subs
                let instanceMap = i == 0 ? nil : toPivot.concatenating(power).concatenating(fromPivot)
                try drawSublayers(Self.paintingOrder(children), sublayerMap: sublayerMap, instanceMap: instanceMap,
                                  matrix: m, opacity: opacity)
            }
            power = power.concatenating(step)
        }
    }
}
