import Foundation
import StrataGraphics

/// The larger pictures: the cube browser's photos, the app icons, the planet.
extension DemoAssets {
    /// The cube browser's `0.jpg` … `4.jpg` (seed 000 L763–834): five distinct full-window
    /// pictures, each a gradient sky, a sun or moon, hills, and its number, big.
    public static func photo(_ index: Int, size: CGSize) -> CGImage? {
        if size == CGSize(width: 800, height: 600), cachedPhotos.indices.contains(index) { return cachedPhotos[index] }
        return makePhoto(index, size: size)
    }
    private static let cachedPhotos = (0..<5).map { makePhoto($0, size: CGSize(width: 800, height: 600)) }

    static let photoPalettes: [(top: RGBA, bottom: RGBA, hills: RGBA, sun: RGBA)] = [
        (RGBA(red: 0.16, green: 0.42, blue: 0.85), RGBA(red: 0.62, green: 0.82, blue: 0.98), RGBA(red: 0.18, green: 0.55, blue: 0.25), RGBA(red: 1, green: 0.9, blue: 0.3)),
        (RGBA(red: 0.95, green: 0.45, blue: 0.2), RGBA(red: 0.99, green: 0.8, blue: 0.5), RGBA(red: 0.45, green: 0.25, blue: 0.3), RGBA(red: 1, green: 0.97, blue: 0.8)),
        (RGBA(red: 0.05, green: 0.05, blue: 0.2), RGBA(red: 0.2, green: 0.15, blue: 0.45), RGBA(red: 0.08, green: 0.1, blue: 0.15), RGBA(red: 0.92, green: 0.92, blue: 0.85)),
        (RGBA(red: 0.1, green: 0.55, blue: 0.55), RGBA(red: 0.7, green: 0.95, blue: 0.85), RGBA(red: 0.9, green: 0.85, blue: 0.6), RGBA(red: 1, green: 0.6, blue: 0.2)),
        (RGBA(red: 0.5, green: 0.2, blue: 0.6), RGBA(red: 0.95, green: 0.6, blue: 0.75), RGBA(red: 0.3, green: 0.15, blue: 0.4), RGBA(red: 1, green: 0.85, blue: 0.9)),
    ]

    static func makePhoto(_ index: Int, size: CGSize) -> CGImage? {
        let w = max(1, Int(size.width)), h = max(1, Int(size.height))
        let palette = photoPalettes[((index % 5) + 5) % 5]
        var canvas = PixelCanvas(width: w, height: h)
        canvas.paint { _, y in mix(palette.top, palette.bottom, y / Double(h)) }
        let s = Double(min(w, h)) / 600
        canvas.fillEllipse(CGRect(x: Double(w) * (0.15 + 0.15 * Double(index)), y: 70 * s, width: 110 * s, height: 110 * s), palette.sun)
        // Two rolling hills.
        for (phase, level, shade) in [(0.0, 0.72, 0.85), (2.0, 0.8, 1.0)] {
            let colour = RGBA(red: palette.hills.red * shade, green: palette.hills.green * shade, blue: palette.hills.blue * shade)
            canvas.fill(CGRect(x: 0, y: Double(h) * 0.5, width: Double(w), height: Double(h) * 0.5), distance: { x, y in
                let ridge = Double(h) * level + 40 * s * sin(x / Double(w) * 2 * .pi * 1.5 + phase + Double(index))
                return ridge - y
            }, color: { _, _ in colour })
        }
        // The picture's number, as a seven-segment digit.
        let digitRect = CGRect(x: Double(w) / 2 - 90 * s, y: Double(h) / 2 - 170 * s, width: 180 * s, height: 300 * s)
        canvas.drawDigit(index, in: digitRect, thickness: 34 * s, RGBA(red: 1, green: 1, blue: 1, alpha: 0.92))
        return canvas.image()
    }

    static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        let t = min(max(t, 0), 1)
        return RGBA(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                    blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// The background colour of app icon `index` (also the layer's backgroundColor).
    public static func iconColor(_ index: Int) -> CGColor {
        let c = iconRGBA(index)
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: 1)
    }

    static func iconRGBA(_ index: Int) -> RGBA {
        let hue = Double((index * 7) % 15) / 15
        return hsv(hue, 0.65, 0.9)
    }

    static func hsv(_ h: Double, _ s: Double, _ v: Double) -> RGBA {
        let i = Int(h * 6) % 6, f = h * 6 - floor(h * 6)
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        switch i {
        case 0: return RGBA(red: v, green: t, blue: p)
        case 1: return RGBA(red: q, green: v, blue: p)
        case 2: return RGBA(red: p, green: v, blue: t)
        case 3: return RGBA(red: p, green: q, blue: v)
        case 4: return RGBA(red: t, green: p, blue: v)
        default: return RGBA(red: v, green: p, blue: q)
        }
    }

    /// App icon `index`: a rounded square in a light-to-dark gradient of its colour with a
    /// white glyph (one of five shapes).
    public static func appIcon(_ index: Int) -> CGImage? {
        cachedIcons.indices.contains(index) ? cachedIcons[index] : makeAppIcon(index)
    }
    private static let cachedIcons = (0..<15).map(makeAppIcon)

    static func makeAppIcon(_ index: Int) -> CGImage? {
        let size = 76.0
        var canvas = PixelCanvas(width: 76, height: 76)
        let base = iconRGBA(index)
        let light = mix(base, .white, 0.35)
        canvas.fillRoundedRect(CGRect(x: 0, y: 0, width: size, height: size), radius: 16) { _, y in mix(light, base, y / size) }
        let glyph = RGBA(red: 1, green: 1, blue: 1, alpha: 0.95)
        switch index % 5 {
        case 0: canvas.fillEllipse(CGRect(x: 20, y: 20, width: 36, height: 36), glyph)
        case 1: canvas.fillPolygon([CGPoint(x: 38, y: 14), CGPoint(x: 62, y: 58), CGPoint(x: 14, y: 58)], glyph)
        case 2: canvas.fillRoundedRect(CGRect(x: 20, y: 20, width: 36, height: 36), radius: 6, glyph)
        case 3:
            let star = (0..<10).map { i -> CGPoint in
                let r = i % 2 == 0 ? 24.0 : 10.0, a = Double(i) * .pi / 5 - .pi / 2
                return CGPoint(x: 38 + r * cos(a), y: 40 + r * sin(a))
            }
            canvas.fillPolygon(star, glyph)
        default:
            canvas.strokeLine(from: CGPoint(x: 22, y: 38), to: CGPoint(x: 54, y: 38), width: 8, glyph)
            canvas.strokeLine(from: CGPoint(x: 38, y: 22), to: CGPoint(x: 38, y: 54), width: 8, glyph)
        }
        return canvas.image()
    }

    /// The planet of the orbit demo: a shaded blue sphere, 80×80.
    public static func planet() -> CGImage? { cachedPlanet }
    private static let cachedPlanet: CGImage? = {
        var canvas = PixelCanvas(width: 80, height: 80)
        canvas.fill(CGRect(x: 0, y: 0, width: 80, height: 80), distance: { x, y in
            ((x - 40) * (x - 40) + (y - 40) * (y - 40)).squareRoot() - 39.5
        }, color: { x, y in
            let d = ((x - 28) * (x - 28) + (y - 26) * (y - 26)).squareRoot() / 70
            return mix(RGBA(red: 0.55, green: 0.75, blue: 1), RGBA(red: 0.08, green: 0.2, blue: 0.55), d)
        })
        return canvas.image()
    }()

    /// The satellite: a 24×12 body with solar panels.
    public static func satellite() -> CGImage? { cachedSatellite }
    private static let cachedSatellite: CGImage? = {
        var canvas = PixelCanvas(width: 24, height: 12)
        canvas.fillRoundedRect(CGRect(x: 0, y: 3, width: 7, height: 6), radius: 0.5, RGBA(red: 0.3, green: 0.5, blue: 0.9))
        canvas.fillRoundedRect(CGRect(x: 17, y: 3, width: 7, height: 6), radius: 0.5, RGBA(red: 0.3, green: 0.5, blue: 0.9))
        canvas.fillRoundedRect(CGRect(x: 7, y: 1, width: 10, height: 10), radius: 2, RGBA(red: 0.9, green: 0.9, blue: 0.92))
        return canvas.image()
    }()

    /// The close box's X (seed 001 Listing 4-10): (10,10)–(20,20) and (10,20)–(20,10), white, 3 wide.
    public static func closeCross() -> CGImage? { cachedCross }
    private static let cachedCross: CGImage? = {
        var canvas = PixelCanvas(width: 30, height: 30)
        let white = RGBA.white
        canvas.strokeLine(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 20), width: 3, white)
        canvas.strokeLine(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 20, y: 10), width: 3, white)
        return canvas.image()
    }()
}
