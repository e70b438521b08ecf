import Foundation
import StrataGraphics

/// Breaks an attributed string into lines as `TextLayout` breaks a plain one — at newlines, at
/// spaces when wrapping, cut with "…" as the truncation mode says — measuring each run in its
/// own font; and draws the lines. A line is as tall as its tallest run (Core Text's line
/// metrics: the largest ascent and line height among its runs), then as its paragraph style
/// says (line height multiple, minimum and maximum, line and paragraph spacing, indents,
/// alignment: NSParagraphStyle, read from the paragraph's first character).
struct StyledTextLayout {
    /// One laid-out line.
    struct Line {
        var characters: [StyledText.Character]
        /// The style whose paragraph attributes the line follows (nil: the base style's).
        var paragraphStyle: Int?
        var startsParagraph = true
        var endsParagraph = true
    }

    let text: StyledText
    let width: CGFloat
    let height: CGFloat
    let wrapped: Bool
    let truncation: CATextLayerTruncationMode
    /// The style of a line with no characters (an empty paragraph).
    let base: TextRunStyle

    func paragraph(_ line: Line) -> ParagraphAttributes {
        line.paragraphStyle.map { text.styles[$0].paragraph } ?? base.paragraph
    }

    /// How far the line starts from the left edge (its paragraph's indents).
    func indent(_ line: Line) -> CGFloat {
        let p = paragraph(line)
        return line.startsParagraph ? p.firstLineHeadIndent : p.headIndent
    }

    func lines() -> [Line] {
        // Paragraphs, each with the style its layout follows: its first character's, or for an
        // empty one the newline's that ends it.
        var paragraphs: [(characters: [StyledText.Character], style: Int?)] = [([], nil)]
        for c in text.characters {
            if c.character.isNewline {
                if paragraphs[paragraphs.count - 1].style == nil { paragraphs[paragraphs.count - 1].style = c.style }
                paragraphs.append(([], nil))
            } else {
                if paragraphs[paragraphs.count - 1].characters.isEmpty { paragraphs[paragraphs.count - 1].style = c.style }
                paragraphs[paragraphs.count - 1].characters.append(c)
            }
        }
        var lines: [Line] = []
        for (characters, style) in paragraphs {
            let p = style.map { text.styles[$0].paragraph } ?? base.paragraph
            let first = width - p.firstLineHeadIndent, rest = width - p.headIndent
            var pieces: [[StyledText.Character]]
            if wrapped {
                pieces = wrap(characters, first: first, rest: rest)
            } else {
                pieces = [truncation == .none ? characters : truncate(characters, mode: truncation, width: first)]
            }
            for (i, piece) in pieces.enumerated() {
                lines.append(Line(characters: piece, paragraphStyle: style, startsParagraph: i == 0, endsParagraph: i == pieces.count - 1))
            }
        }
        // Wrapped text that overflows the height: the last line that fits shows the cut.
        var fitting = 0, used: CGFloat = 0
        for (i, line) in lines.enumerated() {
            let b = box(line, first: i == 0)
            used += b.height
            if used > height { break }
            used += b.after
            fitting += 1
        }
        fitting = max(fitting, 1)
        if wrapped, truncation != .none, lines.count > fitting {
            var rest: [StyledText.Character] = []
            for line in lines[(fitting - 1)...] {
                if let last = rest.last { rest.append(StyledText.Character(character: " ", style: last.style)) }
                rest += line.characters
            }
            var cut = lines[fitting - 1]
            cut.characters = truncate(rest, mode: truncation, width: width - indent(cut), force: true)
            cut.endsParagraph = true
            lines = Array(lines[..<(fitting - 1)]) + [cut]
        }
        return lines
    }

    /// The line's ascent and height from its runs (the base style's when empty).
    func metrics(_ line: Line) -> (ascent: CGFloat, height: CGFloat) {
        guard !line.characters.isEmpty else { return (base.ascent, base.lineHeight) }
        var ascent: CGFloat = 0, height: CGFloat = 0, seen = Set<Int>()
        for c in line.characters where seen.insert(c.style).inserted {
            let style = text.styles[c.style]
            ascent = max(ascent, style.ascent + max(0, style.baselineOffset))
            height = max(height, style.lineHeight + max(0, style.baselineOffset))
        }
        return (ascent, height)
    }

    /// The line's box: space before it (a paragraph's spacing before, not above the first
    /// line), its ascent and height after the paragraph's line height rules (extra height goes
    /// above the glyphs, as TextKit places it), and the space after it (line spacing, and
    /// paragraph spacing after a paragraph's last line).
    func box(_ line: Line, first: Bool) -> (before: CGFloat, ascent: CGFloat, height: CGFloat, after: CGFloat) {
        let natural = metrics(line), p = paragraph(line)
        var height = natural.height
        if p.lineHeightMultiple > 0 { height *= p.lineHeightMultiple }
        if p.minimumLineHeight > 0 { height = max(height, p.minimumLineHeight) }
        if p.maximumLineHeight > 0 { height = min(height, p.maximumLineHeight) }
        let before = line.startsParagraph && !first ? p.paragraphSpacingBefore : 0
        return (before, natural.ascent + height - natural.height, height,
                p.lineSpacing + (line.endsParagraph ? p.paragraphSpacing : 0))
    }

    /// Each line's size for measuring: its indent and runs wide; its box tall, the space
    /// before it included and the space after it too, except after the last line.
    func sizes(_ lines: [Line]) -> [CGSize] {
        lines.enumerated().map { i, line in
            let b = box(line, first: i == 0)
            return CGSize(width: indent(line) + text.width(line.characters[...]),
                          height: b.before + b.height + (i == lines.count - 1 ? 0 : b.after))
        }
    }

    /// Greedy word wrap at spaces, `first` wide for the paragraph's first line and `rest` for
    /// the others; a word wider than its line is broken between characters.
    private func wrap(_ paragraph: [StyledText.Character], first: CGFloat, rest: CGFloat) -> [[StyledText.Character]] {
        var lines: [[StyledText.Character]] = [], current: [StyledText.Character] = []
        var limit: CGFloat { lines.isEmpty ? first : rest }
        let words = paragraph.split(omittingEmptySubsequences: false) { $0.character == " " }
        var spaces = paragraph.filter { $0.character == " " }.makeIterator()
        for (index, word) in words.enumerated() {
            let space = index > 0 ? spaces.next() : nil
            let candidate = current.isEmpty ? Array(word) : current + (space.map { [$0] } ?? []) + word
            if text.width(candidate[...]) <= limit || current.isEmpty && text.width(word) <= limit {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current); current = [] }
            var piece: [StyledText.Character] = []
            for c in word {
                if !piece.isEmpty && text.width((piece + [c])[...]) > limit { lines.append(piece); piece = [] }
                piece.append(c)
            }
            current = piece
        }
        lines.append(current)
        return lines
    }

    /// The line cut to fit `width` with "…" at the mode's place (or always, with `force`);
    /// the ellipsis takes the style of the character beside it.
    private func truncate(_ line: [StyledText.Character], mode: CATextLayerTruncationMode, width: CGFloat,
                          force: Bool = false) -> [StyledText.Character] {
        guard force || text.width(line[...]) > width else { return line }
        func ellipsis(_ neighbour: StyledText.Character?) -> StyledText.Character {
            StyledText.Character(character: "…", style: neighbour?.style ?? line.first?.style ?? 0)
        }
        func candidate(_ n: Int) -> [StyledText.Character] {
            switch mode {
            case .start: return [ellipsis(line.last)] + line.suffix(n)
            case .middle: return Array(line.prefix((n + 1) / 2)) + [ellipsis(line.first)] + line.suffix(n / 2)
            default: return Array(line.prefix(n)) + [ellipsis(n > 0 ? line[n - 1] : line.first)]
            }
        }
        var keep = line.count
        while keep > 0 && text.width(candidate(keep)[...]) > width { keep -= 1 }
        return line.isEmpty ? line : candidate(keep)
    }

    /// Draws the lines into `bounds` (user space, y down): each aligned by its paragraph's
    /// alignment, else `alignment`; each run in its font and colour, kerned, over its
    /// background, under its shadow, underlined or struck through.
    func draw(_ lines: [Line], in ctx: CGContext, bounds: CGRect, alignment: CATextLayerAlignmentMode) {
        var top = bounds.minY
        for (index, line) in lines.enumerated() {
            // Lines below the bounds fall outside the bitmap: the rest need no shaping.
            if top > bounds.maxY { break }
            let b = box(line, first: index == 0)
            top += b.before
            let lineWidth = text.width(line.characters[...]), lead = indent(line)
            let available = bounds.width - lead
            var x = bounds.minX + lead
            switch paragraph(line).alignment ?? alignment {
            case .right: x += available - lineWidth
            case .center: x += (available - lineWidth) / 2
            default: break
            }
            let baseline = top + b.ascent
            for run in StyledText.runs(line.characters[...]) {
                x += drawRun(run.text, style: text.styles[run.style], at: x, baseline: baseline, top: top,
                             lineHeight: b.height, in: ctx)
            }
            top += b.height + b.after
        }
    }

    /// One run at `x`; returns its advance.
    private func drawRun(_ string: String, style: TextRunStyle, at x: CGFloat, baseline: CGFloat, top: CGFloat,
                         lineHeight: CGFloat, in ctx: CGContext) -> CGFloat {
        let advance = style.font.width(of: string, atSize: style.size) + style.kern * CGFloat(string.count)
        let y = baseline - style.baselineOffset
        if let background = style.background {
            ctx.setFillColor(background)
            ctx.fill(CGRect(x: x, y: top, width: advance, height: lineHeight))
        }
        ctx.saveGState()
        if let shadow = style.shadow {
            if let color = shadow.color { ctx.setShadow(offset: shadow.offset, blur: shadow.blur, color: color) }
            else { ctx.setShadow(offset: shadow.offset, blur: shadow.blur) }
        }
        if style.kern == 0 {
            ctx.drawText(string, at: CGPoint(x: x, y: y), font: style.font, size: style.size, color: style.color)
        } else {
            // Kerning adds space after each character: each is placed on its own.
            var cx = x
            for character in string {
                let glyph = String(character)
                ctx.drawText(glyph, at: CGPoint(x: cx, y: y), font: style.font, size: style.size, color: style.color)
                cx += style.font.width(of: glyph, atSize: style.size) + style.kern
            }
        }
        // Lines a fourteenth of the size thick (at least half a point): under the baseline,
        // and through the middle of the lower-case letters (about a third of the ascent).
        let thickness = max(style.size / 14, 0.5)
        if style.underline || style.strikethrough { ctx.setFillColor(style.color) }
        if style.underline {
            ctx.fill(CGRect(x: x, y: y + style.size * 0.1, width: advance, height: thickness))
        }
        if style.strikethrough {
            ctx.fill(CGRect(x: x, y: y - style.ascent * 0.3 - thickness / 2, width: advance, height: thickness))
        }
        ctx.restoreGState()
        return advance
    }
}
