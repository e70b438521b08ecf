import Foundation
import StrataCore

/// A view that shows text (Apple: UILabel), over a `CATextLayer`.
open class UILabel: UIView {
    open override class var layerClass: AnyClass { CATextLayer.self }
    private var textLayer: CATextLayer { layer as! CATextLayer }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        performWithoutActions {
            textLayer.contentsScale = UIScreen.main.scale
            apply()
        }
    }

    /// A label from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        performWithoutActions {
            textLayer.contentsScale = UIScreen.main.scale
            apply()
        }
    }

    /// The text. Default nil. Setting it replaces `attributedText`.
    open var text: String? {
        didSet {
            styledText = nil
            performWithoutActions { textLayer.string = text }
            invalidateIntrinsicContentSize()
        }
    }
    /// The text with attributes (Apple: UILabel attributedText). Strata draws one style: the
    /// font and foreground colour at the first character, when given, replace `font` and
    /// `textColor`. Setting it sets `text` to its plain string. Default nil.
    open var attributedText: NSAttributedString? {
        get { styledText ?? text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            styledText = newValue
            guard let newValue, newValue.length > 0 else { return }
            let attributes = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    private var styledText: NSAttributedString?
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
        }
    }
    /// The text colour. Default black.
    open var textColor: UIColor! = .black { didSet { performWithoutActions(apply) } }
    /// The alignment. Default natural (left).
    open var textAlignment: NSTextAlignment = .natural { didSet { performWithoutActions(apply) } }
    /// Lines shown; 0 wraps without limit. Default 1.
    open var numberOfLines = 1 { didSet { performWithoutActions(apply) } }

    private func apply() {
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

    /// The size of one line of the text (what a stack view gives the label).
    open override var intrinsicContentSize: CGSize { sizeThatFits(bounds.size) }

    /// The size of one line of the text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        return CGSize(width: font.width(of: text ?? "").rounded(.up), height: font.lineHeight.rounded(.up))
    }
}

/// Text alignment (Apple: NSTextAlignment).
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// How text that does not fit ends or wraps (Apple: NSLineBreakMode).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
