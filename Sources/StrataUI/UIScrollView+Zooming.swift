import Foundation
import StrataCore

/// Zooming, as UIKit's scroll view zooms: the delegate's `viewForZooming(in:)` view is scaled
/// by a transform, kept with its frame's origin at the content's origin, and `contentSize`
/// follows its scaled size. `setZoomScale(_:animated:)` zooms about the visible centre,
/// `zoom(to:animated:)` to show a rectangle of the view, and a two-finger pinch about the
/// point under the fingers.
extension UIScrollView {
    /// The seconds an animated zoom takes (UIKit does not document its own).
    static let zoomAnimationDuration: TimeInterval = 0.3

    /// Zooms to `scale` (kept within the limits) about the centre of the visible area,
    /// animated over 0.3 s when `animated`.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0, zoomingView != nil else { return }
        let s = clampedZoom(scale), old = storedZoomScale
        let centre = CGPoint(x: (contentOffset.x + bounds.width / 2) / old, y: (contentOffset.y + bounds.height / 2) / old)
        zoom(to: s, keeping: centre, at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }

    /// Zooms so that `rect`, in the zooming view's own coordinates, fills the visible area as
    /// far as the scale limits allow, centred.
    public func zoom(to rect: CGRect, animated: Bool) {
        let r = rect.standardized
        guard zoomingView != nil, r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite,
              r.width.isFinite, r.height.isFinite else { return }
        let s = clampedZoom(min(bounds.width / r.width, bounds.height / r.height))
        zoom(to: s, keeping: CGPoint(x: r.midX, y: r.midY), at: CGPoint(x: bounds.width / 2, y: bounds.height / 2),
             animated: animated)
    }

    /// The view the delegate zooms, if zooming is on.
    var zoomingView: UIView? {
        guard maximumZoomScale > minimumZoomScale else { return nil }
        return delegate?.viewForZooming(in: self)
    }

    func clampedZoom(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(maximumZoomScale, minimumZoomScale))
    }

    /// Scales the zooming view to `scale` with its point `content` (unscaled) shown at
    /// `viewport` (a point of the visible area), the offset kept in range.
    func zoom(to scale: CGFloat, keeping content: CGPoint, at viewport: CGPoint, animated: Bool, clamp: Bool = true,
              completion: @escaping () -> Void = {}) {
        guard let view = zoomingView else { return completion() }
        let apply = {
            self.applyZoom(scale, to: view)
            var offset = CGPoint(x: content.x * scale - viewport.x, y: content.y * scale - viewport.y)
            if clamp {
                offset.x = min(max(offset.x, self.horizontalRange.lowerBound), self.horizontalRange.upperBound)
                offset.y = min(max(offset.y, self.verticalRange.lowerBound), self.verticalRange.upperBound)
            }
            self.contentOffset = offset
        }
        if animated {
            UIView.animate(withDuration: Self.zoomAnimationDuration, delay: 0,
                           options: [.curveEaseInOut, .beginFromCurrentState], animations: apply,
                           completion: { _ in completion() })
        } else {
            UIView.performWithoutAnimation(apply)
            completion()
        }
    }

    private func applyZoom(_ scale: CGFloat, to view: UIView) {
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        delegate?.scrollViewDidZoom(self)
    }

    /// Adds the pinch recognizer while zooming is possible, removes it otherwise.
    func updatePinchRecognizer() {
        if maximumZoomScale > minimumZoomScale {
            guard pinchGestureRecognizer == nil else { return }
            let pinch = UIPinchGestureRecognizer { [weak self] recognizer in self?.pinched(recognizer) }
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    private func pinched(_ recognizer: UIGestureRecognizer) {
        guard let pinch = recognizer as? UIPinchGestureRecognizer, let view = zoomingView else { return }
        // The fingers' centroid in the visible area (offset-independent).
        let fingers = convert(pinch.location(in: nil), from: nil)
        let viewport = CGPoint(x: fingers.x - contentOffset.x, y: fingers.y - contentOffset.y)
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            pinchAnchor = (CGPoint(x: fingers.x / storedZoomScale, y: fingers.y / storedZoomScale), storedZoomScale)
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let anchor = pinchAnchor else { return }
            var scale = anchor.scale * pinch.scale
            if bouncesZoom {
                // Past a limit the scale follows the fingers at half the rate.
                let lo = minimumZoomScale, hi = maximumZoomScale
                if scale > hi { scale = hi * pow(scale / hi, 0.5) } else if scale < lo { scale = lo * pow(scale / lo, 0.5) }
            } else {
                scale = clampedZoom(scale)
            }
            guard scale.isFinite, scale > 0 else { return }
            zoom(to: scale, keeping: anchor.content, at: viewport, animated: false, clamp: false)
        case .ended, .cancelled, .failed:
            guard let anchor = pinchAnchor else { return }
            pinchAnchor = nil
            isZooming = false
            let final = clampedZoom(storedZoomScale)
            isZoomBouncing = final != storedZoomScale
            // Told once the zoom has settled, after any bounce back (as UIKit does).
            zoom(to: final, keeping: anchor.content, at: viewport, animated: isZoomBouncing) { [weak self] in
                guard let self else { return }
                self.isZoomBouncing = false
                self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: final)
            }
        case .possible:
            break
        }
    }
}
