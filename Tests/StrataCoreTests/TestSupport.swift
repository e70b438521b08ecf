import Foundation
@testable import StrataCore

/// A committed layer (implicit animations enabled for it) on `clock`, as after one frame.
func committedLayer(_ clock: MediaClock, bounds: CGRect = CGRect(x: 0, y: 0, width: 10, height: 20),
                    position: CGPoint = .zero) -> CALayer {
    clock.run {
        let layer = CALayer()
        layer.bounds = bounds
        layer.position = position
        clock.advance(by: 0)
        return layer
    }
}

/// Records delegate callbacks in order.
final class RecordingDelegate: NSObject, CAAnimationDelegate {
    var events: [String] = []
    var onStop: ((CAAnimation, Bool) -> Void)?

    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append(flag ? "stop:finished" : "stop:removed")
        onStop?(anim, flag)
    }
}

extension CGPoint {
    func isClose(to p: CGPoint, within e: CGFloat = 1e-6) -> Bool {
        abs(x - p.x) <= e && abs(y - p.y) <= e
    }
}

func close(_ a: Double, _ b: Double, _ e: Double = 1e-9) -> Bool { abs(a - b) <= e }
func close(_ a: CGFloat, _ b: Double, _ e: Double = 1e-9) -> Bool { abs(Double(a) - b) <= e }
