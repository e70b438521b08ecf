import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIKit calls a scroll view's layoutSubviews as its content offset changes (Apple, UIScrollView
/// "Overview": subclasses tile content in layoutSubviews as the user scrolls, as
/// UITableView does), and not when nothing moved.
@Suite struct ScrollViewLayoutTests {
    final class Tiling: UIScrollView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test func aNewContentOffsetLaysTheScrollViewOut() {
        onVirtualClock { _, root in
            let scroll = Tiling(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentSize = CGSize(width: 100, height: 1000)
            root.addSubview(scroll)
            scroll.layoutIfNeeded()
            let before = scroll.layouts
            scroll.contentOffset = CGPoint(x: 0, y: 50)
            scroll.layoutIfNeeded()
            #expect(scroll.layouts == before + 1)
            scroll.contentOffset = CGPoint(x: 0, y: 50)
            scroll.layoutIfNeeded()
            #expect(scroll.layouts == before + 1, "the same offset: no layout")
        }
    }
}
