import Foundation
import StrataGraphics

/// How the paragraphs of an attributed string are laid out (Apple: NSParagraphStyle). Strata
/// draws the alignment (natural keeps the label's or layer's own), line spacing, paragraph
/// spacing before and after, line height multiple, minimum and maximum line height, and the
/// first-line and head indents; the other values are kept.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, _TextParagraphStyle, @unchecked Sendable {
    /// The default style: natural alignment, no spacing or indents (Apple: `default`).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The text alignment. Default natural.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// Points between the bottom of one line and the top of the next. Default 0.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Points after the paragraph. Default 0.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Points before the paragraph (not above the text's first line). Default 0.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The natural line height is multiplied by this when positive. Default 0.
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// The smallest line height when positive. Default 0.
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// The largest line height when positive. Default 0 (no limit).
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// The first line's indent from the leading edge. Default 0.
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The other lines' indent from the leading edge. Default 0.
    open internal(set) var headIndent: CGFloat = 0
    /// The trailing indent (kept). Default 0.
    open internal(set) var tailIndent: CGFloat = 0
    /// How lines break (kept; the label's or layer's mode applies). Default by word wrapping.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The hyphenation threshold (kept). Default 0.
    open internal(set) var hyphenationFactor: Float = 0
    /// Whether truncation may tighten (kept). Default false.
    open internal(set) var allowsDefaultTighteningForTruncation = false

    public override init() { super.init() }

    public func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle().taking(self) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle().taking(self) }

    /// `self` with every value of `other`.
    func taking(_ other: NSParagraphStyle) -> Self {
        alignment = other.alignment
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        paragraphSpacingBefore = other.paragraphSpacingBefore
        lineHeightMultiple = other.lineHeightMultiple
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent
        tailIndent = other.tailIndent
        lineBreakMode = other.lineBreakMode
        hyphenationFactor = other.hyphenationFactor
        allowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
        return self
    }

    public var _textAlignmentValue: Int { alignment.rawValue }
    public var _lineSpacing: CGFloat { lineSpacing }
    public var _paragraphSpacing: CGFloat { paragraphSpacing }
    public var _paragraphSpacingBefore: CGFloat { paragraphSpacingBefore }
    public var _lineHeightMultiple: CGFloat { lineHeightMultiple }
    public var _minimumLineHeight: CGFloat { minimumLineHeight }
    public var _maximumLineHeight: CGFloat { maximumLineHeight }
    public var _firstLineHeadIndent: CGFloat { firstLineHeadIndent }
    public var _headIndent: CGFloat { headIndent }
}

/// A paragraph style whose values can be set (Apple: NSMutableParagraphStyle).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation }
        set { super.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Takes every value of `other` (Apple: setParagraphStyle(_:)).
    open func setParagraphStyle(_ other: NSParagraphStyle) { _ = taking(other) }
}

/// A shadow under text (Apple: NSShadow): its offset (positive height: down, in UIKit's
/// y-down drawing), blur radius and colour (a UIColor; nil: black at a third).
open class NSShadow: NSObject, _TextShadow, @unchecked Sendable {
    /// The offset. Default (0, -3), as Apple's.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius. Default 0.
    open var shadowBlurRadius: CGFloat = 0
    /// The colour (a UIColor or a CGColor). Default nil: black at a third.
    open var shadowColor: Any?

    public override init() { super.init() }

    public var _shadowOffset: CGSize { shadowOffset }
    public var _shadowBlurRadius: CGFloat { shadowBlurRadius }
    public var _shadowCGColor: CGColor? {
        if let color = shadowColor as? UIColor { return color.cgColor }
        return shadowColor as? CGColor
    }
}
