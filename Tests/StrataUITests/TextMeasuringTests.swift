import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Text measuring as chat-bubble, toast and tip-view libraries do it. Apple: NSString
/// boundingRect(with:options:attributes:context:) — "Calculates and returns the bounding rect
/// for the receiver drawn using the given options and display characteristics … To correctly
/// draw and size multi-line text, pass usesLineFragmentOrigin in the options parameter … This
/// method returns fractional sizes … you must raise its value to the nearest higher integer
/// using the ceil function" (https://developer.apple.com/documentation/foundation/nsstring/boundingrect(with:options:attributes:context:));
/// UILabel sizeThatFits(_:) wraps a multi-line label at the width asked.
@Suite struct TextMeasuringTests {
    /// A chat bubble's size, as messaging UIs compute it.
    func bubbleSize(for text: String, maxWidth: CGFloat, font: UIFont) -> CGSize {
        let rect = text.boundingRect(with: CGSize(width: maxWidth, height: .greatestFiniteMagnitude),
                                     options: [.usesLineFragmentOrigin, .usesFontLeading],
                                     attributes: [.font: font], context: nil)
        return CGSize(width: ceil(rect.width) + 24, height: ceil(rect.height) + 16)
    }

    @Test("boundingRect wraps at the width with usesLineFragmentOrigin and is one baseline-origin line without it; String, NSString and NSAttributedString agree")
    func boundingRects() {
        let font = UIFont.systemFont(ofSize: 16)
        let short = bubbleSize(for: "Hi there", maxWidth: 200, font: font)
        #expect(short == CGSize(width: ceil(font.width(of: "Hi there")) + 24, height: ceil(font.lineHeight) + 16))

        let message = "A longer message that has to wrap over several lines in a narrow bubble"
        let size = CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)
        let wrapped = message.boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero && wrapped.width <= 120 && wrapped.width > 60)
        let lines = (wrapped.height / font.lineHeight).rounded()
        #expect(lines >= 4 && abs(wrapped.height - lines * font.lineHeight) < 1e-9, "\(wrapped)")
        #expect((message as NSString).boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil) == wrapped)
        let attributed = NSAttributedString(string: message, attributes: [.font: font])
        let context = NSStringDrawingContext()
        #expect(attributed.boundingRect(with: size, options: .usesLineFragmentOrigin, context: context) == wrapped)
        #expect(context.totalBounds == wrapped && context.actualScaleFactor == 1)

        let oneLine = message.boundingRect(with: size, options: [], attributes: [.font: font], context: nil)
        #expect(oneLine.origin.y == -font.ascender && oneLine.height == font.lineHeight && oneLine.width > 120,
                "without usesLineFragmentOrigin: one line on the baseline")
        #expect("".boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil).size == .zero)
    }

    @Test("a multi-line label's sizeThatFits wraps at the width given, as the text measures (Toast's label sizing)")
    func multiLineLabelFits() {
        MediaClock.virtual().run {
            let font = UIFont.systemFont(ofSize: 16)
            let label = UILabel()
            label.font = font
            label.numberOfLines = 0
            label.lineBreakMode = .byWordWrapping
            label.text = "A longer message that has to wrap over several lines in a narrow bubble"
            let fits = label.sizeThatFits(CGSize(width: 120, height: 1000))
            let measured = label.text!.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                                    options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
            #expect(fits == CGSize(width: ceil(measured.width), height: ceil(measured.height)), "\(fits) vs \(measured)")
            label.numberOfLines = 2
            #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)).height == ceil(2 * font.lineHeight))
        }
    }
}
