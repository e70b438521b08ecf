import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UISearchBar as list screens use it (Apple: UISearchBar; UISearchBarDelegate
/// `searchBar(_:textDidChange:)` — "Tells the delegate that the user changed the search text",
/// `searchBarSearchButtonClicked(_:)`, `searchBarCancelButtonClicked(_:)`,
/// `setShowsCancelButton(_:animated:)`, `searchTextField`).
@Suite struct UISearchBarTests {
    final class Filter: UISearchBarDelegate {
        var log: [String] = []
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
            log.append("begin")
            searchBar.setShowsCancelButton(true, animated: true)
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            log.append("search")
            searchBar.resignFirstResponder()
        }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
            log.append("cancel")
            searchBar.text = ""
            searchBar.setShowsCancelButton(false, animated: true)
            searchBar.resignFirstResponder()
        }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("end") }
    }

    @Test func typingSearchingAndCancelling() {
        onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
            let filter = Filter()
            bar.delegate = filter
            window.addSubview(bar)
            bar.layoutIfNeeded()
            #expect(bar.placeholder == "Search")
            #expect(bar.searchTextField.frame.width == 304)
            bar.text = "set in code"
            #expect(filter.log.isEmpty)
            bar.text = ""

            window.deliver(touchAt: CGPoint(x: 100, y: 28), phase: .began, timestamp: 0)
            window.deliver(touchAt: CGPoint(x: 100, y: 28), phase: .ended, timestamp: 0.05)
            #expect(bar.isFirstResponder)
            clock.advance(by: 0.1)
            let narrowing = bar.searchTextField.layer.presentation()?.bounds.width ?? 0
            #expect(narrowing < 304 && narrowing > bar.searchTextField.bounds.width, "the field narrows as Cancel slides in")
            clock.advance(by: 0.5)
            #expect(bar.showsCancelButton && bar.searchTextField.frame.width < 260)

            window.deliver(text: "ca")
            window.deliverBackspace()
            window.deliver(key: "return")
            #expect(filter.log == ["begin", "text ca", "text c", "search", "end"])
            #expect(!bar.isFirstResponder)

            filter.log = []
            bar.becomeFirstResponder()
            let cancel = CGPoint(x: 320 - 20, y: 28)
            window.deliver(touchAt: cancel, phase: .began, timestamp: 1)
            window.deliver(touchAt: cancel, phase: .ended, timestamp: 1.05)
            #expect(filter.log == ["begin", "cancel", "end"])
            #expect(bar.text == "")
            clock.advance(by: 0.5)
            #expect(!bar.showsCancelButton && bar.searchTextField.frame.width == 304)
        }
    }

    /// A scope bar shows under the field with `showsScopeBar`, grows the bar's height, and a
    /// tapped segment tells the delegate; a prompt adds a line above.
    @Test func scopeBarAndPrompt() throws {
        final class Scopes: UISearchBarDelegate {
            var picked: [Int] = []
            func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { picked.append(selectedScope) }
        }
        try onVirtualClock { clock, _ in
            let root = whiteRoot(width: 320, height: 140)
            let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
            let scopes = Scopes()
            bar.delegate = scopes
            bar.scopeButtonTitles = ["All", "Photos", "Videos"]
            bar.showsScopeBar = true
            bar.prompt = "Library"
            bar.sizeToFit()
            #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 130), "56 for the field, 30 for the prompt, 44 for the scopes; the origin stays")
            root.addSubview(bar)
            let window = UIWindow(frame: root.bounds)
            window.addSubview(root)
            root.layoutIfNeeded()
            let photos = CGPoint(x: 160, y: 30 + 56 + 16)
            window.deliver(touchAt: photos, phase: .began, timestamp: 0)
            window.deliver(touchAt: photos, phase: .ended, timestamp: 0.05)
            #expect(scopes.picked == [1])
            #expect(bar.selectedScopeButtonIndex == 1)
            clock.advance(by: 0.1)
            let image = try renderOnScreen(root, clock)
            // The field's gray fill under the prompt.
            let field = pixelRGB(image, 300, 30 + 28)
            #expect(field[0] < 245 && field[0] > 200, "\(field)")
        }
    }
}
