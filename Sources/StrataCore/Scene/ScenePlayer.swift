import Foundation

/// Plays a scene on a clock: loads it at the clock's current time (0 for a fresh
/// `MediaClock.virtual(startingAt: 0)`), then advances to requested times, applying each due
/// event (in time order; events at the same time in file order) before the frame at that time.
///
/// Event times are seconds after the load. Time only moves forward: `advance(to:)` with an
/// earlier time than the last does nothing.
public final class ScenePlayer {
    /// The clock the scene runs on; bind it (`clock.run`) to read presentation layers.
    public let clock: MediaClock
    /// The scene being played.
    public let scene: Scene
    /// Receives click, press/release and key events; nil for plain scene files (hit test only).
    public var inputHandler: (any SceneInputHandler)?
    /// When set, the inputs of scheduled events (clicks, presses, keys) go to it instead of
    /// `deliver(_:)`: a viewer routes scripted keys through its own bindings (Space pauses
    /// there too) and hands the rest to `deliver(_:)`. Default nil.
    public var inputRouter: ((SceneInput) -> Void)?
    /// Scene time reached by the last `advance(to:)` (seconds after the load).
    public private(set) var time: CFTimeInterval = 0

    private let origin: CFTimeInterval
    private var queue: [SceneEvent] = []
    private var nextEvent = 0

    /// Loads a scene with `load`, with the clock bound and inside one transaction whose actions
    /// are disabled (so building the tree runs no implicit animations, and animations the scene
    /// lists get the load time as their begin time), then schedules the scene's events.
    public init(clock: MediaClock = .virtual(startingAt: 0), inputHandler: (any SceneInputHandler)? = nil,
                load: () throws -> Scene) throws {
        self.clock = clock
        self.inputHandler = inputHandler
        self.origin = clock.now
        self.scene = try clock.run {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            return try load()
        }
        schedule(scene.events)
    }

    /// Adds events (from `--events`, `--click`, …); they run after already scheduled events at the same time.
    public func schedule(_ events: [SceneEvent]) {
        let pending = queue[nextEvent...] + events
        // Stable sort by time: enumerated offsets break ties, keeping file order.
        let sorted = pending.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        queue = Array(queue[..<nextEvent]) + sorted.map(\.element)
    }

    /// Moves scene time to `target`, applying every event due at or before it first.
    public func advance(to target: CFTimeInterval) {
        advance(to: target, beforeFrame: {})
    }

    /// Moves scene time to `target` as `advance(to:)` does, and runs `beforeFrame` with the
    /// clock bound at `target` after the due events and before the frame at `target` (commit,
    /// display links, animation callbacks): a viewer delivers its live input there, so the
    /// frame runs input → commit → display links like a display's frame.
    public func advance(to target: CFTimeInterval, beforeFrame: () -> Void) {
        guard target >= time else { return }
        clock.run {
            while nextEvent < queue.count, queue[nextEvent].time <= target {
                let event = queue[nextEvent]
                nextEvent += 1
                if origin + event.time > clock.now { clock.advance(to: origin + event.time) }
                apply(event)
            }
            // As `clock.advance(to:)`: what was changed since the last frame commits at the time
            // it was changed, before time moves on.
            clock.transactions.flush()
            clock.moveVirtualTime(to: origin + target)
            beforeFrame()
            // The frame at the target time runs after its events (and delivers their callbacks).
            clock.runFrame(timestamp: clock.now, targetTimestamp: clock.now + clock.frameInterval)
        }
        time = target
    }

    /// The scene time of the next scheduled event not yet applied (nil: none left). A viewer
    /// that idles wakes up for it.
    public var nextEventTime: CFTimeInterval? {
        nextEvent < queue.count ? queue[nextEvent].time : nil
    }

    /// Runs `body` with the scene clock bound (read presentation layers here).
    public func inspect<T>(_ body: () throws -> T) rethrows -> T {
        try clock.run(body)
    }

    private func apply(_ event: SceneEvent) {
        CATransaction.begin()
        if event.disableActions { CATransaction.setDisableActions(true) }
        for change in event.changes {
            switch change {
            case let .set(layer, keyPath, value): layer.setValue(value, forKeyPath: keyPath)
            case let .add(layer, animation, key): layer.add(animation, forKey: key)
            case let .remove(layer, key?): layer.removeAnimation(forKey: key)
            case let .remove(layer, nil): layer.removeAllAnimations()
            }
        }
        CATransaction.commit()
        for input in event.inputs {
            if let inputRouter { inputRouter(input) } else { deliver(input) }
        }
        // Handlers may change layers outside an explicit transaction: commit that implicit one
        // now so the frame at this time shows it.
        CATransaction.flush()
    }

    /// Delivers one input now (a viewer's live pointer or key), as a scripted event does: the
    /// pointer hit-tests the presentation tree (what is on screen at the current time) and the
    /// input handler gets the model layer hit, inside a transaction committed afterwards.
    /// Call it with the clock bound (inside `advance(to:beforeFrame:)`).
    public func deliver(_ input: SceneInput) {
        deliver(input.event(at: clock.now))
    }

    /// Delivers `event` (root-layer points, timestamp on the scene's clock) through `router`:
    /// the responders of the layers hit first, then the input handler, inside a transaction
    /// committed afterwards.
    public func deliver(_ event: InputEvent) {
        clock.run {
            CATransaction.begin()
            defer { CATransaction.commit() }
            router.route(event)
        }
    }

    /// Routes the scene's input to its layers' responders; what none takes goes to the input
    /// handler.
    public private(set) lazy var router: EventRouter = {
        let router = EventRouter(root: scene.rootLayer)
        router.fallback = { [unowned self] event, layer in
            guard let handler = inputHandler else { return }
            handler.handle(event, on: layer)
            switch event.kind {
            case .pointerDown(.left): handler.pointerDown(at: event.location, on: layer)
            case .pointerUp(.left): handler.pointerUp(at: event.location, on: layer)
            case .keyDown(let key, false): handler.keyDown(key)
            default: break
            }
        }
        return router
    }()

    /// The model layer whose presentation is under `point` (root-layer points): input goes to
    /// what the user sees, mid-animation (issue 6), not to where the model already is.
    public func hitTest(_ point: CGPoint) -> CALayer? {
        clock.run { router.hitTest(point) }
    }
}
