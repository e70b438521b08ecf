import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Contact sheets of every transition type (issue 5: "look at the frames yourself"): one PNG
/// per type, columns progress 0, 0.25, 0.5, 0.75, 1, one row per subtype (fromLeft, fromRight,
/// fromTop, fromBottom) for the types with a direction. Set STRATA_TRANSITION_SHEETS to a folder
/// (the repository keeps them in docs/transitions/) to write them.
@Suite("CATransition contact sheets")
struct TransitionContactSheetTests {
    static let background = RGBA(red: 0.16, green: 0.16, blue: 0.17)

    @Test(arguments: CATransitionType.allKnown.map(\.rawValue))
    func contactSheet(_ typeName: String) throws {
        let type = CATransitionType(rawValue: typeName)
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let subtypes: [CATransitionSubtype?] = TransitionGeometry.hasDirection(type) ? CATransitionSubtype.all : [nil]
        var rows: [[CGImage]] = []
        for subtype in subtypes {
            rows.append(try [0, 0.25, 0.5, 0.75, 1].map {
                try TransitionFixture.render(type, subtype, progress: $0, renderer: renderer, grid: true,
                                             background: Self.background)
            })
        }
        let sheet = try Self.grid(rows)

        #expect(sheet.width == 5 * 160 && sheet.height == rows.count * 128)
        // The sheet's first column is the old look (red top-left quadrant), its last the new
        // (yellow): probe inside a grid cell of the first row.
        let probe = (16 + 20, 16 + 20)
        #expect(sheet.color(atX: probe.0, y: probe.1).map { $0.red > 0.9 && $0.green < 0.1 } == true, "progress 0: old look")
        #expect(sheet.color(atX: 4 * 160 + probe.0, y: probe.1).map { $0.red > 0.9 && $0.green > 0.9 } == true, "progress 1: new look")
        if let dir = ProcessInfo.processInfo.environment["STRATA_TRANSITION_SHEETS"] {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try sheet.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(typeName).png"))
        }
    }

    /// Same-size frames laid out in rows.
    static func grid(_ rows: [[CGImage]]) throws -> CGImage {
        let w = rows[0][0].width, h = rows[0][0].height
        let columns = rows.map(\.count).max() ?? 0
        var pixels = [UInt8](repeating: 0, count: columns * w * rows.count * h * 4)
        let stride = columns * w * 4
        for (r, row) in rows.enumerated() {
            for (c, image) in row.enumerated() {
                let source = image.pixelData
                for y in 0..<h {
                    let from = y * w * 4, to = (r * h + y) * stride + c * w * 4
                    pixels.replaceSubrange(to..<(to + w * 4), with: source[from..<(from + w * 4)])
                }
            }
        }
        return try CGImage(width: columns * w, height: rows.count * h, pixels: pixels)
    }
}
