import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// The engine's per-frame work limits (SCENE.md "Limits", issue 13): a string, a keyframe
/// list or a path past its limit is cut, with a one-time warning, and what is kept still plays
/// as Core Animation plays it.
@Suite("Engine work limits")
struct WorkLimitTests {
    /// 150 000 keyframes of position.x from 0 up: the first `WorkLimit.keyframes` are played,
    /// evenly over the duration (Apple, CAKeyframeAnimation `keyTimes`: without key times the
    /// values are spread evenly), so the last kept value is reached at the end.
    @Test func keyframesPastTheLimitAreCut() {
        let clock = MediaClock.virtual()
        let ends: [Double] = clock.run {
            let layer = committedLayer(clock)
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = (0..<150_000).map { Double($0) }
            a.keyTimes = (0..<150_000).map { NSNumber(value: Double($0) / 149_999) }
            a.duration = 1
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            layer.add(a, forKey: "k")
            return [0.5, 1].map { clock.advance(to: $0); return Double(layer.presentation()!.position.x) }
        }

        #expect(Diagnostics.hasWarned("a CAKeyframeAnimation has 150000 values, more than the limit of \(WorkLimit.keyframes); the rest are left out"))
        #expect(abs(ends[1] - Double(WorkLimit.keyframes - 1)) < 1e-6, "the last kept value at the end: \(ends[1])")
        // The kept key times run to (limit − 1) / 149 999 < 1: they no longer end at 1, so they
        // are used as given, the last value holding from there (KeyframeCompiler.evenOrGiven).
        #expect(abs(ends[0] - 0.5 * 149_999) < 1, "half way in time is half way in the values: \(ends[0])")
    }

    /// A string of 200 000 characters: the first `WorkLimit.textCharacters` are laid out.
    @Test func textPastTheLimitIsCut() {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
        layer.string = String(repeating: "a", count: 200_000)
        layer.fontSize = 12

        let image = layer.renderText(scale: 1)

        #expect(image != nil, "the kept text is drawn")
        #expect(Diagnostics.hasWarned("a CATextLayer's string of 200000 characters is longer than the limit of \(WorkLimit.textCharacters); the rest is not drawn"))
    }

    /// A path of more than `WorkLimit.pathElements` elements is cut to that many.
    @Test func pathsPastTheLimitAreCut() {
        let path = CGMutablePath()
        path.move(to: .zero)
        for i in 0..<(WorkLimit.pathElements + 10) { path.addLine(to: CGPoint(x: Double(i % 100), y: Double(i / 100))) }

        let cut = path.limitedForWork("a test path")

        #expect(cut.elements.count == WorkLimit.pathElements)
        #expect(Diagnostics.hasWarned("a test path has \(WorkLimit.pathElements + 11) path elements, more than the limit of \(WorkLimit.pathElements); the rest are left out"))
        let small = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        #expect(small.limitedForWork("a small path") === small, "a path within the limit is used as it is")
    }
}
