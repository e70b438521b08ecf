import Foundation
import StrataGraphics

/// The style of a run of an attributed string, read as Core Text reads the attributes a
/// `CATextLayer` draws: the font and its size, the colours, kerning, underline, strikethrough
/// and baseline offset.
struct TextRunStyle {
    var font: CGFont
    var size: CGFloat
    /// The text's colour (Core Text's default: black).
    var color: CGColor
    /// Filled behind the run's glyphs, as tall as its font's line.
    var background: CGColor?
    /// Points added after each character.
    var kern: CGFloat = 0
    var underline = false
    var strikethrough = false
    /// Points the baseline moves up.
    var baselineOffset: CGFloat = 0
    /// The paragraph's layout (read from its first character's run).
    var paragraph = ParagraphAttributes()
    /// A shadow under the run's glyphs.
    var shadow: (offset: CGSize, blur: CGFloat, color: CGColor?)?

    /// Core Text's defaults for what a run does not say: Helvetica 12 in black; nil when no
    /// font is available at all.
    static var coreTextDefault: TextRunStyle? {
        CGFont.named("Helvetica").map { TextRunStyle(font: $0, size: 12, color: CGColor(gray: 0, alpha: 1)) }
    }

    var ascent: CGFloat { font.ascent(atSize: size) }
    var lineHeight: CGFloat { font.lineHeight(atSize: size) }
}

/// A paragraph style's layout values (Apple: NSParagraphStyle), non-finite or negative values
/// read as 0.
struct ParagraphAttributes {
    /// nil: the layer's (or label's) own alignment.
    var alignment: CATextLayerAlignmentMode?
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0

    init() {}

    init(_ style: _TextParagraphStyle) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        alignment = switch style._textAlignmentValue {
        case 0: .left
        case 1: .center
        case 2: .right
        case 3: .justified
        default: nil
        }
        lineSpacing = clean(style._lineSpacing)
        paragraphSpacing = clean(style._paragraphSpacing)
        paragraphSpacingBefore = clean(style._paragraphSpacingBefore)
        lineHeightMultiple = clean(style._lineHeightMultiple)
        minimumLineHeight = clean(style._minimumLineHeight)
        maximumLineHeight = clean(style._maximumLineHeight)
        firstLineHeadIndent = clean(style._firstLineHeadIndent)
        headIndent = clean(style._headIndent)
    }
}

/// An attributed string cut into characters that each know their style: what the styled
/// layout wraps, truncates and draws.
struct StyledText {
    /// One character and the index of its style in `styles`.
    struct Character {
        let character: Swift.Character
        let style: Int
    }

    var characters: [Character]
    var styles: [TextRunStyle]

    /// The attribute names read (UIKit's and Core Text's spellings of them).
    static let fontKey = NSAttributedString.Key("NSFont")
    static let colorKeys = [NSAttributedString.Key("NSColor"), NSAttributedString.Key("CTForegroundColor")]
    static let backgroundKey = NSAttributedString.Key("NSBackgroundColor")
    static let kernKeys = [NSAttributedString.Key("NSKern"), NSAttributedString.Key("CTKern")]
    static let underlineKeys = [NSAttributedString.Key("NSUnderline"), NSAttributedString.Key("CTUnderlineStyle")]
    static let strikethroughKey = NSAttributedString.Key("NSStrikethrough")
    static let baselineKey = NSAttributedString.Key("NSBaselineOffset")
    static let paragraphKey = NSAttributedString.Key("NSParagraphStyle")
    static let shadowKey = NSAttributedString.Key("NSShadow")

    /// `string`'s runs with their attributes; `base` styles what a run does not say (Core
    /// Text's defaults, Helvetica 12 in black, for a text layer; a label's font and colour for
    /// UILabel). Nil when no font is available at all. At most `limit` characters are kept.
    init?(_ string: NSAttributedString, base: TextRunStyle, limit: Int) {
        characters = []
        styles = []
        let whole = string.string as NSString
        var kept = 0
        var styles: [TextRunStyle] = []
        var characters: [Character] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, stop in
            let style = Self.style(attributes, base: base)
            styles.append(style)
            for character in whole.substring(with: range) {
                guard kept < limit else { stop.pointee = true; return }
                characters.append(Character(character: character, style: styles.count - 1))
                kept += 1
            }
        }
        self.styles = styles
        self.characters = characters
    }

    /// `base` changed by the attributes Strata draws; values of the wrong type are ignored.
    static func style(_ attributes: [NSAttributedString.Key: Any], base: TextRunStyle) -> TextRunStyle {
        var style = base
        if let font = attributes[fontKey] {
            if let named = font as? _CATextLayerFont, let resolved = CGFont.named(named._fontNameForTextLayer) {
                style.font = resolved
                let size = named._fontSizeForTextLayer
                if size.isFinite && size > 0 { style.size = size }
            } else if let resolved = font as? CGFont {
                style.font = resolved
            }
        }
        if let color = colorKeys.lazy.compactMap({ attributes[$0] }).first.flatMap(TextAttributeValue.color) { style.color = color }
        if let background = attributes[backgroundKey].flatMap(TextAttributeValue.color) { style.background = background }
        if let kern = kernKeys.lazy.compactMap({ attributes[$0] }).first.flatMap { TextAttributeValue.number($0) }, kern.isFinite { style.kern = kern }
        if let underline = underlineKeys.lazy.compactMap({ attributes[$0] }).first.flatMap { TextAttributeValue.number($0) } { style.underline = underline != 0 }
        if let strike = attributes[strikethroughKey].flatMap { TextAttributeValue.number($0) } { style.strikethrough = strike != 0 }
        if let offset = attributes[baselineKey].flatMap { TextAttributeValue.number($0) }, offset.isFinite { style.baselineOffset = offset }
        if let paragraph = attributes[paragraphKey] as? _TextParagraphStyle { style.paragraph = ParagraphAttributes(paragraph) }
        if let shadow = attributes[shadowKey] as? _TextShadow, shadow._shadowOffset.width.isFinite,
           shadow._shadowOffset.height.isFinite, shadow._shadowBlurRadius.isFinite {
            style.shadow = (shadow._shadowOffset, max(0, shadow._shadowBlurRadius), shadow._shadowCGColor)
        }
        return style
    }

    /// `slice`'s characters grouped into runs of one style, as strings.
    static func runs(_ slice: ArraySlice<Character>) -> [(text: String, style: Int)] {
        var runs: [(text: String, style: Int)] = []
        for c in slice {
            if let last = runs.last, last.style == c.style {
                runs[runs.count - 1].text.append(c.character)
            } else {
                runs.append((String(c.character), c.style))
            }
        }
        return runs
    }

    /// The width `slice` takes on a line: each run's shaped width plus its kerning.
    func width(_ slice: ArraySlice<Character>) -> CGFloat {
        Self.runs(slice).reduce(0) { sum, run in
            let style = styles[run.style]
            return sum + style.font.width(of: run.text, atSize: style.size) + style.kern * CGFloat(run.text.count)
        }
    }
}
