import Foundation
import StrataCore
import StrataGraphics

/// A list in a clipped viewport that scrolls as UIScrollView does (`ScrollPhysics`): the wheel
/// and trackpad scroll it, a drag or a finger moves it 1:1, a flick coasts, and at either end it
/// rubber-bands and bounces back. A CADisplayLink drives the motion and pauses when it stops.
public final class ScrollListDemo: NSObject, Demo {
    public static let name = "scroll-list"
    public static let title = "Scroll view"
    public static let summary = "a list that scrolls with the wheel, a drag or a finger, coasts when flicked and bounces at its ends"
    public static let controls = [DemoControl("wheel / drag / touch", "scroll; flick to coast, past an end it bounces")]

    /// Rows and their height.
    public static let rows = 40
    public static let rowHeight: CGFloat = 60

    /// The clipped viewport (named `viewport`) and the list inside it (named `list`, its
    /// `position.y` is minus the scroll offset).
    public let viewport = CALayer()
    public let list = CALayer()
    private var physics = ScrollPhysics(maxOffset: 0, viewport: 1)
    private var link: CADisplayLink?
    private var last = CGPoint.zero
    /// The media time the motion was last advanced to (nil: it was still).
    private var steppedTo: CFTimeInterval?

    public override required init() {
        super.init()
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        viewport.name = "viewport"
        viewport.frame = CGRect(x: 200, y: 40, width: 400, height: 520)
        viewport.masksToBounds = true
        viewport.cornerRadius = 16
        viewport.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        root.addSublayer(viewport)
        list.name = "list"
        list.anchorPoint = .zero
        list.bounds = CGRect(x: 0, y: 0, width: 400, height: Self.rowHeight * CGFloat(Self.rows))
        list.position = .zero
        viewport.addSublayer(list)
        for row in 0..<Self.rows {
            let cell = CALayer()
            cell.frame = CGRect(x: 14, y: CGFloat(row) * Self.rowHeight + 6, width: 372, height: Self.rowHeight - 12)
            cell.cornerRadius = 10
            let hue = CGFloat(row) / CGFloat(Self.rows)
            cell.backgroundColor = CGColor(red: 0.3 + 0.6 * hue, green: 0.55, blue: 0.9 - 0.6 * hue, alpha: 1)
            list.addSublayer(cell)
        }
        physics = ScrollPhysics(maxOffset: list.bounds.height - viewport.bounds.height, viewport: viewport.bounds.height)
        let link = CADisplayLink { [weak self] link in self?.tick(link) }
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        self.link = link
        return root
    }

    public func tearDown() {
        link?.invalidate()
    }

    /// Advances the motion to the frame's target time by the time elapsed (not per frame), so
    /// `eval` at any times and the viewer at any rate show the same motion.
    private func tick(_ link: CADisplayLink) {
        let start = steppedTo ?? link.timestamp
        physics.step(CGFloat(link.targetTimestamp - start))
        steppedTo = link.targetTimestamp
        show()
    }

    private func show() {
        DemoStage.withoutActions { list.position = CGPoint(x: 0, y: -physics.offset) }
        let moving = physics.isMoving
        if moving, steppedTo == nil { steppedTo = CACurrentMediaTime() }
        if !moving { steppedTo = nil }
        link?.isPaused = !moving
    }

    public func handle(_ event: InputEvent, on layer: CALayer?) {
        let inside = layer.map { $0 === viewport || $0.superlayer === list || $0 === list } ?? false
        switch event.kind {
        case .scroll(_, let dy, _):
            guard inside else { return }
            physics.scroll(by: dy)
        case .pointerDown(.left), .touch(_, .began):
            guard inside else { return }
            physics.beginDrag()
            last = event.location
        case .pointerDragged(.left), .touch(_, .moved):
            guard physics.isDragging else { return }
            physics.drag(by: event.location.y - last.y)
            last = event.location
        case .pointerUp(.left), .touch(_, .ended), .touch(_, .cancelled):
            guard physics.isDragging else { return }
            physics.release(velocity: event.velocity.dy)
        default:
            return
        }
        show()
    }
}
