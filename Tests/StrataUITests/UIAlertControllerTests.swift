import Foundation
import Testing
@testable import StrataUI
import StrataCore
import StrataGL

// Alerts and action sheets as apps write them (Apple: UIAlertController —
// init(title:message:preferredStyle:), addAction(_:), addTextField(configurationHandler:),
// "after the alert is dismissed, the handler of the action the user chose runs";
// UIAlertAction.Style: "apply the cancel style … there can be only one").

@Suite("UIAlertController")
struct UIAlertControllerTests {
    static func setUp(_ clock: MediaClock) -> (UIWindow, UIViewController) {
        let win = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let screen = UIViewController()
        screen.view.backgroundColor = .white
        win.rootViewController = screen
        clock.advance(by: 0)
        return (win, screen)
    }

    static func tap(_ win: UIWindow, _ point: CGPoint, at t: TimeInterval) {
        win.deliver(touchAt: point, phase: .began, timestamp: t)
        win.deliver(touchAt: point, phase: .ended, timestamp: t + 0.05)
    }

    @Test("an alert fades in centred; a tap on an action dismisses it and then runs the handler")
    func alertPickAction() throws {
        try onVirtualClock { clock, _ in
            let (win, screen) = Self.setUp(clock)
            var log: [String] = []
            let alert = UIAlertController(title: "Delete photo?", message: "This can't be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in log.append(action.title ?? "") })
            alert.addAction(UIAlertAction(title: "Second cancel", style: .cancel))
            #expect(alert.actions.count == 2, "a second cancel action is refused")
            screen.present(alert, animated: true)
            clock.advance(by: 0)
            clock.advance(by: 0.1)
            #expect(shownAlpha(alert.view) > 0 && shownAlpha(alert.view) < 1, "fading in")
            clock.advance(by: 0.5)
            let panel = alert.panel.frame
            #expect(panel.width == 270 && abs(panel.midX - 195) < 0.5 && abs(panel.midY - 350) < 0.5, "\(panel)")
            let titles = alert.buttons.map { $0.titleLabel?.text }
            #expect(titles == ["Cancel", "Delete"], "cancel on the left of two: \(titles)")
            #expect(alert.buttons[1].titleLabel?.textColor == .systemRed)

            let delete = alert.buttons[1].convert(CGPoint(x: 60, y: 22), to: win)
            Self.tap(win, delete, at: 1)
            #expect(log.isEmpty, "the handler waits for the dismissal")
            clock.advance(by: 0.1)
            #expect(log.isEmpty)
            clock.advance(by: 0.5)
            #expect(log == ["Delete"] && screen.presentedViewController == nil && alert.view.superview == nil)
        }
    }

    @Test("an action sheet slides up with its cancel button apart; text fields belong to alerts only")
    func actionSheetAndTextFields() throws {
        try onVirtualClock { clock, _ in
            let (win, screen) = Self.setUp(clock)
            var picked: String?
            let sheet = UIAlertController(title: nil, message: "Share this photo", preferredStyle: .actionSheet)
            for title in ["Messages", "Mail"] { sheet.addAction(UIAlertAction(title: title, style: .default) { picked = $0.title }) }
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.addTextField()
            #expect(sheet.textFields == nil)
            screen.present(sheet, animated: true)
            clock.advance(by: 0)
            clock.advance(by: 0.1)
            let sliding = sheet.panel.layer.presentation()?.transform.m42 ?? 0
            #expect(sliding > 10, "still below its place: \(sliding)")
            clock.advance(by: 0.5)
            #expect(sheet.cancelPanel.frame.maxY == 692 && sheet.panel.frame.maxY == sheet.cancelPanel.frame.minY - 8)
            #expect(sheet.buttons.map { $0.titleLabel?.text } == ["Messages", "Mail", "Cancel"])
            // A tap outside an alert does nothing; outside an action sheet it cancels.
            let outside = UIAlertController(title: "Outside", message: nil, preferredStyle: .actionSheet)
            var cancelled = false
            outside.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
            _ = outside
            let mail = sheet.buttons[1].convert(CGPoint(x: 100, y: 28), to: win)
            Self.tap(win, mail, at: 1)
            clock.advance(by: 1)
            #expect(picked == "Mail" && screen.presentedViewController == nil)
            screen.present(outside, animated: false)
            clock.advance(by: 0.5)
            Self.tap(win, CGPoint(x: 195, y: 100), at: 2)
            clock.advance(by: 1)
            #expect(cancelled && screen.presentedViewController == nil, "a tap above the sheet cancels it")

            let login = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
            login.addTextField { $0.placeholder = "Name" }
            login.addTextField { $0.isSecureTextEntry = true }
            let ok = UIAlertAction(title: "OK", style: .default)
            ok.isEnabled = false
            login.addAction(ok)
            login.preferredAction = ok
            screen.present(login, animated: false)
            #expect(login.textFields?.count == 2 && login.textFields?.first?.placeholder == "Name")
            #expect(login.buttons.first?.isEnabled == false)
            Self.tap(win, login.buttons[0].convert(CGPoint(x: 100, y: 22), to: win), at: 3)
            clock.advance(by: 1)
            #expect(screen.presentedViewController === login, "a disabled action does nothing")
            Self.tap(win, CGPoint(x: 195, y: 40), at: 5)
            clock.advance(by: 1)
            #expect(screen.presentedViewController === login, "a tap outside an alert does nothing")
        }
    }
}
