import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// A layer that records its layout and display calls in a shared log, and lays its sublayers
/// out with `arrange`.
final class LoggingLayer: CALayer {
    var log: LogBox?
    var arrange: ((CALayer) -> Void)?

    override func layoutSublayers() {
        super.layoutSublayers()
        log?.entries.append("layout \(name ?? "?")")
        arrange?(self)
    }

    override func display() {
        log?.entries.append("display \(name ?? "?")")
        super.display()
    }
}

final class LogBox { var entries: [String] = [] }

final class LayoutDelegate: NSObject, CALayerDelegate {
    var laidOut: [CALayer] = []
    func layoutSublayers(of layer: CALayer) { laidOut.append(layer) }
}

/// Layout and the commit (Apple, CALayer: `setNeedsLayout()` — "The system typically calls
/// this method automatically when the layer's bounds change or when sublayers are added or
/// removed … During the next update cycle, the system calls the layoutSublayers() method of any
/// layers requiring layout updates"; `layoutIfNeeded()` — "the layer's super layers are
/// traversed until a ancestor layer is found that does not require layout. Then layout is
/// performed on the entire layer-tree beneath that ancestor"; `setNeedsDisplay()`,
/// `displayIfNeeded()`, `needsDisplayOnBoundsChange`).
@Suite("Layout and the commit")
struct LayoutCommitTests {
    /// root ⊃ child ⊃ grandchild, all LoggingLayers sharing one log.
    func tree(_ log: LogBox) -> (LoggingLayer, LoggingLayer, LoggingLayer) {
        let root = LoggingLayer(), child = LoggingLayer(), grandchild = LoggingLayer()
        for (layer, name) in [(root, "root"), (child, "child"), (grandchild, "grandchild")] {
            layer.name = name
            layer.log = log
        }
        root.addSublayer(child)
        child.addSublayer(grandchild)
        return (root, child, grandchild)
    }

    @Test("layoutIfNeeded lays out every marked layer of the subtree, parents first")
    func layoutIfNeededWalksTheSubtree() {
        let clock = MediaClock.virtual()
        clock.run {
            let log = LogBox()
            let (root, child, grandchild) = tree(log)
            for layer in [root, child, grandchild] { layer.needsLayoutFlag = false }

            grandchild.setNeedsLayout()
            root.setNeedsLayout()
            root.layoutIfNeeded()

            #expect(log.entries == ["layout root", "layout grandchild"])
            #expect(!root.needsLayout() && !child.needsLayout() && !grandchild.needsLayout())
        }
    }

    @Test("layoutIfNeeded on a child starts at the highest ancestor that needs layout")
    func layoutIfNeededClimbsMarkedAncestors() {
        let clock = MediaClock.virtual()
        clock.run {
            let log = LogBox()
            let (root, child, grandchild) = tree(log)
            for layer in [root, child, grandchild] { layer.needsLayoutFlag = false }

            child.setNeedsLayout()
            grandchild.setNeedsLayout()
            grandchild.layoutIfNeeded()

            #expect(log.entries == ["layout child", "layout grandchild"])
            #expect(!root.needsLayout())
        }
    }

    /// "the entire layer-tree beneath that ancestor": a sibling's pending layout under the
    /// first ancestor that needs none is done too, after the layers before it.
    @Test("layoutIfNeeded lays out the whole tree beneath the first ancestor not needing layout, siblings included")
    func layoutIfNeededCoversSiblings() {
        let clock = MediaClock.virtual()
        clock.run {
            let log = LogBox()
            let (root, child, grandchild) = tree(log)
            // grandchild's sibling (under child, which needs no layout) and its sublayer, and
            // a layer under root's other child (not beneath child: left for the commit).
            let sibling = LoggingLayer(), nephew = LoggingLayer(), elsewhere = LoggingLayer(), aunt = LoggingLayer()
            for (layer, name) in [(sibling, "sibling"), (nephew, "nephew"), (elsewhere, "elsewhere"), (aunt, "aunt")] {
                layer.name = name
                layer.log = log
            }
            child.addSublayer(sibling)
            sibling.addSublayer(nephew)
            root.addSublayer(aunt)
            aunt.addSublayer(elsewhere)
            for layer in [root, child, grandchild, sibling, nephew, aunt, elsewhere] { layer.needsLayoutFlag = false }

            grandchild.setNeedsLayout()
            nephew.setNeedsLayout()
            elsewhere.setNeedsLayout()
            grandchild.layoutIfNeeded()

            #expect(log.entries == ["layout grandchild", "layout nephew"])
            #expect(!nephew.needsLayout() && elsewhere.needsLayout())
        }
    }

    @Test("bounds size changes and sublayer changes mark the layer (the superlayer) for layout")
    func whatMarksLayout() {
        let clock = MediaClock.virtual()
        clock.run {
            let parent = CALayer(), child = CALayer()
            clock.advance(by: 0)
            #expect(!parent.needsLayout())

            parent.position = CGPoint(x: 5, y: 5)
            parent.bounds.origin = CGPoint(x: 3, y: 3)
            #expect(!parent.needsLayout())      // not a size change
            parent.bounds.size = CGSize(width: 40, height: 40)
            #expect(parent.needsLayout())
            clock.advance(by: 0)
            #expect(!parent.needsLayout())      // the commit laid it out

            parent.addSublayer(child)
            #expect(parent.needsLayout())
            clock.advance(by: 0)
            child.removeFromSuperlayer()
            #expect(parent.needsLayout())
            clock.advance(by: 0)
            parent.sublayers = nil
            #expect(parent.needsLayout())
            clock.advance(by: 0)
            parent.setValue(60, forKeyPath: "bounds.size.width")   // KVC, as scene events set it
            #expect(parent.needsLayout())
        }
    }

    @Test("the delegate's layoutSublayers(of:) runs in the layout pass")
    func delegateLayout() {
        let clock = MediaClock.virtual()
        clock.run {
            let delegate = LayoutDelegate()
            let layer = CALayer()
            layer.delegate = delegate

            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            CATransaction.flush()

            #expect(delegate.laidOut.count == 1 && delegate.laidOut.first === layer)
        }
    }

    @Test("an explicit commit, flush() and the per-frame commit all run layout, then display",
          arguments: ["commit", "flush", "frame"])
    func commitRunsLayoutThenDisplay(_ how: String) {
        let clock = MediaClock.virtual()
        clock.run {
            let log = LogBox()
            let (root, child, grandchild) = tree(log)
            root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.arrange = { layer in
                for (i, sub) in (layer.sublayers ?? []).enumerated() {
                    sub.frame = CGRect(x: 10 * CGFloat(i + 1), y: 0, width: layer.bounds.width / 4, height: 50)
                }
            }
            clock.advance(by: 0)
            log.entries = []

            let change = {
                root.bounds.size = CGSize(width: 200, height: 200)
                grandchild.setNeedsDisplay()
                child.setNeedsDisplay()
            }
            switch how {
            case "commit":
                CATransaction.begin(); change(); CATransaction.commit()
            case "flush":
                change(); CATransaction.flush()
            default:
                change(); clock.advance(by: 1.0 / 60)
            }

            // The layout pass (root; child because its bounds changed in root's layout), then
            // the display pass, parents before children.
            #expect(log.entries == ["layout root", "layout child", "display child", "display grandchild"])
            #expect(!child.needsDisplay() && !grandchild.needsDisplay())
            // What layout set is committed with the transaction: the render tree has it.
            #expect(child.committedState.bounds.size == CGSize(width: 50, height: 50))
            #expect(child.committedState.position == CGPoint(x: 35, y: 25))
        }
    }

    @Test("bounds set in layoutSublayers() animate under the transaction's settings")
    func layoutChangesFollowTheTransaction() {
        let clock = MediaClock.virtual()
        clock.run {
            let host = LoggingLayer()
            let child = CALayer()
            host.addSublayer(child)
            host.arrange = { _ in child.position = CGPoint(x: host.bounds.width / 2, y: 0) }
            host.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            clock.advance(by: 0)
            #expect(child.position == CGPoint(x: 50, y: 0))
            #expect(child.animationKeys() == nil)   // the first commit: no implicit animation

            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            host.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
            CATransaction.commit()
            let animated = child.animation(forKey: "position") as? CABasicAnimation

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            host.bounds = CGRect(x: 0, y: 0, width: 500, height: 100)
            child.removeAllAnimations()
            CATransaction.commit()

            #expect(animated?.duration == 2)
            #expect(child.position == CGPoint(x: 250, y: 0))
            #expect(child.animation(forKey: "position") == nil)
        }
    }

    @Test("an explicit animation for a key is not replaced when layout sets the same value again")
    func explicitAnimationSurvivesLayout() {
        // Core Animation runs a property's action only when its value changes: UIKit's
        // `animate(withDuration:animations:)` finishes at once when the block sets every
        // property to its current value (no action, so no animation), a long-standing public
        // account of iOS. A layout pass that re-applies a frame adds no implicit animation.
        let clock = MediaClock.virtual()
        clock.run {
            let host = LoggingLayer()
            let child = CALayer()
            host.addSublayer(child)
            host.arrange = { _ in child.position = CGPoint(x: 40, y: 40) }
            clock.advance(by: 0)

            let bounce = CAKeyframeAnimation(keyPath: "position")
            bounce.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)]
            bounce.duration = 1
            child.add(bounce, forKey: "position")
            host.setNeedsLayout()
            clock.advance(by: 0.5)

            #expect(child.animation(forKey: "position") is CAKeyframeAnimation)
            #expect(child.presentation()!.position.isClose(to: CGPoint(x: 50, y: 0), within: 1e-6))
        }
    }

    @Test("needsDisplayOnBoundsChange: a size change marks the layer, and the commit draws it")
    func needsDisplayOnBoundsChange() {
        let clock = MediaClock.virtual()
        clock.run {
            let log = LogBox()
            let layer = LoggingLayer()
            layer.name = "drawn"
            layer.log = log
            layer.needsDisplayOnBoundsChange = true

            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            #expect(layer.needsDisplay())
            CATransaction.flush()
            #expect(!layer.needsDisplay())
            layer.position = CGPoint(x: 3, y: 3)

            #expect(!layer.needsDisplay())
            #expect(log.entries == ["layout drawn", "display drawn"])
        }
    }

    @Test("a flush from inside layoutSublayers() joins the commit under way: the layout's change commits with it")
    func flushInsideLayout() {
        let clock = MediaClock.virtual()
        clock.run {
            let host = LoggingLayer()
            let child = CALayer()
            host.addSublayer(child)
            host.arrange = { _ in
                child.position = CGPoint(x: 7, y: 7)
                CATransaction.flush()
            }

            CATransaction.flush()

            #expect(child.committedState.position == CGPoint(x: 7, y: 7))
            #expect(!host.needsLayout() && child.hasBeenCommitted)
        }
    }

    @Test("displayIfNeeded draws only a marked layer")
    func displayIfNeeded() {
        let clock = MediaClock.virtual()
        clock.run {
            let log = LogBox()
            let layer = LoggingLayer()
            layer.name = "l"
            layer.log = log

            layer.displayIfNeeded()
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
            layer.displayIfNeeded()

            #expect(log.entries == ["display l"])
        }
    }
}
