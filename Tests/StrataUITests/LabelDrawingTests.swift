import Foundation
import Testing
@testable import StrataUI
@testable import StrataCore
import StrataGL

/// UILabel's text placement and the drawing methods label subclasses override, on screen.
/// Apple: UILabel drawText(in:) — "Override this method if you want to modify the default
/// drawing behavior for the label's text … invoke super to do the actual drawing, or you can
/// do the drawing yourself. If you do render the text yourself, don't invoke super"
/// (https://developer.apple.com/documentation/uikit/uilabel/drawtext(in:));
/// textRect(forBounds:limitedToNumberOfLines:) — "Returns the drawing rectangle for the label's
/// text … Override this method in subclasses that require changes in the label's bounding
/// rectangle" (https://developer.apple.com/documentation/uikit/uilabel/textrect(forbounds:limitedtonumberoflines:)).
/// A label's text is centred vertically in its bounds, the behaviour vertically-aligned label
/// subclasses exist to change.
@Suite struct LabelDrawingTests {
    func render(_ root: UIView) throws -> CGImage {
        root.layer.layoutAndDisplayIfNeeded()
        let renderer = try OffscreenRenderer(pixelWidth: Int(root.bounds.width), pixelHeight: Int(root.bounds.height))
        return try renderer.renderFrame(root.layer, at: MediaClock.current.now)
    }

    /// The box of the pixels darker than mid-grey in red (text, bars), or nil.
    func inkBox(_ image: CGImage, in area: CGRect? = nil) -> CGRect? {
        let area = area ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) where image.pixelData[y * image.bytesPerRow + x * 4] < 128 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    func scene(_ label: UILabel, width: CGFloat = 200, height: CGFloat = 60) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.layer.anchorPoint = .zero
        root.layer.position = .zero
        root.backgroundColor = .white
        label.frame = root.bounds
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        root.addSubview(label)
        return root
    }

    @Test("a label's text is centred vertically in its bounds, and follows a change of height")
    func centredVertically() throws {
        try MediaClock.virtual().run {
            let label = UILabel()
            label.text = "Hxg"
            let root = scene(label)
            let ink = try #require(inkBox(try render(root)))
            let lineTop = (60 - label.font.lineHeight) / 2
            #expect(ink.minY >= lineTop - 1 && ink.maxY <= lineTop + label.font.lineHeight + 1, "\(ink), line from \(lineTop)")
            #expect(abs(ink.midY - 30) < 6, "\(ink)")
            #expect(ink.minX < 4, "left-aligned")

            label.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
            let moved = try #require(inkBox(try render(root)))
            #expect(abs(moved.midY - 15) < 6 && moved.maxY < 30, "\(moved)")
        }
    }

    @Test("textRect(forBounds:limitedToNumberOfLines:) is as wide as the text and as tall as its lines; numberOfLines limits them")
    func textRectMeasures() {
        MediaClock.virtual().run {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            label.font = .systemFont(ofSize: 20)
            label.text = "one two three four five six seven eight nine ten"
            let oneLine = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
            #expect(oneLine.height == label.font.lineHeight && oneLine.width <= 300)
            label.numberOfLines = 0
            let narrow = CGRect(x: 5, y: 7, width: 120, height: 500)
            let all = label.textRect(forBounds: narrow, limitedToNumberOfLines: 0)
            #expect(all.origin == CGPoint(x: 5, y: 7) && all.width <= 120)
            #expect(all.height >= 3 * label.font.lineHeight, "wrapped at 120 points: \(all)")
            let two = label.textRect(forBounds: narrow, limitedToNumberOfLines: 2)
            #expect(two.height == 2 * label.font.lineHeight)
            label.text = nil
            #expect(label.textRect(forBounds: narrow, limitedToNumberOfLines: 0).size == .zero)
        }
    }

    @Test("an inset label: drawText(in:) with an inset rectangle moves the text; textRect's insets grow sizeThatFits and the intrinsic size")
    func paddingLabel() throws {
        try MediaClock.virtual().run {
            let plain = UILabel()
            plain.font = .systemFont(ofSize: 20)
            plain.text = "Padded"
            let label = PaddingLabel()
            label.text = "Padded"
            let root = scene(label)
            #expect(label.intrinsicContentSize == CGSize(width: plain.intrinsicContentSize.width + 24,
                                                         height: plain.intrinsicContentSize.height + 8),
                    "\(label.intrinsicContentSize) vs \(plain.intrinsicContentSize)")
            let ink = try #require(inkBox(try render(root)))
            #expect(ink.minX >= 12 && ink.minX < 16, "the text starts at the left inset: \(ink)")
            #expect(abs(ink.midY - 30) < 6)
        }
    }

    @Test("a top-aligned label puts the text at the top; a label drawing without super shows only its own drawing")
    func overrides() throws {
        try MediaClock.virtual().run {
            let top = TopAlignedLabel()
            top.text = "Top"
            let ink = try #require(inkBox(try render(scene(top))))
            #expect(ink.minY < 6 && ink.maxY < top.font.lineHeight + 2, "\(ink)")

            let bar = BarLabel()
            bar.text = "Hidden"
            let image = try render(scene(bar))
            let barInk = try #require(inkBox(image))
            #expect(barInk == CGRect(x: 0, y: 28, width: 200, height: 4), "only the bar, across the bounds: \(barInk)")
        }
    }

    @Test("a layer's draw(in:) that calls a label's drawText(in:) draws the text into its own contents (UICircularProgressRing's value label)")
    func labelDrawnIntoALayer() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.layer.anchorPoint = .zero
            root.layer.position = .zero
            root.backgroundColor = .white
            let ring = ValueRingLayer()
            ring.contentsScale = 1
            ring.frame = root.bounds
            ring.value = 0.5
            ring.setNeedsDisplay()
            root.layer.addSublayer(ring)
            clock.advance(by: 0)
            let image = try render(root)
            let text = try #require(inkBox(image, in: CGRect(x: 20, y: 20, width: 60, height: 60)), "the value is drawn")
            #expect(abs(text.midX - 50) < 4 && abs(text.midY - 50) < 6, "centred: \(text)")
            #expect(ring.valueLabel.text == "50%")
        }
    }

    @Test("a morphing label: UIView.transition(with:) .transitionCrossDissolve fades the old text into the new, centred text (Apple: UIView transition(with:duration:options:animations:completion:))")
    func crossDissolvedText() throws {
        // https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)
        // — "Creates a transition animation for the specified container view";
        // .../uiview/animationoptions/transitioncrossdissolve — "A transition that dissolves from
        // one view to the next".
        let clock = MediaClock.virtual()
        try clock.run {
            let label = UILabel()
            label.text = "Loading"
            let root = scene(label)
            clock.advance(by: 0)
            let before = try #require(inkBox(try render(root)))

            var finished: Bool?
            UIView.transition(with: label, duration: 1, options: [.transitionCrossDissolve], animations: {
                label.text = "Done"
            }, completion: { finished = $0 })
            clock.advance(to: 0.5)
            let mid = try render(root)
            // Where only the old, longer word had ink (its right end), half of it shows.
            let tail = CGRect(x: before.maxX - 6, y: before.minY, width: 6, height: before.height)
            var darkest = 255
            for y in Int(tail.minY)..<Int(tail.maxY) {
                for x in Int(tail.minX)..<Int(tail.maxX) { darkest = min(darkest, Int(mid.pixelData[y * mid.bytesPerRow + x * 4])) }
            }
            #expect(darkest > 90 && darkest < 170, "the old text at half strength: \(darkest)")
            clock.advance(to: 1.01)
            #expect(finished == true)
            let after = try render(root)
            let ink = try #require(inkBox(after))
            #expect(ink.maxX < before.maxX - 6, "only the new, shorter word: \(ink) vs \(before)")
            #expect(abs(ink.midY - 30) < 6, "centred: \(ink)")
        }
    }
}
