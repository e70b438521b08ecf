import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Scroll indicator insets as BouncyLayout's example sets them (`scrollIndicatorInsets` next to
/// a larger `contentInset`). Apple: UIScrollView verticalScrollIndicatorInsets and
/// horizontalScrollIndicatorInsets (how far each indicator is inset from the scroll view's
/// edges), scrollIndicatorInsets (deprecated in iOS 13; sets both), and contentInset, which
/// insets the content, not the indicators.
@Suite struct ScrollIndicatorInsetsTests {
    static func flashed(_ configure: (UIScrollView) -> Void) -> (CGRect, CGRect) {
        onVirtualClock { clock, root in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            scroll.contentSize = CGSize(width: 2000, height: 3000)
            root.addSubview(scroll)
            configure(scroll)
            scroll.flashScrollIndicators()
            clock.advance(by: 0)
            return (scroll.verticalIndicator.frame, scroll.horizontalIndicator.frame)
        }
    }

    @Test func indicatorInsetsMoveTheTracksAndContentInsetDoesNot() {
        let (plainV, plainH) = Self.flashed { _ in }
        #expect(plainV.minY == 3 && plainV.maxX == 197)

        // A content inset alone leaves the track where it was: scrolled to the top of the
        // inset content, the bar is 3 points below the scroll view's top edge.
        let (insetV, _) = Self.flashed {
            $0.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 60, right: 0)
            $0.contentOffset = CGPoint(x: 0, y: -40)
        }
        #expect(abs(insetV.minY - (-40 + 3)) < 1e-9, "the bar starts at the top of the track: \(insetV)")

        // scrollIndicatorInsets sets both; the vertical track starts 40 lower and ends 60 higher.
        var scroll: UIScrollView?
        let (v, h) = Self.flashed {
            $0.scrollIndicatorInsets = UIEdgeInsets(top: 40, left: 10, bottom: 60, right: 20)
            scroll = $0
        }
        #expect(scroll?.verticalScrollIndicatorInsets == UIEdgeInsets(top: 40, left: 10, bottom: 60, right: 20))
        #expect(scroll?.horizontalScrollIndicatorInsets == scroll?.verticalScrollIndicatorInsets)
        #expect(scroll?.scrollIndicatorInsets == scroll?.verticalScrollIndicatorInsets)
        #expect(v.minY == 43 && v.maxX == 177, "below the top inset, left of the right one: \(v)")
        #expect(h.minX == 13 && h.maxY == plainH.maxY - 60, "after the left inset, above the bottom one: \(h)")
        // The tracks are shorter: 300 − 6 − 100 points for the vertical bar's travel.
        #expect(v.height == 36 && plainV.height == 36)
    }
}
