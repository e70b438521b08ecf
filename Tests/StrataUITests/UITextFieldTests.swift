import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UITextField (Apple: `text`, `placeholder`, `becomeFirstResponder()`;
/// UITextFieldDelegate `textFieldShouldReturn(_:)` — "Asks the delegate whether to process
/// the pressing of the Return button", `textField(_:shouldChangeCharactersIn:replacementString:)`).
@Suite struct UITextFieldTests {
    final class Delegate: UITextFieldDelegate {
        var returns = 0
        var blockDigits = false
        var log: [String] = []
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("begin") }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; textField.resignFirstResponder(); return false }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("end") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            !(blockDigits && string.contains { $0.isNumber })
        }
    }

    @Test func aTapFocusesAndTypedTextArrives() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            let delegate = Delegate()
            field.delegate = delegate
            field.placeholder = "x"
            window.addSubview(field)

            window.deliver(touchAt: CGPoint(x: 10, y: 10), phase: .began, timestamp: 0)
            window.deliver(touchAt: CGPoint(x: 10, y: 10), phase: .ended, timestamp: 0.05)
            window.deliver(text: "0.5")
            window.deliverBackspace()
            delegate.blockDigits = true
            window.deliver(text: "7")
            window.deliver(text: "\n")
            window.deliver(text: "ignored")

            #expect(field.text == "0.")
            #expect(delegate.returns == 1)
            #expect(delegate.log == ["begin", "end"])
            #expect(!field.isEditing)
        }
    }

    @Test func placeholderShowsWhileEmpty() {
        onVirtualClock { _, _ in
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            field.placeholder = "anchor x"
            let textLayer: CATextLayer? = field.textLayer

            #expect(textLayer?.string as? String == "anchor x")
            field.text = "0.5"
            #expect(textLayer?.string as? String == "0.5")
            #expect(field.text == "0.5" && field.hasText)
        }
    }
}
