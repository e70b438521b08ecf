import Foundation
import StrataCore
import StrataGraphics

/// The springboard of seed 001 (Zarra & Long ch. 4, L257–466; digest E19–E21): a grid of
/// rounded, shadowed app icons. A long press (or a click) on an icon enters edit mode: every
/// icon wiggles (`transform.rotation.z` keyframes −2°, 2°, −2° over 0.15 s, repeating, each
/// with its own small beginTime offset) and shows its close box (30×30, black, 3 px white
/// border, radius 15, black shadow of radius 5, a white X). A click on a close box removes
/// that icon with an animation and the grid closes the gap with implicit animations; Esc or a
/// click on empty space leaves edit mode.
///
/// Layers: `icon-1` … `icon-15` (row by row) and their close boxes `closeBox-1` … .
public final class IconShakeDemo: NSObject, Demo {
    public static let name = "icon-shake"
    public static let title = "Icon shake"
    public static let summary = "springboard icons: long press or click to wiggle them, click a close box to delete one, Esc to stop (seed 001)"
    public static let controls = [
        DemoControl("long press / click an icon", "edit mode: icons wiggle and show close boxes"),
        DemoControl("click a close box", "delete that icon; the grid closes the gap"),
        DemoControl("Esc / click empty space", "leave edit mode", keys: ["escape"]),
    ]

    /// Seed 001 L281–318: ±2° (Listing 4-7 values, in radians as Listing 4-8's DegreesToNumber),
    /// duration tuned from 0.5 to 0.15 s (L318), key `rotate` (L310).
    static let wiggleAngle = 2 * Double.pi / 180
    static let wigglePeriod: CFTimeInterval = 0.15
    static let wiggleKey = "rotate"
    /// How long a press must last to count as a long press (UIKit's default minimumPressDuration).
    static let longPressDuration: CFTimeInterval = 0.5
    /// The grid: 5 columns × 3 rows of 76-point icons on 140 × 160-point cells.
    static let columns = 5, rows = 3
    static let iconSize: CGFloat = 76
    /// How long an icon takes to vanish and the others to close the gap.
    static let removalDuration: CFTimeInterval = 0.3

    /// The icons still on the board, in grid order.
    public private(set) var icons: [CALayer] = []
    /// Whether the icons wiggle.
    public private(set) var isEditing = false
    private var closeBoxes: [ObjectIdentifier: CALayer] = [:]
    private var random = SeededRandom(seed: 0x1C0_5AE)
    private var press: (start: CFTimeInterval, link: CADisplayLink)?

    public override required init() {
        super.init()
    }

    public var images: [(name: String, image: CGImage)] {
        (0..<(Self.columns * Self.rows)).compactMap { index in DemoAssets.appIcon(index).map { ("app-\(index + 1)", $0) } }
    }

    public var status: String? { isEditing ? "editing" : nil }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        for index in 0..<(Self.columns * Self.rows) {
            let icon = CALayer()
            icon.name = "icon-\(index + 1)"
            icon.bounds = CGRect(x: 0, y: 0, width: Self.iconSize, height: Self.iconSize)
            icon.position = Self.slot(index)
            icon.cornerRadius = 16
            icon.backgroundColor = DemoAssets.iconColor(index)
            icon.contents = DemoAssets.appIcon(index)
            icon.shadowColor = CGColor(gray: 0, alpha: 1)
            icon.shadowOpacity = 0.5
            icon.shadowRadius = 4
            icon.shadowOffset = CGSize(width: 0, height: 3)
            // The icon's outline as the shadow's shape (Apple's advice for shadow speed): the
            // compositor draws it analytically instead of blurring the icon and its label.
            icon.shadowPath = CGPath(roundedRect: icon.bounds, cornerWidth: 16, cornerHeight: 16, transform: nil)

            // The app's name under the icon, as on a springboard (it moves and wiggles with it).
            icon.addSublayer(DemoStage.label("App \(index + 1)", at: CGPoint(x: -22, y: Self.iconSize + 6), width: Self.iconSize + 44,
                                             fontSize: 13, alignment: .center))
            // Seed 001 Listing 4-9 (L340–370): frame (0, kCompositeIconHeight − 30, 30, 30) in a
            // y-up Mac layer is the icon's top-left corner, (0, 0) in y-down points.
            let closeBox = CloseBoxLayer()
            closeBox.name = "closeBox-\(index + 1)"
            // Shown only in edit mode; made now so eval can address it from the start.
            closeBox.isHidden = true
            icon.addSublayer(closeBox)
            closeBoxes[ObjectIdentifier(icon)] = closeBox
            icons.append(icon)
            root.addSublayer(icon)
        }
        return root
    }

    /// The centre of grid cell `index` (row by row).
    static func slot(_ index: Int) -> CGPoint {
        CGPoint(x: 120 + CGFloat(index % columns) * 140, y: 140 + CGFloat(index / columns) * 160)
    }

    // MARK: Input

    public func pointerDown(at point: CGPoint, on layer: CALayer?) {
        guard !isEditing, icon(containing: layer) != nil else { return }
        // A long press enters edit mode while the pointer is still down: a display link
        // watches the press (and stops once it has done its work).
        let start = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in self?.pressTick(link) }
        link.add(to: .main, forMode: .default)
        press = (start, link)
    }

    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        let pressed = press
        endPress()
        if !isEditing {
            // A click on an icon (a press shorter than a long press) also enters edit mode.
            if icon(containing: layer) != nil { startEditing(at: CACurrentMediaTime()) }
            return
        }
        if let closeBox = ancestor(of: layer, where: { $0.name?.hasPrefix("closeBox-") == true }),
           let icon = closeBox.superlayer {
            remove(icon)
        } else if icon(containing: layer) == nil, pressed == nil {
            stopEditing()
        }
    }

    public func keyDown(_ key: String) {
        if key == "escape", isEditing { stopEditing() }
    }

    /// Esc belongs to the demo only while the icons wiggle; otherwise the viewer quits on it.
    public func handlesKey(_ name: String) -> Bool {
        name == "escape" && isEditing
    }

    public func tearDown() {
        endPress()
    }

    private func pressTick(_ link: CADisplayLink) {
        guard let press, CACurrentMediaTime() - press.start >= Self.longPressDuration else { return }
        endPress()
        // The wiggle's clock starts when the press became long, not at this (possibly later) frame.
        startEditing(at: press.start + Self.longPressDuration)
    }

    private func endPress() {
        press?.link.invalidate()
        press = nil
    }

    // MARK: Edit mode

    /// Seed 001 `startShake` (L372–395): adds the close box and the wiggle under key `rotate`.
    private func startEditing(at time: CFTimeInterval) {
        guard !isEditing else { return }
        isEditing = true
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for icon in icons {
            closeBoxes[ObjectIdentifier(icon)]?.isHidden = false
            icon.add(wiggle(on: icon, from: time), forKey: Self.wiggleKey)
        }
        CATransaction.commit()
    }

    /// Seed 001 `stopShake` (L432–466): removes the close box and the animation.
    private func stopEditing() {
        guard isEditing else { return }
        isEditing = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for icon in icons {
            closeBoxes[ObjectIdentifier(icon)]?.isHidden = true
            icon.removeAnimation(forKey: Self.wiggleKey)
        }
        CATransaction.commit()
    }

    /// Seed 001 Listing 4-7 (L285–305) with the 0.15 s duration of L318. The seed offsets each
    /// icon's beginTime by `random() × 1e-10` s (0…0.21 s) so the icons are out of step. Here
    /// the offsets come from a seeded generator (the same on every run) and go back in time,
    /// so every icon is already wiggling, at its own phase, when edit mode starts (a later
    /// beginTime would hold some icons still for up to a period).
    private func wiggle(on icon: CALayer, from time: CFTimeInterval) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        animation.values = [-Self.wiggleAngle, Self.wiggleAngle, -Self.wiggleAngle]
        animation.duration = Self.wigglePeriod
        // The seed's 10000 repeats (25 minutes) stand for "forever" (L281).
        animation.repeatCount = .infinity
        let offset = Double.random(in: 0..<Self.wigglePeriod, using: &random)
        animation.beginTime = icon.convertTime(time, from: nil) - offset
        return animation
    }

    /// Removes `icon` with an animation; the icons after it move up one slot, implicitly animated.
    private func remove(_ icon: CALayer) {
        guard let index = icons.firstIndex(where: { $0 === icon }) else { return }
        icons.remove(at: index)
        closeBoxes[ObjectIdentifier(icon)] = nil

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        icon.removeAnimation(forKey: Self.wiggleKey)
        let shrink = CABasicAnimation(keyPath: "transform.scale")
        shrink.fromValue = 1.0
        shrink.toValue = 0.01
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        let vanish = CAAnimationGroup()
        vanish.animations = [shrink, fade]
        vanish.duration = Self.removalDuration
        vanish.timingFunction = CAMediaTimingFunction(name: .easeIn)
        CATransaction.setCompletionBlock { [weak icon] in icon?.removeFromSuperlayer() }
        icon.add(vanish, forKey: "vanish")
        // The model is gone at once; the group shows it leaving.
        icon.opacity = 0
        CATransaction.commit()

        // Implicit animations close the gap (CALayer's default action for position).
        CATransaction.begin()
        CATransaction.setAnimationDuration(Self.removalDuration)
        for (slot, other) in icons.enumerated() where slot >= index {
            other.position = Self.slot(slot)
        }
        CATransaction.commit()
    }

    // MARK: Hit testing

    /// The icon that `layer` is or lies in (the hit layer may be a close box or a presentation copy).
    private func icon(containing layer: CALayer?) -> CALayer? {
        ancestor(of: layer) { candidate in icons.contains { $0 === candidate } }
    }

    private func ancestor(of layer: CALayer?, where matches: (CALayer) -> Bool) -> CALayer? {
        var current = layer?.model()
        while let candidate = current {
            if matches(candidate) { return candidate }
            current = candidate.superlayer
        }
        return nil
    }
}
