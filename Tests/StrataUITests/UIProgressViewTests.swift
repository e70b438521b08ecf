import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIProgressView (Apple: "progress: … values less than 0.0 and greater than 1.0 are pinned to
/// those limits"; setProgress(_:animated:) "true to animate the change"; the default style's
/// bar is tinted with the view's tint colour).
@Suite("UIProgressView")
struct UIProgressViewTests {
    static func bar(_ view: UIProgressView) -> UIView { view.subviews[0].subviews[0] }

    @Test("progress is pinned to 0…1 and moves the bar at once")
    func pinned() {
        onVirtualClock { clock, root in
            let view = UIProgressView(progressViewStyle: .default)
            view.frame = CGRect(x: 20, y: 20, width: 200, height: 30)
            root.addSubview(view)
            #expect(view.progress == 0 && view.frame.height == 30 && view.intrinsicContentSize.height == 4)
            view.progress = 1.5
            #expect(view.progress == 1)
            view.progress = -1
            #expect(view.progress == 0)
            view.progress = .nan
            #expect(view.progress == 0)
            view.progress = 0.25
            view.layoutIfNeeded()
            #expect(Self.bar(view).frame.width == 50)
            #expect(view.subviews[0].frame == CGRect(x: 0, y: 13, width: 200, height: 4), "a 4-point track centred in the height")
            _ = clock
        }
    }

    @Test("setProgress(_:animated: true) slides the bar from its left edge")
    func animated() {
        onVirtualClock { clock, root in
            // iOS code as written.
            let progressView = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
            progressView.progressTintColor = .systemBlue
            progressView.trackTintColor = .lightGray
            root.addSubview(progressView)
            clock.advance(by: 0)
            progressView.setProgress(0.8, animated: true)
            clock.advance(by: 0)
            let start = clock.now
            clock.advance(to: start + 0.125)
            let shown = Self.bar(progressView).layer.presentation()!
            let width = shown.bounds.width, left = shown.position.x - width / 2
            #expect(abs(width - 80) < 1, "half way (ease in-out is symmetric): \(width)")
            #expect(abs(left) < 0.5, "the bar grows from the left edge: \(left)")
            clock.advance(to: start + 0.3)
            #expect(abs(Self.bar(progressView).layer.presentation()!.bounds.width - 160) < 0.001)
            #expect(Self.bar(progressView).backgroundColor == .systemBlue)
        }
    }

    @Test("without a progress tint the bar takes the view's tint colour, and follows it")
    func tint() {
        onVirtualClock { _, root in
            let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
            root.addSubview(view)
            view.tintColor = .red
            #expect(Self.bar(view).backgroundColor == .red)
        }
    }
}
