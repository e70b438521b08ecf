import Foundation
import Testing
@testable import StrataCore

/// CAScrollLayer (Apple: scroll(to:) moves the bounds' origin; scrollMode limits the axes) and
/// CALayer's scroll(_:), scrollRectToVisible(_:) and visibleRect.
@Suite struct ScrollLayerTests {
    /// A 100×100 scroll layer showing a 400×400 content layer.
    private func scrollScene() -> (CAScrollLayer, CALayer) {
        let scroll = CAScrollLayer()
        scroll.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        scroll.addSublayer(content)
        return (scroll, content)
    }

    @Test func scrollingMovesTheBoundsOriginAlongTheAllowedAxes() {
        MediaClock.virtual().run {
            let (scroll, _) = scrollScene()
            #expect(scroll.scrollMode == .both)
            scroll.scroll(to: CGPoint(x: 50, y: 70))
            #expect(scroll.bounds.origin == CGPoint(x: 50, y: 70) && scroll.bounds.size == CGSize(width: 100, height: 100))
            scroll.scrollMode = .horizontally
            scroll.scroll(to: CGPoint(x: 10, y: 10))
            #expect(scroll.bounds.origin == CGPoint(x: 10, y: 70), "vertical scrolling is off")
            scroll.scrollMode = .none
            scroll.scroll(to: CGPoint.zero)
            #expect(scroll.bounds.origin == CGPoint(x: 10, y: 70))
        }
    }

    @Test func sublayersScrollTheirScrollLayer() {
        MediaClock.virtual().run {
            let (scroll, content) = scrollScene()
            content.scroll(CGPoint(x: 200, y: 150))
            #expect(scroll.bounds.origin == CGPoint(x: 200, y: 150))
            // Already visible: nothing moves; below: the least scroll that shows it.
            content.scrollRectToVisible(CGRect(x: 210, y: 160, width: 20, height: 20))
            #expect(scroll.bounds.origin == CGPoint(x: 200, y: 150))
            content.scrollRectToVisible(CGRect(x: 210, y: 300, width: 20, height: 20))
            #expect(scroll.bounds.origin == CGPoint(x: 200, y: 220), "the rect's bottom (320) at the bottom edge")
            #expect(content.visibleRect == CGRect(x: 200, y: 220, width: 100, height: 100))
            #expect(CALayer().visibleRect == .zero, "no scroll layer: the bounds")
        }
    }
}
