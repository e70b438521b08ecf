import Foundation
import Testing
import UIKit

/// A tinted icon badge as animated-button libraries write one: a template image recoloured by
/// the view's tint, a stretchable background, an attributed caption, accessibility set (and
/// overridden) on the view.
final class BadgeButtonView: UIView {
    let icon = UIImageView()
    let caption = UILabel()
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { [.button] }
        set {}
    }
    func configure(with image: UIImage) {
        icon.image = image.withRenderingMode(.alwaysTemplate)
        icon.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        addSubview(icon)
        caption.attributedText = NSAttributedString(string: "New", attributes: [
            .font: UIFont.preferredFont(forTextStyle: .headline),
            .foregroundColor: UIColor.white,
        ])
        caption.lineBreakMode = .byTruncatingMiddle
        caption.adjustsFontSizeToFitWidth = true
        caption.minimumScaleFactor = 0.5
        addSubview(caption)
        accessibilityLabel = "New items"
    }
}

@Suite struct IconAndLabelIdiomsTests {
    func square(_ color: UIColor, alpha: CGFloat = 1) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in
            color.withAlphaComponent(alpha).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 4)).fill()
        }
    }

    func pixel(_ image: CGImage?, _ x: Int, _ y: Int) -> [Int] {
        guard let image else { return [] }
        let i = y * image.bytesPerRow + x * 4
        return image.pixelData[i..<i + 4].map(Int.init)
    }

    @Test("withTintColor fills the image's alpha with the colour and keeps the rendering mode; a template image in an image view takes the view's tint (Apple: UIImage withTintColor(_:), UIImageView tintColor)")
    func tints() {
        // https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:): "draws the
        // background tint color followed by the image contents using destinationIn … The new
        // image uses the same rendering mode as the original image."
        let red = square(.red, alpha: 0.5)
        let blue = red.withTintColor(.blue)
        #expect(blue.renderingMode == .automatic)
        #expect(pixel(blue.cgImage, 2, 1) == [0, 0, 128, 128], "blue at the image's alpha (premultiplied)")
        #expect(pixel(blue.cgImage, 2, 6)[3] == 0, "clear stays clear")
        #expect(red.withTintColor(.green, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)

        let badge = BadgeButtonView(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        badge.configure(with: square(.red))
        badge.tintColor = .green
        let shown = badge.icon.layer.contents as! CGImage
        #expect(pixel(shown, 2, 1) == [0, 255, 0, 255], "the template shows in the tint: \(pixel(shown, 2, 1))")
        badge.tintColor = .blue                                  // follows tint changes
        #expect(pixel(badge.icon.layer.contents as? CGImage, 2, 1) == [0, 0, 255, 255])
        badge.icon.image = square(.red)                          // an ordinary image shows as is
        #expect(pixel(badge.icon.layer.contents as? CGImage, 2, 1) == [255, 0, 0, 255])
    }

    @Test("resizableImage(withCapInsets:) stretches the middle only, through the layer's contentsCenter; pngData round-trips (Apple: UIImage resizableImage(withCapInsets:))")
    func stretchAndEncode() throws {
        let image = square(.red).resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(image.capInsets.left == 2 && image.resizingMode == .tile)
        let view = UIImageView(image: image)
        #expect(view.layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 8, height: 8))
        #expect(pixel(decoded.cgImage, 1, 1) == [255, 0, 0, 255])
    }

    // https://developer.apple.com/documentation/uikit/uiimage/jpegdata(compressionquality:):
    // "A data object containing the JPEG data, or nil if there was a problem generating the
    // data"; compressionQuality 0.0 is maximum compression, 1.0 the least.
    @Test("jpegData(compressionQuality:) encodes a JPEG that decodes to the image's colours; lower quality gives fewer bytes")
    func jpegEncode() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32))
        let image = renderer.image { ctx in
            for i in 0..<32 {
                UIColor(red: CGFloat(i) / 31, green: 0.5, blue: 1 - CGFloat(i) / 31, alpha: 1).setFill()
                ctx.fill(CGRect(x: i, y: 0, width: 1, height: 32))
            }
        }
        let best = try #require(image.jpegData(compressionQuality: 1))
        let small = try #require(image.jpegData(compressionQuality: 0.1))
        #expect(best.starts(with: [0xFF, 0xD8, 0xFF]), "a JPEG starts with SOI and a marker")
        #expect(small.count < best.count, "quality 0.1: \(small.count) bytes, 1: \(best.count)")
        let decoded = try #require(UIImage(data: best))
        #expect(decoded.size == image.size)
        let middle = pixel(decoded.cgImage, Int(decoded.size.width * decoded.scale) / 2, 3)
        let expected = pixel(image.cgImage, Int(image.size.width * image.scale) / 2, 3)
        #expect(zip(middle, expected).allSatisfy { abs(Int($0) - Int($1)) <= 8 }, "\(middle) vs \(expected)")
    }

    @Test("attributedText sets the text and its first character's font and colour; text replaces it; line breaks map to the layer's truncation (Apple: UILabel attributedText)")
    func attributedCaption() {
        let badge = BadgeButtonView(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        badge.configure(with: square(.red))
        let label = badge.caption
        #expect(label.text == "New")
        #expect(label.font.pointSize == 17 && label.textColor == .white)
        #expect(label.attributedText?.string == "New")
        #expect((label.layer as? CATextLayer)?.truncationMode == .middle)
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UILabel().lineBreakMode == .byTruncatingTail)
    }

    @Test("accessibility properties are stored and overridable; layout direction is left to right unless forced (Apple: UIAccessibility, semanticContentAttribute)")
    func accessibilityAndDirection() {
        let badge = BadgeButtonView(frame: .zero)
        badge.configure(with: square(.red))
        #expect(badge.accessibilityLabel == "New items")
        #expect(badge.isAccessibilityElement && badge.accessibilityTraits == .button)
        badge.accessibilityIdentifier = "badge"
        #expect(badge.accessibilityIdentifier == "badge")
        #expect(UIView().isAccessibilityElement == false)
        #expect(badge.effectiveUserInterfaceLayoutDirection == .leftToRight)
        badge.semanticContentAttribute = .forceRightToLeft
        #expect(badge.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(badge.clearsContextBeforeDrawing)
    }

    @Test("CAAnimation.preferredFrameRateRange is kept through add(_:forKey:)'s copy; cornerCurveExpansionFactor (Apple: CAAnimation preferredFrameRateRange, CALayer cornerCurveExpansionFactor(_:))")
    func frameRateAndCorners() {
        let layer = CALayer()
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
        layer.add(pulse, forKey: "pulse")
        #expect(layer.animation(forKey: "pulse")?.preferredFrameRateRange == CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120))
        #expect(CABasicAnimation().preferredFrameRateRange == .default)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(abs(CALayer.cornerCurveExpansionFactor(.continuous) - 1.528665) < 1e-6)
    }
}

@Suite struct TextLayerFontIdiomTests {
    @Test("a UIFont set as a CATextLayer's font gives its family; the size stays fontSize's (Apple: CATextLayer font)")
    func uiFontOnTextLayer() {
        // https://developer.apple.com/documentation/quartzcore/catextlayer/font: "can be a
        // CTFont, CGFont, … or a string naming the font"; a font object's size is ignored.
        let text = CATextLayer()
        let font = UIFont.boldSystemFont(ofSize: 14)
        text.font = font
        text.fontSize = font.pointSize
        #expect(text.font as? String == font.fontName)
        #expect(text.fontSize == 14)
        text.font = UIFont.systemFont(ofSize: 30)
        #expect(text.fontSize == 14)
    }
}

@Suite struct DynamicColorIdiomTests {
    @Test("a dynamic colour resolves for the light environment and again for others; asset colours are nil; overrides are stored (Apple: UIColor init(dynamicProvider:))")
    func darkModeColors() {
        // https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
        let brand = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(brand.cgColor == UIColor.black.cgColor, "Strata's interface is light")
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor == UIColor.white.cgColor)
        let red = UIColor.red
        #expect(red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === red, "a fixed colour is itself")
        #expect(UIColor(named: "Brand") == nil)
        #expect(abs(UIColor.systemFill.cgColor.alpha - 0.2) < 1e-9 && UIColor.opaqueSeparator.cgColor.alpha == 1)
        let view = UIView()
        view.overrideUserInterfaceStyle = .dark
        #expect(view.overrideUserInterfaceStyle == .dark)
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .light
        #expect(controller.overrideUserInterfaceStyle == .light)
    }
}
