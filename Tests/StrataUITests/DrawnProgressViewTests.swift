import Foundation
import Testing
import UIKit

/// A progress ring drawn in draw(_:) with Core Graphics and UIKit's string drawing, as custom
/// progress views and charts write it.
final class DrawnProgressView: UIView {
    var progress: CGFloat = 0.5 { didSet { setNeedsDisplay() } }
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.white]

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        UIColor.black.setFill()
        UIRectFill(bounds)
        ctx.setLineWidth(8)
        ctx.setLineCap(.round)
        ctx.setStrokeColor(UIColor.blue.cgColor)
        ctx.addArc(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: 30, startAngle: -.pi / 2,
                   endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        ctx.strokePath()
        let text = "\(Int(progress * 100))%" as NSString
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), withAttributes: attributes)
    }
}

@Suite struct DrawnProgressViewTests {
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        let cg = image.cgImage!
        let i = y * cg.bytesPerRow + x * 4
        return cg.pixelData[i..<i + 4].map(Int.init)
    }

    @Test("NSString and String size(withAttributes:) agree and grow with the font; draw(at:withAttributes:) paints the text in its colour (Apple: NSString UIKit additions)")
    func stringDrawing() {
        let view = DrawnProgressView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let small = ("50%" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        let large = "50%".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        #expect(small.width > 0 && abs(large.width - 2 * small.width) < 2, "\(small) \(large)")
        #expect("50%".size(withAttributes: view.attributes) == NSAttributedString(string: "50%", attributes: view.attributes).size())
        #expect("a\nbb".size(withAttributes: nil).height == 2 * "a".size(withAttributes: nil).height)

        let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in view.draw(view.bounds) }
        let size = "50%".size(withAttributes: view.attributes)
        var white = 0
        for y in Int(40 - size.height / 2)..<Int(40 + size.height / 2) {
            for x in Int(40 - size.width / 2)..<Int(40 + size.width / 2) where pixel(image, x, y)[0] > 200 && pixel(image, x, y)[2] > 200 {
                white += 1
            }
        }
        #expect(white > 20, "the label's glyphs are white on black: \(white) pixels")
        #expect(pixel(image, 2, 2) == [0, 0, 0, 255], "UIRectFill filled the background")
        #expect(pixel(image, 40, 10)[2] > 200, "the ring starts at the top")
    }

    @Test("UIRectFill replaces what is under it (copy); UIRectFrame draws a one-point frame inside; UIImage() is empty; draw(in:blendMode:alpha:) (Apple: UIRectFill, UIRectFrame)")
    func rectsAndImages() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.withAlphaComponent(0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))       // copy: half-transparent blue, no red
            UIColor.green.setFill()
            UIRectFrame(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
        #expect(pixel(image, 2, 5)[3] < 140 && pixel(image, 2, 5)[0] == 0, "\(pixel(image, 2, 5))")
        #expect(pixel(image, 5, 5)[1] == 255 && pixel(image, 9, 5)[1] == 255, "the frame's sides")
        #expect(pixel(image, 7, 5) == [255, 0, 0, 255], "inside the frame: untouched")
        #expect(UIImage().size == .zero && UIImage().cgImage == nil)
        let faded = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4), blendMode: .normal, alpha: 0.5)
            UIImage().draw(at: .zero)
        }
        #expect(abs(pixel(faded, 3, 2)[3] - 128) <= 2, "\(pixel(faded, 3, 2))")
    }
}
