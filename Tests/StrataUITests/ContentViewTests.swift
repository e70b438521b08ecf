import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIImageView (Apple: "animationImages … an array of UIImage objects to use for an
/// animation"; `animationDuration`; `animationRepeatCount` — "0 … repeats indefinitely";
/// `startAnimating()`, `stopAnimating()`, `isAnimating`), UILabel, UIFont and UIBezierPath.
@Suite struct ContentViewTests {
    private func image(_ value: UInt8) -> UIImage {
        let ctx = CGContext(layerPixelsWide: 2, pixelsHigh: 2)!
        ctx.setFillColor(CGColor(red: CGFloat(value) / 255, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        return UIImage(cgImage: ctx.makeImage()!)
    }

    @Test func imageViewShowsItsImageAndPlaysFrames() {
        onVirtualClock { clock, root in
            let still = image(10)
            let frames = [image(100), image(200)]
            let view = UIImageView(image: still)
            root.addSubview(view)
            #expect(view.frame.size == CGSize(width: 2, height: 2))
            #expect(view.layer.contents as? CGImage === still.cgImage)

            view.animationImages = frames
            view.animationDuration = 1
            view.animationRepeatCount = 1
            view.startAnimating()
            clock.advance(to: 0.25)
            let first = view.layer.presentation()?.contents as? CGImage
            clock.advance(to: 0.75)
            let second = view.layer.presentation()?.contents as? CGImage
            let playing = view.isAnimating
            view.stopAnimating()

            #expect(first === frames[0].cgImage)
            #expect(second === frames[1].cgImage)
            #expect(playing && !view.isAnimating)
            #expect(view.layer.contents as? CGImage === still.cgImage)
        }
    }

    @Test func labelSetsItsTextLayer() {
        onVirtualClock { _, _ in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            label.text = "Hello"
            label.textColor = .red
            label.font = .boldSystemFont(ofSize: 20)
            label.textAlignment = .center

            let layer = label.layer as? CATextLayer
            #expect(layer?.string as? String == "Hello")
            #expect(layer?.fontSize == 20)
            #expect(layer?.foregroundColor == UIColor.red.cgColor)
            #expect(layer?.alignmentMode == .center)
            #expect(label.sizeThatFits(.zero).height > 0)
        }
    }

    @Test func bezierPathFillsIntoTheCurrentContext() {
        let ctx = CGContext(layerPixelsWide: 10, pixelsHigh: 10)!
        UIGraphicsPushContext(ctx)
        UIColor.blue.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).fill()
        UIGraphicsPopContext()
        let pixels = ctx.makeImage()!.pixelData
        let center = (5 * 10 + 5) * 4

        #expect(pixels[center + 2] == 255, "blue in the middle")
        #expect(pixels[3] < 255, "the rounded corner leaves the top-left pixel partly clear")
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5)))
    }

    @Test func clockwiseArcsTurnClockwiseOnScreen() {
        // UIBezierPath init(arcCenter:…clockwise:) — in UIKit's default coordinate system a
        // clockwise arc from 0 to π/2 passes through the bottom-right quadrant (y down).
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.bounds.minX >= -0.001 && path.bounds.minY >= -0.001)
        #expect(abs(path.bounds.maxY - 10) < 0.01)
    }
}
