import Foundation

/// The actions a swipe on one side of a row reveals (Apple: UISwipeActionsConfiguration).
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the swiped edge.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action. Default true.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
