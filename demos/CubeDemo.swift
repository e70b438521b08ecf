import Foundation
import StrataCore
import StrataGraphics

/// The image browser of seed 000 (L762–834; digest E09): five full-window images in one layer;
/// the next image arrives with a `cube` CATransition from the right, the previous one from the
/// left, 1.0 s each; the content change and the transition go in the same transaction. T cycles
/// the transition type through the twelve types of seed 002 (L772–848; digest E34).
public final class CubeDemo: NSObject, Demo {
    public static let name = "cube"
    public static let title = "Cube image browser"
    public static let summary = "an image browser: → / ← (or a click on the right / left half) turn a cube to the next / previous image; T changes the transition (seeds 000/002)"
    public static let controls = [
        DemoControl("→ / click right half", "next image, transition from the right", keys: ["right"]),
        DemoControl("← / click left half", "previous image, transition from the left", keys: ["left"]),
        DemoControl("T", "next transition type (all twelve)", keys: ["t"]),
    ]

    /// Seed 000 `#define IMAGE_COUNT 5`.
    public static let imageCount = 5
    /// Seed 002's twelve transition types, in its order (L772–848).
    public static let transitionTypes: [CATransitionType] = [
        "fade", "moveIn", "push", "reveal", "cube", "oglFlip", "suckEffect", "rippleEffect",
        "pageCurl", "pageUnCurl", "cameraIrisHollowOpen", "cameraIrisHollowClose",
    ].map(CATransitionType.init(rawValue:))
    /// Seed 000's key; Core Animation files every transition under kCATransition anyway.
    static let transitionKey = "KCTransitionAnimation"

    /// The layer showing the photos (named `photo`).
    public let photo = CALayer()
    /// The photo shown (seed 000 `_currentIndex`).
    public private(set) var currentIndex = 0
    /// The transition the next turn uses; starts at `cube` (seed 000).
    public private(set) var transitionIndex = 4
    /// The current transition's name, for the HUD ("cube").
    public var transitionName: String { Self.transitionTypes[transitionIndex].rawValue }

    private var photos: [CGImage?] = []

    public override required init() {
        super.init()
    }

    /// Seed 000's `0.jpg` … `4.jpg` as `photo-0` … `photo-4`.
    public var images: [(name: String, image: CGImage)] {
        photos.enumerated().compactMap { index, image in image.map { ("photo-\(index)", $0) } }
    }

    public var status: String? { "transition: \(transitionName)" }

    public func makeScene() -> CALayer {
        let size = Self.size
        let root = DemoStage.root(size: size, background: CGColor(gray: 0, alpha: 1))
        // Perspective for the cube's faces comes from the compositor's transition renderer.
        photos = (0..<Self.imageCount).map { DemoAssets.photo($0, size: size) }
        photo.name = "photo"
        photo.frame = CGRect(origin: .zero, size: size)
        photo.contents = photos[0] as Any?
        photo.contentsGravity = .resizeAspect
        root.addSublayer(photo)
        return root
    }

    /// The image `index` as the layer's contents holds it (for tests: identity of the image).
    public func image(at index: Int) -> CGImage? {
        photos.indices.contains(index) ? photos[index] : nil
    }

    public func keyDown(_ key: String) {
        switch key {
        case "right": turn(next: true)
        case "left": turn(next: false)
        case "t": transitionIndex = (transitionIndex + 1) % Self.transitionTypes.count
        default: break
        }
    }

    /// Seed 000 uses swipes; a click on the right half is "next", on the left half "previous".
    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        turn(next: point.x >= Self.size.width / 2)
    }

    /// Seed 000 `transitionAnimation:` and `getImage:` (L790–834).
    private func turn(next: Bool) {
        let count = Self.imageCount
        currentIndex = next ? (currentIndex + 1) % count : (currentIndex - 1 + count) % count
        let transition = CATransition()
        transition.type = Self.transitionTypes[transitionIndex]
        transition.subtype = next ? .fromRight : .fromLeft
        transition.duration = 1.0
        // One transaction: the content change and the transition that animates it. Actions
        // are off so the change does not also cross-fade through contents' implicit action.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        photo.contents = photos[currentIndex] as Any?
        photo.add(transition, forKey: Self.transitionKey)
        CATransaction.commit()
    }
}
