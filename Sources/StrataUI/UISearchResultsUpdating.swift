import Foundation

/// The object that updates search results as the user types (Apple: UISearchResultsUpdating):
/// "This method is automatically called whenever the search bar becomes the first responder or
/// changes are made to the text in the search bar."
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search bar becomes first responder, when its text or scope changes, and
    /// when the search ends.
    func updateSearchResults(for searchController: UISearchController)
}
