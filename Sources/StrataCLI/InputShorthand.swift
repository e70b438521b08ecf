import ArgumentParser
import Foundation

/// Parses the command-line shorthands `--click T:X,Y`, `--key T:NAME` and `--size WxH`; a
/// malformed one is a usage error (exit 64) that shows the expected form.
enum InputShorthand {
    static func click(_ text: String) throws -> (time: Double, point: CGPoint) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let xy = parts.count == 2 ? parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init) : []
        guard parts.count == 2, let time = Double(parts[0]), time.isFinite, time >= 0, xy.count == 2,
              let x = Double(xy[0]), let y = Double(xy[1]), x.isFinite, y.isFinite else {
            throw ValidationError("--click expects T:X,Y with a time T ≥ 0 and a point X,Y (e.g. 1.5:300,400), got '\(text)'")
        }
        return (time, CGPoint(x: x, y: y))
    }

    static func key(_ text: String) throws -> (time: Double, name: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let time = Double(parts[0]), time.isFinite, time >= 0, !parts[1].isEmpty else {
            throw ValidationError("--key expects T:NAME with a time T ≥ 0 and a key name (e.g. 2:right), got '\(text)'")
        }
        return (time, parts[1])
    }

    static func size(_ text: String) throws -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...16_384).contains(width), (1...16_384).contains(height) else {
            throw ValidationError("--size expects WxH in pixels, 1…16384 each (e.g. 800x600), got '\(text)'")
        }
        return (width, height)
    }
}
