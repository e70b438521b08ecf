import Foundation
import StrataCore
import StrataGraphics

/// One card of the gallery: a demo's real layer tree, live, scaled into a rounded, masked
/// thumbnail with a shadow and a caption.
///
/// ```
/// card (background, corner radius, shadow; named "card.NAME")
///  ├─ clip (masksToBounds, rounded top) ── holder (scaled; the demo's size) ── demo root
///  └─ caption (the demo's title)
/// ```
/// The scale sits on `holder`, so the demo's own root keeps its bounds, position and
/// transform: the tree is exactly the one the demo built, drawn smaller. The clip keeps a demo
/// whose layers fly off its stage (the petal, the rockets) inside its card.
final class GalleryCard {
    /// The thumbnail's size: a 4:3 demo at `scale` (small enough for four rows of six).
    static let scale: CGFloat = 0.145
    static let thumbnailSize = CGSize(width: 116, height: 87)
    static let captionHeight: CGFloat = 24
    static let size = CGSize(width: thumbnailSize.width, height: thumbnailSize.height + captionHeight)

    let type: any Demo.Type
    let layer = CALayer()
    let clip = CALayer()
    let holder = CALayer()
    private(set) var demo: any Demo

    /// A card for `type` centred on `center` (gallery points). Call inside a transaction with
    /// actions disabled (the demo's `makeScene` expects one).
    init(_ type: any Demo.Type, center: CGPoint) {
        self.type = type
        demo = type.init()
        layer.name = "card.\(type.name)"
        layer.bounds = CGRect(origin: .zero, size: Self.size)
        layer.position = center
        layer.backgroundColor = CGColor(red: 0.16, green: 0.17, blue: 0.2, alpha: 1)
        layer.cornerRadius = 10
        layer.shadowColor = CGColor(gray: 0, alpha: 1)
        layer.shadowOpacity = 0.45
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 3)
        // The card's outline as the shadow's shape: drawn analytically, not blurred from the
        // live thumbnail every frame.
        layer.shadowPath = CGPath(roundedRect: layer.bounds, cornerWidth: 10, cornerHeight: 10, transform: nil)
        layer.borderColor = CGColor(gray: 1, alpha: 0.08)
        layer.borderWidth = 1

        clip.frame = CGRect(origin: .zero, size: Self.thumbnailSize)
        clip.cornerRadius = 10
        clip.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        clip.masksToBounds = true
        layer.addSublayer(clip)

        holder.bounds = CGRect(origin: .zero, size: type.size)
        holder.position = CGPoint(x: Self.thumbnailSize.width / 2, y: Self.thumbnailSize.height / 2)
        let fit = min(Self.thumbnailSize.width / type.size.width, Self.thumbnailSize.height / type.size.height)
        holder.transform = CATransform3DMakeScale(fit, fit, 1)
        clip.addSublayer(holder)
        install(demo)

        let caption = DemoStage.label(type.title, at: CGPoint(x: 6, y: Self.thumbnailSize.height + 5),
                                      width: Self.size.width - 10, fontSize: 10)
        caption.name = "caption.\(type.name)"
        layer.addSublayer(caption)
    }

    /// When the thumbnail's demo started (media time), for its `thumbnailLoop`.
    private(set) var startedAt: CFTimeInterval = 0

    /// Starts the demo afresh once it has played its `thumbnailLoop` (a demo that plays once
    /// and rests); true when it did.
    @discardableResult
    func loopIfDone(now: CFTimeInterval) -> Bool {
        guard let loop = type.thumbnailLoop, loop > 0, now - startedAt >= loop else { return false }
        restart()
        return true
    }

    /// Replaces the thumbnail's demo with a fresh one (it plays again from its start).
    func restart() {
        demo.tearDown()
        holder.sublayers?.forEach { $0.removeFromSuperlayer() }
        demo = type.init()
        install(demo)
    }

    /// Lifts the card (hover or keyboard focus): a little larger, a deeper shadow.
    func setLifted(_ lifted: Bool) {
        layer.zPosition = lifted ? 1 : 0
        layer.transform = lifted ? CATransform3DMakeScale(1.08, 1.08, 1) : CATransform3DIdentity
        layer.shadowRadius = lifted ? 14 : 6
        layer.shadowOpacity = lifted ? 0.7 : 0.45
        layer.shadowOffset = CGSize(width: 0, height: lifted ? 8 : 3)
        layer.borderColor = CGColor(gray: 1, alpha: lifted ? 0.5 : 0.08)
    }

    /// The thumbnail's centre in gallery points (where a zoom starts and ends).
    var thumbnailCenter: CGPoint {
        CGPoint(x: layer.position.x, y: layer.position.y - Self.captionHeight / 2)
    }

    private func install(_ demo: any Demo) {
        startedAt = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = demo.makeScene()
        root.position = CGPoint(x: type.size.width / 2, y: type.size.height / 2)
        holder.addSublayer(root)
        CATransaction.commit()
    }
}
