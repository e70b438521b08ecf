import Foundation

/// One change of an animated update, as a layout's `prepare(forCollectionViewUpdates:)`
/// receives it (Apple: UICollectionViewUpdateItem). A whole-section change names the section
/// with `item == NSNotFound`, as UIKit does.
open class UICollectionViewUpdateItem: NSObject {
    /// What kind of change (Apple: UICollectionViewUpdateItem.Action).
    public enum Action: Int, Sendable {
        /// An insertion.
        case insert
        /// A deletion.
        case delete
        /// A reload (a deletion and an insertion at the same place).
        case reload
        /// A move.
        case move
        /// No change.
        case none
    }

    /// The element's index path before the update; nil for an insertion.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the update; nil for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// The kind of change.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    open override var description: String {
        "<UICollectionViewUpdateItem \(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "-") -> \(indexPathAfterUpdate.map { "\($0)" } ?? "-")>"
    }
}
