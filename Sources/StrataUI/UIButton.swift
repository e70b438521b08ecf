import Foundation
import StrataCore

/// A button (Apple: UIButton): a title (and optionally an image) per control state, drawn
/// over the view's background, dimmed while highlighted, sending its actions on touch-up
/// inside. Titles are drawn by a `UILabel` (`titleLabel`), centred.
open class UIButton: UIControl {
    /// The kinds of button (Apple: UIButton.ButtonType). `.system` tints its title blue.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The button's type.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private let label = UILabel()
    /// Images and background images per state, and the views showing them (UIButton+Images).
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var imageViewStorage: UIImageView?
    var backgroundImageView: UIImageView?

    /// The label showing the current title.
    open var titleLabel: UILabel? { label }

    /// A button of `buttonType` (Apple: `init(type:)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        refresh()
    }

    /// A button whose title and primary action come from `primaryAction` (iOS 14).
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A button from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        refresh()
    }

    /// Sets the title for `state` (Apple: `setTitle(_:for:)`); states without one show the
    /// normal title.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refresh()
    }

    /// The title for `state` (falling back to the normal title).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the title colour for `state` (Apple: `setTitleColor(_:for:)`).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refresh()
    }

    /// The title colour for `state` (falling back to the normal one, then the type's default).
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
            ?? (buttonType == .system ? UIColor(red: 0, green: 0.478, blue: 1, alpha: 1) : .white)
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    open override func stateDidChange() { refresh() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
        layoutImages(title: label)
    }

    /// The title's size with UIKit-like padding (what a stack view gives the button).
    open override var intrinsicContentSize: CGSize { sizeThatFits(bounds.size) }

    /// The title's size with padding: 8 points each side, at least 30 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let fitted = label.sizeThatFits(size)
        let image = currentImage?.size ?? .zero
        return CGSize(width: fitted.width + image.width + 16, height: max(fitted.height + 12, image.height, 30))
    }

    private func refresh() {
        let state = self.state
        let oldTitle = label.text
        label.text = title(for: state)
        if label.text != oldTitle { invalidateIntrinsicContentSize() }
        label.textColor = titleColor(for: state)
        // UIKit dims a highlighted system button's title and a disabled button.
        label.alpha = (state.contains(.highlighted) && buttonType == .system) || state.contains(.disabled) ? 0.35 : 1
        refreshImages()
    }
}
