import Foundation
import StrataCore

/// Recognizes taps (Apple: UITapGestureRecognizer): `numberOfTouchesRequired` fingers down and
/// up `numberOfTapsRequired` times without moving far; discrete, so its action runs once, at
/// `.ended`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed. Default 1.
    open var numberOfTapsRequired = 1
    /// Fingers needed. Default 1.
    open var numberOfTouchesRequired = 1
    /// How far a finger may move and still tap (UIKit's allowance is about 10 points).
    static let allowableMovement: CGFloat = 10
    private var starts: [ObjectIdentifier: CGPoint] = [:]

    /// Follows the touches' movement, as part of recognizing a tap.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            let p = touch.location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement { state = .failed }
        }
    }

    /// Tracks touches that began in the view, as part of recognizing a tap.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        waitTimer?.cancel()
        waitTimer = nil
        isWaitingForMoreTouches = false
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if trackedTouches.count > numberOfTouchesRequired { state = .failed }
    }

    /// Handles touches that ended, as part of recognizing a tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == numberOfTouchesRequired || trackedTouches.count == touches.count else { return }
        let taps = touches.map(\.tapCount).max() ?? 1
        if trackedTouches.count < numberOfTouchesRequired { state = .failed; return }
        if taps >= numberOfTapsRequired {
            state = .ended
        } else {
            // Wait for the next tap; fail if it does not come in time (UIKit's multi-tap window).
            isWaitingForMoreTouches = true
            waitTimer = CADisplayLinkTimer(fireAt: event.timestamp + Self.multiTapInterval) { [weak self] in
                guard let self, self.isWaitingForMoreTouches else { return }
                self.isWaitingForMoreTouches = false
                self.state = .failed
                self.reset()
                self.state = .possible
            }
        }
    }

    /// The most time between the taps of a multi-tap.
    static let multiTapInterval: TimeInterval = 0.35
    private var waitTimer: CADisplayLinkTimer?

    open override func reset() { starts = [:] }
}

/// Recognizes a swipe (Apple: UISwipeGestureRecognizer): a quick, mostly straight move of at
/// least ~50 points in one of the permitted directions, with `numberOfTouchesRequired` fingers.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions (Apple: UISwipeGestureRecognizer.Direction).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A swipe to the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe to the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions. Default `.right`.
    open var direction: Direction = .right
    /// Fingers needed. Default 1.
    open var numberOfTouchesRequired = 1
    /// Distance a swipe must cover.
    static let minimumDistance: CGFloat = 50
    /// Time within which it must cover it.
    static let maximumDuration: TimeInterval = 0.5
    private var start: (point: CGPoint, time: TimeInterval)?

    /// Tracks touches that began in the view, as part of recognizing a swipe.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if start == nil { start = (location(in: nil), event.timestamp) }
        if trackedTouches.count > numberOfTouchesRequired { state = .failed }
    }

    /// Follows the touches' movement, as part of recognizing a swipe.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        if event.timestamp - start.time > Self.maximumDuration { state = .failed; return }
        if recognizedDirection(from: start.point) != nil, trackedTouches.count == numberOfTouchesRequired { state = .ended }
    }

    /// Handles touches that ended, as part of recognizing a swipe.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        if event.timestamp - start.time <= Self.maximumDuration, trackedTouches.count == numberOfTouchesRequired,
           recognizedDirection(from: start.point) != nil {
            state = .ended
        } else {
            state = .failed
        }
    }

    private func recognizedDirection(from start: CGPoint) -> Direction? {
        let p = location(in: nil)
        let dx = p.x - start.x, dy = p.y - start.y
        let horizontal = abs(dx) >= abs(dy)
        // Mostly straight: the cross movement under half the main one.
        guard max(abs(dx), abs(dy)) >= Self.minimumDistance, min(abs(dx), abs(dy)) < max(abs(dx), abs(dy)) / 2 else { return nil }
        let found: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        return direction.contains(found) ? found : nil
    }

    open override func reset() { start = nil }
}

/// Recognizes a press held still (Apple: UILongPressGestureRecognizer): continuous; `.began`
/// once the fingers have stayed within `allowableMovement` for `minimumPressDuration`, then
/// `.changed` as they move and `.ended` when they lift.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the press must last. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the fingers may move before the press begins. Default 10.
    open var allowableMovement: CGFloat = 10
    /// Fingers needed. Default 1.
    open var numberOfTouchesRequired = 1
    /// Taps before the press. Default 0.
    open var numberOfTapsRequired = 0
    private var start: (point: CGPoint, time: TimeInterval)?
    private var timer: CADisplayLinkTimer?

    /// Tracks touches that began in the view, as part of recognizing a long press.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard start == nil else { return }
        start = (location(in: nil), event.timestamp)
        // The press begins on time even if no touch event comes: a display link checks.
        timer = CADisplayLinkTimer(fireAt: event.timestamp + minimumPressDuration) { [weak self] in self?.pressTimeReached() }
    }

    private func pressTimeReached() {
        guard state == .possible, start != nil, trackedTouches.count == numberOfTouchesRequired else { return }
        state = .began
    }

    /// Follows the touches' movement, as part of recognizing a long press.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        if state == .possible {
            if event.timestamp - start.time >= minimumPressDuration { pressTimeReached() }
            let p = location(in: nil)
            if state == .possible, hypot(p.x - start.point.x, p.y - start.point.y) > allowableMovement { state = .failed }
        } else if state == .began || state == .changed {
            state = .changed
        }
    }

    /// Handles touches that ended, as part of recognizing a long press.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        if state == .possible, event.timestamp - start.time >= minimumPressDuration { pressTimeReached() }
        if state == .began || state == .changed { state = .ended } else { state = .failed }
    }

    open override func reset() {
        start = nil
        timer?.cancel()
        timer = nil
    }
}

/// Calls a block at a media time, checked each frame of the current clock.
final class CADisplayLinkTimer {
    private var link: CADisplayLink?

    init(fireAt time: CFTimeInterval, _ block: @escaping () -> Void) {
        let link = CADisplayLink { [weak self] link in
            guard link.timestamp >= time - 1e-9 else { return }
            self?.cancel()
            block()
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func cancel() {
        link?.invalidate()
        link = nil
    }
}
