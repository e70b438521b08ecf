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

    /// The text. Default nil.
    open var text: String? { didSet { performWithoutActions { textLayer.string = text } } }
    /// The font. Default the 17-point system font.
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { performWithoutActions(apply) } }
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
        textLayer.alignmentMode = switch textAlignment {
        case .center: .center
        case .right: .right
        case .justified: .justified
        default: .left
        }
    }

    /// The fitted size of the content (Apple: intrinsicContentSize).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The size of one line of the text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        return CGSize(width: font.width(of: text ?? "").rounded(.up), height: font.lineHeight.rounded(.up))
    }
}

/// Text alignment (Apple: NSTextAlignment).
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
