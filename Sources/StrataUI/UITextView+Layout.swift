import Foundation
import StrataCore

/// How a text view lays its text out: the container's width from the view's, lines through
/// `TextLines`, the content size from their count, and the caret on its line.
extension UITextView {
    /// The font the text is shown in (UIKit's nil font is the 12-point system font).
    var shownFont: UIFont { font ?? .systemFont(ofSize: 12) }

    /// The text container's width: the view's less the side insets, while it tracks the view.
    var containerWidth: CGFloat {
        let width = textContainer.widthTracksTextView ? bounds.width - textContainerInset.left - textContainerInset.right
            : textContainer.size.width
        return width.isFinite ? max(0, width) : 0
    }

    /// Where the first line's text starts, in the view's content.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The lines as now laid out (laid out now if they are not).
    var currentLayout: TextLines {
        if let layout { return layout }
        relayout()
        return layout ?? TextLines("", font: shownFont, width: 0)
    }

    /// How tall the view is with its text laid out `width` points wide.
    func height(forWidth width: CGFloat) -> CGFloat {
        let raw = width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding
        let textWidth = raw.isFinite ? raw : 0
        // Auto Layout asks for the intrinsic height several times a pass, mostly at the width
        // already laid out: the lines are not broken again then.
        let font = shownFont
        func current(_ lines: TextLines) -> Bool {
            lines.width == textWidth && lines.font.fontName == font.fontName && lines.font.pointSize == font.pointSize
        }
        let lines = layout.flatMap { current($0) ? $0 : nil } ?? TextLines(storedTextForLayout, font: font, width: textWidth)
        return ceil(shownLineCount(lines) * font.lineHeight + textContainerInset.top + textContainerInset.bottom)
    }

    private var storedTextForLayout: String { text ?? "" }

    private func shownLineCount(_ lines: TextLines) -> CGFloat {
        let limit = textContainer.maximumNumberOfLines
        return CGFloat(limit > 0 ? min(limit, lines.lines.count) : lines.lines.count)
    }

    /// The text changed (or a setting that lays it out did): lay it out again.
    func textChanged(scrolling: Bool = false) {
        relayout()
        invalidateIntrinsicContentSize()
        placeCaret(scrolling: scrolling)
    }

    /// Lays the lines out at the container's width and sizes the content and the text layer.
    func relayout() {
        if textContainer.widthTracksTextView { textContainer.size.width = containerWidth }
        let width = max(0, containerWidth - 2 * textContainer.lineFragmentPadding)
        let lines = TextLines(storedTextForLayout, font: shownFont, width: width)
        layout = lines
        let textHeight = shownLineCount(lines) * shownFont.lineHeight
        performWithoutActions {
            textLayer.string = shownString
            textLayer.font = shownFont.fontName
            textLayer.fontSize = shownFont.pointSize
            textLayer.foregroundColor = (textColor ?? .black).cgColor
            textLayer.alignmentMode = switch textAlignment {
            case .center: .center
            case .right: .right
            case .justified: .justified
            default: .left
            }
            textLayer.frame = CGRect(origin: textOrigin, size: CGSize(width: width, height: textHeight))
        }
        let height = textContainerInset.top + textHeight + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: ceil(height))
        if contentSize != size { contentSize = size }
    }

    /// Where line `index`'s text starts across the line (its alignment's offset).
    func lineStartX(_ index: Int) -> CGFloat {
        let layout = currentLayout
        guard layout.lines.indices.contains(index) else { return 0 }
        let free = max(0, containerWidth - 2 * textContainer.lineFragmentPadding - shownFont.width(of: layout.lines[index].text))
        return switch textAlignment {
        case .center: free / 2
        case .right: free
        default: 0
        }
    }

    /// The caret's rectangle at character `offset`, in the view's content.
    func caretRect(at offset: Int) -> CGRect {
        let layout = currentLayout
        let line = layout.lineIndex(of: offset)
        let height = shownFont.lineHeight
        return CGRect(x: textOrigin.x + lineStartX(line) + layout.x(of: offset), y: textOrigin.y + CGFloat(line) * height,
                      width: 2, height: height)
    }

    /// Shows the caret while editing with nothing selected, scrolled into view when asked.
    func placeCaret(scrolling: Bool = false) {
        let rect = isEditingText && editing.selection.isEmpty ? caretRect(at: editing.selection.lowerBound) : nil
        performWithoutActions { caret.show(at: rect, color: tintColor) }
        if scrolling, let rect, isScrollEnabled { scrollRectToVisible(rect.insetBy(dx: 0, dy: -2), animated: false) }
    }
}
