import Foundation
import StrataGraphics

extension UIView {
    /// Draws the view and its subviews into the current graphics context, scaled to fill
    /// `rect` (Apple: UIView drawHierarchy(in:afterScreenUpdates:)) — the usual way to
    /// snapshot a view into an image inside `UIGraphicsImageRenderer` or
    /// `UIGraphicsBeginImageContextWithOptions`. Pending layout and drawing are done first
    /// either way. Returns false when there is no current context or nothing to draw.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0,
              rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return false }
        layer.layoutIfNeeded()
        layer.displayIfNeeded()
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        if bounds.origin != .zero { ctx.translateBy(x: -bounds.origin.x, y: -bounds.origin.y) }
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }
}
