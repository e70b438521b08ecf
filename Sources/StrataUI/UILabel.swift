import Foundation
import StrataCore

/// A view that shows text (Apple: UILabel), over a `CATextLayer`.
///
/// As on iOS the text is centred vertically in the bounds, and a subclass moves it by
/// overriding `textRect(forBounds:limitedToNumberOfLines:)` or `drawText(in:)` (inset and
/// top-aligned labels).
open class UILabel: UIView {
    open override class var layerClass: AnyClass { CATextLayer.self }
    var textLayer: CATextLayer { layer as! CATextLayer }
    /// `display(_:)` is drawing this label's own layer.
    var isDisplayingOwnLayer = false
    /// UILabel's own `drawText(in:)` ran during the last display.
    var reachedBaseDrawText = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // "This class changes the default value of this property to false" (UILabel
        // isUserInteractionEnabled): touches pass through a label to the views under it.
        isUserInteractionEnabled = false
        performWithoutActions {
            textLayer.contentsScale = UIScreen.main.scale
            textLayer.needsDisplayOnBoundsChange = true      // UILabel's content mode is redraw
            apply()
        }
    }

    /// A label from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        performWithoutActions {
            textLayer.contentsScale = UIScreen.main.scale
            textLayer.needsDisplayOnBoundsChange = true
            apply()
        }
    }

    /// The text. Default nil. Setting it replaces `attributedText`.
    open var text: String? {
        willSet { keyValueWillChange("text") }
        didSet {
            defer { keyValueDidChange("text") }
            styledText = nil
            performWithoutActions { textLayer.string = text }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The text with attributes (Apple: UILabel attributedText). Each run is drawn in its own
    /// font, colours, kerning, underline, strikethrough and baseline offset; runs that name no
    /// font or colour take the label's `font` and `textColor`. Setting it sets `text` to its
    /// plain string and, as UIKit does, `font` and `textColor` to the attributes of its first
    /// character. Default nil.
    open var attributedText: NSAttributedString? {
        get { styledText ?? text.map { NSAttributedString(string: $0) } }
        set {
            isSettingAttributedText = true
            defer { isSettingAttributedText = false }
            text = newValue?.string
            styledText = newValue
            if let newValue, newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            }
            updateLayerString()
        }
    }
    private var styledText: NSAttributedString?
    private var isSettingAttributedText = false

    /// Apple: "If you're using styled text, assigning a new value to this property applies
    /// the font (or colour) to the entirety of the string in the attributedText property."
    private func applyToStyledText(_ key: NSAttributedString.Key, _ value: Any?) {
        guard !isSettingAttributedText, let styled = styledText, let value, styled.length > 0 else { return }
        let whole = NSMutableAttributedString(attributedString: styled)
        whole.addAttribute(key, value: value, range: NSRange(location: 0, length: whole.length))
        styledText = whole
        updateLayerString()
    }

    /// The text layer's string: the attributed text with the label's font and colour where its
    /// runs name none, or the plain text.
    private func updateLayerString() {
        guard let styled = styledText else { return }
        let filled = NSMutableAttributedString(attributedString: styled)
        let whole = NSRange(location: 0, length: filled.length)
        let font = self.font ?? .systemFont(ofSize: 17), color = textColor ?? .black
        for (key, value) in [(NSAttributedString.Key.font, font as Any), (.foregroundColor, color as Any)] {
            filled.enumerateAttribute(key, in: whole, options: []) { existing, range, _ in
                if existing == nil { filled.addAttribute(key, value: value, range: range) }
            }
        }
        performWithoutActions { textLayer.string = filled }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
    /// How a line too long for the label ends (Apple: lineBreakMode). Default truncate tail.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { performWithoutActions(apply) }
    }
    /// Whether the font shrinks to fit the width (stored; Strata does not shrink). Default false.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to. Default 0.
    open var minimumScaleFactor: CGFloat = 0
    /// The font. Default the 17-point system font.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            performWithoutActions(apply)
            invalidateIntrinsicContentSize()
            applyToStyledText(.font, font)
        }
    }
    /// The text colour. Default black.
    open var textColor: UIColor! = .black {
        didSet {
            performWithoutActions(apply)
            applyToStyledText(.foregroundColor, textColor)
        }
    }
    /// The alignment. Default natural (left).
    open var textAlignment: NSTextAlignment = .natural { didSet { performWithoutActions(apply) } }
    /// Lines shown; 0 wraps without limit. Default 1.
    open var numberOfLines = 1 { didSet { performWithoutActions(apply); invalidateIntrinsicContentSize() } }
    /// The width a multi-line label wraps its intrinsic size at (Apple: preferredMaxLayoutWidth).
    /// Default 0: under Auto Layout, the width the layout gave the label.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } } }
    /// The width Auto Layout last solved for the label, which a multi-line label wraps at.
    var autoLayoutWidth: CGFloat?

    private func apply() {
        setNeedsDisplay()
        let font = self.font ?? .systemFont(ofSize: 17)
        textLayer.font = font.fontName
        textLayer.fontSize = font.pointSize
        textLayer.foregroundColor = (textColor ?? .black).cgColor
        textLayer.isWrapped = numberOfLines != 1
        textLayer.truncationMode = switch lineBreakMode {
        case .byTruncatingHead: .start
        case .byTruncatingMiddle: .middle
        case .byTruncatingTail: .end
        default: .none
        }
        textLayer.alignmentMode = switch textAlignment {
        case .center: .center
        case .right: .right
        case .justified: .justified
        default: .left
        }
    }

    // MARK: drawing (the methods label subclasses override)

    /// Draws the label by calling `drawText(in:)` with `rect` (the bounds).
    open override func draw(_ rect: CGRect) {
        drawText(in: rect)
        // The text is the text layer's to show: no bitmap unless something painted.
        if isDisplayingOwnLayer && reachedBaseDrawText { reachedBaseDraw = true }
    }

    /// Makes the label's contents: runs the drawing methods so that overrides of
    /// `drawText(in:)` and `textRect(forBounds:limitedToNumberOfLines:)` place the text;
    /// a `drawText(in:)` override that does not call super draws the text itself.
    open override func display(_ layer: CALayer) {
        guard layer === self.layer else { return super.display(layer) }
        isDisplayingOwnLayer = true
        reachedBaseDrawText = false
        super.display(layer)
        isDisplayingOwnLayer = false
        if !reachedBaseDrawText { performWithoutActions { textLayer.textFrame = .null } }
    }

    /// The rectangle the text takes in `bounds`: at the bounds' origin, as wide as the
    /// longest line and as tall as the lines (at most `numberOfLines`; 0, no limit), both at
    /// most the bounds' (Apple: `textRect(forBounds:limitedToNumberOfLines:)`). Override it
    /// to move or inset the text; `sizeThatFits(_:)` asks it too.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let font = self.font ?? .systemFont(ofSize: 17)
        let available = CGSize(width: max(0, bounds.width), height: max(0, bounds.height))
        if var sizes = textLayer.attributedLineSizes(fitting: available) {
            if numberOfLines > 0, sizes.count > numberOfLines { sizes = Array(sizes.prefix(numberOfLines)) }
            let width = sizes.map(\.width).max() ?? 0, height = sizes.reduce(0) { $0 + $1.height }
            return CGRect(x: bounds.minX, y: bounds.minY, width: min(width, available.width), height: min(height, available.height))
        }
        var lines = textLayer.textLines(fitting: available)
        if numberOfLines > 0, lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        let width = lines.map { font.width(of: $0) }.max() ?? 0
        let height = CGFloat(lines.count) * font.lineHeight
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(width, available.width), height: min(height, available.height))
    }

    /// Draws the text in `rect`, centred vertically in it as UIKit does (Apple:
    /// `drawText(in:)`). Override it to change the rectangle and call super (an inset label),
    /// or draw the text yourself without calling super.
    open func drawText(in rect: CGRect) {
        let text = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let frame = CGRect(x: rect.minX, y: rect.minY + max(0, (rect.height - text.height) / 2),
                           width: rect.width, height: text.height)
        if isDisplayingOwnLayer {
            reachedBaseDrawText = true
            performWithoutActions { textLayer.textFrame = frame }
        } else if let ctx = UIGraphicsGetCurrentContext() {
            textLayer.drawString(into: ctx, in: frame)
        }
    }

    /// The size of the text on as many lines as it has paragraphs (`numberOfLines` limits
    /// them): what a stack view gives the label.
    /// A multi-line label wraps at `preferredMaxLayoutWidth`, else at the width Auto Layout
    /// gave it, so its height grows with its text as on iOS.
    open override var intrinsicContentSize: CGSize {
        let wrap = numberOfLines == 1 ? 0 : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : autoLayoutWidth ?? 0
        return sizeThatFits(CGSize(width: wrap > 0 ? wrap : CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The size of `textRect(forBounds:limitedToNumberOfLines:)` for a rectangle of `size`
    /// (a width of 0 or less: unlimited), rounded up to whole points, as UIKit asks it — so a
    /// subclass that grows the text rectangle by its insets grows the fitting size too.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && numberOfLines != 1 ? size.width : .greatestFiniteMagnitude
        let rect = textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                            limitedToNumberOfLines: numberOfLines)
        return CGSize(width: rect.width.rounded(.up), height: rect.height.rounded(.up))
    }
}

/// Text alignment (Apple: NSTextAlignment).
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// How text that does not fit ends or wraps (Apple: NSLineBreakMode).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
