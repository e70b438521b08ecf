import Foundation
import StrataCore
import StrataGraphics

/// The star of seed 001 (Zarra & Long ch. 4, "Keyframe Pacing", L139–245; digest E18): a dot
/// runs along a five-pointed star path — (240,280) → (181,99) → (335,210) → (144,210) →
/// (298,99) → close — in 10 s, six keyframes counting start and end, so 2 s a leg (L145).
/// Timers at 2, 4, 6, 8 and 10 s add the leg just run to a white, 3-point trail (Listings
/// 4-5 and 4-6), drawn here by a CAShapeLayer. A click starts again.
///
/// The seed's coordinates are a Mac window's, y up. The dot and the trail live in a 480×380
/// stage whose sublayerTransform flips y, so their positions are the seed's numbers and the
/// star stands upright on screen, centred in the window.
public final class StarDemo: NSObject, Demo {
    public static let name = "star"
    public static let title = "Star path"
    public static let summary = "a dot runs a star path leg by leg, 2 s each, leaving a trail drawn leg by leg (seed 001)"
    public static let controls = [DemoControl("click", "start the star again")]
    /// The gallery replays it: the 10 s star and 2 s of the finished trail.
    public static let thumbnailLoop: CFTimeInterval? = 12

    /// Listing 4-4 (L161–166).
    public static let vertices = [CGPoint(x: 240, y: 280), CGPoint(x: 181, y: 99), CGPoint(x: 335, y: 210),
                                  CGPoint(x: 144, y: 210), CGPoint(x: 298, y: 99)]
    /// L145 / L172: 10 s, 2 s a leg; the timers fire at 2, 4, 6, 8, 10 s (L178–196).
    public static let duration: CFTimeInterval = 10
    public static let legDuration: CFTimeInterval = 2

    /// The flipped stage (named `stage`), the dot (named `dot`) and the trail (named `trail`).
    public let stage = CALayer()
    public let dot = CALayer()
    public let trail = CAShapeLayer()
    /// How many legs the trail shows (0…5; the fifth closes the star).
    public private(set) var legs = 0
    private var start: CFTimeInterval = 0
    private var link: CADisplayLink?

    public override required init() {
        super.init()
    }

    public var status: String? { "legs drawn: \(legs) of 5" }

    deinit {
        link?.invalidate()
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        stage.name = "stage"
        stage.bounds = CGRect(x: 0, y: 0, width: 480, height: 380)
        stage.position = CGPoint(x: Self.size.width / 2, y: Self.size.height / 2)
        // y up, as the seed's Mac layer: flipped about the stage's centre.
        stage.sublayerTransform = CATransform3DMakeScale(1, -1, 1)
        root.addSublayer(stage)

        // Listing 4-6: white, 3 wide, stroked only.
        trail.name = "trail"
        trail.frame = stage.bounds
        trail.strokeColor = CGColor(gray: 1, alpha: 1)
        trail.fillColor = nil
        trail.lineWidth = 3
        trail.lineJoin = .round
        trail.lineCap = .round
        stage.addSublayer(trail)

        dot.name = "dot"
        dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
        dot.cornerRadius = 6
        dot.backgroundColor = CGColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
        dot.position = Self.vertices[0]
        stage.addSublayer(dot)
        startAnimation()
        return root
    }

    public func tearDown() {
        link?.invalidate()
        link = nil
    }

    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        startAnimation()
    }

    /// The star path of Listing 4-4.
    static var starPath: CGPath {
        let path = CGMutablePath()
        path.move(to: vertices[0])
        for vertex in vertices.dropFirst() { path.addLine(to: vertex) }
        path.closeSubpath()
        return path
    }

    /// The trail after `legs` legs (Listing 4-5: legOne … legFive; legFive closes the path).
    static func trailPath(legs: Int) -> CGPath {
        let path = CGMutablePath()
        path.move(to: vertices[0])
        for leg in 0..<min(legs, 4) { path.addLine(to: vertices[leg + 1]) }
        if legs >= 5 { path.closeSubpath() }
        return path
    }

    /// Listing 4-4 `startAnimation:`: a fresh trail, the dot's keyframe animation, the timers.
    private func startAnimation() {
        // In the dot's time, as its animation runs: the viewer's pause and slow motion apply.
        start = dot.convertTime(CACurrentMediaTime(), from: nil)
        setLegs(0)
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.duration = Self.duration
        animation.path = Self.starPath
        dot.add(animation, forKey: "position")
        // The seed's five NSTimers, as one display link that counts the legs done from the
        // start time (so a late frame still adds the right legs) and stops after the fifth.
        link?.invalidate()
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.tick(link)
        }
        link.add(to: .main, forMode: .default)
        self.link = link
    }

    private func tick(_ link: CADisplayLink) {
        let now = dot.convertTime(link.timestamp, from: nil)
        let done = min(5, Int(((now - start) / Self.legDuration).rounded(.down)))
        if done != legs { setLegs(done) }
        if done >= 5 {
            link.invalidate()
            if self.link === link { self.link = nil }
        }
    }

    private func setLegs(_ count: Int) {
        legs = count
        // A new path, not an animated one: path changes would otherwise morph for 0.25 s.
        DemoStage.withoutActions { trail.path = Self.trailPath(legs: count) }
    }
}
