import Foundation
import StrataUI

/// Seed 000's view transitions (L1136–1199): a full-screen image view (`.scaleAspectFit`) shows
/// `0.jpg`; swipe recognizers on the controller's view turn the pictures — a left swipe shows
/// the next with `transition(with:duration: 1.0, options: [.curveLinear,
/// .transitionFlipFromRight])`, a right swipe the previous with `.transitionFlipFromLeft` — and,
/// with the curls the seed lists among the options (L1052–1053), an up swipe the next with
/// `.transitionCurlUp`, a down swipe the previous with `.transitionCurlDown`.
/// (UISwipeGestureRecognizer: "a swipe is a discrete gesture … the associated action message
/// is sent only once per gesture"; UIView.transition(with:…): "the animations block … changes
/// the view … the transition animates from the old look to the new".)
final class ImageBrowserViewController: DemoViewController {
    static let imageCount = 5

    private(set) var imageView: UIImageView!
    private(set) var currentIndex = 0
    /// The pictures, `0.jpg` … `4.jpg`, made once at the view's size.
    private(set) var images: [UIImage] = []
    /// The transitions run so far, by name ("flipFromRight", "curlUp", …).
    private(set) var transitions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        images = (0..<Self.imageCount).compactMap { UIImage.demoAsset(named: "\($0).jpg", size: view.bounds.size) }

        // The seed sizes the image view to the screen; the controller's view is the screen here.
        imageView = UIImageView()
        imageView.frame = view.bounds
        imageView.contentMode = .scaleAspectFit
        imageView.image = images.first
        imageView.layer.name = "imageView"
        view.addSubview(imageView)

        for (direction, next) in [(UISwipeGestureRecognizer.Direction.left, true), (.right, false), (.up, true), (.down, false)] {
            let swipe = UISwipeGestureRecognizer { [unowned self] gesture in
                guard let swipe = gesture as? UISwipeGestureRecognizer else { return }
                self.transitionAnimation(next, direction: swipe.direction)
            }
            swipe.direction = direction
            view.addGestureRecognizer(swipe)
        }
        addDemoCaption("swipe ← → : flip to the next or previous picture · swipe ↑ ↓ : curl")
    }

    private func transitionAnimation(_ isNext: Bool, direction: UISwipeGestureRecognizer.Direction) {
        let option: UIView.AnimationOptions
        let name: String
        switch direction {
        case .up: (option, name) = (.transitionCurlUp, "curlUp")
        case .down: (option, name) = (.transitionCurlDown, "curlDown")
        default:
            (option, name) = isNext ? (.transitionFlipFromRight, "flipFromRight") : (.transitionFlipFromLeft, "flipFromLeft")
        }
        transitions.append(name)
        UIView.transition(with: imageView, duration: 1.0, options: [.curveLinear, option], animations: {
            self.imageView.image = self.getImage(isNext)
        }, completion: nil)
    }

    private func getImage(_ isNext: Bool) -> UIImage? {
        if isNext {
            currentIndex = (currentIndex + 1) % Self.imageCount
        } else {
            currentIndex = (currentIndex - 1 + Self.imageCount) % Self.imageCount
        }
        return images.indices.contains(currentIndex) ? images[currentIndex] : nil
    }
}

/// The swipe-driven image browser as a demo.
public final class ImageBrowserDemo: UIKitDemo, Demo {
    public static let name = "ui-image-browser"
    public static let title = "UIView transitions"
    public static let summary = "swipe left/right to flip, up/down to curl to the next or previous picture: UISwipeGestureRecognizer + UIView.transition (seed 000)"
    public static let controls = [
        DemoControl("drag / swipe ← →", "next or previous picture with a flip"),
        DemoControl("drag / swipe ↑ ↓", "next or previous picture with a page curl"),
    ]
    public static let size = phoneScreen

    override public func makeRootViewController() -> UIViewController { ImageBrowserViewController() }

    var controller: ImageBrowserViewController? { window?.rootViewController as? ImageBrowserViewController }

    /// The pictures by the names eval reports (`photo-0` … `photo-4`).
    public var images: [(name: String, image: CGImage)] {
        (controller?.images ?? []).enumerated().compactMap { index, image in image.cgImage.map { ("photo-\(index)", $0) } }
    }

    public var status: String? { controller.map { "picture \($0.currentIndex).jpg" } }
}
