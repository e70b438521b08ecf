import Foundation
import StrataCore
import StrataGraphics

/// CAEmitterLayer's particles (computed by the engine for the frame): one textured quad each,
/// turned and scaled about its centre, multiplied by its colour. Additive particles keep their
/// colour and give up their alpha, so the usual premultiplied blend (ONE, ONE_MINUS_SRC_ALPHA)
/// adds them to what is below.
extension FrameBuilder {
    func drawParticles(_ emitter: CAEmitterLayer, matrix m: CATransform3D, opacity: Float) {
        // The pixels the particles may cover (on the target, each at most all of it): past
        // `WorkLimit.particleOverdraw` images' worth in the frame, the rest are not drawn. The
        // particle count is bounded by the engine per emitter, and by `particlesPerFrame` here
        // across emitters and replicated copies; the coverage bounds the rasterising, which for
        // 20 000 particles scaled to fill the screen took minutes a frame on llvmpipe.
        let screen = target.globalBounds
        for particle in emitter.particles where particle.size.width > 0 && particle.size.height > 0 && particle.color.alpha > 0 {
            particlesLeft -= 1
            guard particlesLeft >= 0 else {
                Diagnostics.warnOnce("a frame has more than \(WorkLimit.particlesPerFrame) emitter particles; the rest are not drawn")
                return
            }
            let w = Double(particle.size.width), h = Double(particle.size.height)
            let rect = CGRect(x: -w / 2, y: -h / 2, width: w, height: h)
            let place = CATransform3DMakeRotation(particle.angle, 0, 0, 1)
                .concatenating(CATransform3DMakeTranslation(particle.center.x, particle.center.y, 0))
                .concatenating(m)
            let covered = LayerGeometry.boundingBox(rect, place).map { $0.intersection(screen) } ?? screen
            // Off the target: nothing to draw (and far-off coordinates are slow to clip).
            if covered.isNull || covered.width <= 0 || covered.height <= 0 { continue }
            particleCoverageLeft -= covered.width * covered.height
            guard particleCoverageLeft >= 0 else {
                Diagnostics.warnOnce("a CAEmitterLayer's particles cover more than \(WorkLimit.particleOverdraw) times the image; the rest are not drawn")
                return
            }
            var color = Self.premultiplied(particle.color, opacity)
            if particle.isAdditive { color.w = 0 }
            let cr = particle.contentsRect
            let uv = SIMD4(Float(cr.minX), Float(cr.minY), Float(cr.maxX), Float(cr.maxY))
            let minified = w < Double(particle.image.width) * abs(cr.width) * 0.999 / scale
                || h < Double(particle.image.height) * abs(cr.height) * 0.999 / scale
            append(matrix: place, rect: rect, shape: rect, radius: 0, color: color, mode: .texture, uv: uv,
                   texture: textures.texture(for: particle.image), sampler: minified ? .trilinear : .linear)
        }
    }
}
