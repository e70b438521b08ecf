import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// The engine's hooks for hosts and the compositor: the presentation snapshot read each frame,
/// the contents bitmap, and the layout/display pass a commit runs before rendering.
@Suite struct RenderHooksTests {
    /// Records which layers displayed and laid out, in order.
    final class Recorder: NSObject, CALayerDelegate {
        var calls: [String] = []
        func display(_ layer: CALayer) { calls.append("display \(layer.name ?? "?")") }
        func layoutSublayers(of layer: CALayer) { calls.append("layout \(layer.name ?? "?")") }
    }

    @Test func snapshotIsTheCopyTheLastTreeUpdateLeft() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = committedLayer(clock), child = CALayer()
            root.addSublayer(child)
            child.position = CGPoint(x: 0, y: 0)
            clock.advance(by: 0)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0; move.toValue = 100; move.duration = 1
            child.add(move, forKey: "move")
            clock.advance(by: 0)
            #expect(child.presentationSnapshot == nil || child.presentationSnapshot?.model() === child)

            root.updatePresentationTree(at: clock.now + 0.5)

            // Linear timing is not the default; the default curve at 0.5 is 0.5 by symmetry.
            let seen = child.presentationSnapshot?.position.x ?? -1
            #expect(abs(seen - 50) < 1e-6)
            #expect(child.presentationSnapshot?.presentationSnapshot === child.presentationSnapshot)
        }
    }

    @Test func renderedContentsIsTheContentsImage() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = CALayer()
            let image = try CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))
            layer.contents = image

            #expect(layer.renderedContents(scale: 2) === image)
            layer.contents = "not an image"
            #expect(layer.renderedContents(scale: 1) == nil)
        }
    }

    @Test func layoutAndDisplayRunParentsFirstAndOnlyWhereNeeded() {
        let clock = MediaClock.virtual()
        clock.run {
            let recorder = Recorder()
            let root = CALayer(), child = CALayer(), mask = CALayer(), clean = CALayer()
            for (layer, name) in [(root, "root"), (child, "child"), (mask, "mask"), (clean, "clean")] {
                layer.name = name; layer.delegate = recorder
            }
            root.addSublayer(child); root.addSublayer(clean); child.mask = mask
            root.setNeedsLayout(); child.setNeedsDisplay(); mask.setNeedsDisplay()

            root.layoutAndDisplayIfNeeded()

            #expect(recorder.calls == ["layout root", "display child", "display mask"])
            root.layoutAndDisplayIfNeeded()
            #expect(recorder.calls.count == 3)
        }
    }
}
