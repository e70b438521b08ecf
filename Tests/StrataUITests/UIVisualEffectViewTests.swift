import Foundation
import Testing
@testable import StrataUI
import StrataCore
import StrataGL

/// UIVisualEffectView with UIBlurEffect and UIVibrancyEffect, driven as iOS code drives them.
/// Apple: "UIVisualEffectView" ("depending on the desired effect, the effect may affect
/// content layered behind the view or content added to the visual effect view's
/// contentView"; "add subviews to the contentView"; animating `effect` — "you can animate
/// changes to the effect property"), "UIBlurEffect", "UIVibrancyEffect".
@Suite struct UIVisualEffectViewTests {
    /// A 160×100 screen of 4-point red and blue stripes.
    static func stripedRoot() -> UIView {
        let root = whiteRoot(width: 160, height: 100)
        for i in 0..<20 {
            let red = UIView(frame: CGRect(x: CGFloat(i) * 8, y: 0, width: 4, height: 100))
            red.backgroundColor = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
            let blue = UIView(frame: CGRect(x: CGFloat(i) * 8 + 4, y: 0, width: 4, height: 100))
            blue.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)
            root.addSubview(red)
            root.addSubview(blue)
        }
        return root
    }

    /// The largest difference in red across a row of pixels.
    static func redSpread(_ image: CGImage, y: Int, from x0: Int, to x1: Int) -> Int {
        let reds = (x0..<x1).map { pixelRGB(image, $0, y)[0] }
        return reds.max()! - reds.min()!
    }

    static func backdrop(of view: UIVisualEffectView) -> CABackdropLayer? {
        view.subviews.compactMap { $0.layer as? CABackdropLayer }.first
    }

    @Test func aFrostedCardBlursWhatIsBehindAndKeepsItsContentSharp() throws {
        let clock = MediaClock.virtual()
        let image = try clock.run { () throws -> CGImage in
            let root = Self.stripedRoot()
            // As an app writes it.
            let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            blurView.frame = CGRect(x: 20, y: 20, width: 120, height: 60)
            blurView.layer.cornerRadius = 16
            blurView.clipsToBounds = true
            let badge = UIView(frame: CGRect(x: 50, y: 20, width: 20, height: 20))
            badge.backgroundColor = .black
            blurView.contentView.addSubview(badge)
            root.addSubview(blurView)
            clock.advance(by: 0)
            return try renderOnScreen(root, clock)
        }
        // Behind the glass the stripes are one colour, lightened by the white tint.
        // (Near the screen's edge the blur reads the edge's stripe repeated, as a backdrop does.)
        #expect(Self.redSpread(image, y: 30, from: 60, to: 100) < 16)
        let glass = pixelRGB(image, 40, 30)
        #expect(glass[0] > 140 && glass[2] > 140, "the stripes' mean under 30 % white: \(glass)")
        // The content is drawn sharp over it; outside and in the cut corner, the stripes.
        #expect(pixelRGB(image, 80, 50) == [0, 0, 0], "the badge, \(pixelRGB(image, 80, 50))")
        #expect(pixelRGB(image, 9, 10)[0] > 220, "outside the card: a red stripe")
        #expect(pixelRGB(image, 25, 21)[0] > 220, "the card's rounded corner leaves the stripe")
        #expect(Self.redSpread(image, y: 90, from: 40, to: 120) > 180, "below the card: sharp stripes")
    }

    @Test func darkMaterialsAreDarkerThanLightOnes() throws {
        func glass(_ style: UIBlurEffect.Style) throws -> [Int] {
            let clock = MediaClock.virtual()
            return try clock.run {
                let root = Self.stripedRoot()
                let blurView = UIVisualEffectView(effect: UIBlurEffect(style: style))
                blurView.frame = CGRect(x: 20, y: 20, width: 120, height: 60)
                root.addSubview(blurView)
                clock.advance(by: 0)
                return pixelRGB(try renderOnScreen(root, clock), 80, 50)
            }
        }
        let light = try glass(.light), dark = try glass(.dark), extraLight = try glass(.extraLight)
        let thin = try glass(.systemUltraThinMaterialDark), thick = try glass(.systemThickMaterialDark)
        #expect(dark.reduce(0, +) < light.reduce(0, +) && light.reduce(0, +) < extraLight.reduce(0, +),
                "dark \(dark) < light \(light) < extra light \(extraLight)")
        #expect(thick.reduce(0, +) < thin.reduce(0, +), "a thicker dark material hides more: \(thick) against \(thin)")
    }

    @Test func settingTheEffectInAnAnimationBlockFadesTheBlurIn() throws {
        try onVirtualClock { clock, root in
            let blurView = UIVisualEffectView(effect: nil)
            blurView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.addSubview(blurView)
            clock.advance(by: 0)
            let glass = try #require(Self.backdrop(of: blurView))
            #expect(glass.blurRadius == 0)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                blurView.effect = UIBlurEffect(style: .dark)
            }
            #expect(glass.blurRadius == 20, "the model value is the new effect's at once")
            clock.advance(to: 0.5)
            let shown = try #require(glass.presentation())
            #expect(abs(shown.blurRadius - 10) < 0.5, "half way, half the radius: \(shown.blurRadius)")
            let tint = try #require(blurView.subviews.first?.layer.presentation()?.backgroundColor)
            #expect(abs(tint.alpha - 0.365) < 0.03, "the tint fades in with it: \(tint.alpha)")
            clock.advance(to: 1.5)
            #expect(glass.presentation()?.blurRadius == 20)
        }
    }

    @Test func aPausedPropertyAnimatorHoldsABlurPartWay() throws {
        try onVirtualClock { clock, root in
            let blurView = UIVisualEffectView(effect: nil)
            blurView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.addSubview(blurView)
            clock.advance(by: 0)
            // The widely used "custom blur radius" idiom.
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                blurView.effect = UIBlurEffect(style: .light)
            }
            animator.fractionComplete = 0.25
            clock.advance(by: 0.5)
            let glass = try #require(Self.backdrop(of: blurView))
            let shown = try #require(glass.presentation())
            #expect(abs(shown.blurRadius - 7.5) < 0.5, "a quarter of 30: \(shown.blurRadius)")
            animator.stopAnimation(true)
        }
    }

    @Test func removingTheEffectAndVibrancy() throws {
        try onVirtualClock { clock, root in
            let blur = UIBlurEffect(style: .dark)
            let blurView = UIVisualEffectView(effect: blur)
            let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
            blurView.contentView.addSubview(vibrancyView)
            root.addSubview(blurView)
            #expect(blurView.effect?.isEqual(UIBlurEffect(style: .dark)) == true)
            #expect(vibrancyView.contentView.layer.compositingFilter as? String == "plusL", "lightens over a dark blur")
            #expect(abs(vibrancyView.contentView.alpha - 0.6) < 1e-6)
            #expect(Self.backdrop(of: vibrancyView)?.blurRadius == 0, "vibrancy blurs nothing itself")
            let light = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .extraLight)))
            #expect(light.contentView.layer.compositingFilter as? String == "multiplyBlendMode")
            blurView.effect = nil
            #expect(Self.backdrop(of: blurView)?.blurRadius == 0)
            #expect(blurView.subviews.first?.backgroundColor?.cgColor.alpha == 0)
            #expect(UIBlurEffect.Style(rawValue: 8) == .systemMaterial && UIBlurEffect.Style(rawValue: 3) == nil)
        }
    }

    @Test func theGlassFollowsTheViewsShapeAndSize() throws {
        try onVirtualClock { clock, root in
            let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            blurView.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            blurView.layer.cornerRadius = 12
            root.addSubview(blurView)
            blurView.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
            blurView.layoutIfNeeded()
            let glass = try #require(Self.backdrop(of: blurView))
            #expect(glass.bounds.size == CGSize(width: 200, height: 80))
            #expect(blurView.contentView.bounds.size == CGSize(width: 200, height: 80))
            #expect(glass.cornerRadius == 12)
        }
    }
}
