import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// Sublayer management, masks, defaults and bad input (Apple: CALayer reference).
@Suite struct LayerTreeTests {
    @Test func defaultsAreCoreAnimations() {
        let clock = MediaClock.virtual()
        clock.run {
            let l = CALayer()

            #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
            #expect(l.opacity == 1 && !l.isHidden && l.isDoubleSided && !l.masksToBounds)
            #expect(l.backgroundColor == nil)
            #expect(l.borderColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            #expect(l.shadowOpacity == 0 && l.shadowRadius == 3 && l.shadowOffset == CGSize(width: 0, height: -3))
            #expect(l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(l.contentsGravity == .resize && l.contentsScale == 1)
            #expect(CATransform3DIsIdentity(l.transform) && l.speed == 1)
        }
    }

    @Test func insertAboveBelowAtAndReplace() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
            root.addSublayer(a)
            root.insertSublayer(c, above: a)
            root.insertSublayer(b, below: c)
            root.insertSublayer(d, at: 0)

            root.replaceSublayer(d, with: CALayer())

            #expect(root.sublayers?.count == 4)
            #expect(root.sublayers?[1] === a && root.sublayers?[2] === b && root.sublayers?[3] === c)
            #expect(d.superlayer == nil)
        }
    }

    @Test func addingALayerElsewhereMovesIt() {
        let clock = MediaClock.virtual()
        clock.run {
            let p1 = CALayer(), p2 = CALayer(), child = CALayer()
            p1.addSublayer(child)

            p2.addSublayer(child)

            #expect(p1.sublayers == nil)
            #expect(child.superlayer === p2)
        }
    }

    @Test func aCycleIsRefusedWithAClearError() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer(), child = CALayer()
            root.addSublayer(child)

            var message = ""
            do { try child.checkedInsert(root, at: 0) } catch { message = "\(error)" }
            child.addSublayer(root)
            child.addSublayer(child)

            #expect(root.superlayer == nil)
            #expect(child.sublayers == nil)
            #expect(message.contains("cycle"))
        }
    }

    @Test func maskIsNotASublayerAndCannotBeAnAncestor() {
        let clock = MediaClock.virtual()
        clock.run {
            let root = CALayer(), child = CALayer(), m = CALayer()
            root.addSublayer(child)

            child.mask = m
            child.mask = root

            #expect(child.mask === m)
            #expect(child.sublayers == nil)
        }
    }

    @Test func nonFiniteValuesAreIgnored() {
        let clock = MediaClock.virtual()
        clock.run {
            let l = CALayer()
            l.position = CGPoint(x: 1, y: 2)

            l.position = CGPoint(x: CGFloat.nan, y: 0)
            l.opacity = .infinity
            l.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)

            #expect(l.position == CGPoint(x: 1, y: 2))
            #expect(l.opacity == 1)
        }
    }

    @Test func invalidAnimationsAreRefusedWithANamedProblem() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let l = committedLayer(clock)
            func attempt(_ a: CAAnimation) -> String {
                do { try l.tryAdd(a, forKey: "x"); return "" } catch { return "\(error)" }
            }
            let nanTo = CABasicAnimation(keyPath: "position.x")
            nanTo.toValue = Double.nan
            let wrongType = CABasicAnimation(keyPath: "position")
            wrongType.toValue = "far"
            let unknown = CABasicAnimation(keyPath: "positon")
            unknown.toValue = 1
            let empty = CAKeyframeAnimation(keyPath: "opacity")

            #expect(attempt(nanTo).contains("not finite"))
            #expect(attempt(wrongType).contains("needs a CGPoint"))
            #expect(attempt(unknown).contains("unknown key path 'positon'"))
            #expect(attempt(empty).contains("values"))
            // Through add(_:forKey:) (iOS code) the animation is attached but changes nothing:
            // iOS runs one it cannot apply for its timing and delegate.
            l.add(nanTo, forKey: "x")
            #expect(l.animationKeys() == ["x"])
            let seen = try #require(l.presentation())
            #expect(seen.position.x.isFinite && seen.position == l.position)
        }
    }

    /// Moving a sublayer already in the list below or above a sibling puts it right next to
    /// that sibling (Apple: insertSublayer(_:below:) — "Inserts the specified sublayer below a
    /// different sublayer that already belongs to the receiver"; a layer already there moves).
    @Test func movingASublayerNextToASiblingKeepsItNextToIt() {
        let root = CALayer(), a = CALayer(), x = CALayer(), b = CALayer()
        for layer in [a, x, b] { root.addSublayer(layer) }
        root.insertSublayer(a, below: b)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [x, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(a, below: b)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [x, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(x, above: a)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [a, x, b].map(ObjectIdentifier.init))
        root.insertSublayer(b, above: a)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [a, b, x].map(ObjectIdentifier.init))
    }
}
