import Foundation
import StrataGraphics

/// Small sprites: the rocket, the fish frames, the ball.
extension DemoAssets {
    /// Seed 004's red rocket, 40×20, pointing right (the way it flies).
    public static func rocket() -> CGImage? { cachedRocket }
    private static let cachedRocket: CGImage? = {
        var canvas = PixelCanvas(width: 40, height: 20)
        let red = RGBA(red: 0.9, green: 0.2, blue: 0.2), dark = RGBA(red: 0.6, green: 0.1, blue: 0.12)
        canvas.fillPolygon([CGPoint(x: 2, y: 2), CGPoint(x: 12, y: 7), CGPoint(x: 12, y: 13), CGPoint(x: 2, y: 18)], dark)
        canvas.fillRoundedRect(CGRect(x: 6, y: 6, width: 24, height: 8), radius: 4, red)
        canvas.fillPolygon([CGPoint(x: 28, y: 6), CGPoint(x: 39, y: 10), CGPoint(x: 28, y: 14)], red)
        canvas.fillEllipse(CGRect(x: 22, y: 8, width: 4, height: 4), RGBA(red: 0.8, green: 0.92, blue: 1))
        canvas.fillPolygon([CGPoint(x: 0, y: 8), CGPoint(x: 6, y: 9), CGPoint(x: 6, y: 11), CGPoint(x: 0, y: 12)], RGBA(red: 1, green: 0.75, blue: 0.2))
        return canvas.image()
    }()

    /// Seed 000's `fish0.png` … `fish9.png` (L881): an 87×32 fish whose tail and fins beat
    /// through one cycle over the ten frames.
    public static func fishFrames() -> [CGImage?] { cachedFish }
    private static let cachedFish: [CGImage?] = (0..<10).map(makeFish)

    static func makeFish(_ frame: Int) -> CGImage? {
        var canvas = PixelCanvas(width: 87, height: 32)
        let phase = Double(frame) / 10 * 2 * .pi
        let beat = sin(phase), flap = cos(phase)
        let body = RGBA(red: 1, green: 0.55, blue: 0.15), fin = RGBA(red: 0.95, green: 0.35, blue: 0.1)
        // The tail: a triangle whose tips swing up and down with the beat.
        canvas.fillPolygon([CGPoint(x: 24, y: 16), CGPoint(x: 2, y: 3 + 5 * beat), CGPoint(x: 6 + 3 * abs(beat), y: 16 + 2 * beat),
                            CGPoint(x: 2, y: 29 + 5 * beat)], fin)
        canvas.fillEllipse(CGRect(x: 16, y: 5, width: 68, height: 22), body)
        // Stripes and a fin that flaps a quarter beat after the tail.
        canvas.strokeLine(from: CGPoint(x: 44, y: 7), to: CGPoint(x: 44, y: 25), width: 3, RGBA.white)
        canvas.strokeLine(from: CGPoint(x: 60, y: 6), to: CGPoint(x: 60, y: 26), width: 3, RGBA.white)
        canvas.fillPolygon([CGPoint(x: 50, y: 18), CGPoint(x: 40, y: 24 - 4 * flap), CGPoint(x: 56, y: 22)], fin)
        canvas.fillEllipse(CGRect(x: 70, y: 11, width: 6, height: 6), RGBA.white)
        canvas.fillEllipse(CGRect(x: 72, y: 12.5, width: 3, height: 3), RGBA.black)
        return canvas.image()
    }

    /// Seed 000's `ball.png`: a shaded red ball, 60×60.
    public static func ball() -> CGImage? { cachedBall }
    private static let cachedBall: CGImage? = {
        var canvas = PixelCanvas(width: 60, height: 60)
        canvas.fill(CGRect(x: 0, y: 0, width: 60, height: 60), distance: { x, y in
            ((x - 30) * (x - 30) + (y - 30) * (y - 30)).squareRoot() - 29.5
        }, color: { x, y in
            let d = ((x - 22) * (x - 22) + (y - 20) * (y - 20)).squareRoot() / 52
            return mix(RGBA(red: 1, green: 0.65, blue: 0.55), RGBA(red: 0.65, green: 0.05, blue: 0.1), d)
        })
        return canvas.image()
    }()
}

extension DemoAssets {
    /// Playing card `index` of the shuffle demo: 120×170, white, a big suit and its rank.
    public static func card(_ index: Int) -> CGImage? {
        cachedCards.indices.contains(index) ? cachedCards[index] : makeCard(index)
    }
    private static let cachedCards = (0..<4).map(makeCard)

    static func makeCard(_ index: Int) -> CGImage? {
        var canvas = PixelCanvas(width: 120, height: 170)
        canvas.fillRoundedRect(CGRect(x: 0, y: 0, width: 120, height: 170), radius: 10, RGBA.white)
        let red = RGBA(red: 0.85, green: 0.1, blue: 0.15), black = RGBA(red: 0.1, green: 0.1, blue: 0.12)
        let colour = index % 2 == 0 ? red : black
        let (cx, cy) = (60.0, 88.0)
        switch index % 4 {
        case 0:  // hearts
            canvas.fillEllipse(CGRect(x: cx - 30, y: cy - 28, width: 32, height: 32), colour)
            canvas.fillEllipse(CGRect(x: cx - 2, y: cy - 28, width: 32, height: 32), colour)
            canvas.fillPolygon([CGPoint(x: cx - 29, y: cy - 6), CGPoint(x: cx + 29, y: cy - 6), CGPoint(x: cx, y: cy + 30)], colour)
        case 1:  // spades
            canvas.fillEllipse(CGRect(x: cx - 30, y: cy - 10, width: 32, height: 32), colour)
            canvas.fillEllipse(CGRect(x: cx - 2, y: cy - 10, width: 32, height: 32), colour)
            canvas.fillPolygon([CGPoint(x: cx - 29, y: cy + 8), CGPoint(x: cx + 29, y: cy + 8), CGPoint(x: cx, y: cy - 34)], colour)
            canvas.fillPolygon([CGPoint(x: cx, y: cy + 10), CGPoint(x: cx + 10, y: cy + 34), CGPoint(x: cx - 10, y: cy + 34)], colour)
        case 2:  // diamonds
            canvas.fillPolygon([CGPoint(x: cx, y: cy - 36), CGPoint(x: cx + 26, y: cy), CGPoint(x: cx, y: cy + 36), CGPoint(x: cx - 26, y: cy)], colour)
        default:  // clubs
            for (dx, dy) in [(-17.0, 0.0), (17.0, 0.0), (0.0, -20.0)] {
                canvas.fillEllipse(CGRect(x: cx + dx - 15, y: cy + dy - 15, width: 30, height: 30), colour)
            }
            canvas.fillPolygon([CGPoint(x: cx, y: cy), CGPoint(x: cx + 10, y: cy + 34), CGPoint(x: cx - 10, y: cy + 34)], colour)
        }
        canvas.drawDigit(index + 1, in: CGRect(x: 10, y: 10, width: 14, height: 24), thickness: 3.5, colour)
        return canvas.image()
    }

    /// The fish demo's sea (seed 000's `bg.png`): deep blue with a few bubbles.
    public static func seaBackdrop(size: CGSize) -> CGImage? {
        size == CGSize(width: 800, height: 600) ? cachedSea : makeSea(size)
    }
    private static let cachedSea = makeSea(CGSize(width: 800, height: 600))
    static func makeSea(_ size: CGSize) -> CGImage? {
        let w = max(1, Int(size.width)), h = max(1, Int(size.height))
        var canvas = PixelCanvas(width: w, height: h)
        canvas.paint { _, y in mix(RGBA(red: 0.1, green: 0.45, blue: 0.65), RGBA(red: 0.02, green: 0.12, blue: 0.3), y / Double(h)) }
        var random = SeededRandom(seed: 42)
        for _ in 0..<24 {
            let r = Double.random(in: 3...10, using: &random)
            let x = Double.random(in: 0...Double(w), using: &random), y = Double.random(in: 0...Double(h), using: &random)
            canvas.fillEllipse(CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r), RGBA(red: 1, green: 1, blue: 1, alpha: 0.18))
        }
        // Sand.
        canvas.fill(CGRect(x: 0, y: Double(h) * 0.85, width: Double(w), height: Double(h) * 0.15), distance: { x, y in
            Double(h) * 0.9 + 8 * sin(x / 60) - y
        }, color: { _, _ in RGBA(red: 0.76, green: 0.66, blue: 0.45) })
        return canvas.image()
    }
}
