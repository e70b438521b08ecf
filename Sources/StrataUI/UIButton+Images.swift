import Foundation
import StrataCore

// A button's image and background image per control state (Apple: UIButton setImage(_:for:),
// setBackgroundImage(_:for:)). As with titles, a state without its own image shows the normal
// state's ("If you don't specify an image for the other states, the button uses the image
// associated with normal"). The background image fills the bounds behind the title and image;
// the image sits left of the title, the two centred together.
extension UIButton {
    /// Sets the image for `state`; nil removes it (the state then shows the normal image).
    public func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        refreshImages()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The image for `state`, else the normal state's.
    public func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the background image for `state`; nil removes it.
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        refreshImages()
        setNeedsLayout()
    }

    /// The background image for `state`, else the normal state's.
    public func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The image shown now (Apple: currentImage).
    public var currentImage: UIImage? { image(for: state) }

    /// The background image shown now (Apple: currentBackgroundImage).
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The view showing the current image, made on first use (Apple: imageView).
    public var imageView: UIImageView? {
        if let view = imageViewStorage { return view }
        let view = UIImageView(frame: .zero)
        view.isHidden = true
        addSubview(view)
        imageViewStorage = view
        return view
    }

    /// Shows the current state's images.
    func refreshImages() {
        let foreground = currentImage
        if foreground != nil || imageViewStorage != nil {
            imageView?.image = foreground
            imageViewStorage?.isHidden = foreground == nil
        }
        if let background = currentBackgroundImage {
            let view = backgroundImageView ?? {
                let made = UIImageView(frame: bounds)
                insertSubview(made, at: 0)
                backgroundImageView = made
                return made
            }()
            view.image = background
            view.isHidden = false
        } else {
            backgroundImageView?.isHidden = true
        }
    }

    /// Places the background over the bounds and the image left of the title, centred together.
    func layoutImages(title label: UILabel) {
        backgroundImageView?.frame = bounds
        guard let image = currentImage, let view = imageViewStorage else { return }
        let hasTitle = !(label.text ?? "").isEmpty
        let titleWidth = hasTitle ? min(label.sizeThatFits(bounds.size).width, max(bounds.width - image.size.width, 0)) : 0
        let left = (bounds.width - image.size.width - titleWidth) / 2
        view.frame = CGRect(x: left, y: (bounds.height - image.size.height) / 2,
                            width: image.size.width, height: image.size.height)
        label.frame = CGRect(x: left + image.size.width, y: 0, width: titleWidth, height: bounds.height)
    }
}
