import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIView's geometry, hierarchy, hit testing, conversion, layout and drawing. Apple: UIView
/// (`frame`, `bounds`, `center`, `transform`, `hitTest(_:with:)` — "ignores view objects that
/// are hidden, that have disabled user interactions, or have an alpha level less than 0.01",
/// `convert(_:to:)`, `layoutSubviews()`, `draw(_:)`, `layerClass`).
@Suite struct UIViewTests {
    @Test func frameBoundsAndCenterAgree() {
        onVirtualClock { _, _ in
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

            #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(view.center == CGPoint(x: 60, y: 45))
            view.center = CGPoint(x: 100, y: 100)
            #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            #expect(view.frame.width == 200)
            #expect(view.bounds.width == 100)
        }
    }

    @Test func propertiesReachTheLayer() {
        onVirtualClock { _, _ in
            let view = UIView()
            view.alpha = 0.5
            view.backgroundColor = .red
            view.isHidden = true
            view.clipsToBounds = true
            view.contentMode = .scaleAspectFit

            #expect(view.layer.opacity == 0.5)
            #expect(view.layer.backgroundColor == UIColor.red.cgColor)
            #expect(view.layer.isHidden && view.layer.masksToBounds)
            #expect(view.layer.contentsGravity == .resizeAspect)
            #expect(view.layer.delegate === view)
        }
    }

    @Test func subviewOrderFollowsTheCalls() {
        onVirtualClock { _, root in
            let a = UIView(), b = UIView(), c = UIView()
            root.addSubview(a); root.addSubview(b)
            root.insertSubview(c, belowSubview: b)
            #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
            root.bringSubviewToFront(a)
            root.sendSubviewToBack(b)
            #expect(root.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
            #expect(root.layer.sublayers?.map(ObjectIdentifier.init) == [b, c, a].map { ObjectIdentifier($0.layer) })
            c.removeFromSuperview()
            #expect(c.superview == nil && root.subviews.count == 2)
            a.tag = 7
            #expect(root.viewWithTag(7) === a)
            #expect(a.isDescendant(of: root))
        }
    }

    @Test func hitTestFindsTheFrontmostInteractiveView() {
        onVirtualClock { _, root in
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let front = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
            root.addSubview(back); back.addSubview(front)

            #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
            front.alpha = 0.005
            #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
            back.isUserInteractionEnabled = false
            #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
            #expect(root.hitTest(CGPoint(x: 500, y: 10), with: nil) == nil)
        }
    }

    @Test func convertMapsBetweenViews() {
        onVirtualClock { _, root in
            let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            let b = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
            root.addSubview(a); a.addSubview(b)

            #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 30, y: 40))
            #expect(root.convert(CGPoint(x: 30, y: 40), to: b) == .zero)
            #expect(b.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: nil).origin == CGPoint(x: 30, y: 40))
        }
    }

    @Test func layoutSubviewsRunsOnLayoutIfNeeded() {
        final class Row: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1; subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 10) }
        }
        onVirtualClock { _, _ in
            let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
            let child = UIView()
            row.addSubview(child)

            row.layoutIfNeeded()
            row.frame = CGRect(x: 0, y: 0, width: 300, height: 10)
            row.layoutIfNeeded()

            #expect(row.layouts == 2)
            #expect(child.frame.width == 150)
        }
    }

    @Test func drawRunsWithTheCurrentContextAndBecomesTheContents() {
        final class Dot: UIView {
            var sawContext = false
            override func draw(_ rect: CGRect) {
                guard let ctx = UIGraphicsGetCurrentContext() else { return }
                sawContext = true
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(rect)
            }
        }
        onVirtualClock { clock, root in
            let dot = Dot(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            let plain = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            root.addSubview(dot); root.addSubview(plain)

            clock.advance(by: 0.016)
            dot.layer.displayIfNeeded(); plain.layer.displayIfNeeded()

            #expect(dot.sawContext)
            let image = dot.layer.contents as? CGImage
            #expect(image?.width == 4)
            #expect(image?.pixelData[0] == 255, "red at the top-left pixel")
            #expect(plain.layer.contents == nil, "a view that does not draw keeps no bitmap")
            #expect(UIGraphicsGetCurrentContext() == nil)
        }
    }

    @Test func layerClassBacksTheView() {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        onVirtualClock { _, _ in
            #expect(ShapeView().layer is CAShapeLayer)
            #expect(UIView().layer is CALayer)
        }
    }

    @Test func colorsMatchUIKit() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r) < 1e-9 && abs(g - 1) < 1e-9 && abs(b) < 1e-9 && a == 1)
        #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)
        #expect(UIColor.white == UIColor(white: 1, alpha: 1))
    }

    /// A subview added after the view's own sublayers shows above them, as on iOS (a label
    /// over a gradient layer the view added in its initialiser); a subview inserted below
    /// another goes just under that one's layer (Apple: UIView.addSubview(_:) — "the new view
    /// is placed on top of its siblings"; its layer becomes the superlayer's top sublayer).
    /// sizeToFit() keeps the frame's origin (Apple: "Resizes and moves the receiver view so it
    /// just encloses its subviews" — a label placed at a point and sized to fit stays there).
    @Test func sizeToFitKeepsTheOrigin() {
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 0, height: 0))
        label.text = "Hello"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 20, y: 30))
        #expect(label.frame.width > 20 && label.frame.height > 10)
    }

    @Test func subviewLayersGoAboveTheViewsOwnSublayers() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = CAGradientLayer()
        card.layer.addSublayer(gradient)
        let label = UILabel(), badge = UIView(), shade = UIView()
        card.addSubview(label)
        card.addSubview(badge)
        card.insertSubview(shade, belowSubview: badge)
        let order = card.layer.sublayers?.map { ObjectIdentifier($0) }
        #expect(order == [gradient, label.layer, shade.layer, badge.layer].map(ObjectIdentifier.init))
        card.bringSubviewToFront(label)
        #expect(card.layer.sublayers?.last === label.layer)
        #expect(card.subviews.map { ObjectIdentifier($0) } == [shade, badge, label].map(ObjectIdentifier.init))
        card.sendSubviewToBack(label)
        #expect(card.layer.sublayers?.map { ObjectIdentifier($0) } == [gradient, label.layer, shade.layer, badge.layer].map(ObjectIdentifier.init))
    }
}

/// Bad input never traps: non-finite values, negative durations, cycles.
@Suite struct UIViewBadInputTests {
    @Test func nonsenseIsIgnoredOrClamped() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            view.alpha = .nan
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            var finished: Bool?
            UIView.animate(withDuration: -1, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
            UIView.animate(withDuration: .infinity) { view.alpha = 0.25 }
            UIView.animateKeyframes(withDuration: 1, delay: .nan, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: .nan, relativeDuration: -3) { view.alpha = 1 }
            })
            view.addSubview(root)
            view.addSubview(view)
            let animator = UIViewPropertyAnimator(duration: -5, curve: .linear) { view.alpha = 0 }
            animator.fractionComplete = .nan
            animator.startAnimation()
            clock.advance(by: 0.1)

            #expect(finished == true)
            #expect(root.superview == nil && view.superview === root)
            #expect(animator.state == .inactive)
        }
    }
}
