import Foundation
import StrataGraphics

/// What UILabel asks of its text layer: the lines its string breaks into in a given size, and
/// the string drawn into another context (UILabel's `drawText(in:)` called while something
/// else draws, as progress rings draw their value label).
extension CATextLayer {
    /// The lines the string is laid out in within `size`: at newlines, at spaces to fit the
    /// width when `isWrapped`, cut by `truncationMode` — as drawn. Empty without a string or a
    /// usable font and size.
    package func textLines(fitting size: CGSize) -> [String] {
        guard var text = extraString(Self.stringProperty), !text.isEmpty else { return [] }
        if text.count > WorkLimit.textCharacters { text = String(text.prefix(WorkLimit.textCharacters)) }
        let fontSize = extraNumber(Self.fontSizeProperty)
        guard fontSize.isFinite, fontSize > 0, size.width >= 0, size.height >= 0,
              let font = CGFont.named(extraString(Self.fontProperty) ?? "Helvetica") else { return [] }
        let layout = TextLayout(font: font, size: fontSize, width: size.width, height: size.height,
                                wrapped: extraBool(Self.wrappedProperty),
                                truncation: CATextLayerTruncationMode(rawValue: extraString(Self.truncationModeProperty) ?? "none"))
        return layout.lines(for: text)
    }

    /// When the string is an NSAttributedString, the size of each of its lines laid out in
    /// `size` (each as wide as its indent and runs, as tall as its tallest run and its
    /// paragraph's spacing: `StyledTextLayout.sizes`); nil for a plain string.
    package func attributedLineSizes(fitting size: CGSize) -> [CGSize]? {
        guard let string = extraObject(Self.stringProperty) as? NSAttributedString else { return nil }
        guard size.width >= 0, size.height >= 0, let (layout, lines) = styledLayout(string, size: size) else { return [] }
        return layout.sizes(lines)
    }

    /// Draws the string into `ctx` (user space: points, y down), laid out in `rect` with the
    /// layer's font, size, colour, wrapping, truncation and alignment.
    package func drawString(into ctx: CGContext, in rect: CGRect) {
        renderText(in: { ctx }, frame: rect, image: false)
    }

    /// `text` broken into lines as a wrapped text layer breaks it at `width` points: at
    /// newlines, and at spaces (between characters within a word too long for a line). Empty
    /// when the font is not found or the size is unusable. For UIKit's string measuring.
    package static func wrappedLines(of text: String, fontName: String, size: CGFloat, width: CGFloat) -> [String] {
        guard !text.isEmpty, size.isFinite, size > 0, !width.isNaN, width >= 0, let font = CGFont.named(fontName) else { return [] }
        let clipped = text.count > WorkLimit.textCharacters ? String(text.prefix(WorkLimit.textCharacters)) : text
        let layout = TextLayout(font: font, size: size, width: width, height: .greatestFiniteMagnitude,
                                wrapped: true, truncation: .none)
        return layout.lines(for: clipped)
    }
}
