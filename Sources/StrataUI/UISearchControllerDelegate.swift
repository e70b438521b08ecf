import Foundation

/// What a search controller's delegate is told as the search interface comes and goes (Apple:
/// UISearchControllerDelegate). Every method is optional.
public protocol UISearchControllerDelegate: AnyObject {
    /// Called before the search interface is presented; the default presentation follows
    /// (Strata presents it itself whether or not this is implemented).
    func presentSearchController(_ searchController: UISearchController)
    /// Called before the search controller is presented.
    func willPresentSearchController(_ searchController: UISearchController)
    /// Called once the presentation has finished (after its animation).
    func didPresentSearchController(_ searchController: UISearchController)
    /// Called before the search controller is dismissed.
    func willDismissSearchController(_ searchController: UISearchController)
    /// Called once the dismissal has finished.
    func didDismissSearchController(_ searchController: UISearchController)
}

public extension UISearchControllerDelegate {
    func presentSearchController(_ searchController: UISearchController) {}
    func willPresentSearchController(_ searchController: UISearchController) {}
    func didPresentSearchController(_ searchController: UISearchController) {}
    func willDismissSearchController(_ searchController: UISearchController) {}
    func didDismissSearchController(_ searchController: UISearchController) {}
}
