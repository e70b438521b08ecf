import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Apple, CALayer.frame: "The frame rectangle is position and size of the layer specified in
/// the superlayer's coordinate space … a function of the bounds, anchorPoint and position
/// properties"; UIView.frame is its layer's. Setting a view's frame puts the anchor point at
/// its place in the rectangle (iOS code that anchors a view at a corner to rotate it about
/// that corner, then sets its frame, relies on it).
@Suite struct UIViewFrameAnchorTests {
    @Test func settingTheFrameHonoursTheLayersAnchorPoint() {
        onVirtualClock { _, root in
            let hinge = UIView()
            hinge.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
            hinge.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
            root.addSubview(hinge)
            #expect(hinge.center == CGPoint(x: 10, y: 45) && hinge.layer.position == CGPoint(x: 10, y: 45))
            #expect(hinge.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
            let flipped = UIView()
            flipped.frame = CGRect(x: 50, y: 50, width: -20, height: -10)
            #expect(flipped.frame == CGRect(x: 30, y: 40, width: 20, height: 10), "a negative size is standardized")
        }
    }
}
