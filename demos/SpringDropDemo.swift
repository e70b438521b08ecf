import Foundation
import StrataUI

/// Seed 000's spring (L982–1019): the ball starts at (160, 50) and a touch sends it there with
/// `animate(withDuration: 5.0, delay: 0, usingSpringWithDamping: 0.1, initialSpringVelocity:
/// 1.0, options: .curveLinear)` — damping 0.1 overshoots by most of the distance and rings for
/// the seed's 5 s (UIView: "To smoothly decelerate the animation without oscillation, use a
/// value of 1. Employ a damping ratio closer to zero to increase oscillation"; the velocity is
/// relative to the distance: "a value of 1 corresponds to the total animation distance
/// traversed in one second"). On appearing the ball drops once to the screen's centre, the
/// point the seed's comment names (160, 284), so the demo reads in its first second.
final class SpringDropViewController: DemoViewController {
    static let start = CGPoint(x: 160, y: 50)

    private(set) var imageView: UIImageView!
    /// Drops whose completion has run, and whether each finished.
    private(set) var completions: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.1, green: 0.12, blue: 0.2, alpha: 1)

        imageView = UIImageView(image: UIImage.demoAsset(named: "ball.png"))
        imageView.center = Self.start
        imageView.layer.name = "ball"
        view.addSubview(imageView)
        addDemoCaption("tap anywhere: the ball springs there with damping 0.1 over 5 s")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        drop(to: CGPoint(x: 160, y: 284))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let location = touch.location(in: view)
        drop(to: location)
    }

    private func drop(to location: CGPoint) {
        UIView.animate(withDuration: 5.0, delay: 0, usingSpringWithDamping: 0.1, initialSpringVelocity: 1.0,
                       options: .curveLinear, animations: {
            self.imageView.center = location
        }, completion: { finished in
            self.completions.append(finished)
        })
    }
}

/// The spring drop as a demo.
public final class SpringDropDemo: UIKitDemo, Demo {
    public static let name = "ui-spring-drop"
    public static let title = "UIView spring"
    public static let summary = "UIView.animate(usingSpringWithDamping: 0.1): a tap drops the ball there on a ringing spring (seed 000)"
    public static let controls = [DemoControl("click / tap", "the ball springs to the point")]
    public static let size = phoneScreen

    override public func makeRootViewController() -> UIViewController { SpringDropViewController() }

    var controller: SpringDropViewController? { window?.rootViewController as? SpringDropViewController }
}
