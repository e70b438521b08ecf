import Foundation
import StrataCore

/// Where a text field puts its border, text, overlay views and caret: the defaults behind its
/// rect methods (declared in the class, so subclasses can override them) and the layout that
/// goes through those methods.
extension UITextField {
    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderStyle == .none ? 0 : 7, dy: 0)
        if leftView != nil, shows(leftViewMode) {
            let frame = leftViewRect(forBounds: bounds)
            rect.size.width -= max(0, frame.maxX - rect.minX)
            rect.origin.x = max(rect.minX, frame.maxX)
        }
        let trailing = [rightView != nil && shows(rightViewMode) ? rightViewRect(forBounds: bounds) : nil,
                        shows(clearButtonMode) && hasText ? clearButtonRect(forBounds: bounds) : nil].compactMap { $0 }
        if let edge = trailing.map(\.minX).min() { rect.size.width = max(0, min(rect.width, edge - rect.minX)) }
        return rect
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        var right = bounds.maxX - (borderStyle == .none ? 0 : 5)
        if rightView != nil, shows(rightViewMode) { right = rightViewRect(forBounds: bounds).minX }
        return CGRect(x: right - 19, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    func overlayRect(_ view: UIView?, atLeft: Bool, in bounds: CGRect) -> CGRect {
        let size = overlaySize(view)
        return CGRect(x: atLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    var defaultIntrinsicSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let margin: CGFloat = borderStyle == .none ? 0 : 14
        return CGSize(width: ceil(font.width(of: storedTextOrPlaceholder)) + margin,
                      height: ceil(font.lineHeight) + (borderStyle == .roundedRect ? 12 : borderStyle == .none ? 0 : 6))
    }

    private var storedTextOrPlaceholder: String { hasText ? shownText : (placeholder ?? "") }

    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private func overlaySize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        let size = view.frame.size
        return size == .zero ? view.intrinsicContentSize.clamped : size
    }

    func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
    }

    /// Places the left and right views and the clear button for the current editing state.
    func layoutOverlays() {
        if let leftView {
            leftView.isHidden = !shows(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !shows(rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        let showsClear = clearButtonMode != .never && shows(clearButtonMode) && hasText
        if showsClear, clearButton == nil {
            let button = StrokedIconView.clearButton()
            clearButton = button
            addSubview(button)
        }
        clearButton?.isHidden = !showsClear
        clearButton?.frame = clearButtonRect(forBounds: bounds)
    }

    /// Restyles the border and lays the text, placeholder and caret out in the text rectangle.
    func refresh() {
        performWithoutActions {
            styleBorder()
            let base = self.font ?? .systemFont(ofSize: 17)
            let empty = !hasText
            let rect = empty ? placeholderRect(forBounds: bounds) : isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
            let sane = rect.isNull || !rect.width.isFinite || !rect.height.isFinite ? CGRect.zero : rect
            var font = base
            let fullWidth = base.width(of: shownText)
            if adjustsFontSizeToFitWidth, !empty, fullWidth > sane.width, fullWidth > 0 {
                let size = max(minimumFontSize, base.pointSize * sane.width / fullWidth)
                font = base.withSize(min(base.pointSize, size))
            }
            textLayer.string = empty ? (storedPlaceholderString as Any)
                : (!isSecureTextEntry && attributedTextIfStyled != nil) ? attributedTextIfStyled as Any : shownText
            textLayer.font = font.fontName
            textLayer.fontSize = font.pointSize
            textLayer.foregroundColor = empty ? UIColor(white: 0.7, alpha: 1).cgColor : (textColor ?? .black).cgColor
            textLayer.alignmentMode = switch textAlignment {
            case .center: .center
            case .right: .right
            default: .left
            }
            textClip.frame = sane
            // While editing, text wider than the field scrolls so the caret stays in view.
            let shownWidth = empty ? 0 : font === base ? fullWidth : font.width(of: shownText)
            let caretX = font.width(of: String(shownText.prefix(editing.selection.lowerBound)))
            let scroll = isEditing && shownWidth > sane.width - 2 ? max(0, min(caretX + 2 - sane.width, shownWidth + 2 - sane.width)) : 0
            let height = font.lineHeight
            let lineY = (sane.height - height) / 2
            textLayer.frame = CGRect(x: -scroll, y: lineY, width: max(sane.width, shownWidth + 2), height: height)
            guard isEditing, editing.selection.isEmpty else { return caret.show(at: nil, color: tintColor) }
            let start: CGFloat = switch (textAlignment, shownWidth < sane.width) {
            case (.center, true): (sane.width - shownWidth) / 2
            case (.right, true): sane.width - shownWidth
            default: 0
            }
            caret.show(at: CGRect(x: start + caretX - scroll, y: lineY, width: 2, height: height), color: tintColor)
        }
    }

    private var storedPlaceholderString: Any? {
        guard let placeholder = attributedPlaceholder else { return nil }
        var styled = false
        placeholder.enumerateAttributes(in: NSRange(location: 0, length: placeholder.length)) { attributes, _, _ in
            if !attributes.isEmpty { styled = true }
        }
        return styled ? placeholder : placeholder.string
    }

    /// The attributed text when it was set with attributes (shown as set until edited).
    private var attributedTextIfStyled: NSAttributedString? {
        guard let attributed = attributedText, attributed.length > 0 else { return nil }
        var styled = false
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, _, _ in
            if attributes.keys.contains(where: { $0 != .font && $0 != .foregroundColor }) { styled = true }
        }
        return styled ? attributed : nil
    }

    private func styleBorder() {
        border.frame = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none:
            border.borderWidth = 0
            border.backgroundColor = nil
            border.cornerRadius = 0
        case .line, .bezel:
            border.borderWidth = borderStyle == .line ? 1 : 2
            border.borderColor = UIColor(white: borderStyle == .line ? 0 : 0.55, alpha: 1).cgColor
            border.backgroundColor = nil
            border.cornerRadius = 0
        case .roundedRect:
            border.borderWidth = 0.5
            border.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
            border.backgroundColor = UIColor.white.cgColor
            border.cornerRadius = 5
        }
    }

}

private extension CGSize {
    /// The size with unusable parts (negative, infinite, NaN, UIKit's no-metric) as zero.
    var clamped: CGSize {
        CGSize(width: width.isFinite && width > 0 ? width : 0, height: height.isFinite && height > 0 ? height : 0)
    }
}
