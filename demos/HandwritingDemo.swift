import CoreText
import Foundation
import StrataCore
import StrataGraphics

/// Text written by hand: the outlines of "Strata" from Core Text (`CTFontCreatePathForGlyph`
/// for each glyph of each run of a `CTLine`, the idiom iOS code uses) stroked by a
/// CAShapeLayer whose `strokeEnd` runs from 0 to 1 in 3 s, then filled in gold over 1 s, and a
/// CATextLayer caption of two styles (an attributed string) fading in under it. A click writes
/// it again.
public final class HandwritingDemo: NSObject, Demo {
    public static let name = "handwriting"
    public static let title = "Handwriting"
    public static let summary = "Core Text glyph outlines written by a shape layer's strokeEnd, then filled; an attributed caption fades in"
    public static let controls = [DemoControl("click", "write it again")]
    public static let thumbnailLoop: CFTimeInterval? = 6

    /// The word, its font and size.
    public static let word = "Strata"
    static let fontName = "DejaVuSans-Bold"
    static let fontSize: CGFloat = 150
    /// Seconds to write the outlines, then to fill them, and when the caption starts to show.
    public static let writeDuration: CFTimeInterval = 3
    public static let fillDuration: CFTimeInterval = 1
    static let gold = CGColor(red: 1, green: 0.78, blue: 0.25, alpha: 1)

    /// The outlines (named `letters`) and the caption (named `caption`).
    public let letters = CAShapeLayer()
    public let caption = CATextLayer()

    public override required init() {
        super.init()
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        let (path, width) = Self.outlines()
        letters.name = "letters"
        letters.bounds = CGRect(x: 0, y: 0, width: width, height: Self.fontSize)
        letters.position = CGPoint(x: Self.size.width / 2, y: Self.size.height / 2 - 30)
        letters.path = path
        letters.lineWidth = 2
        letters.lineJoin = .round
        letters.strokeColor = CGColor(gray: 1, alpha: 1)
        letters.fillColor = Self.gold
        root.addSublayer(letters)

        caption.name = "caption"
        caption.bounds = CGRect(x: 0, y: 0, width: 600, height: 40)
        caption.position = CGPoint(x: Self.size.width / 2, y: letters.position.y + Self.fontSize / 2 + 50)
        caption.alignmentMode = .center
        caption.contentsScale = 2
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 26, nil)
        let text = NSMutableAttributedString(string: "written with Core Text ", attributes: [
            NSAttributedString.Key(kCTFontAttributeName): font,
            NSAttributedString.Key(kCTForegroundColorAttributeName): CGColor(gray: 0.85, alpha: 1)])
        text.append(NSAttributedString(string: "on Linux", attributes: [
            NSAttributedString.Key(kCTFontAttributeName): font,
            NSAttributedString.Key(kCTForegroundColorAttributeName): Self.gold,
            NSAttributedString.Key(kCTUnderlineStyleAttributeName): CTUnderlineStyle.single.rawValue]))
        caption.string = text
        root.addSublayer(caption)
        write()
        return root
    }

    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        write()
    }

    /// The word's glyph outlines in the layer's y-down space, with the baseline near the
    /// bottom, and the line's width.
    public static func outlines() -> (CGPath, CGFloat) {
        let font = CTFontCreateWithName(fontName as CFString, fontSize, nil)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: word, attributes: [NSAttributedString.Key(kCTFontAttributeName): font]))
        let width = CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil))
        let path = CGMutablePath()
        // Core Text's glyph space is y up: flip onto a baseline one descent above the bottom.
        let baseline = fontSize - CTFontGetDescent(font) * 0.5
        for run in CTLineGetGlyphRuns(line) as! [CTRun] {
            let runFont = (CTRunGetAttributes(run) as NSDictionary)[kCTFontAttributeName as String] as! CTFont
            let count = CTRunGetGlyphCount(run)
            var glyphs = [CGGlyph](repeating: 0, count: count)
            var positions = [CGPoint](repeating: .zero, count: count)
            CTRunGetGlyphs(run, CFRangeMake(0, 0), &glyphs)
            CTRunGetPositions(run, CFRangeMake(0, 0), &positions)
            for (glyph, position) in zip(glyphs, positions) {
                guard let letter = CTFontCreatePathForGlyph(runFont, glyph, nil) else { continue }
                let place = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: position.x, ty: baseline - position.y)
                path.addPath(letter, transform: place)
            }
        }
        return (path, width)
    }

    /// The strokes from nothing to whole, then the fill, then the caption.
    private func write() {
        let now = letters.convertTime(CACurrentMediaTime(), from: nil)
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.fromValue = 0
        stroke.toValue = 1
        stroke.duration = Self.writeDuration
        stroke.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        letters.add(stroke, forKey: "write")

        let fill = CABasicAnimation(keyPath: "fillColor")
        fill.fromValue = CGColor(gray: 0, alpha: 0)
        fill.toValue = Self.gold
        fill.beginTime = now + Self.writeDuration
        fill.duration = Self.fillDuration
        fill.fillMode = .backwards
        letters.add(fill, forKey: "fill")

        let show = CABasicAnimation(keyPath: "opacity")
        show.fromValue = 0
        show.toValue = 1
        show.beginTime = caption.convertTime(CACurrentMediaTime(), from: nil) + Self.writeDuration
        show.duration = Self.fillDuration
        show.fillMode = .backwards
        caption.add(show, forKey: "show")
    }
}
