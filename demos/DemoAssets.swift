import Foundation
import StrataGraphics

/// The demos' images, drawn by Strata's own code on first use and kept (issue 6 "Assets":
/// nothing is downloaded). Each stands in for an image file a seed loads: `petal.png`,
/// `background.jpg`, the cube browser's `0.jpg`…`4.jpg`, `fish0.png`…`fish9.png`, …
public enum DemoAssets {
    /// Seed 000's petal.png: a 10×20 pink petal, pointed at the top, round at the bottom.
    public static func petal() -> CGImage? { cachedPetal }
    private static let cachedPetal: CGImage? = {
        var canvas = PixelCanvas(width: 10, height: 20)
        canvas.fillEllipse(CGRect(x: 0.5, y: 4, width: 9, height: 15.5), RGBA(red: 0.97, green: 0.62, blue: 0.76))
        canvas.fillPolygon([CGPoint(x: 5, y: 0), CGPoint(x: 9, y: 9), CGPoint(x: 1, y: 9)], RGBA(red: 0.97, green: 0.62, blue: 0.76))
        canvas.strokeLine(from: CGPoint(x: 5, y: 4), to: CGPoint(x: 5, y: 17), width: 1, RGBA(red: 0.85, green: 0.4, blue: 0.58))
        return canvas.image()
    }()

    /// The seeds' background.jpg: a dusk gradient, 800×600.
    public static func backdrop(size: CGSize) -> CGImage? {
        size == CGSize(width: 800, height: 600) ? cachedBackdrop : makeBackdrop(size)
    }
    private static let cachedBackdrop = makeBackdrop(CGSize(width: 800, height: 600))
    private static func makeBackdrop(_ size: CGSize) -> CGImage? {
        let w = Int(size.width), h = Int(size.height)
        var canvas = PixelCanvas(width: w, height: h)
        canvas.fill(CGRect(x: 0, y: 0, width: w, height: h), distance: { _, _ in -1 }, color: { _, y in
            let t = y / Double(h)
            return RGBA(red: 0.10 + 0.12 * t, green: 0.11 + 0.05 * t, blue: 0.20 - 0.06 * t)
        })
        return canvas.image()
    }
}
