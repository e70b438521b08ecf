import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UISwitch, UISlider and UIActivityIndicatorView, touches driven through
/// `UIWindow.deliver(touches:)` as in UIButtonTests. Apple pages:
/// https://developer.apple.com/documentation/uikit/uiswitch (init(frame:) — "The size
/// components of this rectangle are ignored"; setOn(_:animated:) does not send the action),
/// https://developer.apple.com/documentation/uikit/uislider (value 0, minimumValue 0,
/// maximumValue 1, isContinuous true),
/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
/// ("If the value of this property is true (the default), the receiver sets its isHidden
/// property to true when receiver is not animating").
@Suite struct UISwitchSliderIndicatorTests {
    private func touch(_ win: UIWindow, _ x: CGFloat, _ y: CGFloat, _ phase: UITouch.Phase, _ t: TimeInterval) {
        win.deliver(touches: [.init(id: 0, location: CGPoint(x: x, y: y), phase: phase, timestamp: t)])
    }

    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400)) }

    @Test func aSwitchIs51By31AndATapTogglesIt() {
        onVirtualClock { clock, _ in
            let win = window()
            let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 90))
            win.addSubview(toggle)
            var changes: [Bool] = []
            toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
            #expect(toggle.frame == CGRect(x: 100, y: 100, width: 51, height: 31))
            #expect(!toggle.isOn && toggle.onTintColor == nil && toggle.thumbTintColor == nil)
            #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))

            touch(win, 120, 115, .began, 0)
            touch(win, 121, 115, .ended, 0.05)
            #expect(toggle.isOn && changes == [true])

            touch(win, 120, 115, .began, 1)
            touch(win, 320, 300, .ended, 1.05)
            #expect(toggle.isOn && changes == [true], "lifted outside: no change")

            toggle.setOn(false, animated: false)
            #expect(!toggle.isOn && changes == [true], "setOn sends no action")
            _ = clock
        }
    }

    @Test func setOnAnimatedSlidesTheThumb() {
        onVirtualClock { clock, root in
            let toggle = UISwitch()
            root.addSubview(toggle)
            clock.advance(by: 0)
            let thumb = toggle.subviews[0]
            #expect(abs(thumb.frame.minX - 2) < 1e-9, "off: thumb against the left edge")

            toggle.setOn(true, animated: true)
            #expect(abs(thumb.frame.minX - (51 - 2 - 27)) < 1e-9, "the model is on at once")
            clock.advance(to: 0.125)
            let x = shownCenter(thumb).x
            #expect(x > 2 + 13.5 + 1 && x < 22 + 13.5 - 1, "halfway through the slide, at \(x)")
            clock.advance(to: 0.3)
            #expect(abs(shownCenter(thumb).x - (22 + 13.5)) < 1e-9)

            toggle.onTintColor = .red
            #expect(toggle.backgroundColor == .red)
        }
    }

    @Test func sliderDefaultsClampingAndSetValue() {
        onVirtualClock { _, _ in
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
            #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
            slider.value = 2
            #expect(slider.value == 1, "pinned to the maximum")
            slider.maximumValue = 0.5
            #expect(slider.value == 0.5, "a new range pulls the value in")
            slider.minimumValue = -1
            slider.setValue(-0.5, animated: true)
            #expect(slider.value == -0.5)
            slider.value = .nan
            #expect(slider.value == -1)
            // The thumb's 200 points of travel map onto the range.
            let rect = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: -0.25)
            #expect(rect.minX == 100)
        }
    }

    @Test func draggingTheThumbChangesTheValue() {
        for continuous in [true, false] {
            onVirtualClock { _, _ in
                let win = window()
                let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 228, height: 31))
                slider.isContinuous = continuous
                win.addSubview(slider)
                var sent: [Float] = []
                slider.addAction(UIAction { _ in sent.append(slider.value) }, for: .valueChanged)

                // Thumb at value 0 spans x 50…78; the travel is 228 − 28 = 200 points.
                touch(win, 64, 115, .began, 0)
                touch(win, 114, 115, .moved, 0.05)
                touch(win, 164, 115, .moved, 0.1)
                #expect(slider.value == 0.5)
                touch(win, 164, 115, .ended, 0.15)

                #expect(sent == (continuous ? [0.25, 0.5] : [0.5]))

                touch(win, 250, 115, .began, 1)
                touch(win, 200, 115, .moved, 1.05)
                touch(win, 200, 115, .ended, 1.1)
                #expect(slider.value == 0.5, "a touch on the track away from the thumb does nothing")
            }
        }
    }

    @Test func activityIndicatorHidesWhenStoppedAndSpinsWhileAnimating() {
        onVirtualClock { clock, root in
            let spinner = UIActivityIndicatorView(style: .large)
            root.addSubview(spinner)
            #expect(spinner.bounds.size == CGSize(width: 37, height: 37))
            #expect(UIActivityIndicatorView().bounds.size == CGSize(width: 20, height: 20), "default .medium")
            #expect(spinner.hidesWhenStopped && !spinner.isAnimating && spinner.isHidden)

            spinner.startAnimating()
            #expect(spinner.isAnimating && !spinner.isHidden)
            let spokes = spinner.layer.sublayers?.first
            #expect(spokes?.animation(forKey: UIActivityIndicatorView.spinKey) != nil)
            clock.advance(to: 0.3)
            #expect(spokes?.animation(forKey: UIActivityIndicatorView.spinKey) != nil, "it repeats")

            spinner.stopAnimating()
            #expect(!spinner.isAnimating && spinner.isHidden)
            #expect(spokes?.animation(forKey: UIActivityIndicatorView.spinKey) == nil)

            spinner.hidesWhenStopped = false
            #expect(!spinner.isHidden)
            spinner.color = .red
            #expect(spinner.color == .red)
            spinner.color = nil
            #expect(spinner.color == .gray)
        }
    }

    @Test func aPageControlTapMovesOnePageTowardTheTap() {
        // Apple (UIPageControl): numberOfPages and currentPage default 0; hidesForSinglePage
        // default false; a tap moves to the next or previous page and sends valueChanged.
        onVirtualClock { _, _ in
            let win = window()
            let dots = UIPageControl(frame: CGRect(x: 0, y: 100, width: 400, height: 26))
            #expect(dots.numberOfPages == 0 && dots.currentPage == 0 && !dots.hidesForSinglePage)
            dots.numberOfPages = 3
            win.addSubview(dots)
            var sent: [Int] = []
            dots.addAction(UIAction { _ in sent.append(dots.currentPage) }, for: .valueChanged)
            #expect(dots.dotCenter(1) == CGPoint(x: 200, y: 13))

            touch(win, 300, 113, .began, 0)
            touch(win, 300, 113, .ended, 0.05)
            touch(win, 300, 113, .began, 1)
            touch(win, 300, 113, .ended, 1.05)
            #expect(dots.currentPage == 2 && sent == [1, 2])
            touch(win, 390, 113, .began, 2)
            touch(win, 390, 113, .ended, 2.05)
            #expect(sent == [1, 2], "no page past the last")
            touch(win, 20, 113, .began, 3)
            touch(win, 20, 113, .ended, 3.05)
            #expect(dots.currentPage == 1 && sent == [1, 2, 1])
            #expect(dots.shownColor(ofDot: 1)?.alpha == 1 && dots.shownColor(ofDot: 0)?.alpha == 0.35,
                    "the current dot opaque, the others translucent")

            dots.currentPage = 7
            #expect(dots.currentPage == 2 && sent.count == 3, "clamped, and no action from code")
            dots.numberOfPages = 1
            #expect(dots.currentPage == 0 && !dots.isHidden)
            dots.hidesForSinglePage = true
            #expect(dots.isHidden)
        }
    }
}
