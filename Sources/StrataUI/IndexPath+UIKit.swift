import Foundation

/// UIKit's additions to `IndexPath` (Apple: "IndexPath" — `init(item:section:)`,
/// `init(row:section:)`, `section`, `item`, `row`): a two-index path names a section and, in
/// it, an item of a collection view or a row of a table view.
///
/// Apple traps when a path read this way does not hold exactly two indices. Strata reads a
/// missing index as 0 and ignores writes to one, so a malformed path cannot crash an app.
extension IndexPath {
    /// A path to `item` in `section` of a collection view.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// A path to `row` in `section` of a table view.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section: the first index.
    public var section: Int {
        get { index(at: 0) }
        set { setIndex(newValue, at: 0) }
    }

    /// The item in its section (collection views): the second index.
    public var item: Int {
        get { index(at: 1) }
        set { setIndex(newValue, at: 1) }
    }

    /// The row in its section (table views): the second index, as `item`.
    public var row: Int {
        get { index(at: 1) }
        set { setIndex(newValue, at: 1) }
    }

    private func index(at position: Int) -> Int { position < count ? self[position] : 0 }

    private mutating func setIndex(_ value: Int, at position: Int) {
        if position < count { self[position] = value }
    }
}
