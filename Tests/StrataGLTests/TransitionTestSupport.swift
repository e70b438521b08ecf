import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Fixtures for the CATransition render tests: two structured images whose quadrants have
/// distinct colours (so where each part of each look lands can be probed), and a scene of one
/// layer showing the old image whose contents change to the new one with a transition added
/// in the same transaction, driven on a virtual clock.
enum TransitionFixture {
    /// The old look's quadrants: top-left, top-right, bottom-left, bottom-right.
    static let oldColors = [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0.8, blue: 0),
                            RGBA(red: 0, green: 0, blue: 1), RGBA(red: 1, green: 1, blue: 1)]
    /// The new look's quadrants.
    static let newColors = [RGBA(red: 1, green: 1, blue: 0), RGBA(red: 0, green: 1, blue: 1),
                            RGBA(red: 1, green: 0, blue: 1), RGBA(red: 1, green: 0.5, blue: 0)]

    /// A quadrant image with a dark 1-pixel grid every 16 pixels (structure to look at).
    static func image(_ colors: [RGBA], width: Int, height: Int, grid: Bool) -> CGImage {
        makeImage(width, height) { x, y in
            let q = (y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)
            var c = colors[q]
            if grid, x % 16 == 0 || y % 16 == 0 {
                c = RGBA(red: c.red * 0.55, green: c.green * 0.55, blue: c.blue * 0.55)
            }
            return c
        }
    }

    static let layerFrame = CGRect(x: 16, y: 16, width: 128, height: 96)
    static let rootSize = CGSize(width: 160, height: 128)

    /// Renders `type`/`subtype` at `progress` (a 1 s linear transition, held at both ends by
    /// fillMode .both so that 0 and 1 are drawn by the transition code too). `configure` may
    /// change the photo layer or add sublayers before the transition transaction.
    static func render(_ type: CATransitionType, _ subtype: CATransitionSubtype?, progress: Double,
                       renderer: OffscreenRenderer, grid: Bool = false, name: String? = nil,
                       background: RGBA = .clear, before: ((CALayer) -> Void)? = nil,
                       change: ((CALayer) -> Void)? = nil) throws -> CGImage {
        let clock = MediaClock.virtual()
        return try clock.run {
            let root = CALayer()
            root.bounds = CGRect(origin: .zero, size: rootSize)
            root.anchorPoint = .zero
            let photo = CALayer()
            photo.frame = layerFrame
            photo.contents = image(oldColors, width: 128, height: 96, grid: grid)
            before?(photo)
            root.addSublayer(photo)
            clock.advance(by: 1)

            CATransaction.setDisableActions(true)
            if let change { change(photo) } else { photo.contents = image(newColors, width: 128, height: 96, grid: grid) }
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 1
            transition.fillMode = .both
            transition.isRemovedOnCompletion = false
            photo.add(transition, forKey: "transition")
            clock.advance(by: progress)

            let image = try renderer.renderFrame(root, at: clock.now, background: background)
            #expect(photo.transitionFrame != nil, "the transition must still be drawn at progress \(progress)")
            if let name { savePNG(image, name) }
            return image
        }
    }

    /// The fixture's point (x, y) in the layer (0…1 of its frame) as a pixel of the render.
    static func pixel(_ fx: Double, _ fy: Double) -> (Int, Int) {
        (Int(layerFrame.minX + fx * layerFrame.width), Int(layerFrame.minY + fy * layerFrame.height))
    }

    /// The fraction of the whole image's pixels whose premultiplied colour differs by more
    /// than `threshold` in some channel.
    static func difference(_ a: CGImage, _ b: CGImage, threshold: Double = 0.1) -> Double {
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                guard let ca = a.color(atX: x, y: y), let cb = b.color(atX: x, y: y) else { continue }
                let d = max(abs(ca.red * ca.alpha - cb.red * cb.alpha), abs(ca.green * ca.alpha - cb.green * cb.alpha),
                            abs(ca.blue * ca.alpha - cb.blue * cb.alpha), abs(ca.alpha - cb.alpha))
                if d > threshold { differing += 1 }
            }
        }
        return Double(differing) / Double(max(a.width * a.height, 1))
    }
}
