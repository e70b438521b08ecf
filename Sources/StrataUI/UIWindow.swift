import Foundation
import StrataCore

/// The root of a view hierarchy on screen (Apple: UIWindow). `makeKeyAndVisible()` shows it
/// on its `screen`, whose host `Window` draws it each frame and passes it the host's input.
/// Input reaches it through `deliver(touches:)` (and `deliver(text:)`, `deliver(key:)`): the
/// host (or a test) passes points in window coordinates, phases and timestamps; the window
/// finds each new touch's view by hit testing, sends gesture recognizers and the responder
/// chain their `touches…` calls, as UIKit does.
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            addSubview(view)   // entering the window calls its appearance methods
        }
    }

    /// Whether the window is the key window (it gets keyboard input).
    open internal(set) var isKeyWindow = false
    /// The screen the window shows on. Default `UIScreen.main`.
    open var screen: UIScreen = .main {
        didSet {
            guard oldValue !== screen, oldValue.host?.contains(self) == true else { return }
            oldValue.host?.remove(self)
            screen.host?.show(self)
        }
    }
    /// Where the window sits among the screen's windows: higher levels are in front. Default
    /// `.normal`.
    open var windowLevel: UIWindow.Level = .normal

    /// A window filling the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// A window of `windowScene`, filling its screen (Apple: `init(windowScene:)`).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.add(self)   // observers do not run for a class's own initialiser's writes
    }

    /// The scene the window belongs to (Apple: windowScene). Setting it moves the window to
    /// that scene's list of windows.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    /// Shows the window in front of the screen's other windows of its level or lower and makes
    /// it key (Apple: makeKeyAndVisible()). On a screen with a host window, the window draws
    /// in it from the next frame and takes its input.
    open func makeKeyAndVisible() {
        isHidden = false
        UIApplication.shared.register(self)
        screen.host?.show(self)
        makeKey()
    }

    /// Makes the window key: keyboard input goes to it; the previous key window resigns.
    open func makeKey() {
        guard !isKeyWindow else { return }
        let previous = UIApplication.shared.keyWindow
        UIApplication.shared.setKeyWindow(self)
        if let previous, previous !== self {
            previous.isKeyWindow = false
            previous.resignKey()
        }
        isKeyWindow = true
        becomeKey()
    }

    /// Called when the window became key. Default: nothing.
    open func becomeKey() {}
    /// Called when the window stopped being key. Default: nothing.
    open func resignKey() {}

    /// Sizes the root view controller's view to the window, as UIKit does when the window
    /// lays out (it follows the host window's resizes).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let view = rootViewController?.viewIfLoaded, view.superview === self, view.frame != bounds {
            view.frame = bounds
        }
    }

    /// A window's level (Apple: UIWindow.Level).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// One finger's change, in plain values, for `deliver(touches:)`.
    public struct TouchInput: Sendable {
        /// Which finger: the same id from began to ended.
        public var id: Int
        /// Where, in window coordinates (points).
        public var location: CGPoint
        /// The touch's phase.
        public var phase: UITouch.Phase
        /// When, in seconds on the clock of `CACurrentMediaTime()`.
        public var timestamp: TimeInterval

        /// A touch sample: finger `id` at `location` (window points) in `phase` at `timestamp`.
        public init(id: Int = 0, location: CGPoint, phase: UITouch.Phase, timestamp: TimeInterval) {
            self.id = id
            self.location = location
            self.phase = phase
            self.timestamp = timestamp
        }
    }

    var activeTouches: [Int: UITouch] = [:]
    /// The text field or text view being edited: typed text goes there (and the host's text
    /// input is on).
    weak var focusedInput: (any TextInputTarget)? {
        didSet { if oldValue !== focusedInput { screen.host?.updateTextInput() } }
    }
    /// Recognizers that recognized since the touches began (one gesture at a time).
    var recognizedInSequence: [UIGestureRecognizer] = []
    var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// Delivers one event's touch changes (the entry point host input is forwarded to).
    open func deliver(touches inputs: [TouchInput]) {
        let event = UIEvent()
        var changed: [UITouch.Phase: Set<UITouch>] = [:]
        for input in inputs {
            let touch = touch(for: input)
            event.timestamp = max(event.timestamp, input.timestamp)
            changed[input.phase, default: []].insert(touch)
        }
        event.touches = Set(activeTouches.values).union(changed.values.flatMap { $0 })
        for phase in [UITouch.Phase.began, .moved, .stationary, .ended, .cancelled] {
            guard let touches = changed[phase], !touches.isEmpty else { continue }
            dispatch(touches, phase: phase, event: event)
        }
        for (id, touch) in activeTouches where touch.phase == .ended || touch.phase == .cancelled {
            activeTouches[id] = nil
        }
        if activeTouches.isEmpty { recognizedInSequence = [] }
    }

    /// Delivers a single change: `deliver(touches: [TouchInput(...)])`.
    open func deliver(touchAt location: CGPoint, phase: UITouch.Phase, timestamp: TimeInterval, id: Int = 0) {
        deliver(touches: [TouchInput(id: id, location: location, phase: phase, timestamp: timestamp)])
    }

    private func touch(for input: TouchInput) -> UITouch {
        let location = input.location.x.isFinite && input.location.y.isFinite ? input.location : .zero
        if let touch = activeTouches[input.id], input.phase != .began {
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = location
            touch.phase = input.phase
            touch.timestamp = input.timestamp
            return touch
        }
        let touch = UITouch()
        touch.window = self
        touch.windowLocation = location
        touch.previousWindowLocation = location
        touch.phase = input.phase
        touch.timestamp = input.timestamp
        touch.view = hitTestIgnoringAnimations(location)
        // Taps within 0.35 s and 20 points of the last one count up (a double tap is 2).
        if let last = lastTap, input.timestamp - last.time < 0.35,
           hypot(location.x - last.location.x, location.y - last.location.y) < 20 {
            touch.tapCount = last.count + 1
        }
        touch.gestureRecognizers = recognizers(along: touch.view)
        activeTouches[input.id] = touch
        return touch
    }

    /// Hit testing uses the model tree (UIKit hit-tests the model values, not the animated
    /// presentation). Views animating in a block without `.allowUserInteraction` do not
    /// receive touches (UIKit turns interaction off for the duration).
    private func hitTestIgnoringAnimations(_ location: CGPoint) -> UIView? {
        hitTest(location, with: nil)
    }

    private func recognizers(along view: UIView?) -> [UIGestureRecognizer] {
        var list: [UIGestureRecognizer] = []
        var current = view
        while let v = current {
            list += (v.gestureRecognizers ?? []).filter(\.isEnabled)
            current = v.superview
        }
        return list
    }

    private func dispatch(_ touches: Set<UITouch>, phase: UITouch.Phase, event: UIEvent) {
        // Gesture recognizers see touches first (UIGestureRecognizer: "the window delivers
        // touch objects to the gesture recognizers before it delivers them to the view").
        var cancelled = Set<ObjectIdentifier>()
        let recognizers = touches.flatMap { $0.gestureRecognizers ?? [] }
        var seen = Set<ObjectIdentifier>()
        for recognizer in recognizers where seen.insert(ObjectIdentifier(recognizer)).inserted {
            let mine = touches.filter {
                ($0.gestureRecognizers?.contains { $0 === recognizer } ?? false)
                    && (phase != .began || (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: $0) ?? true))
            }
            guard !mine.isEmpty else { continue }
            recognizer.excludedBy = { [unowned self] r in
                self.recognizedInSequence.contains { $0 !== r && !r.canRecognize(with: $0) }
            }
            let recognized = recognizer.handle(mine, phase: phase, event: event)
            recognizer.excludedBy = nil
            if recognized, !recognizedInSequence.contains(where: { $0 === recognizer }) { recognizedInSequence.append(recognizer) }
            if recognized, recognizer.cancelsTouchesInView {
                for touch in mine { cancelled.insert(ObjectIdentifier(touch)) }
            }
        }
        var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
        for touch in touches {
            guard let view = touch.view else { continue }
            byView[ObjectIdentifier(view), default: (view, [])].1.insert(touch)
        }
        for (_, (view, allTouches)) in byView {
            // A view hears of a cancelled touch once (UIKit sends touchesCancelled, then
            // nothing more of that touch), however many phases the gesture goes on for.
            let viewTouches = allTouches.filter { !$0.isCancelledInView }
            guard !viewTouches.isEmpty else { continue }
            let cancel = viewTouches.contains { cancelled.contains(ObjectIdentifier($0)) } && phase != .began
            if cancel { for touch in viewTouches { touch.isCancelledInView = true } }
            switch cancel ? .cancelled : phase {
            case .began: view.touchesBegan(viewTouches, with: event)
            case .moved, .stationary: view.touchesMoved(viewTouches, with: event)
            case .ended:
                view.touchesEnded(viewTouches, with: event)
                if let touch = viewTouches.first {
                    lastTap = (touch.windowLocation, touch.timestamp, touch.tapCount)
                }
            case .cancelled: view.touchesCancelled(viewTouches, with: event)
            }
        }
    }
}
