import Foundation
import StrataBenchSupport
import StrataCore
import StrataGraphics

/// The `sprites-N` workload of the compositor issue: N layers of `size`×`size` points showing
/// one `size`×`size` RGBA image, opacity 0.8, cornerRadius size/8, each animated — position.x
/// oscillating over 2 s (easeInEaseOut, autoreverses, forever) and transform.rotation.z
/// 0 → 2π linear over 3 s (forever) — with a phase per layer.
struct SpritesWorkload {
    let root: CALayer
    let image: CGImage
    let count: Int
    let size: Int

    init(count: Int, size: Int, width: Double, height: Double, clock: MediaClock) throws {
        self.count = count
        self.size = size
        // A disc with a soft gradient, so blending and filtering do real work.
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let o = (y * size + x) * 4
                pixels[o] = UInt8(255 * x / max(1, size - 1))
                pixels[o + 1] = UInt8(255 * y / max(1, size - 1))
                pixels[o + 2] = 200
                pixels[o + 3] = 255
            }
        }
        image = try CGImage(width: size, height: size, pixels: pixels)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.anchorPoint = .zero
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        let s = Double(size)
        for i in 0..<count {
            let phase = (Double(i) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
            let columns = max(1, Int((width - s) / (s * 0.5)))
            let x = s / 2 + Double(i % columns) * s * 0.5
            let y = s / 2 + Double((i / columns) % max(1, Int((height - s) / (s * 0.5)))) * s * 0.5
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: s, height: s)
            layer.position = CGPoint(x: x, y: y)
            layer.contents = image
            layer.opacity = 0.8
            layer.cornerRadius = s / 8
            root.addSublayer(layer)

            SpriteAnimations.add(to: layer, x: x, distance: s, phase: phase, ease: ease)
        }
        clock.advance(by: 0)
        self.root = root
    }
}
