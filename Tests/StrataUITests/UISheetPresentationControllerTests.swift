import Foundation
import Testing
@testable import StrataUI
import StrataCore

// Sheets configured as iOS 15 code configures them (Apple: UISheetPresentationController —
// "detents: the array of heights where a sheet can naturally rest", medium(): "a system
// detent for a sheet that's approximately half the height of the screen", large(),
// selectedDetentIdentifier: "nil … the sheet displays at the smallest detent",
// largestUndimmedDetentIdentifier, prefersGrabberVisible, animateChanges(_:);
// UIViewController.isModalInPresentation; UIAdaptivePresentationControllerDelegate).

final class SheetWatcher: UISheetPresentationControllerDelegate {
    var calls: [String] = []
    var allowDismiss = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("should")
        return allowDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("attempt") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        calls.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

@Suite("UISheetPresentationController")
struct UISheetPresentationControllerTests {
    /// A 400×800 window with a presenter, and a details controller about to be presented.
    static func setUp(_ clock: MediaClock) -> (UIWindow, UIViewController, UIViewController) {
        let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let presenter = UIViewController()
        win.rootViewController = presenter
        clock.advance(by: 0)
        let details = UIViewController()
        details.view.backgroundColor = .white
        return (win, presenter, details)
    }

    static func drag(_ clock: MediaClock, _ win: UIWindow, from: CGPoint, by dy: CGFloat, steps: Int = 10, seconds: Double = 0.3) {
        let t0 = clock.now
        win.deliver(touchAt: from, phase: .began, timestamp: t0)
        for i in 1...steps {
            let t = t0 + seconds * Double(i) / Double(steps)
            clock.advance(to: t)
            win.deliver(touchAt: CGPoint(x: from.x, y: from.y + dy * CGFloat(i) / CGFloat(steps)), phase: .moved, timestamp: t)
        }
        clock.advance(by: 0.01)
        win.deliver(touchAt: CGPoint(x: from.x, y: from.y + dy), phase: .ended, timestamp: clock.now)
    }

    @Test("a medium detent presents the sheet at half height over a dimmed screen, with a grabber")
    func mediumDetentPresentation() throws {
        try onVirtualClock { clock, _ in
            let (_, presenter, details) = Self.setUp(clock)
            // As apps write it: the default style, the sheet configured before presenting.
            if let sheet = details.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
                sheet.preferredCornerRadius = 24
            }
            presenter.present(details, animated: true)
            clock.advance(by: 0)
            clock.advance(by: 1)
            let sheet = try #require(details.sheetPresentationController)
            #expect(details.presentationController === sheet)
            #expect(details.view.frame == CGRect(x: 0, y: 405, width: 400, height: 395), "half of the 790-point large height")
            #expect(sheet.dimmingView.alpha == 1 && sheet.dimmingView.superview === sheet.containerView)
            #expect(sheet.grabber.superview === details.view && sheet.grabber.frame.width == 36)
            #expect(details.view.layer.cornerRadius == 24 && details.view.clipsToBounds)

            // In code, inside animateChanges: up to large, animated.
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            #expect(details.view.frame.minY == 10, "the model value at once")
            clock.advance(by: 0.1)
            let mid = shownCenter(details.view).y
            #expect(mid > 405 && mid < 600, "moving up: \(mid)")
            clock.advance(by: 1)
            #expect(shownCenter(details.view).y == 405)
        }
    }

    @Test("dragging moves the sheet between detents and tells the delegate; dragging down dismisses it")
    func draggingBetweenDetentsAndDismissing() throws {
        try onVirtualClock { clock, _ in
            let (win, presenter, details) = Self.setUp(clock)
            let watcher = SheetWatcher()
            let sheet = try #require(details.sheetPresentationController)
            sheet.detents = [.medium(), .large()]
            sheet.delegate = watcher
            presenter.present(details, animated: true)
            clock.advance(by: 0)
            clock.advance(by: 1)
            #expect(details.view.frame.minY == 405)

            Self.drag(clock, win, from: CGPoint(x: 200, y: 500), by: -300)
            clock.advance(by: 1)
            #expect(sheet.selectedDetentIdentifier == .large && details.view.frame.minY == 10)
            #expect(watcher.calls == ["detent com.apple.UIKit.large"])

            // Refused: the sheet comes back and the delegate hears of the attempt.
            details.isModalInPresentation = true
            Self.drag(clock, win, from: CGPoint(x: 200, y: 300), by: 700)
            clock.advance(by: 1)
            #expect(presenter.presentedViewController === details)
            #expect(watcher.calls.contains("attempt") && !watcher.calls.contains("will"))
            #expect(sheet.selectedDetentIdentifier == .medium, "it settles at the smallest detent")

            details.isModalInPresentation = false
            Self.drag(clock, win, from: CGPoint(x: 200, y: 500), by: 300)
            clock.advance(by: 1)
            #expect(presenter.presentedViewController == nil && details.view.superview == nil)
            #expect(Array(watcher.calls.suffix(3)) == ["should", "will", "did"])

            // Presented again (a new presentation: configured again, as on iOS), a tap on the
            // dimmed screen above the sheet dismisses it too.
            let again = try #require(details.sheetPresentationController)
            #expect(again !== sheet)
            again.detents = [.medium()]
            again.delegate = watcher
            presenter.present(details, animated: false)
            clock.advance(by: 0.5)
            win.deliver(touchAt: CGPoint(x: 200, y: 100), phase: .began, timestamp: clock.now)
            win.deliver(touchAt: CGPoint(x: 200, y: 100), phase: .ended, timestamp: clock.now + 0.05)
            clock.advance(by: 1)
            #expect(presenter.presentedViewController == nil && watcher.calls.suffix(3) == ["should", "will", "did"])
        }
    }

    @Test("undimmed detents, full screen when no sheet is configured, and detents that resolve to nothing")
    func undimmedAndFallbacks() throws {
        try onVirtualClock { clock, _ in
            let (_, presenter, details) = Self.setUp(clock)
            let sheet = try #require(details.sheetPresentationController)
            sheet.detents = [.custom { _ in .nan }, .custom(identifier: .init("peek")) { _ in 120 }, .large()]
            sheet.largestUndimmedDetentIdentifier = .init("peek")
            presenter.present(details, animated: false)
            #expect(details.view.frame == CGRect(x: 0, y: 680, width: 400, height: 120), "the NaN detent is left out")
            #expect(sheet.dimmingView.alpha == 0, "at the undimmed detent the screen stays bright")
            presenter.dismiss(animated: false)

            // .automatic without asking for the sheet: Strata's full-screen presentation.
            let plain = UIViewController()
            presenter.present(plain, animated: false)
            #expect(plain.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
            let overFull = UIViewController()
            overFull.modalPresentationStyle = .overFullScreen
            #expect(overFull.sheetPresentationController == nil)
        }
    }
}
