import Foundation
import StrataGraphics

/// An attributed string laid out for UIKit's string drawing and measuring (the
/// NSAttributedString UIKit additions: `size()`, `draw(at:)`, `draw(in:)`,
/// `boundingRect(with:options:context:)`): each run in its own style, UIKit's defaults
/// (Helvetica 12 in black) where a run names none, lines at newlines and, given a width,
/// wrapped at spaces.
package struct AttributedTextBlock {
    let layout: StyledTextLayout
    let lines: [StyledTextLayout.Line]

    /// Nil when no font is available or the string is empty.
    package init?(_ string: NSAttributedString, wrappingAt width: CGFloat? = nil) {
        guard let base = TextRunStyle.coreTextDefault else { return nil }
        guard let text = StyledText(string, base: base, limit: WorkLimit.textCharacters), !text.characters.isEmpty else { return nil }
        let wraps = width.map { $0 > 0 && $0.isFinite } ?? false
        layout = StyledTextLayout(text: text, width: wraps ? width! : .greatestFiniteMagnitude, height: .greatestFiniteMagnitude,
                                  wrapped: wraps, truncation: .none, base: base)
        lines = layout.lines()
    }

    /// The widest line by the lines' heights.
    package var size: CGSize {
        let sizes = layout.sizes(lines)
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    /// The first line's ascent: how far its baseline is below the top.
    package var firstAscent: CGFloat { lines.first.map { layout.box($0, first: true).ascent } ?? 0 }

    /// Draws the lines from `origin` (the first line's top-left, user space y down), aligned
    /// within `width` (default: the widest line's).
    package func draw(in ctx: CGContext, at origin: CGPoint, width: CGFloat? = nil) {
        ctx.saveGState()
        let bounds = CGRect(origin: origin, size: CGSize(width: width ?? size.width, height: .greatestFiniteMagnitude))
        layout.draw(lines, in: ctx, bounds: bounds, alignment: .left)
        ctx.restoreGState()
    }
}
