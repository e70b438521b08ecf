import Foundation
import Testing
@testable import StrataCLI
import Strata

/// Issue 17: snow covers the whole stage within ~4 s (at 45 pt/s it reached only the top third).
@Suite struct SnowCoverageTests {
    @Test func snowReachesTheBottomQuarterBy4Seconds() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("strata-snow-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLIProcessTests.run(["render", "--demo", "snow-spinner", "--at", "4", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try CGImage.load(contentsOf: out)
        // Flakes are near-white on the dark blue sky: count bright pixels per horizontal band.
        func bright(_ rows: Range<Int>) -> Int {
            rows.reduce(0) { count, y in
                count + stride(from: 0, to: image.width, by: 2).filter { x in
                    (image.color(atX: x, y: y)?.red ?? 0) > 0.6
                }.count
            }
        }
        let top = bright(0..<150), bottom = bright(450..<600)
        #expect(bottom > 20, "bottom quarter \(bottom) bright pixels")
        #expect(bottom * 4 > top, "about as snowy as the top (top \(top), bottom \(bottom))")
    }
}
