import Foundation
import StrataGraphics

/// The demos' images, drawn with Strata's CGContext on first use and kept (issue 6 "Assets":
/// made by the project's code, nothing is downloaded), except the photographs, which ship as
/// files (`DemoPhotos`, issue 17). Each stands in for an
/// image file a seed loads: `petal.png`, `background.jpg`, the cube browser's `0.jpg`…`4.jpg`,
/// `fish0.png`…`fish9.png`, `ball.png`, the rocket, the app icons.
public enum DemoAssets {
    typealias P = DemoPainter

    /// Seed 000's petal.png: a 10×20 pink petal, pointed at the top, round at the bottom. Drawn
    /// at 4 pixels a point: the path demos show it enlarged about 1.2–1.8 times, in a 2x window
    /// too (issue 17: no 1x art scaled up).
    public static func petal() -> CGImage? { cachedPetal }
    private static let cachedPetal: CGImage? = P.image(width: 10, height: 20, scale: 4) { ctx in
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 5, y: 0.5))
        path.addCurve(to: CGPoint(x: 5, y: 19.5), control1: CGPoint(x: 12, y: 6), control2: CGPoint(x: 11, y: 19.5))
        path.addCurve(to: CGPoint(x: 5, y: 0.5), control1: CGPoint(x: -1, y: 19.5), control2: CGPoint(x: -2, y: 6))
        ctx.saveGState()
        ctx.addPath(path)
        ctx.clip()
        P.linearGradient(ctx, [RGBA(red: 1, green: 0.85, blue: 0.9), RGBA(red: 0.95, green: 0.5, blue: 0.68)],
                         from: CGPoint(x: 5, y: 0), to: CGPoint(x: 5, y: 20))
        ctx.restoreGState()
        P.strokeLines(ctx, [(CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 16))], width: 0.8, RGBA(red: 0.85, green: 0.4, blue: 0.58))
    }

    /// The seeds' background.jpg: a dusk gradient, 800×600 (or `size`).
    public static func backdrop(size: CGSize) -> CGImage? {
        size == CGSize(width: 800, height: 600) ? cachedBackdrop : makeBackdrop(size)
    }
    private static let cachedBackdrop = makeBackdrop(CGSize(width: 800, height: 600))
    private static func makeBackdrop(_ size: CGSize) -> CGImage? {
        P.image(width: max(1, Int(size.width)), height: max(1, Int(size.height))) { ctx in
            P.linearGradient(ctx, [RGBA(red: 0.10, green: 0.11, blue: 0.20), RGBA(red: 0.22, green: 0.16, blue: 0.14)],
                             from: .zero, to: CGPoint(x: 0, y: size.height))
        }
    }
}
