import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// A solid image, as iOS code makes one for `setBackgroundImage(_:for:)` (TransitionButton's
/// `UIImage(color:)`).
private func solidImage(_ color: UIColor, _ size: CGSize) -> UIImage {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
    color.setFill()
    UIRectFill(CGRect(origin: .zero, size: size))
    let image = UIGraphicsGetImageFromCurrentImageContext()!
    UIGraphicsEndImageContext()
    return image
}

@Suite("UIButton images and background images per state")
struct ButtonImageTests {
    @Test("the state's image, else the normal one; the background fills the bounds; nil removes")
    func imagesPerState() throws {
        // https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:) — "If you
        // don't specify an image for the other states, the button uses the image associated with normal".
        // https://developer.apple.com/documentation/uikit/uibutton/backgroundimage(for:)
        try onVirtualClock { clock, _ in
            let root = whiteRoot(width: 100, height: 40)
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            let icon = solidImage(.blue, CGSize(width: 10, height: 10))
            button.setImage(icon, for: .normal)
            button.setBackgroundImage(solidImage(.red, CGSize(width: 1, height: 1)), for: .normal)
            button.setBackgroundImage(solidImage(.green, CGSize(width: 1, height: 1)), for: .disabled)
            root.addSubview(button)
            #expect(button.image(for: .highlighted) === icon && button.currentImage === icon)
            #expect(button.backgroundImage(for: .disabled) !== button.backgroundImage(for: .normal))

            var image = try renderOnScreen(root, clock)
            #expect(pixelRGB(image, 50, 20) == [0, 0, 255], "the image, centred without a title")
            #expect(pixelRGB(image, 5, 5) == [255, 0, 0], "the normal background, stretched to the bounds")

            button.isEnabled = false
            image = try renderOnScreen(root, clock)
            #expect(pixelRGB(image, 5, 5) == [0, 255, 0], "the disabled state's background")
            #expect(pixelRGB(image, 50, 20) == [0, 0, 255], "the normal image stands in for the disabled one")

            button.isEnabled = true
            button.setImage(nil, for: .normal)
            #expect(button.currentImage == nil)
            image = try renderOnScreen(root, clock)
            #expect(pixelRGB(image, 50, 20) == [255, 0, 0])
        }
    }

    @Test("with a title the image sits left of it, the two centred together")
    func imageBesideTitle() throws {
        try onVirtualClock { _, _ in
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            button.setTitle("Go", for: .normal)
            button.setImage(solidImage(.blue, CGSize(width: 20, height: 20)), for: .normal)
            button.layoutIfNeeded()
            let imageFrame = try #require(button.imageView?.frame)
            let titleFrame = try #require(button.titleLabel?.frame)
            #expect(imageFrame.maxX == titleFrame.minX)
            #expect(abs((imageFrame.minX + titleFrame.maxX) / 2 - 100) < 0.5, "\(imageFrame) \(titleFrame)")
            #expect(imageFrame.midY == 20)
            #expect(button.intrinsicContentSize.width == titleFrame.width + 20 + 16)
        }
    }
}
