import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// A progress layer as RPCircularProgress writes it, with `@NSManaged var trackTintColor:
/// UIColor` spelt `@Managed` (Porting from iOS): colours kept in the layer's key-value storage.
final class TintedProgressLayer: CALayer {
    @Managed var trackTintColor: UIColor
    @Managed var innerTintColor: UIColor?
    @Managed var progress: CGFloat

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" ? true : super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(trackTintColor.cgColor)
        ctx.fill(bounds)
        ctx.setFillColor((innerTintColor ?? .black).cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height / 2))
    }
}

final class TintedProgressView: UIView {
    override class var layerClass: AnyClass { TintedProgressLayer.self }
}

@Suite("@Managed UIColor properties on a CALayer subclass")
struct ManagedColorTests {
    @Test("a managed colour reads back what was set (or clear), lives under its key and reaches the presentation copy's drawing")
    func managedColour() throws {
        // https://developer.apple.com/documentation/quartzcore/calayer/init(layer:) — the
        // presentation copy is made from the model layer; custom properties kept by key-value
        // coding travel with it. https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay(forkey:)
        // — "Animations changing the value of the attribute also trigger redisplay".
        try onVirtualClock { clock, _ in
            let root = whiteRoot(width: 100, height: 40)
            let view = TintedProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            let layer = try #require(view.layer as? TintedProgressLayer)
            #expect(layer.trackTintColor.cgColor.alpha == 0, "unset: clear")
            #expect(layer.innerTintColor == nil)

            layer.trackTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            layer.innerTintColor = .red
            #expect(layer.value(forKey: "trackTintColor") as? UIColor === layer.trackTintColor)
            layer.setValue(UIColor.green, forKey: "innerTintColor")
            #expect(layer.innerTintColor?.cgColor.components == [0, 1, 0, 1], "set by key, read by property")
            layer.innerTintColor = .red
            root.addSubview(view)
            layer.setNeedsDisplay()
            clock.advance(by: 0)

            let animation = CABasicAnimation(keyPath: "progress")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 1
            layer.add(animation, forKey: "progress")
            clock.advance(to: 0.5)
            let shown = try #require(layer.presentation())
            #expect(shown.innerTintColor?.cgColor.components == [1, 0, 0, 1])
            #expect(abs(shown.progress - 0.5) < 1e-9)

            let image = try renderOnScreen(root, clock)
            #expect(pixelRGB(image, 25, 10) == [255, 0, 0], "inner tint over the first half of the top")
            #expect(pixelRGB(image, 75, 10) == [0, 0, 255], "track tint where progress has not reached")
            #expect(pixelRGB(image, 25, 30) == [0, 0, 255])
        }
    }
}
