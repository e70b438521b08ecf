import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Layout guides, margins, the safe area, baselines, layout direction and the update pass.
/// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide ("a rectangular area
/// that can interact with Auto Layout"; layoutFrame), https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
/// ("a layout guide representing the view's margins"), https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide,
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute (leading and
/// trailing flip for right-to-left; the margin attributes) and
/// https://developer.apple.com/documentation/uikit/uiview/updateconstraints() ("Your
/// implementation must be as efficient as possible … Call [super updateConstraints] as the
/// final step in your implementation").
@Suite struct UILayoutGuideTests {
    private func constrained(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func marginsGuideFollowsLayoutMargins() {
        onVirtualClock { _, root in
            let content = constrained(in: root)
            let guide = root.layoutMarginsGuide
            #expect(guide.owningView === root && root.layoutMarginsGuide === guide)
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            root.layoutIfNeeded()
            #expect(content.frame == CGRect(x: 8, y: 8, width: 384, height: 384))
            #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 384, height: 384))

            root.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 40, right: 50)
            root.layoutIfNeeded()
            #expect(content.frame == CGRect(x: 30, y: 20, width: 320, height: 340))
            #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 40, trailing: 50))
        }
    }

    @Test func marginAttributesAndTheSafeArea() {
        onVirtualClock { _, root in
            let a = constrained(in: root), b = constrained(in: root)
            root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
                a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
                // A Strata window has no bars or cut-outs: the safe area is the whole view.
                b.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                b.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                b.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                b.widthAnchor.constraint(equalTo: root.safeAreaLayoutGuide.widthAnchor, multiplier: 0.5),
            ])
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 16, y: 10, width: 10, height: 10))
            #expect(b.frame == CGRect(x: 0, y: 0, width: 200, height: 400))
            #expect(root.safeAreaLayoutGuide.layoutFrame == root.bounds)
        }
    }

    @Test func equalSpacerGuidesCentreAGroup() {
        onVirtualClock { _, root in
            let a = constrained(in: root), b = constrained(in: root)
            let left = UILayoutGuide(), middle = UILayoutGuide(), right = UILayoutGuide()
            [left, middle, right].forEach(root.addLayoutGuide)
            #expect(root.layoutGuides.count == 3 && left.owningView === root)
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                middle.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
                right.leadingAnchor.constraint(equalTo: b.trailingAnchor),
                right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                middle.widthAnchor.constraint(equalTo: left.widthAnchor),
                right.widthAnchor.constraint(equalTo: left.widthAnchor),
                a.widthAnchor.constraint(equalToConstant: 100), b.widthAnchor.constraint(equalToConstant: 40),
                a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            // (400 − 140) / 3 = 86.67 per gap; edges land on whole points.
            #expect(a.frame.minX == 87 && b.frame.minX == 273)
            #expect(abs(middle.layoutFrame.width - 260.0 / 3) < 0.7)
            root.removeLayoutGuide(middle)
            #expect(root.layoutGuides.count == 2 && middle.owningView == nil)
        }
    }

    @Test func leadingAndTrailingFlipRightToLeft() {
        onVirtualClock { _, root in
            root.semanticContentAttribute = .forceRightToLeft
            let view = constrained(in: root)
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                         view.widthAnchor.constraint(equalToConstant: 50),
                                         view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 5)])
            view.semanticContentAttribute = .forceRightToLeft
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 340, y: 0, width: 50, height: 5))
        }
    }

    @Test func baselinesOfLabelsLineUp() {
        onVirtualClock { _, root in
            let big = UILabel(), small = UILabel()
            big.text = "Big"; big.font = .systemFont(ofSize: 40)
            small.text = "small"; small.font = .systemFont(ofSize: 12)
            for label in [big, small] { label.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(label) }
            NSLayoutConstraint.activate([
                big.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
                small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            ])
            root.layoutIfNeeded()
            // Each label's first baseline is one ascender below its text's top.
            let bigBaseline = big.frame.minY + big.font.ascender
            let smallBaseline = small.frame.minY + small.font.ascender
            #expect(abs(bigBaseline - smallBaseline) <= 0.5)
        }
    }

    /// A view that makes its constraints in updateConstraints(), as iOS code does.
    final class Toolbar: UIView {
        var madeConstraints = 0
        let item = UIView()
        var wide = false { didSet { setNeedsUpdateConstraints() } }
        private var width: NSLayoutConstraint?
        override func updateConstraints() {
            if width == nil {
                item.translatesAutoresizingMaskIntoConstraints = false
                addSubview(item)
                width = item.widthAnchor.constraint(equalToConstant: 20)
                NSLayoutConstraint.activate([width!, item.heightAnchor.constraint(equalToConstant: 20),
                                             item.leadingAnchor.constraint(equalTo: leadingAnchor),
                                             item.topAnchor.constraint(equalTo: topAnchor)])
                madeConstraints += 1
            }
            width?.constant = wide ? 200 : 20
            super.updateConstraints()
        }
    }

    final class ForgetfulView: UIView {
        override func updateConstraints() {}
    }

    @Test func updateConstraintsRunsBeforeLayout() {
        onVirtualClock { _, root in
            let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
            root.addSubview(toolbar)
            toolbar.setNeedsUpdateConstraints()
            #expect(toolbar.needsUpdateConstraints())
            root.layoutIfNeeded()
            #expect(!toolbar.needsUpdateConstraints())
            #expect(toolbar.madeConstraints == 1 && toolbar.item.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
            toolbar.wide = true
            root.layoutIfNeeded()
            #expect(toolbar.madeConstraints == 1 && toolbar.item.frame.width == 200)

            let forgetful = ForgetfulView()
            root.addSubview(forgetful)
            forgetful.setNeedsUpdateConstraints()
            forgetful.updateConstraintsIfNeeded()
            #expect(Diagnostics.hasWarned("ForgetfulView.updateConstraints() did not call super.updateConstraints() (UIKit raises)"))
        }
    }
}
