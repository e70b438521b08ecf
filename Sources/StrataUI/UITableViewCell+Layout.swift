import Foundation
import StrataCore

extension UITableViewCell {
    /// The horizontal margin of a cell's content (UIKit's 16 points on a phone).
    static let contentMargin: CGFloat = 16
    /// The room an accessory takes at the cell's right edge.
    static let accessoryWidth: CGFloat = 38
    /// Actions that keep a cell's own drawn layers (separator, accessory mark) from animating
    /// implicitly; set per layer, since an explicit CATransaction inside a row animation
    /// would run the layout pass early.
    static var stillLayerActions: [String: CAAction] { Dictionary(uniqueKeysWithValues:
        ["position", "bounds", "hidden", "backgroundColor", "opacity", "path", "strokeColor", "contents"].map { ($0, NSNull()) }) }

    /// Lays out the backgrounds, the accessory, the content view (narrowed by the accessory)
    /// and, in it, the style's image and labels; then the separator along the bottom edge.
    func layOutCell() {
        let size = bounds.size
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds

        var contentWidth = size.width
        if let accessoryView {
            let s = accessoryView.bounds.size
            accessoryView.frame = CGRect(x: size.width - Self.contentMargin - s.width, y: (size.height - s.height) / 2,
                                         width: s.width, height: s.height)
            contentWidth = accessoryView.frame.minX - 8
            accessoryMark.kind = .none
        } else {
            accessoryMark.kind = accessoryType
            if accessoryType != .none { contentWidth = size.width - Self.accessoryWidth }
        }
        accessoryMark.frame = CGRect(x: size.width - Self.accessoryWidth, y: 0, width: Self.accessoryWidth, height: size.height)
        contentView.frame = CGRect(x: 0, y: 0, width: max(contentWidth, 0), height: size.height)
        layoutStyleContent()

        let inset = separatorInset, hairline = 1 / max(contentScaleFactor, 1)
        separatorLayer.frame = CGRect(x: inset.left, y: size.height - hairline,
                                      width: max(size.width - inset.left - inset.right, 0), height: hairline)
    }

    /// The standard styles' layout of the image and labels in the content view.
    private func layoutStyleContent() {
        let box = contentView.bounds
        let margin = Self.contentMargin
        var x = margin + CGFloat(indentationLevel) * indentationWidth
        if let image = madeImageView, let picture = image.image {
            let side = min(picture.size.height, box.height)
            let width = picture.size.height > 0 ? picture.size.width * side / picture.size.height : 0
            image.frame = CGRect(x: x, y: (box.height - side) / 2, width: width, height: side)
            x = image.frame.maxX + margin
        } else {
            madeImageView?.frame = .zero
        }
        let right = box.width - margin, width = max(right - x, 0)
        let text = madeTextLabel, detail = madeDetailLabel
        func height(_ label: UILabel?) -> CGFloat { label.map { $0.intrinsicContentSize.height } ?? 0 }

        switch style {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: width, height: box.height)
        case .subtitle:
            let h1 = height(text), h2 = detail?.text?.isEmpty == false ? height(detail) : 0
            let top = (box.height - h1 - h2) / 2
            text?.frame = CGRect(x: x, y: top, width: width, height: h1)
            detail?.frame = CGRect(x: x, y: top + h1, width: width, height: h2)
        case .value1:
            let detailWidth = min(detail?.intrinsicContentSize.width ?? 0, width)
            detail?.frame = CGRect(x: right - detailWidth, y: 0, width: detailWidth, height: box.height)
            text?.frame = CGRect(x: x, y: 0, width: max(width - detailWidth - 8, 0), height: box.height)
        case .value2:
            let column = min(box.width * 0.25, width)
            text?.frame = CGRect(x: x, y: 0, width: column, height: box.height)
            detail?.frame = CGRect(x: x + column + 6, y: 0, width: max(width - column - 6, 0), height: box.height)
        }
    }
}

/// The drawn standard accessories: a check mark in the tint colour, a grey chevron, a ring
/// for the info button. Simple strokes, not UIKit's glyphs.
final class TableCellAccessoryView: UIView {
    private let mark = CAShapeLayer()

    var kind: UITableViewCell.AccessoryType = .none { didSet { if kind != oldValue { setNeedsLayout() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        mark.fillColor = nil
        mark.lineWidth = 2
        mark.lineCap = .round
        mark.lineJoin = .round
        mark.actions = UITableViewCell.stillLayerActions
        layer.addSublayer(mark)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func tintColorDidChange() { setNeedsLayout() }

    override func layoutSubviews() {
        super.layoutSubviews()
        let c = CGPoint(x: bounds.midX - 4, y: bounds.midY)
        let path = CGMutablePath()
        switch kind {
        case .none:
            break
        case .checkmark:
            path.move(to: CGPoint(x: c.x - 7, y: c.y))
            path.addLine(to: CGPoint(x: c.x - 2, y: c.y + 5))
            path.addLine(to: CGPoint(x: c.x + 7, y: c.y - 6))
        case .disclosureIndicator, .detailDisclosureButton:
            path.move(to: CGPoint(x: c.x - 2, y: c.y - 6))
            path.addLine(to: CGPoint(x: c.x + 4, y: c.y))
            path.addLine(to: CGPoint(x: c.x - 2, y: c.y + 6))
        case .detailButton:
            path.addEllipse(in: CGRect(x: c.x - 9, y: c.y - 9, width: 18, height: 18))
        }
        mark.frame = bounds
        mark.path = path
        mark.strokeColor = (kind == .checkmark || kind == .detailButton ? tintColor : UIColor.systemGray3)?.cgColor
    }
}
