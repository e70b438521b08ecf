import Foundation
import StrataGraphics

// UIKit's string drawing (Apple: NSString UIKit Additions, NSAttributedString UIKit
// Additions): what custom views draw their labels with in draw(_:) — a percentage in a
// progress ring, a value on a chart. Lines split at newlines; a plain string in one style (the
// attributes' font and foreground colour; default Helvetica 12 in black, as on iOS), an
// attributed string run by run with its paragraph styles, wrapped by draw(in:) at the
// rectangle's width (AttributedTextBlock); plain strings do not wrap.
// Text stands upright in UIKit's y-down contexts.

extension NSString {
    /// The size the string takes drawn with `attrs`: the widest line by the lines' height.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing(String(self), attrs).size
    }

    /// Draws the string with its first line's top-left corner at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing(String(self), attrs).draw(at: point, clip: nil)
    }

    /// Draws the string from the top-left of `rect`, clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing(String(self), attrs).draw(at: rect.origin, clip: rect)
    }
}

extension StringProtocol {
    /// The size the string takes drawn with `attrs` (Apple: UIKit's NSString additions, which
    /// Swift strings reach through bridging).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing(String(self), attrs).size
    }

    /// Draws the string with its top-left corner at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing(String(self), attrs).draw(at: point, clip: nil)
    }

    /// Draws the string from the top-left of `rect`, clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing(String(self), attrs).draw(at: rect.origin, clip: rect)
    }
}

extension NSAttributedString {
    /// The size the string takes drawn: its widest line by its lines' heights, each run in
    /// its own attributes.
    public func size() -> CGSize { AttributedTextBlock(self)?.size ?? .zero }
    /// Draws the string with its top-left corner at `point`, run by run.
    public func draw(at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        AttributedTextBlock(self)?.draw(in: ctx, at: point)
    }
    /// Draws the string from the top-left of `rect`, wrapped at its width, aligned in it by
    /// its paragraph styles and clipped to it.
    public func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        AttributedTextBlock(self, wrappingAt: rect.width)?.draw(in: ctx, at: rect.origin, width: rect.width)
        ctx.restoreGState()
    }
}

/// Fills `rect` with the current fill colour, replacing what is there (Apple: UIRectFill, which
/// uses the copy blend mode).
public func UIRectFill(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(.copy)
    ctx.fill(rect)
    ctx.restoreGState()
}

/// Draws a one-point frame just inside `rect` in the current fill colour (Apple: UIRectFrame).
public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
    let r = rect.standardized
    let w = min(1, r.width), h = min(1, r.height)
    ctx.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: h),
              CGRect(x: r.minX, y: r.maxY - h, width: r.width, height: h),
              CGRect(x: r.minX, y: r.minY, width: w, height: r.height),
              CGRect(x: r.maxX - w, y: r.minY, width: w, height: r.height)])
}

extension UIImage {
    /// Draws the image filling `rect` with `blendMode` at `alpha` (Apple: draw(in:blendMode:alpha:)).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        draw(in: rect)
        ctx.restoreGState()
    }

    /// Draws the image at its size at `point` with `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}

/// One string's drawing: its lines, font and colour.
private struct StringDrawing {
    let lines: [String]
    let font: UIFont
    let color: CGColor

    init(_ text: String, _ attrs: [NSAttributedString.Key: Any]?) {
        lines = text.components(separatedBy: "\n")
        font = attrs?[.font] as? UIFont ?? UIFont(resolving: "Helvetica", size: 12)
        color = (attrs?[.foregroundColor] as? UIColor)?.cgColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    }

    var size: CGSize {
        let width = lines.map { font.width(of: $0) }.max() ?? 0
        return CGSize(width: width, height: font.lineHeight * CGFloat(lines.count))
    }

    func draw(at origin: CGPoint, clip: CGRect?) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        if let clip { ctx.clip(to: clip) }
        for (i, line) in lines.enumerated() where !line.isEmpty {
            let baseline = CGPoint(x: origin.x, y: origin.y + font.lineHeight * CGFloat(i) + font.ascender)
            if let cgFont = font.cgFont {
                ctx.drawText(line, at: baseline, font: cgFont, size: font.pointSize, color: color)
            } else {
                ctx.drawText(line, at: baseline, fontName: font.fontName, size: font.pointSize, color: color)
            }
        }
        ctx.restoreGState()
    }
}
