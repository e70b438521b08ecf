import Foundation
import StrataCore
import StrataGraphics

/// Small sprites: the rocket, the fish frames, the ball, the cards, the sea.
extension DemoAssets {
    /// Seed 004's red rocket, 40×20, pointing right (the way it flies).
    public static func rocket() -> CGImage? { cachedRocket }
    private static let cachedRocket: CGImage? = P.image(width: 40, height: 20) { ctx in
        let red = RGBA(red: 0.9, green: 0.2, blue: 0.2), dark = RGBA(red: 0.6, green: 0.1, blue: 0.12)
        P.fill(ctx, P.polygon([CGPoint(x: 2, y: 2), CGPoint(x: 12, y: 7), CGPoint(x: 12, y: 13), CGPoint(x: 2, y: 18)]), dark)
        P.fill(ctx, P.polygon([CGPoint(x: 0, y: 8), CGPoint(x: 6, y: 9), CGPoint(x: 6, y: 11), CGPoint(x: 0, y: 12)]), RGBA(red: 1, green: 0.75, blue: 0.2))
        P.fill(ctx, CGPath(roundedRect: CGRect(x: 6, y: 6, width: 24, height: 8), cornerWidth: 4, cornerHeight: 4), red)
        P.fill(ctx, P.polygon([CGPoint(x: 28, y: 6), CGPoint(x: 39, y: 10), CGPoint(x: 28, y: 14)]), red)
        P.fill(ctx, CGPath(ellipseIn: CGRect(x: 22, y: 8, width: 4, height: 4)), RGBA(red: 0.8, green: 0.92, blue: 1))
    }

    /// Seed 000's `fish0.png` … `fish9.png` (L881): an 87×32 fish whose tail and fin beat
    /// through one cycle over the ten frames.
    public static func fishFrames() -> [CGImage?] { cachedFish }
    private static let cachedFish: [CGImage?] = (0..<10).map(makeFish)

    static func makeFish(_ frame: Int) -> CGImage? {
        let phase = CGFloat(frame) / 10 * 2 * .pi
        let beat = sin(phase), flap = cos(phase)
        return P.image(width: 87, height: 32) { ctx in
            let body = RGBA(red: 1, green: 0.55, blue: 0.15), fin = RGBA(red: 0.95, green: 0.35, blue: 0.1)
            // The tail swings up and down with the beat; the fin flaps a quarter beat later.
            P.fill(ctx, P.polygon([CGPoint(x: 24, y: 16), CGPoint(x: 2, y: 3 + 5 * beat), CGPoint(x: 6 + 3 * abs(beat), y: 16 + 2 * beat),
                                   CGPoint(x: 2, y: 29 + 5 * beat)]), fin)
            P.fill(ctx, CGPath(ellipseIn: CGRect(x: 16, y: 5, width: 68, height: 22)), body)
            P.strokeLines(ctx, [(CGPoint(x: 44, y: 8), CGPoint(x: 44, y: 24)), (CGPoint(x: 60, y: 7), CGPoint(x: 60, y: 25))], width: 3, .white)
            P.fill(ctx, P.polygon([CGPoint(x: 50, y: 18), CGPoint(x: 40, y: 24 - 4 * flap), CGPoint(x: 56, y: 22)]), fin)
            P.fill(ctx, CGPath(ellipseIn: CGRect(x: 70, y: 11, width: 6, height: 6)), .white)
            P.fill(ctx, CGPath(ellipseIn: CGRect(x: 72, y: 12.5, width: 3, height: 3)), .black)
        }
    }

    /// Seed 000's `ball.png`: a shaded red ball, 60×60.
    public static func ball() -> CGImage? { cachedBall }
    private static let cachedBall: CGImage? = P.image(width: 60, height: 60) { ctx in
        guard let gradient = CGGradient(colorsSpace: nil, colors: [RGBA(red: 1, green: 0.65, blue: 0.55), RGBA(red: 0.65, green: 0.05, blue: 0.1)].map(P.color),
                                        locations: [0, 1]) else { return }
        ctx.addEllipse(in: CGRect(x: 0.5, y: 0.5, width: 59, height: 59))
        ctx.clip()
        ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 22, y: 20), startRadius: 0, endCenter: CGPoint(x: 22, y: 20),
                               endRadius: 52, options: [.drawsAfterEndLocation])
    }

    /// Playing card `index` of the shuffle demo: 120×170, white, a big suit and its rank.
    public static func card(_ index: Int) -> CGImage? {
        cachedCards.indices.contains(index) ? cachedCards[index] : makeCard(index)
    }
    private static let cachedCards = (0..<4).map(makeCard)

    static func makeCard(_ index: Int) -> CGImage? {
        P.image(width: 120, height: 170) { ctx in
            P.fill(ctx, CGPath(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 170), cornerWidth: 10, cornerHeight: 10), .white)
            let colour = index % 2 == 0 ? RGBA(red: 0.85, green: 0.1, blue: 0.15) : RGBA(red: 0.1, green: 0.1, blue: 0.12)
            let suits = ["♥", "♠", "♦", "♣"]
            P.centredText(ctx, suits[index % 4], centre: CGPoint(x: 60, y: 90), size: 80, colour)
            // A real card's corners (issue 17: the ace read "1"): rank over a small suit, top
            // left and, upside down, bottom right.
            let rank = ["A", "K", "Q", "J"][index % 4]
            for flipped in [false, true] {
                ctx.saveGState()
                if flipped {
                    ctx.translateBy(x: 120, y: 170)
                    ctx.rotate(by: .pi)
                }
                P.centredText(ctx, rank, centre: CGPoint(x: 16, y: 20), size: 22, colour)
                P.centredText(ctx, suits[index % 4], centre: CGPoint(x: 16, y: 42), size: 16, colour)
                ctx.restoreGState()
            }
        }
    }

    /// The fish demo's sea (seed 000's `bg.png`): deep blue with bubbles and sand.
    public static func seaBackdrop(size: CGSize) -> CGImage? {
        size == CGSize(width: 800, height: 600) ? cachedSea : makeSea(size)
    }
    private static let cachedSea = makeSea(CGSize(width: 800, height: 600))
    static func makeSea(_ size: CGSize) -> CGImage? {
        let w = max(1, size.width), h = max(1, size.height)
        return P.image(width: Int(w), height: Int(h)) { ctx in
            P.linearGradient(ctx, [RGBA(red: 0.1, green: 0.45, blue: 0.65), RGBA(red: 0.02, green: 0.12, blue: 0.3)],
                             from: .zero, to: CGPoint(x: 0, y: h))
            var random = SeededRandom(seed: 42)
            ctx.setFillColor(P.color(RGBA(red: 1, green: 1, blue: 1, alpha: 0.18)))
            for _ in 0..<24 {
                let r = CGFloat.random(in: 3...10, using: &random)
                let x = CGFloat.random(in: 0...w, using: &random), y = CGFloat.random(in: 0...h, using: &random)
                ctx.fillEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
            }
            let sand = CGMutablePath()
            sand.move(to: CGPoint(x: 0, y: h))
            for step in 0...80 {
                let x = w * CGFloat(step) / 80
                sand.addLine(to: CGPoint(x: x, y: h * 0.9 + 8 * sin(x / 60)))
            }
            sand.addLine(to: CGPoint(x: w, y: h))
            sand.closeSubpath()
            P.fill(ctx, sand, RGBA(red: 0.76, green: 0.66, blue: 0.45))
        }
    }

    /// The snow demo's flake: a soft white disc, 16×16 (drawn: the emitter tints and scales it).
    public static func flake() -> CGImage? { cachedFlake }
    private static let cachedFlake: CGImage? = P.image(width: 16, height: 16) { ctx in
        guard let gradient = CGGradient(colorsSpace: nil, colors: [RGBA(red: 1, green: 1, blue: 1), RGBA(red: 1, green: 1, blue: 1, alpha: 0)].map(P.color),
                                        locations: [0.4, 1]) else { return }
        ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 8, y: 8), startRadius: 0, endCenter: CGPoint(x: 8, y: 8),
                               endRadius: 8, options: [.drawsBeforeStartLocation])
    }
}
