import Foundation

/// A table's advance notice of rows about to come into sight, so their data can be loaded
/// early (Apple: UITableViewDataSourcePrefetching, iOS 10). Set it as the table's
/// `prefetchDataSource`.
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows near the visible ones that will probably show soon.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows announced earlier that moved away again without showing. Default: nothing.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

public extension UITableViewDataSourcePrefetching {
    /// Does nothing.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
