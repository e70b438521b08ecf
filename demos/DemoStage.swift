import Foundation
import StrataCore
import StrataGraphics

/// Helpers the demos share.
enum DemoStage {
    /// A root layer of `size` whose position is its centre, so root-layer points are the points
    /// input arrives in (what `CALayer.hitTest(_:)` expects of a root).
    /// `root(size:background:)` over the seeds' drawn backdrop picture (most demos' stage).
    static func backdropRoot(size: CGSize) -> CALayer {
        let root = root(size: size, background: backdrop)
        root.contents = DemoAssets.backdrop(size: size)
        return root
    }

    /// The images of a petal demo, by the names eval reports for `contents`.
    static func petalImages(size: CGSize) -> [(name: String, image: CGImage)] {
        [("petal", DemoAssets.petal()), ("background", DemoAssets.backdrop(size: size))].compactMap { name, image in
            image.map { (name, $0) }
        }
    }

    static func root(size: CGSize, background: CGColor) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = background
        return root
    }

    /// The seeds' dark backdrop (a stand-in for their background.jpg).
    static let backdrop = CGColor(red: 0.125, green: 0.125, blue: 0.125, alpha: 1)

    /// The seeds' petal (seed 000 L58–110): a 10×20 layer showing petal.png, named `petal`.
    static func petal(at position: CGPoint) -> CALayer {
        let petal = CALayer()
        petal.name = "petal"
        petal.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        petal.position = position
        petal.contents = DemoAssets.petal()
        return petal
    }

    /// A layer that shows a seed's coordinates enlarged (issue 17: the seeds' petals fall down a
    /// 320-point iPhone screen and crept down a strip at the stage's left edge): points of
    /// `region` — in the seed's coordinates — are scaled uniformly and centred to fill `size`
    /// less `margin` on every side. Sublayers keep the seed's positions, so an animation's
    /// values are the seed's; the layer's transform does the layout. The stage itself is
    /// fitted to the window by the viewer, so this holds at any window size.
    static func seedScreen(showing region: CGRect, in size: CGSize, margin: CGFloat = 40) -> CALayer {
        let screen = CALayer()
        let available = CGSize(width: max(1, size.width - 2 * margin), height: max(1, size.height - 2 * margin))
        let fits = region.width > 0 && region.height > 0 && region.width.isFinite && region.height.isFinite
        let scale = fits ? min(available.width / region.width, available.height / region.height) : 1
        // Origin-anchored, so the transform maps a seed point p to scale·p + offset.
        screen.anchorPoint = .zero
        screen.position = .zero
        screen.bounds = CGRect(origin: .zero, size: CGSize(width: size.width / scale, height: size.height / scale))
        let offset = fits ? CGPoint(x: size.width / 2 - scale * region.midX, y: size.height / 2 - scale * region.midY) : .zero
        screen.transform = CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1),
                                               CATransform3DMakeTranslation(offset.x, offset.y, 0))
        return screen
    }

    /// Sets model properties with actions disabled: what the seeds' delegates do at the end of a
    /// flight so the layer stays where the animation left it (seed 000 L196–208).
    static func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// A one-line text label in DejaVu Sans (an installed font, so no fallback message), its
    /// top-left at `origin`, `width` wide.
    static func label(_ text: String, at origin: CGPoint, width: CGFloat, fontSize: CGFloat = 14,
                      color: CGColor = CGColor(gray: 1, alpha: 0.85), alignment: CATextLayerAlignmentMode = .left) -> CATextLayer {
        let label = CATextLayer()
        label.string = text
        label.font = "DejaVu Sans"
        label.fontSize = fontSize
        label.foregroundColor = color
        label.alignmentMode = alignment
        label.frame = CGRect(x: origin.x, y: origin.y, width: width, height: (fontSize * 1.35).rounded(.up))
        return label
    }
}
