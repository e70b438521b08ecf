import Foundation
import StrataGraphics

extension PixelCanvas {
    /// Segments a–g of each digit 0–9 (a top, b top right, c bottom right, d bottom, e bottom
    /// left, f top left, g middle).
    static let segments: [String] = ["abcdef", "bc", "abdeg", "abcdg", "bcfg", "acdfg", "acdefg", "abc", "abcdefg", "abcdfg"]

    /// Draws `digit` as a seven-segment figure filling `rect`, strokes `thickness` wide.
    mutating func drawDigit(_ digit: Int, in rect: CGRect, thickness: Double, _ color: RGBA) {
        let lit = Self.segments[((digit % 10) + 10) % 10]
        let inset = thickness / 2
        let l = Double(rect.minX) + inset, r = Double(rect.maxX) - inset
        let t = Double(rect.minY) + inset, b = Double(rect.maxY) - inset, m = (t + b) / 2
        let lines: [Character: (Double, Double, Double, Double)] = [
            "a": (l, t, r, t), "b": (r, t, r, m), "c": (r, m, r, b), "d": (l, b, r, b),
            "e": (l, m, l, b), "f": (l, t, l, m), "g": (l, m, r, m),
        ]
        for segment in lit {
            guard let (x1, y1, x2, y2) = lines[segment] else { continue }
            strokeLine(from: CGPoint(x: x1, y: y1), to: CGPoint(x: x2, y: y2), width: thickness, color)
        }
    }
}
