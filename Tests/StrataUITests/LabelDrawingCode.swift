// Label subclasses as libraries and apps write them: an inset ("padding") label, a
// top-aligned label, a label that draws its text itself, and a progress ring layer that draws
// its value label into its own context (UICircularProgressRing's shape). Written from memory,
// compiled with `import UIKit`. Tests: LabelDrawingTests.swift.
import UIKit

final class PaddingLabel: UILabel {
    var textInsets = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12) {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let insetRect = bounds.inset(by: textInsets)
        let textRect = super.textRect(forBounds: insetRect, limitedToNumberOfLines: numberOfLines)
        let invertedInsets = UIEdgeInsets(top: -textInsets.top, left: -textInsets.left,
                                          bottom: -textInsets.bottom, right: -textInsets.right)
        return textRect.inset(by: invertedInsets)
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: textInsets))
    }
}

final class TopAlignedLabel: UILabel {
    override func drawText(in rect: CGRect) {
        let textRect = self.textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        super.drawText(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: textRect.height))
    }
}

/// Draws a bar where the text would be instead of the text (a custom-rendering label).
final class BarLabel: UILabel {
    override func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: rect.minX, y: rect.midY - 2, width: rect.width, height: 4))
    }
}

/// A ring layer that draws its value with a label it owns (never added to a view).
final class ValueRingLayer: CALayer {
    @Managed var value: CGFloat = 0
    let valueLabel = UILabel()

    override init() {
        super.init()
        valueLabel.font = .systemFont(ofSize: 20)
        valueLabel.textColor = .black
        valueLabel.textAlignment = .center
    }

    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "value" ? true : super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        UIGraphicsPushContext(ctx)
        let ring = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 4,
                                startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * value, clockwise: true)
        ring.lineWidth = 6
        ring.lineCapStyle = .round
        UIColor.red.setStroke()
        ring.stroke()
        valueLabel.text = "\(Int(value * 100))%"
        valueLabel.sizeToFit()
        valueLabel.drawText(in: CGRect(x: (bounds.width - valueLabel.bounds.width) / 2,
                                       y: (bounds.height - valueLabel.bounds.height) / 2,
                                       width: valueLabel.bounds.width, height: valueLabel.bounds.height))
        UIGraphicsPopContext()
    }
}
