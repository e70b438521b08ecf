import Foundation

/// One item of a tab bar (Apple: UITabBarItem): a title, an image (and one for when it is
/// selected), a badge, a tag.
open class UITabBarItem: NSObject {
    /// The standard items (Apple: UITabBarItem.SystemItem), shown by their English titles.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The title under the image.
    open var title: String? { didSet { onChange?() } }
    /// The image.
    open var image: UIImage? { didSet { onChange?() } }
    /// The image shown while the item is selected; nil: `image`.
    open var selectedImage: UIImage? { didSet { onChange?() } }
    /// The text of the badge at the image's top right; nil: no badge.
    open var badgeValue: String? { didSet { onChange?() } }
    /// The badge's colour; nil: system red.
    open var badgeColor: UIColor? { didSet { onChange?() } }
    /// A number the app identifies the item by.
    open var tag = 0
    /// Whether the item can be selected. Default true.
    open var isEnabled = true { didSet { onChange?() } }
    /// Tells the bar showing the item to draw it again.
    var onChange: (() -> Void)?

    public override init() { super.init() }

    /// An item with `title`, `image` and `tag` (Apple: `init(title:image:tag:)`).
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// An item with `title` and its two images (Apple: `init(title:image:selectedImage:)`).
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    /// A standard item (Apple: `init(tabBarSystemItem:tag:)`).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        title = systemItem.title
        self.tag = tag
        super.init()
    }
}
