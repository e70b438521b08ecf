import Foundation
import StrataCore
import StrataGraphics

/// Contents cut by `contentsCenter` (`ContentsSlice.grid`): each piece of the 3×3 grid is a
/// quad of its own, with its part of the image stretched over its part of the layer.
extension FrameBuilder {
    /// Draws `image` as the pieces `slices` of the layer whose state is `s` (plane → pixels
    /// `m`), clipped to the rounded bounds under masksToBounds as whole contents are.
    func drawSlices(_ slices: [ContentsSlice], of image: CGImage, _ p: CALayer, _ s: UnsafePointer<LayerState>,
                    matrix m: CATransform3D, opacity: Float) {
        let b = s.pointee.bounds
        let texture = textures.texture(for: image)
        for slice in slices {
            var rect = slice.destination, source = slice.source
            var shape = rect, radius = 0.0
            if s.pointee.masksToBounds {
                let clipped = rect.intersection(b)
                guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { continue }
                let u = { (x: Double) in source.minX + (x - rect.minX) / rect.width * source.width }
                let v = { (y: Double) in source.minY + (y - rect.minY) / rect.height * source.height }
                source = CGRect(x: u(clipped.minX), y: v(clipped.minY), width: u(clipped.maxX) - u(clipped.minX),
                                height: v(clipped.maxY) - v(clipped.minY))
                rect = clipped
                shape = b
                radius = Double(s.pointee.cornerRadius)
            }
            // As whole contents: trilinear only where the piece is minified; the layer's filters.
            let (sampler, ppp, _) = contentsSampler(image, texels: source.size, over: rect, matrix: m, p)
            append(matrix: m, rect: rect, shape: shape, radius: radius, color: SIMD4(repeating: opacity), mode: .texture,
                   uv: SIMD4(Float(source.minX), Float(source.minY), Float(source.maxX), Float(source.maxY)),
                   texture: texture, sampler: sampler, pixelsPerPoint: ppp)
        }
    }
}
