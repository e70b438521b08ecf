import Foundation
import StrataCore
import StrataGraphics

/// Helpers the demos share.
enum DemoStage {
    /// A root layer of `size` whose position is its centre, so root-layer points are the points
    /// input arrives in (what `CALayer.hitTest(_:)` expects of a root).
    static func root(size: CGSize, background: CGColor) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = background
        return root
    }

    /// The seeds' dark backdrop (a stand-in for their background.jpg).
    static let backdrop = CGColor(red: 0.125, green: 0.125, blue: 0.125, alpha: 1)
}
