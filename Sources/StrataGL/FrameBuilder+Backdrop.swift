import Foundation
import StrataCore
import StrataGraphics

/// `CABackdropLayer`: what has been drawn beneath the layer so far, blurred and saturated, is
/// drawn back inside the layer's rounded bounds before the layer's own background, contents
/// and sublayers — the frosted glass of `UIVisualEffectView`.
///
/// The backdrop is copied from the current target with the blur's reach around the layer's
/// box (so the pixels near its edges mix in what lies just outside, as a real backdrop's do),
/// halved as often as the blur allows (each halving a linear blit, which averages 2×2 pixels:
/// a σ of 30 pixels is blurred as σ 3.75 on an eighth of the pixels, the technique of
/// compositors' downsampled blurs), blurred in two separable passes with the saturation
/// applied in the second, and drawn back stretched over the box under a clip of the layer's
/// shape, whatever its transform.
extension FrameBuilder {
    /// The blur's σ in texels at the level it is computed: halvings continue while σ is above it.
    static let backdropSigmaPerLevel = 4.0
    /// Halvings at most (a sixteenth of the pixels each way).
    static let backdropMaximumHalvings = 4

    func drawBackdrop(_ p: CALayer, _ s: UnsafePointer<LayerState>, matrix m: CATransform3D, opacity: Float) throws {
        guard let layer = p as? CABackdropLayer, layer.changesBackdrop else { return }
        let b = s.pointee.bounds
        guard b.width > 0, b.height > 0, let box = LayerGeometry.boundingBox(b, m),
              let out = visibleRegion(box) else { return }
        let radius = layer.blurRadius.isFinite ? max(0, Double(layer.blurRadius)) : 0
        let saturation = layer.saturation.isFinite ? Float(min(max(layer.saturation, 0), 4)) : 1
        let ppp = LayerGeometry.pixelsPerPoint(b, m).map { ($0.x * $0.y).squareRoot() } ?? scale
        let sigma = radius * ppp
        var halvings = 0
        while halvings < Self.backdropMaximumHalvings, sigma / Double(1 << halvings) > Self.backdropSigmaPerLevel * 2 {
            halvings += 1
        }
        let factor = Double(1 << halvings)
        // What the blur reads: the visible box with the kernel's reach around it, in the target.
        let reach = min(3 * sigma, FrameBuilder.maximumBlurReach * factor).rounded(.up) + factor
        let read = out.insetBy(dx: -reach, dy: -reach).intersection(target.globalBounds)
        guard !read.isNull, read.width >= 1, read.height >= 1, !surfacesExhausted() else { return }
        guard list.blurTaps < WorkLimit.blurTaps else {
            Diagnostics.warnOnce("the blurs of one frame need more than \(WorkLimit.blurTaps) samples; \(layer) shows its backdrop unblurred")
            return
        }
        var level = try pool.acquire(width: Int(read.width), height: Int(read.height))
        list.surfaces.append(level)
        var w = Int(read.width), h = Int(read.height)
        list.copyBackdrop(BackdropCopy(source: target.binding,
                                       rect: PixelRect(x: Int(read.minX - target.originX), y: Int(read.minY - target.originY),
                                                       width: w, height: h),
                                       destinationFramebuffer: level.framebuffer))
        for _ in 0..<halvings where w > 1 || h > 1 {
            let (hw, hh) = ((w + 1) / 2, (h + 1) / 2)
            let smaller = try pool.acquire(width: hw, height: hh)
            list.surfaces.append(smaller)
            let source = TargetBinding(framebuffer: level.framebuffer, width: level.width, height: level.height,
                                       topDown: true, clear: false)
            list.copyBackdrop(BackdropCopy(source: source, rect: PixelRect(x: 0, y: 0, width: w, height: h),
                                           destinationFramebuffer: smaller.framebuffer, destinationWidth: hw, destinationHeight: hh))
            (level, w, h) = (smaller, hw, hh)
        }
        let levelSigma = Float(sigma * Double(w) / read.width)
        if levelSigma > 0.2 || saturation != 1 {
            let scratch = try pool.acquire(width: w, height: h)
            list.surfaces.append(scratch)
            let passSigma = max(levelSigma, 0.01)   // σ ≈ 0: the passes only copy (and saturate)
            let stride = list.blurStride(width: w, height: h, sigma: passSigma) ?? Int.max
            list.blur(level, into: scratch, width: w, height: h, horizontal: true, sigma: passSigma, stride: stride, clamps: true)
            list.blur(scratch, into: level, width: w, height: h, horizontal: false, sigma: passSigma, stride: stride,
                      saturation: saturation, clamps: true)
        }
        // The level's w×h texels cover `read`: the part under `out`, stretched back.
        let sx = Double(w) / read.width / Double(level.width), sy = Double(h) / read.height / Double(level.height)
        let uv = SIMD4<Float>(Float((out.minX - read.minX) * sx), Float((out.minY - read.minY) * sy),
                              Float((out.maxX - read.minX) * sx), Float((out.maxY - read.minY) * sy))
        pushClip(b, radius: Double(s.pointee.cornerRadius), corners: ownCorners, matrix: m)
        append(matrix: CATransform3DIdentity, rect: out, shape: out, radius: 0, color: SIMD4(repeating: opacity),
               mode: .texture, uv: uv, texture: level.texture, antialias: false)
        popClip()
    }
}
