import Foundation
import Testing
@testable import StrataUI
@testable import StrataCore
import StrataGraphics

/// Attributed strings in CATextLayer and UILabel. Apple, CATextLayer.string: "The text must be
/// an instance of NSString or NSAttributedString"; CATextLayer.font, fontSize and
/// foregroundColor: "only used when the string property is not an NSAttributedString"
/// (developer.apple.com/documentation/quartzcore/catextlayer/fontsize). Core Text's defaults
/// for what a run does not say: Helvetica 12 (kCTFontAttributeName) in black
/// (kCTForegroundColorAttributeName).
@Suite("Attributed text: runs drawn in their own styles")
struct AttributedTextTests {
    static let fontName = "DejaVu Sans"

    /// Ink (alpha > 0.5) in `image`: its bounding box and the pixels, by dominant colour.
    struct Ink {
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        var red = 0, green = 0, black = 0
        var redMaxX = Int.min, greenMinX = Int.max
    }

    static func ink(_ image: CGImage?, rows: ClosedRange<Int>? = nil) -> Ink {
        var ink = Ink()
        guard let image else { return ink }
        let data = image.pixelData
        for y in rows ?? 0...(image.height - 1) where y >= 0 && y < image.height {
            for x in 0..<image.width {
                let i = y * image.bytesPerRow + x * 4
                let (r, g, b, a) = (Int(data[i]), Int(data[i + 1]), Int(data[i + 2]), Int(data[i + 3]))
                guard a > 128 else { continue }
                ink.minX = min(ink.minX, x); ink.maxX = max(ink.maxX, x)
                ink.minY = min(ink.minY, y); ink.maxY = max(ink.maxY, y)
                if r > 150 && g < 80 && b < 80 { ink.red += 1; ink.redMaxX = max(ink.redMaxX, x) }
                if g > 100 && r < 80 && b < 80 { ink.green += 1; ink.greenMinX = min(ink.greenMinX, x) }
                if r < 60 && g < 60 && b < 60 { ink.black += 1 }
            }
        }
        return ink
    }

    static func layer(_ string: Any, width: CGFloat = 400, height: CGFloat = 120) -> CATextLayer {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.fontSize = 100                              // ignored for attributed strings
        layer.foregroundColor = UIColor.white.cgColor     // ignored too
        layer.string = string
        return layer
    }

    static var font30: UIFont { UIFont(name: fontName, size: 30)! }

    @Test("each run is drawn in its own colour: UIColor under .foregroundColor, CGColor under Core Text's key")
    func runsInTheirColours() throws {
        try MediaClock.virtual().run {
            let text = NSMutableAttributedString(string: "IIIIIIII", attributes: [.font: Self.font30])
            text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 4))
            text.addAttribute(NSAttributedString.Key("CTForegroundColor"), value: UIColor.green.cgColor,
                              range: NSRange(location: 4, length: 4))
            let image = Self.layer(text).renderedContents(scale: 1)
            let ink = Self.ink(image)
            let font = try #require(CGFont.named(Self.fontName))
            let boundary = Int(font.width(of: "IIII", atSize: 30))
            #expect(ink.red > 50 && ink.green > 50, "both runs drawn")
            #expect(ink.redMaxX < boundary + 1 && ink.greenMinX >= boundary - 1, "red before the boundary, green after")
            // 30 points, not the layer's 100: the ink is under 30 pixels tall.
            #expect(ink.maxY - ink.minY < 30 && ink.maxY - ink.minY > 15)
        }
    }

    @Test("a run that names nothing is Helvetica 12 in black, whatever the layer's font, size and colour")
    func coreTextDefaults() {
        MediaClock.virtual().run {
            let image = Self.layer(NSAttributedString(string: "HHHH")).renderedContents(scale: 1)
            let ink = Self.ink(image)
            #expect(ink.black > 10, "black, not the layer's white")
            #expect(ink.maxY - ink.minY <= 12, "12 points, not the layer's 100: \(ink.maxY - ink.minY)")
        }
    }

    @Test("NSKern spreads the characters by its points after each one")
    func kern() {
        MediaClock.virtual().run {
            let plain = Self.ink(Self.layer(NSAttributedString(string: "IIIII", attributes: [.font: Self.font30]))
                .renderedContents(scale: 1))
            let spread = Self.ink(Self.layer(NSAttributedString(string: "IIIII", attributes: [.font: Self.font30, .kern: 10]))
                .renderedContents(scale: 1))
            let widening = (spread.maxX - spread.minX) - (plain.maxX - plain.minX)
            #expect(abs(widening - 40) <= 2, "four gaps of 10 points: \(widening)")
        }
    }

    @Test("underline, strikethrough and background are drawn under, through and behind the run")
    func decorations() throws {
        try MediaClock.virtual().run {
            let font = try #require(CGFont.named(Self.fontName))
            let ascent = Int(font.ascent(atSize: 30)), lineHeight = Int(font.lineHeight(atSize: 30))
            // Spaces carry no ink of their own: whatever is drawn is the decoration.
            func drawn(_ attributes: [NSAttributedString.Key: Any]) -> Ink {
                var all = attributes
                all[.font] = Self.font30
                return Self.ink(Self.layer(NSAttributedString(string: "        ", attributes: all)).renderedContents(scale: 1))
            }
            #expect(drawn([:]).maxX == Int.min, "spaces alone draw nothing")
            let underline = drawn([.underlineStyle: NSUnderlineStyle.single.rawValue])
            #expect(underline.minY > ascent && underline.maxY < ascent + 8, "a line just under the baseline")
            #expect(underline.maxX - underline.minX > 50, "as wide as the run")
            let strike = drawn([.strikethroughStyle: 1])
            #expect(strike.minY < ascent - 4 && strike.maxY > ascent - 16, "a line through the middle")
            let background = drawn([.backgroundColor: UIColor.red])
            #expect(background.minY <= 1 && background.maxY >= lineHeight - 2 && background.red > 500, "the run's line filled")
        }
    }

    /// Apple declares `string` a copy property (`@property(copy) id string`).
    @Test("the layer keeps a copy: mutating the attributed string afterwards changes nothing")
    func copiesTheString() {
        MediaClock.virtual().run {
            let text = NSMutableAttributedString(string: "abc")
            let layer = Self.layer(text)
            text.append(NSAttributedString(string: "def"))
            #expect((layer.string as? NSAttributedString)?.string == "abc")
        }
    }

    @Test("wrapping breaks across runs; a line is as tall as its tallest run")
    func wrapping() throws {
        try MediaClock.virtual().run {
            let text = NSMutableAttributedString(string: "II II ", attributes: [.font: UIFont(name: Self.fontName, size: 12)!])
            text.append(NSAttributedString(string: "II II", attributes: [.font: Self.font30]))
            let layer = Self.layer(text, width: 60, height: 200)
            layer.isWrapped = true
            let sizes = try #require(layer.attributedLineSizes(fitting: layer.bounds.size))
            #expect(sizes.count >= 2, "wrapped: \(sizes)")
            let font = try #require(CGFont.named(Self.fontName))
            #expect(sizes.allSatisfy { $0.width <= 60 })
            #expect(sizes.last.map { abs($0.height - font.lineHeight(atSize: 30)) < 0.01 } == true, "the big run's line height")
        }
    }

    @Test("truncation cuts the styled line with an ellipsis that fits the width")
    func truncation() throws {
        try MediaClock.virtual().run {
            let text = NSAttributedString(string: String(repeating: "word ", count: 30), attributes: [.font: Self.font30])
            let layer = Self.layer(text, width: 150)
            layer.truncationMode = .end
            let sizes = try #require(layer.attributedLineSizes(fitting: layer.bounds.size))
            #expect(sizes.count == 1 && sizes[0].width <= 150 && sizes[0].width > 100, "\(sizes)")
        }
    }

    @Test("UILabel: runs in their colours, the label's colour where a run names none, textColor then applies to all")
    func label() {
        onVirtualClock { clock, root in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
            label.font = Self.font30
            label.textColor = .green
            let text = NSMutableAttributedString(string: "IIIIIIII")
            text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 4))
            label.attributedText = text
            #expect(label.textColor == .red, "UIKit: textColor reflects the style at location 0")
            root.addSubview(label)
            label.layer.layoutAndDisplayIfNeeded()
            var ink = Self.ink(label.layer.renderedContents(scale: 1))
            #expect(ink.red > 30 && ink.green == 0, "the run without a colour takes the label's — now red, from location 0")
            // Apple, UILabel.textColor: "If you're using styled text, assigning a new value to
            // this property applies the color to the entirety of the string."
            label.textColor = .green
            label.layer.layoutAndDisplayIfNeeded()
            ink = Self.ink(label.layer.renderedContents(scale: 1))
            #expect(ink.green > 30 && ink.red == 0)
            #expect(label.intrinsicContentSize.height >= 30, "measured with the run's 30-point font")
            _ = clock
        }
    }

    /// iOS code as written (a CATextLayer showing two colours and a system font, from a
    /// tutorial): only the imports changed.
    @Test("iOS code: a text layer with an attributed string of two colours")
    func iosIdiom() {
        MediaClock.virtual().run {
            let attributeString = NSMutableAttributedString(string: "CATextLayer test",
                                                            attributes: [.foregroundColor: UIColor.red])
            attributeString.addAttribute(.font, value: UIFont.systemFont(ofSize: 30), range: NSRange(location: 0, length: 11))
            attributeString.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: 11, length: 5))
            let textLayer = CATextLayer()
            textLayer.frame = CGRect(x: 10, y: 100, width: 300, height: 50)
            textLayer.string = attributeString
            textLayer.alignmentMode = .center
            textLayer.fontSize = 13   // no effect: the string is attributed
            let ink = Self.ink(textLayer.renderedContents(scale: 1))
            #expect(ink.red > 100 && ink.green > 10)
            #expect(ink.redMaxX < ink.greenMinX, "\"CATextLayer\" in red, then \" test\" in green")
            #expect(ink.minX > 5, "centred, not flush left")
        }
    }

    /// Apple, NSAttributedString UIKit Additions: `size()`, `draw(in:)` and
    /// `boundingRect(with:options:context:)` use the string's attributes — each run its own.
    @Test("UIKit's attributed string drawing: size, bounding rectangle and drawing run by run")
    func stringDrawing() throws {
        let small = UIFont(name: Self.fontName, size: 12)!
        let text = NSMutableAttributedString(string: "aa ", attributes: [.font: small, .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "BB", attributes: [.font: Self.font30, .foregroundColor: UIColor.green]))
        let font = try #require(CGFont.named(Self.fontName))
        let size = text.size()
        let expected = font.width(of: "aa ", atSize: 12) + font.width(of: "BB", atSize: 30)
        #expect(abs(size.width - expected) < 0.01 && abs(size.height - font.lineHeight(atSize: 30)) < 0.01, "\(size)")
        let narrow = text.boundingRect(with: CGSize(width: font.width(of: "BB", atSize: 30) + 1, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(narrow.height - font.lineHeight(atSize: 12) - font.lineHeight(atSize: 30)) < 0.01, "two lines: \(narrow)")
        let line = text.boundingRect(with: .zero, options: [], context: nil)
        #expect(abs(line.minY + font.ascent(atSize: 30)) < 0.01, "one line whose baseline is the origin")
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 50)).image { _ in
            text.draw(in: CGRect(x: 0, y: 0, width: 120, height: 50))
        }
        let ink = Self.ink(image.cgImage)
        #expect(ink.red > 5 && ink.green > 30 && ink.redMaxX < ink.greenMinX)
    }

    /// Apple, NSParagraphStyle: lineSpacing is "the distance in points between the bottom of
    /// one line fragment and the top of the next"; paragraphSpacing "the space after the end
    /// of the paragraph"; lineHeightMultiple multiplies "the natural line height";
    /// firstLineHeadIndent "the indentation of the first line"; alignment "the text alignment".
    @Test("paragraph styles: line and paragraph spacing, line height multiple, indent, alignment")
    func paragraphStyles() throws {
        try MediaClock.virtual().run {
            let font = try #require(CGFont.named(Self.fontName))
            let natural = font.lineHeight(atSize: 30)
            func sizes(_ configure: (NSMutableParagraphStyle) -> Void) throws -> [CGSize] {
                let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
                configure(style)
                let text = NSAttributedString(string: "one\ntwo", attributes: [.font: Self.font30, .paragraphStyle: style])
                let layer = Self.layer(text, width: 400, height: 400)
                return try #require(layer.attributedLineSizes(fitting: layer.bounds.size))
            }
            let plain = try sizes { _ in }
            #expect(plain.count == 2 && abs(plain[0].height - natural) < 0.01)
            let spaced = try sizes { $0.lineSpacing = 10 }
            #expect(abs(spaced[0].height - natural - 10) < 0.01 && abs(spaced[1].height - natural) < 0.01, "\(spaced)")
            let paragraphs = try sizes { $0.paragraphSpacing = 7 }
            #expect(abs(paragraphs[0].height - natural - 7) < 0.01, "each line ends a paragraph: \(paragraphs)")
            let double = try sizes { $0.lineHeightMultiple = 2 }
            #expect(abs(double[1].height - 2 * natural) < 0.01)
            let indented = try sizes { $0.firstLineHeadIndent = 40 }
            #expect(abs(indented[0].width - plain[0].width - 40) < 0.01)

            // Drawn: the indent moves the ink; centred beats the layer's left alignment.
            let style = NSMutableParagraphStyle()
            style.firstLineHeadIndent = 40
            let inkIndented = Self.ink(Self.layer(NSAttributedString(string: "II", attributes: [.font: Self.font30, .paragraphStyle: style]))
                .renderedContents(scale: 1))
            #expect(inkIndented.minX >= 40 && inkIndented.minX < 50)
            style.firstLineHeadIndent = 0
            style.alignment = .center
            let inkCentred = Self.ink(Self.layer(NSAttributedString(string: "II", attributes: [.font: Self.font30, .paragraphStyle: style]))
                .renderedContents(scale: 1))
            #expect(abs((inkCentred.minX + inkCentred.maxX) / 2 - 200) <= 3, "centred in 400: \(inkCentred.minX)…\(inkCentred.maxX)")
        }
    }

    /// Apple, NSShadow: "shadowOffset … the shadow's relative position"; UIKit draws it below
    /// for a positive height.
    @Test("an NSShadow draws the run again, offset, in the shadow's colour")
    func textShadow() {
        MediaClock.virtual().run {
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 0, height: 6)
            shadow.shadowColor = UIColor.green
            let text = NSAttributedString(string: "IIII", attributes: [.font: Self.font30, .foregroundColor: UIColor.red, .shadow: shadow])
            let image = Self.layer(text).renderedContents(scale: 1)
            let all = Self.ink(image)
            #expect(all.red > 50 && all.green > 20, "text and shadow")
            let font = CGFont.named(Self.fontName)!
            let baseline = Int(font.ascent(atSize: 30))
            let below = Self.ink(image, rows: (baseline + 1)...(baseline + 5))
            #expect(below.green > 10 && below.red == 0, "only the shadow under the baseline")
        }
    }

    /// iOS code as written: a multi-line label with line spacing, centred by its paragraph
    /// style.
    @Test("iOS code: a label's attributed text with line spacing and centred paragraphs")
    func labelParagraphIdiom() {
        onVirtualClock { _, root in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            label.numberOfLines = 0
            label.font = Self.font30
            let plainHeight = { () -> CGFloat in
                label.text = "Line one\nLine two"
                return label.intrinsicContentSize.height
            }()
            let paragraphStyle = NSMutableParagraphStyle()
            paragraphStyle.lineSpacing = 8
            paragraphStyle.alignment = .center
            let attributedString = NSMutableAttributedString(string: "Line one\nLine two")
            attributedString.addAttribute(.paragraphStyle, value: paragraphStyle, range: NSMakeRange(0, attributedString.length))
            label.attributedText = attributedString
            root.addSubview(label)
            #expect(label.intrinsicContentSize.height == plainHeight + 8, "one gap of 8 between the lines")
            label.layer.layoutAndDisplayIfNeeded()
            let ink = Self.ink(label.layer.renderedContents(scale: 1))
            #expect(abs((ink.minX + ink.maxX) / 2 - 150) <= 4, "centred: \(ink.minX)…\(ink.maxX)")
        }
    }

    @Test("bad attribute values draw something sensible or nothing, never trap")
    func badAttributes() {
        MediaClock.virtual().run {
            let style = NSMutableParagraphStyle()
            style.lineSpacing = .nan
            style.lineHeightMultiple = -3
            style.firstLineHeadIndent = .infinity
            style.maximumLineHeight = 1e30
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
            let cases: [[NSAttributedString.Key: Any]] = [
                [.kern: CGFloat.nan], [.kern: 1e300], [.baselineOffset: CGFloat.infinity], [.font: "not a font"],
                [.foregroundColor: 42], [.underlineStyle: "thick"], [.paragraphStyle: style], [.shadow: shadow],
                [.font: UIFont(name: Self.fontName, size: 1e9) as Any], [.font: UIFont(name: Self.fontName, size: -5) as Any],
            ]
            for attributes in cases {
                let layer = Self.layer(NSAttributedString(string: "ab cd\nef", attributes: attributes))
                layer.isWrapped = true
                _ = layer.renderedContents(scale: 1)
                let sizes = layer.attributedLineSizes(fitting: layer.bounds.size) ?? []
                #expect(sizes.allSatisfy { !$0.width.isNaN && !$0.height.isNaN }, "\(attributes): \(sizes)")
            }
        }
    }
}
