import Foundation
import Testing
@testable import StrataUI
@testable import StrataCore

/// Frame-by-frame idioms of loading-indicator and game-like code: an animated UIImage in an
/// image view, and a display link taken off the run loop and put back.
@Suite struct FrameAnimationIdiomsTests {
    func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    @Test("UIImage.animatedImage(with:duration:) keeps its frames and duration; an image view given one plays it for ever, evenly; a still image stops it (Apple: UIImage animatedImage(with:duration:), images, duration)")
    func animatedImage() throws {
        // https://developer.apple.com/documentation/uikit/uiimage/animatedimage(with:duration:);
        // https://developer.apple.com/documentation/uikit/uiimage/duration — "For a
        // non-animated image, the value of this property is 0.0"; .../uiimage/images — nil for
        // a non-animated image.
        try onVirtualClock { clock, root in
            let frames = [swatch(.red), swatch(.green), swatch(.blue)]
            let spinner = try #require(UIImage.animatedImage(with: frames, duration: 0.3))
            #expect(spinner.images?.count == 3 && spinner.duration == 0.3 && spinner.size == CGSize(width: 4, height: 4))
            #expect(frames[0].images == nil && frames[0].duration == 0)
            #expect(UIImage.animatedImage(with: [], duration: 1) == nil)

            let imageView = UIImageView(image: spinner)
            root.addSubview(imageView)
            let shown = { imageView.layer.presentation()?.contents as AnyObject? }
            clock.advance(to: 0.05)
            #expect(shown() === frames[0].cgImage)
            clock.advance(to: 0.15)
            #expect(shown() === frames[1].cgImage)
            clock.advance(to: 0.25)
            #expect(shown() === frames[2].cgImage)
            clock.advance(to: 9.05)
            #expect(shown() === frames[0].cgImage, "repeats for ever")

            imageView.image = frames[2]
            clock.advance(to: 9.15)
            #expect(shown() === frames[2].cgImage && imageView.layer.animationKeys() == nil)
        }
    }

    @Test("a display link removed from its run-loop mode stops firing and can be added again; removed from one of two modes it keeps firing (Apple: CADisplayLink remove(from:forMode:), invalidate())")
    func displayLinkRemoval() {
        // https://developer.apple.com/documentation/quartzcore/cadisplaylink/remove(from:formode:)
        // — "Removes the display link from the run loop for the given mode";
        // .../cadisplaylink/invalidate() — "Removes the display link from all run loop modes".
        let clock = MediaClock.virtual()
        clock.run {
            var ticks = 0
            let link = CADisplayLink { _ in ticks += 1 }
            link.add(to: .main, forMode: .common)
            for frame in 1...3 { clock.advance(to: Double(frame) / 60) }
            #expect(ticks == 3)
            link.remove(from: .main, forMode: .common)
            for frame in 4...6 { clock.advance(to: Double(frame) / 60) }
            #expect(ticks == 3, "off the run loop")
            link.add(to: .main, forMode: .common)
            for frame in 7...8 { clock.advance(to: Double(frame) / 60) }
            #expect(ticks == 5, "back on it")

            link.add(to: .main, forMode: .tracking)
            link.remove(from: .main, forMode: .common)
            clock.advance(to: 9.0 / 60)
            #expect(ticks == 6, "still in the tracking mode")
            link.invalidate()
            link.add(to: .main, forMode: .default)
            clock.advance(to: 10.0 / 60)
            #expect(ticks == 6, "an invalidated link never fires again")
        }
    }
}
