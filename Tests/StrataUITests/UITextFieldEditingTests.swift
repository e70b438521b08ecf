import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UITextField as the control iOS code uses (Apple: UITextField, "Responding to text-related
/// events": the control events `.editingDidBegin`, `.editingChanged`, `.editingDidEnd`,
/// `.editingDidEndOnExit`, the `textDidChangeNotification` family; UITextInput's positions;
/// the "Drawing and positioning overrides").
@Suite struct UITextFieldEditingTests {
    final class Log: UITextFieldDelegate {
        var entries: [String] = []
        func textFieldDidBeginEditing(_ textField: UITextField) { entries.append("delegate begin") }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            entries.append("delegate end \(reason == .committed ? "committed" : "cancelled")")
        }
        func textFieldDidEndEditing(_ textField: UITextField) { entries.append("plain end") }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { entries.append("should clear"); return true }
    }

    /// A class box, so notification closures can log (Swift Testing runs suites in parallel).
    final class Box: @unchecked Sendable { var entries: [String] = [] }

    /// Editing sends the control events and posts the notifications UIKit does; setting `text`
    /// in code sends neither ("This method does not send editingChanged": UIKit's documented
    /// behaviour for programmatic changes). The delegate's `textFieldDidEndEditing(_:reason:)`
    /// is called instead of `textFieldDidEndEditing(_:)` when it is implemented (Apple: "If you
    /// implement this method, the text field calls this method and not the
    /// textFieldDidEndEditing(_:) method").
    @Test func editingSendsControlEventsAndNotifications() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            window.addSubview(field)
            let log = Log()
            field.delegate = log
            let box = Box()
            for (event, name) in [(UIControl.Event.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end")] {
                field.addAction(UIAction { _ in box.entries.append("\(name) \(field.text ?? "")") }, for: event)
            }
            let center = NotificationCenter.default
            let tokens = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                          UITextField.textDidEndEditingNotification].map { name in
                center.addObserver(forName: name, object: field, queue: nil) { note in
                    box.entries.append("note " + note.name.rawValue.replacingOccurrences(of: "UITextFieldTextDid", with: ""))
                }
            }
            defer { tokens.forEach(center.removeObserver) }

            field.text = "set in code"
            #expect(box.entries.isEmpty)
            field.text = ""
            #expect(field.becomeFirstResponder())
            window.deliver(text: "ab")
            window.deliverBackspace()
            #expect(field.resignFirstResponder())

            #expect(box.entries == ["begin ", "note BeginEditingNotification",
                                    "changed ab", "note ChangeNotification",
                                    "changed a", "note ChangeNotification",
                                    "end a", "note EndEditingNotification"])
            #expect(log.entries == ["delegate begin", "delegate end committed"])
        }
    }

    /// Return sends `.editingDidEndOnExit` (and `.primaryActionTriggered`); a field with an
    /// action for it stops editing — the "dismiss the keyboard on Return" idiom
    /// (Apple: UIControl.Event.editingDidEndOnExit). Without one the field keeps editing.
    @Test func returnEndsEditingWhenSomethingListensForEditingDidEndOnExit() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            let dismissing = UITextField(frame: CGRect(x: 0, y: 50, width: 300, height: 40))
            window.addSubview(plain)
            window.addSubview(dismissing)
            var primary = 0
            dismissing.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
            dismissing.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)

            plain.becomeFirstResponder()
            window.deliver(key: "return")
            #expect(plain.isFirstResponder)
            dismissing.becomeFirstResponder()
            #expect(!plain.isFirstResponder, "another field taking the keyboard ends the first's editing")
            window.deliver(key: "return")
            #expect(!dismissing.isFirstResponder)
            #expect(primary == 1)
        }
    }

    /// Removing an editing field from its window ends editing with the `.cancelled` reason.
    @Test func leavingTheWindowCancelsEditing() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            let log = Log()
            field.delegate = log
            window.addSubview(field)
            field.becomeFirstResponder()
            field.removeFromSuperview()
            #expect(log.entries == ["delegate begin", "delegate end cancelled"])
            #expect(window.focusedInput == nil)
        }
    }

    /// Input-formatting code moves the caret through UITextInput: positions count UTF-16
    /// units (an emoji is two), `position(from:offset:)` is nil outside the text, typing goes
    /// in at the selected range and replaces a selection (Apple: UITextInput).
    @Test func textInputPositionsAndSelection() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            window.addSubview(field)
            field.text = "😀bc"
            field.becomeFirstResponder()
            #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 4)
            #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
            let afterEmoji = field.position(from: field.beginningOfDocument, offset: 2)!
            field.selectedTextRange = field.textRange(from: afterEmoji, to: afterEmoji)
            window.deliver(text: "a")
            #expect(field.text == "😀abc")
            let start = field.position(from: field.beginningOfDocument, offset: 2)!
            let end = field.position(from: start, offset: 2)!
            field.selectedTextRange = field.textRange(from: start, to: end)
            #expect(field.text(in: field.selectedTextRange!) == "ab")
            window.deliver(text: "X")
            #expect(field.text == "😀Xc")
            field.replace(field.textRange(from: field.beginningOfDocument, to: afterEmoji)!, withText: ":)")
            #expect(field.text == ":)Xc")
            #expect(field.compare(field.beginningOfDocument, to: field.endOfDocument) == .orderedAscending)
        }
    }

    /// The padded-field idiom: a subclass overrides `textRect(forBounds:)` and
    /// `editingRect(forBounds:)`, and the text is laid out there (Apple: "Drawing and positioning
    /// overrides").
    final class PaddedField: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 16, dy: 0) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 24, dy: 0) }
    }

    @Test func subclassRectOverridesPlaceTheText() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let field = PaddedField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            window.addSubview(field)
            field.text = "hi"
            field.layoutIfNeeded()
            #expect(field.textClip.frame.minX == 16)
            #expect(field.textClip.frame.width == 168)
            field.becomeFirstResponder()
            #expect(field.textClip.frame.minX == 24)
            // The caret sits after the text, in the tint colour.
            let caret = field.caret.layer
            #expect(!caret.isHidden)
            let width = UIFont.systemFont(ofSize: 17).width(of: "hi")
            #expect(abs(caret.frame.minX - width) < 0.01)
            #expect(caret.animation(forKey: TextCaret.blinkKey) != nil)
            window.deliver(key: "left")
            #expect(abs(caret.frame.minX - UIFont.systemFont(ofSize: 17).width(of: "h")) < 0.01)
            field.resignFirstResponder()
            #expect(caret.isHidden)
        }
    }

    /// The clear button shows with text (`clearButtonMode`), narrows the text rect, and a tap
    /// on it asks `textFieldShouldClear(_:)` and empties the field (Apple: clearButtonMode,
    /// textFieldShouldClear(_:)).
    @Test func clearButtonEmptiesTheField() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            let log = Log()
            field.delegate = log
            field.borderStyle = .roundedRect
            field.clearButtonMode = .always
            window.addSubview(field)
            field.text = "query"
            field.layoutIfNeeded()
            let clear = field.clearButtonRect(forBounds: field.bounds)
            #expect(clear == CGRect(x: 176, y: 10.5, width: 19, height: 19))
            #expect(field.textRect(forBounds: field.bounds).maxX <= clear.minX)
            var changed = 0
            field.addAction(UIAction { _ in changed += 1 }, for: .editingChanged)

            window.deliver(touchAt: CGPoint(x: clear.midX, y: clear.midY), phase: .began, timestamp: 0)
            window.deliver(touchAt: CGPoint(x: clear.midX, y: clear.midY), phase: .ended, timestamp: 0.05)
            #expect(field.text == "")
            #expect(changed == 1)
            #expect(log.entries.contains("should clear"))
            field.layoutIfNeeded()
            #expect(field.clearButton?.isHidden == true)
        }
    }

    /// Left and right views show as their modes say and the text starts after the left one
    /// (Apple: leftView, leftViewMode — the icon-in-a-field idiom).
    @Test func overlayViewsFollowTheirModes() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            window.addSubview(field)
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            field.leftView = icon
            field.leftViewMode = .unlessEditing
            field.layoutIfNeeded()
            #expect(!icon.isHidden)
            #expect(icon.frame == CGRect(x: 0, y: 10, width: 30, height: 20))
            #expect(field.textRect(forBounds: field.bounds).minX == 30)
            field.becomeFirstResponder()
            field.layoutIfNeeded()
            #expect(icon.isHidden)
            #expect(field.textRect(forBounds: field.bounds).minX == 0)
        }
    }

    /// `adjustsFontSizeToFitWidth` shrinks long text to the field, not below
    /// `minimumFontSize`.
    @Test func longTextShrinksToFit() {
        onVirtualClock { _, _ in
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            field.adjustsFontSizeToFitWidth = true
            field.minimumFontSize = 9
            field.text = "a rather long line of text"
            field.layoutIfNeeded()
            #expect(field.textLayer.fontSize < 17)
            #expect(field.textLayer.fontSize >= 9)
            field.text = "ok"
            #expect(field.textLayer.fontSize == 17)
        }
    }
}
