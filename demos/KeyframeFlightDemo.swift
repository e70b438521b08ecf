import Foundation
import StrataUI

/// Seed 000's keyframe block (L1060–1112): the petal at (50, 150) flies through three
/// keyframes in 5 s with `animateKeyframes(withDuration: 5.0, delay: 0, options:
/// .calculationModeLinear)` — (80, 220) over the first half, (45, 300) over the next quarter,
/// (55, 400) over the last (UIView: `addKeyframe(withRelativeStartTime:relativeDuration:)`
/// takes "a value between 0 and 1" of the whole duration for both). Markers show the four
/// points. The flight starts on appearing; a tap flies it again from the top.
final class KeyframeFlightViewController: DemoViewController {
    static let start = CGPoint(x: 50, y: 150)
    static let keyframes: [(start: Double, duration: Double, point: CGPoint)] = [
        (0.0, 0.5, CGPoint(x: 80, y: 220)), (0.5, 0.25, CGPoint(x: 45, y: 300)), (0.75, 0.25, CGPoint(x: 55, y: 400)),
    ]

    private(set) var imageView: UIImageView!
    /// Flights whose completion has run, and whether each finished.
    private(set) var completions: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(patternImage: UIImage.demoAsset(named: "background.jpg", size: view.bounds.size)!)

        // The keyframes' points, marked, with their relative start times.
        for (index, point) in ([Self.start] + Self.keyframes.map(\.point)).enumerated() {
            let marker = UIView(frame: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8))
            marker.backgroundColor = UIColor(white: 1, alpha: 0.35)
            marker.layer.cornerRadius = 4
            view.addSubview(marker)
            let label = UILabel(frame: CGRect(x: point.x + 12, y: point.y - 9, width: 150, height: 18))
            // Each keyframe is reached at the end of its share of the 5 s.
            let reached = index == 0 ? 0 : 5 * (Self.keyframes[index - 1].start + Self.keyframes[index - 1].duration)
            let when = index == 0 ? "start" : String(format: "%.3g s", reached)
            label.text = when + String(format: " (%.0f, %.0f)", Double(point.x), Double(point.y))
            label.font = .systemFont(ofSize: 11)
            label.textColor = UIColor(white: 1, alpha: 0.6)
            view.addSubview(label)
        }

        imageView = UIImageView(image: UIImage.demoAsset(named: "petal.png"))
        imageView.center = Self.start
        imageView.layer.name = "petal"
        view.addSubview(imageView)
        addDemoCaption("animateKeyframes: the petal flies through 3 keyframes in 5 s · tap: fly again")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        fly()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        imageView.center = Self.start
        fly()
    }

    private func fly() {
        UIView.animateKeyframes(withDuration: 5.0, delay: 0, options: .calculationModeLinear, animations: {
            for keyframe in Self.keyframes {
                UIView.addKeyframe(withRelativeStartTime: keyframe.start, relativeDuration: keyframe.duration) {
                    self.imageView.center = keyframe.point
                }
            }
        }, completion: { finished in
            self.completions.append(finished)
        })
    }
}

/// The keyframe flight as a demo.
public final class KeyframeFlightDemo: UIKitDemo, Demo {
    public static let name = "ui-keyframe-flight"
    public static let title = "UIView keyframes"
    public static let summary = "UIView.animateKeyframes + addKeyframe: the petal flies through three keyframes in 5 s (seed 000)"
    public static let controls = [DemoControl("click / tap", "fly again from the top")]
    public static let size = phoneScreen

    override public func makeRootViewController() -> UIViewController { KeyframeFlightViewController() }

    var controller: KeyframeFlightViewController? { window?.rootViewController as? KeyframeFlightViewController }
}
