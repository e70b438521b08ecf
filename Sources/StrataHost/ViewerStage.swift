import Foundation
import StrataCore
import StrataGraphics

/// The viewer's own layers around the content: a window layer (the window's size in points),
/// a stage layer that scales the content's root to fit the window and owns the layer time that
/// Space and S change, and the HUD on top (outside the stage, so pausing does not freeze it).
///
/// ```
/// window ── stage ── content root
///        └─ HUD
/// ```
/// The stage's bounds are the content's size with the content root filling them, so stage
/// points are root-layer points (what `ScenePlayer` hit-tests and handlers receive).
public final class ViewerStage {
    /// The layer the renderer draws: bounds are the window in points.
    public let windowLayer = CALayer()
    /// The content root's parent: fit transform and layer time (pause, slow motion).
    public let stageLayer = CALayer()
    /// The HUD, on top of the stage.
    let hud = HUDLayer()
    /// The content's root layer.
    public private(set) var contentRoot: CALayer?

    /// Slow motion's speed: 10x slower (issue 6).
    public static let slowMotionSpeed: Float = 0.1

    /// Whether the stage's time is stopped (Space).
    public private(set) var isPaused = false
    /// Whether the stage runs 10x slower (S).
    public private(set) var isSlowMotion = false

    /// An empty stage: a root layer with nothing on it, at normal speed.
    public init() {
        windowLayer.name = "viewer.window"
        windowLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        stageLayer.name = "viewer.stage"
        windowLayer.addSublayer(stageLayer)
        windowLayer.addSublayer(hud.layer)
        hud.layer.isHidden = true
    }

    /// Puts `root` (of `size` points) on the stage in place of the previous content, keeping
    /// the stage's pause and slow-motion state (its time restarts from the new clock's `now`).
    public func show(_ root: CALayer, size: CGSize, now: CFTimeInterval) {
        withoutActions {
            contentRoot?.removeFromSuperlayer()
            stageLayer.bounds = CGRect(origin: .zero, size: size)
            root.position = CGPoint(x: size.width / 2, y: size.height / 2)
            stageLayer.addSublayer(root)
            contentRoot = root
            // A new content brings its own clock: restart the stage's time map on it.
            stageLayer.beginTime = 0
            stageLayer.timeOffset = 0
            stageLayer.speed = 1
            retime(now: now)
            layoutForWindow()
        }
    }

    /// The window's size in points: the stage is centred and scaled to fit (letterboxed).
    public var windowSize: CGSize = CGSize(width: 800, height: 600) {
        didSet { withoutActions { layoutForWindow() } }
    }

    /// Stops or resumes the stage's time at global time `now` (Space): Apple's pause recipe
    /// (Technical Q&A QA1673) generalised: the stage's local time continues from where it was.
    public func setPaused(_ paused: Bool, now: CFTimeInterval) {
        guard paused != isPaused else { return }
        isPaused = paused
        withoutActions { retime(now: now) }
    }

    /// Turns 10x slow motion on or off at global time `now` (S), without a jump in layer time.
    public func setSlowMotion(_ slow: Bool, now: CFTimeInterval) {
        guard slow != isSlowMotion else { return }
        isSlowMotion = slow
        withoutActions { retime(now: now) }
    }

    /// The stage's speed for the current state: 0 paused, 0.1 slow, else 1.
    var effectiveSpeed: Float { isPaused ? 0 : (isSlowMotion ? Self.slowMotionSpeed : 1) }

    /// Rebases the stage's time map at `now` so its local time is continuous:
    /// `local = (parent − beginTime) × speed + timeOffset` with beginTime = now and
    /// timeOffset = the local time at now gives the same local time at now for any speed.
    /// Speed 0 is QA1673's pause (timeOffset holds the frozen time); resuming starts counting
    /// again from it, so animations resume where they were.
    private func retime(now: CFTimeInterval) {
        let local = stageLayer.convertTime(now, from: nil)
        stageLayer.speed = effectiveSpeed
        stageLayer.beginTime = now
        stageLayer.timeOffset = local
    }

    /// Converts a window point to stage (root-layer) points.
    public func stagePoint(fromWindow point: CGPoint) -> CGPoint {
        stageLayer.convert(point, from: windowLayer)
    }

    private func layoutForWindow() {
        windowLayer.bounds = CGRect(origin: .zero, size: windowSize)
        windowLayer.position = CGPoint(x: windowSize.width / 2, y: windowSize.height / 2)
        let content = stageLayer.bounds.size
        stageLayer.position = CGPoint(x: windowSize.width / 2, y: windowSize.height / 2)
        if content.width > 0, content.height > 0, windowSize.width > 0, windowSize.height > 0 {
            let fit = min(windowSize.width / content.width, windowSize.height / content.height)
            stageLayer.transform = CATransform3DMakeScale(fit, fit, 1)
        }
        hud.layout(in: windowSize)
    }

    private func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
