import Foundation
import StrataCore

extension UIView {
    /// A view showing part of this one, stretchable between cap insets (Apple:
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`): `rect`, in the bounds'
    /// coordinates, rendered into a bitmap in a plain view of `rect`'s size. When the snapshot
    /// is resized, the parts inside `capInsets` keep their size and the middle stretches (the
    /// layer's `contentsCenter`). As `snapshotView(afterScreenUpdates:)`, Strata renders the
    /// model values, so `afterUpdates` makes no difference. Nil for an empty or non-finite rect.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let rect = rect.standardized
        guard let (image, scale) = snapshotImage(of: rect) else { return nil }
        let snapshot = snapshotHolder(image, scale: scale, size: rect.size)
        snapshot.layer.contentsCenter = Self.stretchableCenter(of: rect.size, capInsets: capInsets)
        return snapshot
    }

    /// The unit rectangle inside `capInsets` (the whole image when the caps are not usable).
    static func stretchableCenter(of size: CGSize, capInsets: UIEdgeInsets) -> CGRect {
        let caps = [capInsets.left, capInsets.right, capInsets.top, capInsets.bottom]
        guard caps.allSatisfy({ $0.isFinite && $0 >= 0 }),
              capInsets.left + capInsets.right < size.width, capInsets.top + capInsets.bottom < size.height
        else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        return CGRect(x: capInsets.left / size.width, y: capInsets.top / size.height,
                      width: (size.width - capInsets.left - capInsets.right) / size.width,
                      height: (size.height - capInsets.top - capInsets.bottom) / size.height)
    }

    /// `rect` (bounds coordinates) of the view's layer tree rendered at the layer's scale.
    func snapshotImage(of rect: CGRect) -> (CGImage, CGFloat)? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let wide = Int(saturating: (rect.width * scale).rounded(.up)), high = Int(saturating: (rect.height * scale).rounded(.up))
        guard wide > 0, high > 0, let ctx = CGContext(layerPixelsWide: wide, pixelsHigh: high, scale: scale) else { return nil }
        if rect.origin != .zero { ctx.translateBy(x: -rect.origin.x, y: -rect.origin.y) }
        layer.layoutIfNeeded()
        layer.displayIfNeeded()
        layer.render(in: ctx)
        guard let image = ctx.makeImage() else { return nil }
        return (image, scale)
    }

    /// A plain, non-interactive view of `size` showing `image`.
    func snapshotHolder(_ image: CGImage, scale: CGFloat, size: CGSize) -> UIView {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
        snapshot.performWithoutActions {
            snapshot.layer.contents = image
            snapshot.layer.contentsScale = scale
        }
        snapshot.isUserInteractionEnabled = false
        return snapshot
    }
}
