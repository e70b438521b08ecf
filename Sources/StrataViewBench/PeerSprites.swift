import Foundation
import StrataCore
import StrataGraphics

/// The side-by-side harness's sprites-N workload (../shared/peers/README.md, make_scene.py):
/// N 64×64 layers showing one image at opacity 0.8 over #202020; layer i at
/// x0 = (i·53) mod 816, y = (i·37) mod 656; x → x0+400 over 2 s eased (the Bézier fit of
/// easeInOutQuad), autoreversing, phase (i·137) mod 2000 ms; rotation 0 → 2π over 3 s, linear.
enum PeerSprites {
    static let size = 64

    /// The sprite: a disc with a soft gradient (premultiplied RGBA), as the peers' asset.
    static func pixels() -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        let r = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let d = ((Double(x) + 0.5 - r) * (Double(x) + 0.5 - r) + (Double(y) + 0.5 - r) * (Double(y) + 0.5 - r)).squareRoot()
                let a = max(0, min(1, r - d))
                let o = (y * size + x) * 4
                pixels[o] = UInt8(a * Double(255 * x / (size - 1)))
                pixels[o + 1] = UInt8(a * Double(255 * y / (size - 1)))
                pixels[o + 2] = UInt8(a * 200)
                pixels[o + 3] = UInt8(a * 255)
            }
        }
        return pixels
    }

    static func origin(_ i: Int) -> (x: Double, y: Double) { (Double((i * 53) % 816), Double((i * 37) % 656)) }
    static func phase(_ i: Int) -> Double { Double((i * 137) % 2000) / 1000 }

    /// Adds the N animated layers under `root`.
    static func populate(_ root: CALayer, count: Int, image: CGImage) {
        root.backgroundColor = CGColor(red: 0x20 / 255, green: 0x20 / 255, blue: 0x20 / 255, alpha: 1)
        let ease = CAMediaTimingFunction(controlPoints: 0.455, 0.03, 0.515, 0.955)
        for i in 0..<count {
            let (x0, y) = origin(i)
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
            layer.position = CGPoint(x: x0 + 32, y: y + 32)
            layer.contents = image
            layer.opacity = 0.8
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = x0 + 32
            move.toValue = x0 + 432
            move.duration = 2
            move.timingFunction = ease
            move.autoreverses = true
            move.repeatCount = .infinity
            move.timeOffset = phase(i)
            layer.add(move, forKey: "x")
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0.0
            spin.toValue = 2 * Double.pi
            spin.duration = 3
            spin.repeatCount = .infinity
            layer.add(spin, forKey: "spin")
            root.addSublayer(layer)
        }
    }
}
