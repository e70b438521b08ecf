import Foundation
import StrataGraphics

/// Breaks an attributed string into lines as `TextLayout` breaks a plain one — at newlines, at
/// spaces when wrapping, cut with "…" as the truncation mode says — measuring each run in its
/// own font; and draws the lines. A line is as tall as its tallest run (Core Text's line
/// metrics: the largest ascent and line height among its runs).
struct StyledTextLayout {
    typealias Line = [StyledText.Character]

    let text: StyledText
    let width: CGFloat
    let height: CGFloat
    let wrapped: Bool
    let truncation: CATextLayerTruncationMode
    /// The style of a line with no characters (an empty paragraph).
    let base: TextRunStyle

    func lines() -> [Line] {
        let paragraphs = text.characters.split(omittingEmptySubsequences: false) { $0.character.isNewline }.map(Array.init)
        guard wrapped else {
            return truncation == .none ? paragraphs : paragraphs.map { truncate($0, mode: truncation) }
        }
        var lines = paragraphs.flatMap(wrap)
        // Wrapped text that overflows the height: the last line that fits shows the cut.
        var fitting = 0, used: CGFloat = 0
        for line in lines {
            used += metrics(line).height
            if used > height { break }
            fitting += 1
        }
        fitting = max(fitting, 1)
        if truncation != .none, lines.count > fitting {
            var rest: Line = []
            for line in lines[(fitting - 1)...] {
                if let last = rest.last { rest.append(StyledText.Character(character: " ", style: last.style)) }
                rest += line
            }
            lines = Array(lines[..<(fitting - 1)]) + [truncate(rest, mode: truncation, force: true)]
        }
        return lines
    }

    /// The line's ascent and height: the largest of its runs' (the base style's when empty).
    func metrics(_ line: Line) -> (ascent: CGFloat, height: CGFloat) {
        guard !line.isEmpty else { return (base.ascent, base.lineHeight) }
        var ascent: CGFloat = 0, height: CGFloat = 0, seen = Set<Int>()
        for c in line where seen.insert(c.style).inserted {
            let style = text.styles[c.style]
            ascent = max(ascent, style.ascent + max(0, style.baselineOffset))
            height = max(height, style.lineHeight + max(0, style.baselineOffset))
        }
        return (ascent, height)
    }

    /// Greedy word wrap at spaces; a word wider than the line is broken between characters.
    private func wrap(_ paragraph: Line) -> [Line] {
        var lines: [Line] = [], current: Line = []
        let words = paragraph.split(omittingEmptySubsequences: false) { $0.character == " " }
        var spaces = paragraph.filter { $0.character == " " }.makeIterator()
        for (index, word) in words.enumerated() {
            let space = index > 0 ? spaces.next() : nil
            let candidate = current.isEmpty ? Line(word) : current + (space.map { [$0] } ?? []) + word
            if text.width(candidate[...]) <= width || current.isEmpty && text.width(word) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current); current = [] }
            var piece: Line = []
            for c in word {
                if !piece.isEmpty && text.width((piece + [c])[...]) > width { lines.append(piece); piece = [] }
                piece.append(c)
            }
            current = piece
        }
        lines.append(current)
        return lines
    }

    /// The line cut to fit the width with "…" at the mode's place (or always, with `force`);
    /// the ellipsis takes the style of the character beside it.
    private func truncate(_ line: Line, mode: CATextLayerTruncationMode, force: Bool = false) -> Line {
        guard force || text.width(line[...]) > width else { return line }
        func ellipsis(_ neighbour: StyledText.Character?) -> StyledText.Character {
            StyledText.Character(character: "…", style: neighbour?.style ?? line.first?.style ?? 0)
        }
        func candidate(_ n: Int) -> Line {
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

    /// Draws the lines into `bounds` (user space, y down) with `alignment`: each run in its
    /// font and colour, kerned, over its background, underlined or struck through.
    func draw(_ lines: [Line], in ctx: CGContext, bounds: CGRect, alignment: CATextLayerAlignmentMode) {
        var top = bounds.minY
        for line in lines {
            // Lines below the bounds fall outside the bitmap: the rest need no shaping.
            if top > bounds.maxY { break }
            let (ascent, lineHeight) = metrics(line)
            let lineWidth = text.width(line[...])
            var x = bounds.minX
            if alignment == .right { x = bounds.maxX - lineWidth }
            else if alignment == .center { x = bounds.minX + (bounds.width - lineWidth) / 2 }
            let baseline = top + ascent
            for run in StyledText.runs(line[...]) {
                x += drawRun(run.text, style: text.styles[run.style], at: x, baseline: baseline, top: top,
                             lineHeight: lineHeight, in: ctx)
            }
            top += lineHeight
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
        return advance
    }
}
