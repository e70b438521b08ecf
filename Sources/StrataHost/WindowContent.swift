import Foundation
import StrataCore
import StrataGraphics

/// The app's side of a `Window`: its root layer on the thread's real-time clock (so plain
/// property changes anywhere on the thread join the implicit transaction the next frame
/// commits, as on iOS), the input waiting for the next frame, scripted input, and the router
/// that hands input to the layers. Runs without SDL, so tests drive it directly.
final class WindowContent: WindowDriver {
    let rootLayer: CALayer
    let router: EventRouter
    let clock: MediaClock
    var renderer: (any FrameRenderer)?
    /// Asked for each event before routing; false stops it (the delegate took it).
    var shouldRoute: (InputEvent) -> Bool = { _ in true }
    /// Called after a size or scale change (the root's bounds already follow).
    var didResize: (CGSize, CGFloat) -> Void = { _, _ in }
    /// Called at the start of each frame with its media timestamp, before its input.
    var willRunFrame: (CFTimeInterval) -> Void = { _ in }
    private(set) var wantsQuit = false
    private(set) var size: CGSize
    private(set) var scale: CGFloat = 1
    private var pending: [InputEvent] = []
    private var scripted: [(time: CFTimeInterval, event: InputEvent)] = []
    private var needsFrame = true
    private var lastTargetTime: CFTimeInterval = 0
    /// The media time at session time 0 (the first frame).
    private var origin: CFTimeInterval?
    private var lastInputTime: CFTimeInterval = -.infinity

    init(size: CGSize, clock: MediaClock = .realTime) {
        self.clock = clock
        self.size = size
        // Left to the first frame's commit: until then the root is not on screen, so what the
        // app sets up before the first frame appears as set, without implicit animations.
        rootLayer = clock.run {
            let root = CALayer()
            root.name = "window.root"
            root.bounds = CGRect(origin: .zero, size: size)
            root.position = CGPoint(x: size.width / 2, y: size.height / 2)
            return root
        }
        router = EventRouter(root: rootLayer)
    }

    func quit() { wantsQuit = true }

    // MARK: - WindowDriver

    var needsFrames: Bool {
        if needsFrame || !pending.isEmpty { return true }
        return clock.run {
            clock.hasUncommittedChanges || clock.hasActiveDisplayLinks || rootLayer.hasActiveAnimations(at: lastTargetTime)
        }
    }

    var nextEventTime: CFTimeInterval? { scripted.first?.time }

    func enqueue(_ event: InputEvent) {
        pending.append(event)
    }

    /// Plays `event` (root points) at session time `time`.
    func schedule(_ event: InputEvent, at time: CFTimeInterval) {
        let index = scripted.firstIndex { $0.time > time } ?? scripted.count
        scripted.insert((time, event), at: index)
    }

    func setNeedsFrame() { needsFrame = true }

    /// The root layer takes the window's size (its bounds, centred position and the layout
    /// pass), and its `contentsScale` the window's pixels per point.
    func windowDidChange(size: CGSize, scale: CGFloat) {
        guard size != self.size || scale != self.scale, size.width > 0, size.height > 0 else { return }
        self.size = size
        self.scale = scale
        clock.run {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            rootLayer.bounds = CGRect(origin: .zero, size: size)
            rootLayer.position = CGPoint(x: size.width / 2, y: size.height / 2)
            rootLayer.contentsScale = scale
            rootLayer.setNeedsLayout()
            CATransaction.commit()
            didResize(size, scale)
        }
        needsFrame = true
    }

    /// One frame: scripted input due → live input (each at its own time) → commit of the
    /// implicit transaction → display links → animation callbacks → layout and display →
    /// presentation at the frame's target time.
    func advanceFrame(to time: CFTimeInterval, interval: CFTimeInterval) {
        clock.run {
            let origin = self.origin ?? (clock.now - time)
            self.origin = origin
            // A virtual clock (tests) follows the loop's time; the real one runs by itself.
            if clock.isVirtual { clock.moveVirtualTimeForHost(to: origin + time) }
            let now = clock.now
            clock.frameInterval = interval
            willRunFrame(now)
            while let next = scripted.first, next.time <= time {
                scripted.removeFirst()
                var event = next.event
                event.timestamp = origin + next.time
                deliver(event, now: now)
            }
            let events = pending
            pending = []
            for var event in events {
                event.timestamp = origin + event.timestamp
                deliver(event, now: now)
            }
            clock.runFrame(timestamp: now, targetTimestamp: now + interval)
            let target = now + interval
            rootLayer.layoutAndDisplayIfNeeded()
            rootLayer.updatePresentationTree(at: target)
            lastTargetTime = target
        }
        needsFrame = false
    }

    /// Routes one event inside its own transaction (committed at once, like a UIKit handler's
    /// changes at the end of the event), timestamps kept in order and not after `now`.
    func deliver(_ event: InputEvent, now: CFTimeInterval) {
        var event = event
        event.timestamp = min(now, max(lastInputTime, event.timestamp))
        lastInputTime = event.timestamp
        guard shouldRoute(event) else { return }
        CATransaction.begin()
        router.route(event)
        CATransaction.commit()
    }

    @discardableResult
    func render(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) -> FrameRenderStats {
        guard let renderer else { return FrameRenderStats() }
        do {
            return try clock.run {
                try renderer.render(rootLayer, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, framebuffer: framebuffer)
            }
        } catch {
            Diagnostics.warnOnce("cannot draw the frame: \(error)")
            return FrameRenderStats()
        }
    }

    func prepareFrame(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) -> Bool {
        guard let renderer else { return false }
        do {
            return try clock.run {
                try renderer.prepare(rootLayer, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, framebuffer: framebuffer)
            }
        } catch {
            Diagnostics.warnOnce("cannot draw the frame: \(error)")
            return false
        }
    }

    @discardableResult
    func submitFrame() -> FrameRenderStats {
        guard let renderer else { return FrameRenderStats() }
        do {
            return try renderer.submitPrepared()
        } catch {
            Diagnostics.warnOnce("cannot draw the frame: \(error)")
            return FrameRenderStats()
        }
    }
}
