import Foundation

/// A button of an alert or action sheet (Apple: UIAlertAction): a title, a style, and a
/// handler run when the user picks it, once the alert is dismissed.
open class UIAlertAction: NSObject, NSCopying {
    /// How an action looks (Apple: UIAlertAction.Style).
    public enum Style: Int, Sendable {
        /// The standard look.
        case `default` = 0
        /// Cancels: bold, and apart from the others in an action sheet. One per alert.
        case cancel = 1
        /// Changes or deletes data: red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's look.
    public let style: Style
    /// Whether the button can be picked. Default true.
    open var isEnabled = true { didSet { onChange?() } }
    let handler: ((UIAlertAction) -> Void)?
    /// Tells the alert showing the action to draw it again.
    var onChange: (() -> Void)?

    /// An action titled `title` of `style` running `handler` (Apple: `init(title:style:handler:)`).
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: title, style: style, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
