import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Intrinsic content size, content hugging and compression resistance in Auto Layout. Apple:
/// https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
/// ("allows the constraint-based layout system to take the new intrinsic content size into
/// account in its next layout pass"), https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
/// and Auto Layout Guide, "Views with Intrinsic Content Size" (hugging: size ≤ intrinsic at
/// the hugging priority; compression resistance: size ≥ intrinsic at its priority),
/// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:).
@Suite struct AutoLayoutIntrinsicSizeTests {
    private func label(_ text: String, in root: UIView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        return label
    }

    @Test func aLabelGrowsWithItsText() {
        onVirtualClock { _, root in
            let title = label("Hi", in: root)
            NSLayoutConstraint.activate([title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                         title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
            root.layoutIfNeeded()
            let short = title.intrinsicContentSize
            #expect(title.frame == CGRect(origin: CGPoint(x: 10, y: 10), size: short))

            title.text = "A much longer greeting"   // UILabel invalidates its intrinsic size
            root.layoutIfNeeded()

            let long = title.intrinsicContentSize
            #expect(long.width > short.width + 50)
            #expect(title.frame == CGRect(origin: CGPoint(x: 10, y: 10), size: long))
        }
    }

    @Test func theLowerHuggingViewTakesTheSpareSpace() {
        onVirtualClock { _, root in
            let name = label("Name", in: root), value = label("Value", in: root)
            name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
                value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                name.topAnchor.constraint(equalTo: root.topAnchor), value.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            #expect(name.frame.width == name.intrinsicContentSize.width)
            #expect(value.frame.maxX == 400 && value.frame.minX == name.frame.maxX + 8)

            // Swapping the priorities moves the spare space to the other label.
            name.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
            root.layoutIfNeeded()
            #expect(value.frame.width == value.intrinsicContentSize.width)
            #expect(name.frame.width > name.intrinsicContentSize.width)
        }
    }

    @Test func theLowerResistanceViewShrinksFirst() {
        onVirtualClock { _, root in
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let a = label("Left label", in: box), b = label("Right label", in: box)
            b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
            let total = a.intrinsicContentSize.width + b.intrinsicContentSize.width
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: (total - 30).rounded()), box.heightAnchor.constraint(equalToConstant: 40),
                a.leadingAnchor.constraint(equalTo: box.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: box.trailingAnchor),
                a.topAnchor.constraint(equalTo: box.topAnchor), b.topAnchor.constraint(equalTo: box.topAnchor),
            ])
            root.layoutIfNeeded()
            #expect(a.frame.width == a.intrinsicContentSize.width)
            #expect(b.frame.maxX == box.bounds.width)
            #expect(b.frame.width == (total - 30).rounded() - a.intrinsicContentSize.width)
        }
    }

    @Test func aMultilineLabelWrapsAtItsSolvedWidth() {
        // Apple: UILabel preferredMaxLayoutWidth — "the preferred maximum width … for a
        // multiline label"; left at 0, the label wraps at the width the layout gives it.
        onVirtualClock { _, root in
            let body = label("A long description that cannot fit on one line of a narrow card", in: root)
            body.numberOfLines = 0
            NSLayoutConstraint.activate([body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                         body.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 180),
                                         body.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
            root.layoutIfNeeded()
            let lineHeight = body.font.lineHeight
            let wrapped = body.sizeThatFits(CGSize(width: 160, height: CGFloat.greatestFiniteMagnitude))
            #expect(body.frame.width == 160)
            #expect(wrapped.height > lineHeight * 2)
            #expect(body.frame.height == wrapped.height)

            body.text = (body.text ?? "") + " and then some more words to wrap"
            root.layoutIfNeeded()
            #expect(body.frame.height > wrapped.height)
            // A preferred width takes over from the solved one.
            body.preferredMaxLayoutWidth = 1000
            root.layoutIfNeeded()
            #expect(body.frame.height == body.sizeThatFits(CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude)).height)
        }
    }

    /// A custom view with an intrinsic size, as iOS code writes one.
    final class Badge: UIView {
        var count = 1 { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize { CGSize(width: 20 + CGFloat(count) * 10, height: 24) }
    }

    @Test func aCustomIntrinsicSizeIsInvalidated() {
        onVirtualClock { _, root in
            let badge = Badge()
            badge.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(badge)
            NSLayoutConstraint.activate([badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                                         badge.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
            root.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 360, y: 188, width: 30, height: 24))
            badge.count = 5
            root.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 320, y: 188, width: 70, height: 24))
        }
    }

    @Test func systemLayoutSizeFittingWrapsTheContent() {
        onVirtualClock { _, _ in
            let container = UIView()
            let text = UILabel()
            text.text = "Fits"
            text.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(text)
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                text.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
                text.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
                text.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
            ])
            let intrinsic = text.intrinsicContentSize
            let compressed = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(compressed == CGSize(width: intrinsic.width + 32, height: intrinsic.height + 16))
            // A required width keeps it; the height still fits the label.
            let fixed = container.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
            #expect(fixed == CGSize(width: 300, height: intrinsic.height + 16))
            // The views did not move.
            #expect(container.bounds.size == .zero && text.frame == .zero)
        }
    }
}
