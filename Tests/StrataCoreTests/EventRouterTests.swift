import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// `EventRouter`: input goes to the layer under it as drawn (the presentation tree, mid-
/// animation), then up the superlayer chain like UIKit's responder chain (Apple, "Using
/// responders and the responder chain to handle events":
/// https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events);
/// a touch stays with the view it began in (UITouch.view).
@Suite struct EventRouterTests {
    /// root 200×100 ─ card (20×20 at 30,20) ─ badge (10×10 at the card's centre)
    final class Tree {
        let clock = MediaClock.virtual()
        let root: CALayer, card: CALayer, badge: CALayer
        let router: EventRouter
        var log: [String] = []
        var unhandled: [(InputEvent, String?)] = []

        init() {
            // Made on the tree's clock: a layer belongs to the transactions of the clock bound
            // when it is made.
            (root, card, badge) = clock.run { (CALayer(), CALayer(), CALayer()) }
            router = EventRouter(root: root)
            clock.run {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                root.name = "root"; card.name = "card"; badge.name = "badge"
                root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
                root.position = CGPoint(x: 100, y: 50)
                card.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
                card.position = CGPoint(x: 30, y: 20)
                badge.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
                badge.position = CGPoint(x: 10, y: 10)
                root.addSublayer(card)
                card.addSublayer(badge)
                CATransaction.commit()
                clock.advance(to: 0)
            }
            router.fallback = { [unowned self] event, hit in unhandled.append((event, hit?.name)) }
        }

        func handle(_ layer: CALayer, taking: Bool = true) {
            router.setHandler(for: layer) { [unowned self] event in
                log.append("\(layer.name ?? "?") \(event.kind)")
                return taking
            }
        }

        @discardableResult
        func send(_ kind: InputEvent.Kind, _ x: Double, _ y: Double, at time: Double = 0) -> (event: InputEvent, handledBy: CALayer?) {
            clock.run { router.route(InputEvent(kind, at: CGPoint(x: x, y: y), timestamp: time)) }
        }
    }

    @Test func theHitLayerGetsTheEventFirstThenItsSuperlayers() {
        let tree = Tree()
        tree.handle(tree.badge, taking: false)
        tree.handle(tree.card)
        tree.handle(tree.root)

        let result = tree.send(.pointerDown(.left), 30, 20)

        #expect(tree.log == ["badge pointerDown(StrataCore.PointerButton.left)", "card pointerDown(StrataCore.PointerButton.left)"])
        #expect(result.handledBy === tree.card)
        #expect(tree.unhandled.isEmpty)
    }

    @Test func whatNobodyTakesGoesToTheFallbackWithTheHitLayer() {
        let tree = Tree()

        tree.send(.scroll(deltaX: 0, deltaY: -40, isPrecise: false), 30, 20)
        tree.send(.pointerMoved, 150, 80)

        #expect(tree.unhandled.map(\.1) == ["badge", "root"])
    }

    @Test func aDelegateThatIsAnInputResponderHandlesItsLayer() {
        final class View: NSObject, CALayerDelegate, InputResponder {
            var got: [String] = []
            func handle(_ event: InputEvent, for layer: CALayer) -> Bool {
                got.append(layer.name ?? "?")
                return true
            }
        }
        let tree = Tree()
        let view = View()
        tree.card.delegate = view

        tree.send(.pointerDown(.left), 30, 20)

        #expect(view.got == ["card"])
    }

    @Test func hitTestingUsesThePresentationTreeMidAnimation() {
        let tree = Tree()
        tree.handle(tree.card)
        tree.clock.run {
            // The model jumps to x = 170 at once; the presentation slides there over 1 s.
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 30
            slide.toValue = 170
            slide.duration = 1
            slide.timingFunction = CAMediaTimingFunction(name: .linear)
            tree.card.position.x = 170
            tree.card.add(slide, forKey: "slide")
            tree.clock.advance(to: 0)
            tree.clock.advance(to: 0.5)
        }

        // At 0.5 s the card is drawn at x = 100: a press there hits it, one at the model's 170
        // does not.
        tree.send(.pointerDown(.left), 100, 20, at: 0.5)
        tree.send(.pointerUp(.left), 100, 20, at: 0.5)
        tree.send(.pointerDown(.left), 170, 20, at: 0.5)

        #expect(tree.log.count == 2, "\(tree.log)")
        #expect(tree.unhandled.map(\.1) == ["root"])
    }

    @Test func aPressCapturesItsButtonUntilRelease() {
        let tree = Tree()
        tree.handle(tree.card)

        tree.send(.pointerDown(.left), 30, 20, at: 0)
        let drag = tree.send(.pointerMoved, 150, 80, at: 0.1)
        let up = tree.send(.pointerUp(.left), 160, 80, at: 0.2)
        let after = tree.send(.pointerMoved, 150, 80, at: 0.3)

        // The move with the button held became a drag, and the card kept getting it off its
        // bounds; after the release, moves hit-test again.
        #expect(drag.event.kind == .pointerDragged(.left))
        #expect(drag.handledBy === tree.card && up.handledBy === tree.card)
        #expect(after.event.kind == .pointerMoved && after.handledBy == nil)
    }

    @Test func dragsCarryASmoothedVelocityAndTheReleaseKeepsIt() {
        let tree = Tree()

        tree.send(.pointerDown(.left), 30, 20, at: 0)
        var last = InputEvent(.pointerMoved)
        for i in 1...6 { last = tree.send(.pointerMoved, 30 + 5 * Double(i), 20, at: Double(i) / 60).event }
        let up = tree.send(.pointerUp(.left), 60, 20, at: 6.0 / 60).event

        // 5 points per 1/60 s = 300 points per second.
        #expect(abs(last.velocity.dx - 300) < 1e-6 && abs(last.velocity.dy) < 1e-6, "\(last.velocity)")
        #expect(abs(up.velocity.dx - 300) < 1e-6, "\(up.velocity)")
    }

    @Test func eachTouchStaysWithItsLayerAndHasItsOwnVelocity() {
        let tree = Tree()
        tree.handle(tree.card)

        tree.send(.touch(id: 1, phase: .began), 30, 20, at: 0)
        tree.send(.touch(id: 2, phase: .began), 150, 50, at: 0)
        let one = tree.send(.touch(id: 1, phase: .moved), 90, 20, at: 0.1)
        let two = tree.send(.touch(id: 2, phase: .moved), 150, 30, at: 0.1)
        let end = tree.send(.touch(id: 1, phase: .ended), 90, 20, at: 0.1)

        #expect(one.handledBy === tree.card && end.handledBy === tree.card)
        #expect(two.handledBy == nil)
        #expect(abs(one.event.velocity.dx - 600) < 1e-6, "\(one.event.velocity)")
        #expect(abs(two.event.velocity.dy + 200) < 1e-6, "\(two.event.velocity)")
    }

    @Test func keysAndTextGoToTheFocusThenUpTheTree() {
        let tree = Tree()
        tree.handle(tree.card)

        let before = tree.send(.keyDown(key: "a", isRepeat: false), 0, 0)
        tree.router.focus = tree.badge
        let typed = tree.clock.run { tree.router.route(InputEvent(.text("é"))) }
        let up = tree.send(.keyUp(key: "a"), 0, 0)

        #expect(before.handledBy == nil)
        #expect(tree.unhandled.first.map { $0.1 == nil } == true)
        #expect(typed.handledBy === tree.card && up.handledBy === tree.card)
        #expect(tree.log.last == "card keyUp(key: \"a\")")
    }

    @Test func aRemovedHandlerNoLongerGetsEvents() {
        let tree = Tree()
        tree.handle(tree.card)

        tree.router.setHandler(for: tree.card, nil)
        tree.send(.pointerDown(.left), 30, 20)

        #expect(tree.log.isEmpty && tree.unhandled.count == 1)
    }
}
