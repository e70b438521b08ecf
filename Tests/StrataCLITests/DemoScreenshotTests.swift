import Foundation
import Testing
@testable import StrataCLI
import Strata
import StrataDemos

/// A screenshot of every demo (and the gallery) at 1x and 2x (issue 17), rendered headless at
/// 1.5 s: each shows real content (several colours over a good share of the frame, not a
/// blank or single-colour stage), and the 2x frame is the 1x frame at twice the pixels (block
/// averages agree), so nothing is drawn at a different place or only at one scale.
@Suite struct DemoScreenshotTests {
    static let names = DemoCatalog.names + [GalleryDemo.name]

    static func render(_ demo: String, scale: Int) throws -> CGImage {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("strata-shot-\(demo)-\(scale)x-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLIProcessTests.run(["render", "--demo", demo, "--at", "1.5", "--scale", "\(scale)", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        return try CGImage.load(contentsOf: out)
    }

    /// The mean colour of each `block`×`block` cell (in 1x points) of `image` at `scale`.
    static func blocks(_ image: CGImage, scale: Int, block: Int = 50) -> [[Double]] {
        var means: [[Double]] = []
        for by in 0..<(image.height / scale / block) {
            for bx in 0..<(image.width / scale / block) {
                var sum = [0.0, 0.0, 0.0], n = 0.0
                for y in stride(from: by * block * scale, to: (by + 1) * block * scale, by: 2 * scale) {
                    for x in stride(from: bx * block * scale, to: (bx + 1) * block * scale, by: 2 * scale) {
                        guard let c = image.color(atX: x, y: y) else { continue }
                        sum[0] += Double(c.red); sum[1] += Double(c.green); sum[2] += Double(c.blue); n += 1
                    }
                }
                means.append(sum.map { $0 / max(n, 1) })
            }
        }
        return means
    }

    @Test(arguments: names) func theDemoDrawsTheSamePictureAt1xAnd2x(_ demo: String) throws {
        let type = try #require(DemoCatalog.demo(named: demo))
        let one = try Self.render(demo, scale: 1), two = try Self.render(demo, scale: 2)
        #expect(one.width == Int(type.size.width) && one.height == Int(type.size.height))
        #expect(two.width == 2 * one.width && two.height == 2 * one.height)

        // Meaningful: at least three distinct colours (16 levels a channel), each over ≥ 0.05 %
        // of a sample grid (snow flakes are small).
        var counts: [Int: Int] = [:], samples = 0
        for y in stride(from: 0, to: one.height, by: 3) {
            for x in stride(from: 0, to: one.width, by: 3) {
                guard let c = one.color(atX: x, y: y) else { continue }
                let key = Int(c.red * 15.99) << 8 | Int(c.green * 15.99) << 4 | Int(c.blue * 15.99)
                counts[key, default: 0] += 1
                samples += 1
            }
        }
        let colours = counts.values.filter { $0 * 2000 >= samples }.count
        #expect(colours >= 3, "\(demo): \(colours) colours")

        let a = Self.blocks(one, scale: 1), b = Self.blocks(two, scale: 2)
        let worst = zip(a, b).map { zip($0, $1).map { abs($0 - $1) }.max() ?? 0 }.max() ?? 0
        #expect(worst < 0.12, "\(demo): 1x and 2x differ by \(worst) in a 50-point block")
    }
}
