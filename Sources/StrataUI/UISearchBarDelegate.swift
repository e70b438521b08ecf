import Foundation

/// A search bar's delegate (Apple: UISearchBarDelegate); every method is optional.
public protocol UISearchBarDelegate: AnyObject {
    /// Asked before editing starts. Default true.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Told when editing started.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Asked before editing ends. Default true.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Told when editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Told when the user changed the text (typing or clearing).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Asked before typed text replaces `range`. Default true.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Told when Return (the Search key) was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Told when the bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// Told when the Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Told when the results list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// Told when the scope bar's selection changed.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

public extension UISearchBarDelegate {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

extension UISearchBar {
    /// The bar's look (Apple: UISearchBar.Style).
    public enum Style: UInt, Sendable {
        /// The prominent look (the default).
        case `default`
        /// A translucent background and an opaque field.
        case prominent
        /// No background: only the field.
        case minimal
    }

    /// The icons a search bar can show (Apple: UISearchBar.Icon).
    public enum Icon: Int, Sendable {
        case search, clear, bookmark, resultsList
    }
}

/// The text field of a search bar (Apple: UISearchTextField, iOS 13): a text field with a
/// magnifying glass at its left and a clear button while editing.
open class UISearchTextField: UITextField {}
