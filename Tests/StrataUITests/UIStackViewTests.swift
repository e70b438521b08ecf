import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIStackView's frames for each distribution and alignment. Apple:
/// https://developer.apple.com/documentation/uikit/uistackview (arranged views are subviews;
/// "removeArrangedSubview … the view is not removed from subviews"; hidden views take no
/// space), https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
/// (.fill — "stretches the views according to their hugging priority. If there's any
/// ambiguity, the stack view resizes the arranged views based on their index"; .fillEqually,
/// .fillProportionally, .equalSpacing, .equalCentering) and
/// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum.
@Suite struct UIStackViewTests {
    private func boxes(_ sizes: [(CGFloat, CGFloat)]) -> [UIView] {
        sizes.map { UIView(frame: CGRect(x: 0, y: 0, width: $0.0, height: $0.1)) }
    }

    private func stack(_ views: [UIView], width: CGFloat, height: CGFloat,
                       _ configure: (UIStackView) -> Void = { _ in }) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        configure(stack)
        stack.layoutIfNeeded()
        return stack
    }

    private func xs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }
    private func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.width) }

    @Test func defaultsAreApples() {
        onVirtualClock { _, _ in
            let s = UIStackView()
            #expect(s.axis == .horizontal && s.distribution == .fill && s.alignment == .fill)
            #expect(s.spacing == 0 && !s.isLayoutMarginsRelativeArrangement)
            #expect(s.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
            #expect(s.contentHuggingPriority(for: .horizontal) == .defaultLow)
            #expect(s.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        }
    }

    @Test func arrangedViewsAreSubviewsButRemovingOnlyUnarranges() {
        onVirtualClock { _, _ in
            let views = boxes([(10, 10), (20, 20), (30, 30)])
            let s = UIStackView(arrangedSubviews: [views[0], views[1]])
            s.insertArrangedSubview(views[2], at: 0)
            #expect(s.arrangedSubviews == [views[2], views[0], views[1]])
            #expect(s.subviews == [views[0], views[1], views[2]], "subviews keep the order they were added")

            s.removeArrangedSubview(views[0])
            #expect(s.arrangedSubviews == [views[2], views[1]])
            #expect(views[0].superview === s, "still a subview")

            views[1].removeFromSuperview()
            #expect(s.arrangedSubviews == [views[2]], "leaving the stack un-arranges it")
            s.addArrangedSubview(views[2])
            #expect(s.arrangedSubviews == [views[2]] && s.subviews.count == 2, "no duplicates")
        }
    }

    @Test func fillStretchesTheFirstOfTheLeastHuggingViews() {
        onVirtualClock { _, _ in
            let views = boxes([(50, 10), (60, 10), (70, 10)])
            let s = stack(views, width: 300, height: 50) { $0.spacing = 10 }
            #expect(widths(views) == [150, 60, 70])
            #expect(xs(views) == [0, 160, 230])
            #expect(views.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 50 }, "alignment .fill")

            views[0].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            s.layoutIfNeeded()
            #expect(widths(views) == [50, 160, 70], "the stretch moves; the first keeps its own width")
        }
    }

    @Test func fillShrinksTheLeastCompressionResistantFirst() {
        onVirtualClock { _, _ in
            let views = boxes([(50, 10), (60, 10), (70, 10)])
            views[0].setContentCompressionResistancePriority(.required, for: .horizontal)
            _ = stack(views, width: 150, height: 50) { $0.spacing = 10 }
            #expect(widths(views) == [50, 10, 70])
            #expect(xs(views) == [0, 60, 80])
        }
    }

    @Test func fillEquallyAndProportionally() {
        onVirtualClock { _, _ in
            let equal = boxes([(50, 10), (60, 10), (70, 10)])
            let s = stack(equal, width: 320, height: 50) { $0.spacing = 10; $0.distribution = .fillEqually }
            #expect(widths(equal) == [100, 100, 100] && xs(equal) == [0, 110, 220])
            s.spacing = .nan
            s.layoutIfNeeded()
            #expect(zip(xs(equal), [0, 320.0 / 3, 640.0 / 3]).allSatisfy { abs($0 - $1) < 1e-9 },
                    "a non-finite spacing counts as 0: \(xs(equal))")

            let proportional = boxes([(50, 10), (100, 10), (150, 10)])
            _ = stack(proportional, width: 620, height: 50) { $0.spacing = 10; $0.distribution = .fillProportionally }
            #expect(widths(proportional) == [100, 200, 300] && xs(proportional) == [0, 110, 320])
        }
    }

    @Test func equalSpacingAndEqualCentering() {
        onVirtualClock { _, _ in
            let spaced = boxes([(50, 10), (60, 10), (70, 10)])
            _ = stack(spaced, width: 300, height: 50) { $0.distribution = .equalSpacing }
            #expect(widths(spaced) == [50, 60, 70] && xs(spaced) == [0, 110, 230], "gaps of (300 − 180)/2")

            let centred = boxes([(40, 10), (60, 10), (80, 10)])
            _ = stack(centred, width: 300, height: 50) { $0.distribution = .equalCentering }
            #expect(centred.map(\.frame.midX) == [20, 140, 260], "centres 120 apart")
        }
    }

    @Test func alignmentsAcrossTheAxis() {
        onVirtualClock { _, _ in
            let expected: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
                (.top, [0, 0], [20, 40]), (.center, [40, 30], [20, 40]),
                (.bottom, [80, 60], [20, 40]), (.fill, [0, 0], [100, 100]),
            ]
            for (alignment, ys, heights) in expected {
                let views = boxes([(30, 20), (30, 40)])
                _ = stack(views, width: 200, height: 100) { $0.alignment = alignment; $0.distribution = .equalSpacing }
                #expect(views.map(\.frame.minY) == ys, "\(alignment)")
                #expect(views.map(\.frame.height) == heights, "\(alignment)")
            }
        }
    }

    @Test func verticalInsideTheMargins() {
        onVirtualClock { _, _ in
            let views = boxes([(10, 50), (10, 50)])
            _ = stack(views, width: 200, height: 300) {
                $0.axis = .vertical
                $0.spacing = 5
                $0.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
                $0.isLayoutMarginsRelativeArrangement = true
            }
            #expect(views[0].frame == CGRect(x: 20, y: 10, width: 160, height: 225))
            #expect(views[1].frame == CGRect(x: 20, y: 240, width: 160, height: 50))
        }
    }

    @Test func hiddenViewsTakeNoSpaceAndCustomSpacingApplies() {
        onVirtualClock { _, _ in
            let views = boxes([(10, 10), (10, 10), (10, 10)])
            let s = stack(views, width: 230, height: 10) { $0.distribution = .fillEqually; $0.spacing = 10 }
            #expect(xs(views) == [0, 80, 160])

            views[1].isHidden = true
            s.layoutIfNeeded()
            #expect(xs([views[0], views[2]]) == [0, 120] && widths([views[0], views[2]]) == [110, 110])

            views[1].isHidden = false
            s.setCustomSpacing(30, after: views[0])
            s.layoutIfNeeded()
            #expect(s.customSpacing(after: views[0]) == 30)
            #expect(s.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
            // Gaps of 30 and 10 leave 190 points: three of 63.33.
            let third: CGFloat = 190.0 / 3
            #expect(zip(xs(views), [0, third + 30, 2 * third + 40]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(xs(views))")
        }
    }

    @Test func labelsSitOnOneBaseline() {
        onVirtualClock { _, _ in
            let small = UILabel(), large = UILabel()
            small.text = "Ag"; small.font = .systemFont(ofSize: 12)
            large.text = "Ag"; large.font = .systemFont(ofSize: 40)
            for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
                _ = stack([small, large], width: 300, height: 120) { $0.alignment = alignment; $0.distribution = .equalSpacing }
                let a = small.frame.minY + small.font.ascender, b = large.frame.minY + large.font.ascender
                #expect(abs(a - b) < 1e-9, "\(alignment): \(a) vs \(b)")
                #expect(small.frame.size == small.intrinsicContentSize, "labels take their intrinsic size")
            }
            #expect(large.frame.minY == 0 || large.frame.maxY <= 120)
        }
    }

    @Test func nestedStacksSizeFromTheirContent() {
        onVirtualClock { _, _ in
            let inner = UIStackView(arrangedSubviews: boxes([(20, 20), (20, 20)]))
            inner.axis = .vertical
            inner.spacing = 4
            #expect(inner.intrinsicContentSize == CGSize(width: 20, height: 44))

            let side = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
            let outer = stack([inner, side], width: 200, height: 100) { $0.alignment = .top; $0.distribution = .equalSpacing }
            outer.layoutIfNeeded()
            #expect(inner.frame == CGRect(x: 0, y: 0, width: 20, height: 44))
            #expect(inner.arrangedSubviews[1].frame == CGRect(x: 0, y: 24, width: 20, height: 20))
            #expect(side.frame == CGRect(x: 170, y: 0, width: 30, height: 10))
        }
    }
}
