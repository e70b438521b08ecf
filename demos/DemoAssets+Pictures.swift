import Foundation
import StrataGraphics

/// The larger pictures: the cube browser's photos, the app icons, the planet.
extension DemoAssets {
    /// The cube browser's `0.jpg` … `4.jpg` (seed 000 L763–834): five distinct full-window
    /// photographs (`DemoPhotos`; an index outside 0…4 wraps), `size` in pixels: the 800×600
    /// photo itself at that size, else the photo scaled to fill `size` and centred (cropped,
    /// never stretched). When the photo files are missing, a drawn stand-in (a sky, a sun and
    /// hills) of the same size, so a demo never lacks its picture.
    public static func photo(_ index: Int, size: CGSize) -> CGImage? {
        let wrapped = ((index % DemoPhotos.count) + DemoPhotos.count) % DemoPhotos.count
        guard let photo = DemoPhotos.photo(wrapped) else {
            if size == DemoPhotos.size { return cachedStandIns[wrapped] }
            return makePhoto(wrapped, size: size)
        }
        if size == DemoPhotos.size || !(size.width >= 1 && size.height >= 1) { return photo }
        return aspectFilled(photo, size: size)
    }
    private static let cachedStandIns = (0..<DemoPhotos.count).map { makePhoto($0, size: DemoPhotos.size) }

    /// `image` scaled to cover `size` (pixels) and centred, the overflow cropped (UIKit's
    /// scaleAspectFill). The context is y-down, so the y-up `draw(_:in:)` is flipped.
    static func aspectFilled(_ image: CGImage, size: CGSize) -> CGImage? {
        let w = min(size.width.rounded(), 8192), h = min(size.height.rounded(), 8192)
        let scale = max(w / CGFloat(image.width), h / CGFloat(image.height))
        let drawn = CGSize(width: CGFloat(image.width) * scale, height: CGFloat(image.height) * scale)
        let rect = CGRect(x: (w - drawn.width) / 2, y: (h - drawn.height) / 2, width: drawn.width, height: drawn.height)
        return P.image(width: Int(w), height: Int(h)) { ctx in
            ctx.translateBy(x: 0, y: rect.maxY + rect.minY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: rect)
        }
    }

    static let photoPalettes: [(top: RGBA, bottom: RGBA, hills: RGBA, sun: RGBA)] = [
        (RGBA(red: 0.16, green: 0.42, blue: 0.85), RGBA(red: 0.62, green: 0.82, blue: 0.98), RGBA(red: 0.18, green: 0.55, blue: 0.25), RGBA(red: 1, green: 0.9, blue: 0.3)),
        (RGBA(red: 0.95, green: 0.45, blue: 0.2), RGBA(red: 0.99, green: 0.8, blue: 0.5), RGBA(red: 0.45, green: 0.25, blue: 0.3), RGBA(red: 1, green: 0.97, blue: 0.8)),
        (RGBA(red: 0.05, green: 0.05, blue: 0.2), RGBA(red: 0.2, green: 0.15, blue: 0.45), RGBA(red: 0.08, green: 0.1, blue: 0.15), RGBA(red: 0.92, green: 0.92, blue: 0.85)),
        (RGBA(red: 0.1, green: 0.55, blue: 0.55), RGBA(red: 0.7, green: 0.95, blue: 0.85), RGBA(red: 0.9, green: 0.85, blue: 0.6), RGBA(red: 1, green: 0.6, blue: 0.2)),
        (RGBA(red: 0.5, green: 0.2, blue: 0.6), RGBA(red: 0.95, green: 0.6, blue: 0.75), RGBA(red: 0.3, green: 0.15, blue: 0.4), RGBA(red: 1, green: 0.85, blue: 0.9)),
    ]

    static func makePhoto(_ index: Int, size: CGSize) -> CGImage? {
        let w = max(1, size.width), h = max(1, size.height)
        let palette = photoPalettes[((index % 5) + 5) % 5]
        let s = min(w, h) / 600
        return P.image(width: Int(w), height: Int(h)) { ctx in
            P.linearGradient(ctx, [palette.top, palette.bottom], from: .zero, to: CGPoint(x: 0, y: h))
            ctx.setFillColor(P.color(palette.sun))
            ctx.fillEllipse(in: CGRect(x: w * (0.15 + 0.15 * CGFloat(index)), y: 70 * s, width: 110 * s, height: 110 * s))
            // Two rolling hills, the far one darker.
            for (phase, level, shade) in [(0.0, 0.72, 0.85), (2.0, 0.8, 1.0)] {
                let hill = CGMutablePath()
                hill.move(to: CGPoint(x: 0, y: h))
                for step in 0...80 {
                    let x = w * CGFloat(step) / 80
                    hill.addLine(to: CGPoint(x: x, y: h * level + 40 * s * sin(x / w * 2 * .pi * 1.5 + phase + CGFloat(index))))
                }
                hill.addLine(to: CGPoint(x: w, y: h))
                hill.closeSubpath()
                P.fill(ctx, hill, RGBA(red: palette.hills.red * shade, green: palette.hills.green * shade, blue: palette.hills.blue * shade))
            }
        }
    }

    /// The background colour of app icon `index` (also the layer's backgroundColor).
    public static func iconColor(_ index: Int) -> CGColor { P.color(iconRGBA(index)) }

    static func iconRGBA(_ index: Int) -> RGBA { P.hsv(Double((index * 7) % 15) / 15, 0.65, 0.9) }

    /// App icon `index`: a 76-point rounded square in a light-to-dark gradient of its colour
    /// with a white glyph (one of five shapes).
    public static func appIcon(_ index: Int) -> CGImage? {
        cachedIcons.indices.contains(index) ? cachedIcons[index] : makeAppIcon(index)
    }
    private static let cachedIcons = (0..<15).map(makeAppIcon)

    static func makeAppIcon(_ index: Int) -> CGImage? {
        // Drawn at 2x (issue 17: the 1x art was blurry in a 2x window).
        P.image(width: 76, height: 76, scale: 2) { ctx in
            let base = iconRGBA(index)
            ctx.saveGState()
            ctx.addPath(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 76, height: 76), cornerWidth: 16, cornerHeight: 16))
            ctx.clip()
            P.linearGradient(ctx, [P.mix(base, .white, 0.35), base], from: .zero, to: CGPoint(x: 0, y: 76))
            ctx.restoreGState()
            let glyph = RGBA(red: 1, green: 1, blue: 1, alpha: 0.95)
            switch index % 5 {
            case 0: P.fill(ctx, CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 36, height: 36)), glyph)
            case 1: P.fill(ctx, P.polygon([CGPoint(x: 38, y: 14), CGPoint(x: 62, y: 58), CGPoint(x: 14, y: 58)]), glyph)
            case 2: P.fill(ctx, CGPath(roundedRect: CGRect(x: 20, y: 20, width: 36, height: 36), cornerWidth: 6, cornerHeight: 6), glyph)
            case 3:
                let star = (0..<10).map { i -> CGPoint in
                    let r: CGFloat = i % 2 == 0 ? 24 : 10, a = CGFloat(i) * .pi / 5 - .pi / 2
                    return CGPoint(x: 38 + r * cos(a), y: 40 + r * sin(a))
                }
                P.fill(ctx, P.polygon(star), glyph)
            default:
                P.strokeLines(ctx, [(CGPoint(x: 22, y: 38), CGPoint(x: 54, y: 38)), (CGPoint(x: 38, y: 22), CGPoint(x: 38, y: 54))],
                              width: 8, glyph)
            }
        }
    }

    /// The planet of the orbit demo: a shaded blue sphere, 80×80.
    public static func planet() -> CGImage? { cachedPlanet }
    private static let cachedPlanet: CGImage? = P.image(width: 80, height: 80) { ctx in
        guard let gradient = CGGradient(colorsSpace: nil, colors: [RGBA(red: 0.55, green: 0.75, blue: 1), RGBA(red: 0.08, green: 0.2, blue: 0.55)].map(P.color),
                                        locations: [0, 1]) else { return }
        ctx.addEllipse(in: CGRect(x: 0.5, y: 0.5, width: 79, height: 79))
        ctx.clip()
        ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 28, y: 26), startRadius: 0, endCenter: CGPoint(x: 28, y: 26),
                               endRadius: 70, options: [.drawsAfterEndLocation])
    }

    /// The satellite: a 24×12 body with solar panels.
    public static func satellite() -> CGImage? { cachedSatellite }
    private static let cachedSatellite: CGImage? = P.image(width: 24, height: 12) { ctx in
        let panel = RGBA(red: 0.3, green: 0.5, blue: 0.9)
        P.fill(ctx, CGPath(rect: CGRect(x: 0, y: 3, width: 7, height: 6)), panel)
        P.fill(ctx, CGPath(rect: CGRect(x: 17, y: 3, width: 7, height: 6)), panel)
        P.fill(ctx, CGPath(roundedRect: CGRect(x: 7, y: 1, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2),
               RGBA(red: 0.9, green: 0.9, blue: 0.92))
    }
}
