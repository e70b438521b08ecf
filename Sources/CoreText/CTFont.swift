import Foundation
import StrataGraphics

/// A font at a size (Apple: CTFont): a fontconfig font (`CGFont`) and its point size. A family
/// that is not installed falls back to an installed one, with a one-time message.
public final class CTFont: Hashable, CustomStringConvertible, _CATextLayerFont, @unchecked Sendable {
    /// The font face.
    public let cgFont: CGFont
    /// The size in points.
    public let size: CGFloat
    let name: String

    init(cgFont: CGFont, size: CGFloat, name: String) {
        self.cgFont = cgFont
        self.size = size
        self.name = name
    }

    public static func == (a: CTFont, b: CTFont) -> Bool { a.name == b.name && a.size == b.size }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size)
    }
    public var description: String { "CTFont(\(name) \(size) pt)" }

    public var _fontNameForTextLayer: String { name }
    public var _fontSizeForTextLayer: CGFloat { size }

    /// Core Text's default font, when an attributed string's run names none.
    static let defaultFont: CTFont? = CGFont.named("Helvetica").map { CTFont(cgFont: $0, size: 12, name: "Helvetica") }
}

/// The font named `name` at `size` points (Apple: CTFontCreateWithName); a size of 0 or less
/// (or not a number) means 12, as Apple documents. `matrix` is ignored (Strata draws fonts
/// unskewed).
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let resolvedSize = size.isFinite && size > 0 ? size : 12
    let text = String(name)
    if let font = CGFont.named(text) { return CTFont(cgFont: font, size: resolvedSize, name: text) }
    // fontconfig always matches something while any font is installed; with none at all the
    // default is as good as it gets.
    return CTFont(cgFont: CTFont.defaultFont!.cgFont, size: resolvedSize, name: text)
}

/// The same font at another size (Apple: CTFontCreateCopyWithAttributes; attributes ignored).
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                           _ attributes: AnyObject?) -> CTFont {
    CTFont(cgFont: font.cgFont, size: size.isFinite && size > 0 ? size : font.size, name: font.name)
}

/// The font's point size (Apple: CTFontGetSize).
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }
/// Baseline to top (Apple: CTFontGetAscent).
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.cgFont.ascent(atSize: font.size) }
/// Baseline to bottom, positive (Apple: CTFontGetDescent).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { font.cgFont.descent(atSize: font.size) }
/// Extra space between lines (Apple: CTFontGetLeading): the line height beyond ascent and descent.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat {
    max(0, font.cgFont.lineHeight(atSize: font.size) - CTFontGetAscent(font) - CTFontGetDescent(font))
}
/// The family of the installed font used (Apple: CTFontCopyFamilyName).
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.cgFont.familyName as CFString }
/// The name the font was asked for (Apple: CTFontCopyPostScriptName).
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.name as CFString }
/// The name the font was asked for (Apple: CTFontCopyFullName).
public func CTFontCopyFullName(_ font: CTFont) -> CFString { font.name as CFString }

/// The glyphs for `count` UTF-16 units (Apple: CTFontGetGlyphsForCharacters): a surrogate
/// pair's glyph goes to its first slot and 0 to the second. Returns false (with 0 glyphs) when
/// a character has no glyph in the font.
public func CTFontGetGlyphsForCharacters(_ font: CTFont, _ characters: UnsafePointer<UniChar>,
                                         _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex) -> Bool {
    guard count > 0 else { return true }
    var all = true
    var i = 0
    while i < count {
        let unit = characters[i]
        var scalar: Unicode.Scalar? = Unicode.Scalar(unit)
        var width = 1
        if UTF16.isLeadSurrogate(unit), i + 1 < count, UTF16.isTrailSurrogate(characters[i + 1]) {
            scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(characters[i + 1]) - 0xDC00))
            width = 2
        }
        if let scalar, let glyph = font.cgFont.glyph(for: scalar) {
            glyphs[i] = glyph
        } else {
            glyphs[i] = 0
            all = false
        }
        if width == 2 { glyphs[i + 1] = 0 }
        i += width
    }
    return all
}

/// The advances of `count` glyphs (Apple: CTFontGetAdvancesForGlyphs); returns their sum.
/// `advances` may be nil. Orientation is horizontal whatever is asked.
@discardableResult
public func CTFontGetAdvancesForGlyphs(_ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
                                       _ advances: UnsafeMutablePointer<CGSize>?, _ count: CFIndex) -> Double {
    var total = 0.0
    for i in 0..<max(0, count) {
        let advance = font.cgFont.advance(of: glyphs[i], atSize: font.size)
        advances?[i] = CGSize(width: advance, height: 0)
        total += Double(advance)
    }
    return total
}

/// The outline of `glyph` (Apple: CTFontCreatePathForGlyph): y up, the origin on the baseline
/// at the glyph's left, transformed by `matrix` when given. Nil when the font cannot give it.
public func CTFontCreatePathForGlyph(_ font: CTFont, _ glyph: CGGlyph, _ matrix: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let path = font.cgFont.path(for: glyph, atSize: font.size) else { return nil }
    guard let matrix else { return path }
    let transformed = CGMutablePath()
    transformed.addPath(path, transform: matrix.pointee)
    return transformed
}

/// A font orientation (Apple: CTFontOrientation).
public enum CTFontOrientation: UInt32, Sendable {
    case `default` = 0, horizontal = 1, vertical = 2
}
