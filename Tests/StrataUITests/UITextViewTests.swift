import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UITextView as iOS code uses it (Apple: UITextView — "A scrollable, multiline text region";
/// `textContainerInset`, `selectedRange`, `scrollRangeToVisible(_:)`; UITextViewDelegate
/// `textView(_:shouldChangeTextIn:replacementText:)`, `textViewDidChange(_:)` — "Tells the
/// delegate when the user changes the text or attributes"; NSTextContainer
/// `lineFragmentPadding`).
@Suite struct UITextViewTests {
    /// The notes-field delegate iOS code writes: Return ends editing instead of typing a
    /// newline, and a character limit.
    final class NotesDelegate: NSObject, UITextViewDelegate {
        var log: [String] = []
        var limit = Int.max
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("begin") }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("end") }
        func textViewDidChange(_ textView: UITextView) { log.append("change \(textView.text!)") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            if text == "\n" {
                textView.resignFirstResponder()
                return false
            }
            let current = textView.text as NSString
            return current.replacingCharacters(in: range, with: text).count <= limit
        }
    }

    final class Box: @unchecked Sendable { var count = 0 }

    static func makeView(in window: UIWindow, width: CGFloat = 200, height: CGFloat = 100) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.font = .systemFont(ofSize: 16)
        window.addSubview(view)
        view.layoutIfNeeded()
        return view
    }

    /// A tap starts editing; typed text and Backspace reach the view and the delegate hears of
    /// each change (not of changes made in code); the "\n" question lets the delegate end
    /// editing on Return; `textDidChangeNotification` posts per user change.
    @Test func typingAsksAndTellsTheDelegate() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = Self.makeView(in: window)
            let delegate = NotesDelegate()
            view.delegate = delegate
            let box = Box()
            let token = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: view,
                                                               queue: nil) { _ in box.count += 1 }
            defer { NotificationCenter.default.removeObserver(token) }

            view.text = "in code"
            #expect(delegate.log.isEmpty)
            view.text = ""
            window.deliver(touchAt: CGPoint(x: 50, y: 20), phase: .began, timestamp: 0)
            window.deliver(touchAt: CGPoint(x: 50, y: 20), phase: .ended, timestamp: 0.05)
            #expect(view.isFirstResponder)
            window.deliver(text: "Hi")
            window.deliverBackspace()
            delegate.limit = 2
            window.deliver(text: "ello")
            window.deliver(key: "return")
            #expect(delegate.log == ["begin", "change Hi", "change H", "end"])
            #expect(!view.isFirstResponder)
            #expect(box.count == 2)
        }
    }

    /// Return types a newline by default; the text wraps at the container's width less the
    /// padding, and `contentSize` grows a line at a time (8-point insets above and below).
    @Test func linesWrapAndContentSizeGrows() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = Self.makeView(in: window)
            let line = UIFont.systemFont(ofSize: 16).lineHeight
            #expect(view.contentSize.height == ceil(line + 16))
            view.becomeFirstResponder()
            window.deliver(text: "one")
            window.deliver(key: "return")
            window.deliver(text: "two")
            #expect(view.text == "one\ntwo")
            #expect(view.contentSize.height == ceil(2 * line + 16))
            view.text = String(repeating: "word ", count: 30)
            #expect(view.layout!.lines.count > 3)
            for drawn in view.layout!.lines {
                #expect(UIFont.systemFont(ofSize: 16).width(of: drawn.text) <= 190)
            }
            #expect(view.contentSize.height == ceil(CGFloat(view.layout!.lines.count) * line + 16))
        }
    }

    /// Text past the bottom scrolls into view as it is typed (the caret stays visible).
    @Test func typingScrollsTheCaretIntoView() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = Self.makeView(in: window, height: 60)
            view.becomeFirstResponder()
            for _ in 0..<6 { window.deliver(text: "line\n") }
            let caret = view.caret.layer.frame
            #expect(view.contentOffset.y > 0)
            #expect(caret.maxY <= view.contentOffset.y + view.bounds.height + 0.5)
            #expect(caret.minY >= view.contentOffset.y - 0.5)
        }
    }

    /// Up and down move between lines keeping the caret's place across; Home and End go to
    /// the line's ends.
    @Test func arrowKeysMoveBetweenLines() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = Self.makeView(in: window)
            view.text = "abcdef\nxy\nlonger line"
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 2, length: 0)
            window.deliver(key: "down")
            #expect(view.selectedRange.location == 9, "x|y| is shorter: the caret goes to its end")
            window.deliver(key: "down")
            window.deliver(key: "home")
            #expect(view.selectedRange.location == 10)
            window.deliver(key: "end")
            #expect(view.selectedRange.location == 21)
            window.deliver(key: "up")
            window.deliver(key: "up")
            #expect(view.selectedRange.location == 6)
            window.deliver(text: "!")
            #expect(view.text == "abcdef!\nxy\nlonger line")
        }
    }

    /// `selectedRange` counts UTF-16 units; typing replaces a selection.
    @Test func selectedRangeIsUTF16() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = Self.makeView(in: window)
            view.text = "👍 ok"
            #expect(view.selectedRange == NSRange(location: 5, length: 0))
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 3, length: 2)
            window.deliver(text: "fine")
            #expect(view.text == "👍 fine")
            #expect(view.selectedRange == NSRange(location: 7, length: 0))
        }
    }

    /// The flush-text idiom: zero insets and padding put the text at the view's corner.
    @Test func zeroInsetAndPaddingPutTheTextAtTheCorner() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = Self.makeView(in: window)
            #expect(view.textLayer.frame.origin == CGPoint(x: 5, y: 8))
            view.textContainerInset = .zero
            view.textContainer.lineFragmentPadding = 0
            #expect(view.textLayer.frame.origin == .zero)
            #expect(view.textLayer.frame.width == 200)
        }
    }

    /// The self-sizing text view: scrolling off, width pinned by constraints, it grows a line
    /// at a time as text is typed (its intrinsic height is its text's).
    @Test func selfSizingTextViewGrowsWithItsText() {
        onVirtualClock { _, root in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let view = UITextView()
            view.font = .systemFont(ofSize: 16)
            view.isScrollEnabled = false
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            ])
            window.layoutIfNeeded()
            let line = UIFont.systemFont(ofSize: 16).lineHeight
            #expect(view.frame.width == 260)
            #expect(view.frame.height == ceil(line + 16))
            view.becomeFirstResponder()
            window.deliver(text: "a\nb\nc")
            window.layoutIfNeeded()
            #expect(view.frame.height == ceil(3 * line + 16))
            #expect(view.sizeThatFits(CGSize(width: 260, height: 0)).height == view.frame.height)
        }
    }

    /// A non-editable text view does not take the keyboard; one field taking it from a text
    /// view ends the view's editing.
    @Test func editabilityAndFocusMoves() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = Self.makeView(in: window)
            let field = UITextField(frame: CGRect(x: 0, y: 150, width: 200, height: 40))
            window.addSubview(field)
            view.isEditable = false
            #expect(!view.becomeFirstResponder())
            view.isEditable = true
            #expect(view.becomeFirstResponder())
            field.becomeFirstResponder()
            #expect(!view.isFirstResponder)
            window.deliver(text: "to the field")
            #expect(field.text == "to the field")
            #expect(view.text == "")
        }
    }

    /// A text view draws its lines: dark text pixels on each line's row, none below the text.
    @Test func rendersWrappedText() throws {
        try onVirtualClock { clock, _ in
            let root = whiteRoot(width: 200, height: 120)
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            view.font = .systemFont(ofSize: 20)
            view.text = "Strata text\nsecond line"
            root.addSubview(view)
            root.layoutIfNeeded()
            let image = try renderOnScreen(root, clock)
            let line = UIFont.systemFont(ofSize: 20).lineHeight
            func darkPixels(inRow y: CGFloat) -> Int {
                var count = 0
                for row in Int(y)..<Int(y + line) {
                    for x in stride(from: 0, to: 200, by: 1) where pixelRGB(image, x, row).allSatisfy({ $0 < 128 }) { count += 1 }
                }
                return count
            }
            #expect(darkPixels(inRow: 8) > 20)
            #expect(darkPixels(inRow: 8 + line) > 20)
            #expect(darkPixels(inRow: 8 + 2 * line) == 0)
        }
    }

    /// Bad input never traps: non-finite and negative frames, insets and font sizes, a huge
    /// text, out-of-range selections and positions are all survived.
    @Test func badInputIsSurvived() {
        onVirtualClock { _, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: -5))
            view.font = .systemFont(ofSize: .infinity)
            view.textContainerInset = UIEdgeInsets(top: .nan, left: -50, bottom: .infinity, right: 400)
            window.addSubview(view)
            view.text = String(repeating: "long words and more ", count: 5000)
            view.layoutIfNeeded()
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: Int.max - 1, length: Int.max)
            view.selectedRange = NSRange(location: NSNotFound, length: 0)
            window.deliver(key: "up")
            window.deliver(key: "down")
            window.deliver(text: "x")
            view.scrollRangeToVisible(NSRange(location: -4, length: 99))
            _ = view.position(from: view.beginningOfDocument, offset: Int.min)
            _ = view.sizeThatFits(CGSize(width: CGFloat.nan, height: .infinity))
            view.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
            view.font = .systemFont(ofSize: 12)
            view.layoutIfNeeded()
            #expect(view.text.hasSuffix("x") || view.text.contains("x"))

            let field = UITextField(frame: CGRect(x: CGFloat.infinity, y: 0, width: -10, height: .nan))
            field.font = .systemFont(ofSize: -3)
            field.adjustsFontSizeToFitWidth = true
            window.addSubview(field)
            field.text = String(repeating: "w", count: 20_000)
            field.becomeFirstResponder()
            field.selectedTextRange = UITextRange(-5, 1 << 40)
            window.deliver(key: "left")
            window.deliverBackspace()
            #expect(field.text?.count == 20_000, "the whole-text selection collapsed to its start: nothing before it")
            window.deliver(key: "end")
            window.deliverBackspace()
            field.layoutIfNeeded()
            #expect(field.text?.count == 19_999)
        }
    }
}
