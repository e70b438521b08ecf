import Foundation
import StrataCore

/// A button in a navigation bar (Apple: UIBarButtonItem): a title, a system item or a custom
/// view, and the `UIAction` a tap runs. (The target–action initialisers take a `#selector`,
/// which Swift on Linux does not have: use `primaryAction`.) Images are not drawn.
open class UIBarButtonItem: NSObject {
    /// The look of an item (Apple: UIBarButtonItem.Style).
    public enum Style: Int, Sendable { case plain = 0, bordered, done }

    /// The standard items (Apple: UIBarButtonItem.SystemItem), shown by their English titles.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: ""
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "✕"
            case .search: "Search"
            case .trash: "Delete"
            default: "\(self)".capitalized
            }
        }
    }

    /// The title shown.
    open var title: String? { didSet { onChange?() } }
    /// The image (kept, not drawn).
    open var image: UIImage?
    /// The look; `.done` is bold. Default `.plain`.
    open var style: Style = .plain { didSet { onChange?() } }
    /// Whether a tap runs the action. Default true.
    open var isEnabled = true { didSet { onChange?() } }
    /// Tells the bar showing the item to draw it again.
    var onChange: (() -> Void)?
    /// The title's colour. Default nil: the bar's tint.
    open var tintColor: UIColor?
    /// A view shown instead of the title.
    open var customView: UIView?
    /// What a tap runs.
    open var primaryAction: UIAction?
    /// The width of a fixed space.
    open var width: CGFloat = 0
    /// The standard item it is, if made as one.
    private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    /// An item titled `title` (or showing `image`) running `primaryAction` (Apple, iOS 14).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: Any? = nil) {
        self.title = title ?? primaryAction.map(\.title)
        self.image = image
        self.primaryAction = primaryAction
        super.init()
    }

    /// A standard item running `primaryAction` (Apple, iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: Any? = nil) {
        self.init(title: systemItem.title.isEmpty ? nil : systemItem.title, primaryAction: primaryAction)
        self.systemItem = systemItem
        if systemItem == .done { style = .done }
    }

    /// A space that takes a share of the room the other items leave (Apple: flexibleSpace(), iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space `width` points wide (Apple: fixedSpace(_:), iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}

extension UINavigationItem {
    /// The item on the left, replacing the back control (Apple: leftBarButtonItem).
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The item on the right (Apple: rightBarButtonItem).
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Sets the right item (Apple: setRightBarButton(_:animated:)).
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left item (Apple: setLeftBarButton(_:animated:)).
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
}

extension UIViewController {
    /// A bar button item that toggles editing (Apple: editButtonItem): "Edit", or a bold
    /// "Done" while editing; a tap calls `setEditing(!isEditing, animated: true)`.
    public var editButtonItem: UIBarButtonItem {
        if let item = relations.editButtonItem { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit")
        item.style = isEditing ? .done : .plain
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        relations.editButtonItem = item
        return item
    }
}
