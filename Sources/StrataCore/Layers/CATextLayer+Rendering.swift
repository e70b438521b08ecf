import Foundation
import StrataGraphics

extension CATextLayer {
    func renderText(scale: CGFloat) -> CGImage? {
        renderText { makeDrawnContext(scale: scale) }
    }

    /// The text drawn into the context `makeContext` returns (user space: layer points), laid
    /// out in `frame` (default: `textFrame`, else the bounds); `image` false: nothing is
    /// returned (`render(in:)` draws into its own context).
    @discardableResult
    func renderText(in makeContext: () -> CGContext?, frame: CGRect? = nil, image: Bool = true) -> CGImage? {
        let bounds = frame ?? textFrame ?? state.bounds
        if let attributed = extraObject(Self.stringProperty) as? NSAttributedString {
            return renderAttributedText(attributed, in: makeContext, bounds: bounds, image: image)
        }
        guard !bounds.isNull, var text = extraString(Self.stringProperty), !text.isEmpty,
              let color = extraColor(Self.foregroundColorProperty) else { return nil }
        // Laying out and shaping cost the whole string: the text drawn stops at a limit.
        if text.utf8.count > WorkLimit.textCharacters, text.count > WorkLimit.textCharacters {
            Diagnostics.warnOnce("a CATextLayer's string of \(text.count) characters is longer than the limit of \(WorkLimit.textCharacters); the rest is not drawn")
            text = String(text.prefix(WorkLimit.textCharacters))
        }
        let size = extraNumber(Self.fontSizeProperty)
        guard size.isFinite, size > 0 else {
            if size != 0 { Diagnostics.warnOnce("\(self): fontSize \(size) is not a positive number; nothing drawn") }
            return nil
        }
        let name = extraString(Self.fontProperty) ?? "Helvetica"
        guard let font = CGFont.named(name), let ctx = makeContext() else { return nil }
        let layout = TextLayout(font: font, size: size, width: bounds.width, height: bounds.height,
                                wrapped: extraBool(Self.wrappedProperty),
                                truncation: CATextLayerTruncationMode(rawValue: extraString(Self.truncationModeProperty) ?? "none"))
        let alignment = CATextLayerAlignmentMode(rawValue: extraString(Self.alignmentModeProperty) ?? "natural")
        let ascent = font.ascent(atSize: size), lineHeight = font.lineHeight(atSize: size)
        let cgColor = color.cgColor
        for (index, line) in layout.lines(for: text).enumerated() {
            let width = font.width(of: line, atSize: size)
            var x = bounds.minX
            if alignment == .right { x = bounds.maxX - width }
            else if alignment == .center { x = bounds.minX + (bounds.width - width) / 2 }
            let baseline = bounds.minY + ascent + CGFloat(index) * lineHeight
            // Lines below the bounds fall outside the bitmap: the rest need no shaping.
            if baseline - ascent > bounds.maxY { break }
            ctx.drawText(line, at: CGPoint(x: x, y: baseline), font: font, size: size, color: cgColor)
        }
        return image ? ctx.makeImage() : nil
    }
}

extension CATextLayer {
    /// The layout of an attributed string in `size`, with the layer's wrapping and truncation;
    /// nil when no font is available or the string has no characters.
    func styledLayout(_ string: NSAttributedString, size: CGSize) -> (layout: StyledTextLayout, lines: [StyledTextLayout.Line])? {
        // Core Text's defaults, not the layer's font, size and colour (those are for plain strings).
        guard let base = TextRunStyle.coreTextDefault else { return nil }
        if string.length > WorkLimit.textCharacters {
            Diagnostics.warnOnce("a CATextLayer's attributed string of \(string.length) characters is longer than the limit of \(WorkLimit.textCharacters); the rest is not drawn")
        }
        guard let text = StyledText(string, base: base, limit: WorkLimit.textCharacters), !text.characters.isEmpty else { return nil }
        let layout = StyledTextLayout(text: text, width: size.width, height: size.height, wrapped: extraBool(Self.wrappedProperty),
                                      truncation: CATextLayerTruncationMode(rawValue: extraString(Self.truncationModeProperty) ?? "none"),
                                      base: base)
        return (layout, layout.lines())
    }

    /// An attributed string drawn run by run (`StyledTextLayout`).
    private func renderAttributedText(_ string: NSAttributedString, in makeContext: () -> CGContext?, bounds: CGRect,
                                      image: Bool) -> CGImage? {
        guard !bounds.isNull, let (layout, lines) = styledLayout(string, size: bounds.size), let ctx = makeContext() else { return nil }
        let alignment = CATextLayerAlignmentMode(rawValue: extraString(Self.alignmentModeProperty) ?? "natural")
        ctx.saveGState()
        layout.draw(lines, in: ctx, bounds: bounds, alignment: alignment)
        ctx.restoreGState()
        return image ? ctx.makeImage() : nil
    }
}

/// Breaks a text layer's string into lines: at newlines, at spaces when wrapping, and cuts
/// lines with "…" as the truncation mode says.
struct TextLayout {
    let font: CGFont
    let size: CGFloat
    let width: CGFloat
    let height: CGFloat
    let wrapped: Bool
    let truncation: CATextLayerTruncationMode

    func measure(_ s: String) -> CGFloat { font.width(of: s, atSize: size) }

    func lines(for text: String) -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard wrapped else {
            return truncation == .none ? paragraphs : paragraphs.map { truncate($0, mode: truncation) }
        }
        var lines = paragraphs.flatMap(wrap)
        // Wrapped text that overflows the height: the last line that fits shows the cut.
        let fitting = Int(saturating: height / max(font.lineHeight(atSize: size), 1), in: 1...Int.max)
        if truncation != .none, lines.count > fitting {
            let rest = lines[(fitting - 1)...].joined(separator: " ")
            lines = Array(lines[..<(fitting - 1)]) + [truncate(rest, mode: truncation == .none ? .end : truncation, force: true)]
        }
        return lines
    }

    /// Greedy word wrap; a word wider than the line is broken between characters.
    private func wrap(_ paragraph: String) -> [String] {
        var lines: [String] = [], current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if measure(candidate) <= width || current.isEmpty && measure(word) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current); current = "" }
            var piece = ""
            for character in word {
                if !piece.isEmpty && measure(piece + String(character)) > width { lines.append(piece); piece = "" }
                piece.append(character)
            }
            current = piece
        }
        lines.append(current)
        return lines
    }

    /// The line cut to fit the width with "…" at the mode's place (or always, with `force`).
    private func truncate(_ line: String, mode: CATextLayerTruncationMode, force: Bool = false) -> String {
        guard force || measure(line) > width else { return line }
        let characters = Array(line)
        var keep = characters.count
        func candidate(_ n: Int) -> String {
            switch mode {
            case .start: return "…" + String(characters.suffix(n))
            case .middle: return String(characters.prefix((n + 1) / 2)) + "…" + String(characters.suffix(n / 2))
            default: return String(characters.prefix(n)) + "…"
            }
        }
        while keep > 0 && measure(candidate(keep)) > width { keep -= 1 }
        return candidate(keep)
    }
}
