import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Auto Layout in scroll views. Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
/// ("Use this layout guide when you want to create Auto Layout constraints related to the
/// content area of a scroll view"), https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
/// and the Auto Layout Guide, "Working with Scroll Views" (constraints between the edges of
/// the scroll view and its content attach to the content area; width, height and centres to
/// the scroll view's frame).
@Suite struct ScrollViewConstraintsTests {
    private func scroller(in root: UIView) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        root.addSubview(scroll)
        return scroll
    }

    @Test func contentConstraintsSizeTheContent() {
        onVirtualClock { _, root in
            let scroll = scroller(in: root)
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 1000),
            ])
            root.layoutIfNeeded()
            #expect(scroll.contentSize == CGSize(width: 300, height: 1000))
            #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))

            // Scrolling does not move the content in its own coordinates.
            scroll.contentOffset = CGPoint(x: 0, y: 250)
            scroll.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
        }
    }

    @Test func theScrollViewsOwnEdgesMeanItsContentArea() {
        onVirtualClock { _, root in
            let scroll = scroller(in: root)
            let a = UIView(), b = UIView()
            for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; scroll.addSubview(v) }
            NSLayoutConstraint.activate([
                a.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
                a.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                a.widthAnchor.constraint(equalTo: scroll.widthAnchor),   // the frame's width
                a.heightAnchor.constraint(equalToConstant: 600),
                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 20),
                b.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                b.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
                b.heightAnchor.constraint(equalToConstant: 100),
                b.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -30),
                b.widthAnchor.constraint(equalToConstant: 500),
            ])
            root.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 0, y: 10, width: 300, height: 600))
            #expect(b.frame == CGRect(x: 0, y: 630, width: 500, height: 100))
            #expect(scroll.contentSize == CGSize(width: 500, height: 760))
        }
    }

    @Test func aViewPinnedToTheFrameGuideStaysInView() {
        onVirtualClock { _, root in
            let scroll = scroller(in: root)
            scroll.contentSize = CGSize(width: 300, height: 2000)
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 8),
                badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -8),
                badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 252, y: 8, width: 40, height: 20))
            // The content size the app set stays: nothing constrains the content guide.
            #expect(scroll.contentSize == CGSize(width: 300, height: 2000))
            scroll.contentOffset = CGPoint(x: 0, y: 500)
            scroll.setNeedsLayout()
            root.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 252, y: 508, width: 40, height: 20))
        }
    }
}
