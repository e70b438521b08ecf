import Foundation

/// A rectangle that takes part in Auto Layout without being a view (Apple: UILayoutGuide):
/// an empty spacer, or a view's margins or safe area. Add one to a view with
/// `addLayoutGuide(_:)`, then constrain its anchors; `layoutFrame` reads the solved rectangle.
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to, set by `addLayoutGuide(_:)`.
    open internal(set) weak var owningView: UIView?
    /// A name for messages (Apple: identifier). Default empty.
    open var identifier = ""
    /// What the guide stands for: a guide the app made, a view's margins or safe area, or a
    /// scroll view's content area or frame.
    enum Role { case custom, layoutMargins, safeArea, scrollContent, scrollFrame }
    let role: Role

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public override init() {
        role = .custom
        super.init()
    }

    init(role: Role, owner: UIView) {
        self.role = role
        super.init()
        owningView = owner
        identifier = switch role {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .scrollContent: "UIScrollView-contentLayoutGuide"
        case .scrollFrame: "UIScrollView-frameLayoutGuide"
        default: "UIViewLayoutMarginsGuide"
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as the layout engine solved it
    /// (Apple: layoutFrame). Zero when the guide is in no view.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        return LayoutEngine.solvedFrame(of: self, in: owner)
    }

    /// The leading edge: left, or right for right-to-left layouts.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: right, or left for right-to-left layouts.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
