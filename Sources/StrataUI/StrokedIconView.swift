import Foundation
import StrataCore

/// A small icon drawn as a stroked path, laid out again with the view's bounds: the text
/// field's clear button (a white × on a gray circle) and the search field's magnifying glass.
final class StrokedIconView: UIView {
    private let stroke = CAShapeLayer()
    private let outline: (CGRect) -> CGPath
    private let circular: Bool

    /// An icon whose path `outline` makes for the bounds, stroked in `color`; `circular` makes
    /// the view a circle (its background colour shows as a disc).
    init(frame: CGRect, color: UIColor, lineWidth: CGFloat, circular: Bool = false, outline: @escaping (CGRect) -> CGPath) {
        self.outline = outline
        self.circular = circular
        super.init(frame: frame)
        isUserInteractionEnabled = false   // the field takes the touches and checks the icon's rect
        performWithoutActions {
            stroke.strokeColor = color.cgColor
            stroke.fillColor = nil
            stroke.lineWidth = lineWidth
            stroke.lineCap = .round
            layer.addSublayer(stroke)
        }
    }

    required init?(coder: NSCoder) {
        outline = { _ in CGMutablePath() }
        circular = false
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        performWithoutActions {
            if circular { layer.cornerRadius = bounds.width / 2 }
            stroke.frame = bounds
            stroke.path = outline(bounds)
        }
    }

    /// The clear button: a white × on a gray disc.
    static func clearButton() -> StrokedIconView {
        let view = StrokedIconView(frame: .zero, color: .white, lineWidth: 1.5, circular: true) { bounds in
            let inset = bounds.insetBy(dx: bounds.width * 0.32, dy: bounds.height * 0.32)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: inset.minX, y: inset.minY))
            path.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
            path.move(to: CGPoint(x: inset.maxX, y: inset.minY))
            path.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
            return path
        }
        view.backgroundColor = UIColor(white: 0.7, alpha: 1)
        return view
    }

    /// The search field's magnifying glass: a gray ring and handle.
    static func magnifier(frame: CGRect) -> StrokedIconView {
        StrokedIconView(frame: frame, color: UIColor(white: 0.55, alpha: 1), lineWidth: 1.8) { bounds in
            let path = CGMutablePath()
            let center = CGPoint(x: bounds.midX - 1, y: bounds.midY - 1)
            path.addEllipse(in: CGRect(x: center.x - 5.5, y: center.y - 5.5, width: 11, height: 11))
            path.move(to: CGPoint(x: center.x + 4, y: center.y + 4))
            path.addLine(to: CGPoint(x: center.x + 8, y: center.y + 8))
            return path
        }
    }
}
