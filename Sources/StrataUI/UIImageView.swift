import Foundation
import StrataCore

/// A view that shows an image, or plays a list of images frame by frame (Apple: UIImageView).
open class UIImageView: UIView {
    /// The image shown. Default nil.
    open var image: UIImage? {
        didSet {
            if !isAnimating { show(image) }
            invalidateIntrinsicContentSize()
        }
    }
    /// The image shown when highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image shows.
    open var isHighlighted = false { didSet { show(isHighlighted ? highlightedImage ?? image : image) } }
    /// The frames `startAnimating()` plays. Default nil.
    open var animationImages: [UIImage]?
    /// Seconds for one pass through `animationImages`; 0 means 1/30 s per image. Default 0.
    open var animationDuration: TimeInterval = 0
    /// Passes to play; 0 repeats forever. Default 0.
    open var animationRepeatCount = 0

    /// A view sized to `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        show(image)
    }

    /// The image's size in points; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    private func show(_ image: UIImage?) {
        playAnimatedImage(image)
        performWithoutActions {
            // A template image shows its shape in the tint colour (Apple: UIImageView tintColor).
            layer.contents = image.map { $0.renderingMode == .alwaysTemplate ? $0.tinted(tintColor).cgImage : $0.cgImage } ?? nil
            if let image {
                layer.contentsScale = image.scale
                layer.contentsCenter = image.stretchableCenter
            }
        }
    }

    /// A template image follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if !isAnimating { show(isHighlighted ? highlightedImage ?? image : image) }
    }

    /// Whether the frames are playing.
    open var isAnimating: Bool { layer.animation(forKey: Self.animationKey) != nil }
    static let animationKey = "UIImageViewAnimation"
    static let animatedImageKey = "UIImageViewAnimatedImage"

    /// An animated image (`UIImage.animatedImage(with:duration:)`) plays at once and for ever,
    /// its frames evenly over its duration; any other image stops it.
    private func playAnimatedImage(_ image: UIImage?) {
        guard let image, let frames = image.images?.compactMap(\.cgImage), frames.count > 1 else {
            layer.removeAnimation(forKey: Self.animatedImageKey)
            return
        }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = frames
        animation.calculationMode = .discrete
        animation.duration = image.duration > 0 ? image.duration : Double(frames.count) / 30
        animation.repeatCount = .infinity
        layer.add(animation, forKey: Self.animatedImageKey)
    }

    /// Plays `animationImages` as a discrete keyframe animation of `contents`; `image` shows
    /// again when it ends.
    open func startAnimating() {
        guard let frames = animationImages?.compactMap(\.cgImage), !frames.isEmpty else { return }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = frames
        animation.calculationMode = .discrete
        animation.duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.add(animation, forKey: Self.animationKey)
    }

    /// Stops the frames; `image` shows.
    open func stopAnimating() {
        layer.removeAnimation(forKey: Self.animationKey)
        show(image)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
