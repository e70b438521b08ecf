import Foundation
import StrataCore
import StrataGraphics

/// The frame-by-frame fish of seed 000 (L840–904; digest E10): a CADisplayLink swaps the fish
/// layer's contents through ten frames, `fish0` … `fish9`, six times a second (the seed
/// switches on every 10th tick of a 60 Hz display, L898). The frame is chosen from the link's
/// timestamp rather than by counting ticks, so it is right at any display rate and under
/// `eval`'s sparse frames: after t seconds the fish shows frame (⌊6t⌋ − 1) mod 10, as the seed
/// does after 60·t ticks. A click pauses and resumes the link (`isPaused`).
public final class FishDemo: NSObject, Demo {
    public static let name = "fish"
    public static let title = "Fish, frame by frame"
    public static let summary = "a CADisplayLink swaps ten drawn frames at 6 fps so the fish swims in place (seed 000)"
    public static let controls = [DemoControl("click", "pause or resume the display link")]

    /// Seed 000: a new frame every 10th tick at 60 Hz.
    public static let framesPerSecond = 6.0
    static let frameCount = 10

    /// The fish layer (named `fish`).
    public let fish = CALayer()
    /// The frame shown (seed 000 `_index` minus one).
    public private(set) var frameIndex = 0
    /// Whether a click has paused the display link.
    public var isPaused: Bool { link?.isPaused ?? true }
    /// The ten frames, fish0 … fish9.
    public let frames = DemoAssets.fishFrames()

    private var link: CADisplayLink?
    /// Seconds the link has run before the current run, and when the current run started, in
    /// the fish layer's time: the viewer's pause (Space) and slow motion (S) apply to it.
    private var accumulated: CFTimeInterval = 0
    private var runningSince: CFTimeInterval = 0

    public override required init() {
        super.init()
    }

    /// Seed 000's `fish0.png` … `fish9.png` as `fish0` … `fish9`.
    public var images: [(name: String, image: CGImage)] {
        frames.enumerated().compactMap { index, image in image.map { ("fish\(index)", $0) } }
    }

    public var status: String? { isPaused ? "display link paused" : "frame \(frameIndex)" }

    deinit {
        link?.invalidate()
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.root(size: Self.size, background: CGColor(red: 0.05, green: 0.25, blue: 0.4, alpha: 1))
        root.contents = DemoAssets.seaBackdrop(size: Self.size)
        fish.name = "fish"
        // Seed 000 L872–873: bounds (0,0,87,32) at the view's centre.
        fish.bounds = CGRect(x: 0, y: 0, width: 87, height: 32)
        fish.position = CGPoint(x: Self.size.width / 2, y: Self.size.height / 2)
        // The seed shows nothing until tick 10; the first frame is shown from the start here.
        fish.contents = frames[0] as Any?
        root.addSublayer(fish)

        runningSince = fish.convertTime(CACurrentMediaTime(), from: nil)
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.step(link)
        }
        link.add(to: .main, forMode: .default)
        self.link = link
        return root
    }

    public func tearDown() {
        link?.invalidate()
        link = nil
    }

    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        guard let link else { return }
        let now = fish.convertTime(CACurrentMediaTime(), from: nil)
        if link.isPaused {
            runningSince = now
        } else {
            accumulated += now - runningSince
        }
        link.isPaused.toggle()
    }

    private func step(_ link: CADisplayLink) {
        let elapsed = accumulated + fish.convertTime(link.timestamp, from: nil) - runningSince
        let tick = Int((elapsed * Self.framesPerSecond).rounded(.down))
        guard tick >= 1 else { return }
        let index = (tick - 1) % Self.frameCount
        guard index != frameIndex || (fish.contents as AnyObject?) !== (frames[index] as AnyObject?) else { return }
        frameIndex = index
        // A contents change is implicitly animated (a 0.25 s cross-fade); frames must cut.
        DemoStage.withoutActions { fish.contents = frames[index] as Any? }
    }
}
