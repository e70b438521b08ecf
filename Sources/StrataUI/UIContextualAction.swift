import Foundation

/// An action shown when the user swipes a table row (Apple: UIContextualAction, iOS 11): a
/// titled button whose handler runs when it is tapped, or on a full swipe when it comes first.
open class UIContextualAction: NSObject {
    /// How the action looks and what it implies (Apple: UIContextualAction.Style).
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button, for an action that deletes the row.
        case destructive
    }

    /// What runs when the action is chosen: the action, the view showing it, and a closure
    /// to call with whether the action was performed (the row closes then).
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour. Default red for `.destructive`, grey for `.normal`.
    open var backgroundColor: UIColor!
    /// The button's image (shown above the title on iOS; Strata shows the title only).
    open var image: UIImage?
    /// What runs when the action is chosen.
    public let handler: Handler

    /// An action with `style`, `title` and `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
