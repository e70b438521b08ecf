import Foundation
import StrataUI

/// Seed 000's first example (L5–27), its opening UIView block animation: an image view grows
/// from (120, 140, 80, 80) to (80, 100, 160, 160) with
/// `animate(withDuration: 1, delay:, options: .beginFromCurrentState)`. The seed waits 2 s;
/// here the zoom starts after 0.3 s so the demo reads in its first second, and every tap
/// zooms the other way — a tap mid-flight turns back from where the picture is on screen, as
/// `.beginFromCurrentState` asks (UIView.AnimationOptions: "Start the animation from the
/// current setting associated with an already in-flight animation").
final class ImageZoomViewController: DemoViewController {
    static let small = CGRect(x: 120, y: 140, width: 80, height: 80)
    static let large = CGRect(x: 80, y: 100, width: 160, height: 160)

    private(set) var imageView: UIImageView!
    /// Whether the last zoom was toward the large frame.
    private(set) var isZoomedIn = false
    /// Zooms whose completion has run, and whether each finished.
    private(set) var completions: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(patternImage: UIImage.demoAsset(named: "background.jpg", size: view.bounds.size)!)

        let image = UIImage.demoAsset(named: "1.jpg", size: CGSize(width: 320, height: 320))
        let imageView = UIImageView()
        imageView.image = image
        imageView.frame = Self.small
        imageView.layer.name = "imageView"
        view.addSubview(imageView)
        self.imageView = imageView

        addDemoCaption("tap: zoom in or out · tap mid-flight: it turns back from where it is")
        zoom(in: true, delay: 0.3)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        zoom(in: !isZoomedIn, delay: 0)
    }

    private func zoom(in zoomIn: Bool, delay: TimeInterval) {
        isZoomedIn = zoomIn
        UIView.animate(withDuration: 1, delay: delay, options: .beginFromCurrentState, animations: {
            self.imageView.frame = zoomIn ? Self.large : Self.small
        }, completion: { finished in
            self.completions.append(finished)
        })
    }
}

/// The image zoom as a demo.
public final class ImageZoomDemo: UIKitDemo, Demo {
    public static let name = "ui-image-zoom"
    public static let title = "UIView zoom"
    public static let summary = "UIView.animate with .beginFromCurrentState: a tap zooms the picture, a second tap mid-flight turns back (seed 000)"
    public static let controls = [DemoControl("click / tap", "zoom in or out; mid-flight it turns back from the screen")]
    public static let size = phoneScreen

    override public func makeRootViewController() -> UIViewController { ImageZoomViewController() }

    /// The controller (nil before `makeScene()`).
    var controller: ImageZoomViewController? { window?.rootViewController as? ImageZoomViewController }

    public var status: String? {
        controller.map { "zoom: " + ($0.isZoomedIn ? "in" : "out") }
    }
}
