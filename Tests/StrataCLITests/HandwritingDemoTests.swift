import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
import Strata
import StrataDemos

/// The handwriting demo: Core Text glyph outlines stroked by strokeEnd, filled, a caption.
@Suite struct HandwritingDemoTests {
    @Test func theStrokesRunOverThreeSecondsThenTheFillAndCaptionFollow() throws {
        let run = try DemoRun("handwriting", layers: ["letters", "caption"], at: [0, 1.5, 3, 3.5, 4.5])
        let strokeEnds = try (0..<5).map { try run.number("letters", "strokeEnd", $0) ?? -1 }
        // easeInEaseOut is symmetric: half way in time is half way along the outlines.
        #expect(DemoFixture.close(strokeEnds, [0, 0.5, 1, 1, 1], 1e-6), "\(strokeEnds)")
        let fills = try (0..<5).map { try run.numbers("letters", "fillColor", $0).last ?? -1 }
        #expect(DemoFixture.close(fills, [0, 0, 0, 0.5, 1], 1e-6), "fill alpha \(fills)")
        let caption = try (0..<5).map { try run.number("caption", "opacity", $0) ?? -1 }
        #expect(DemoFixture.close(caption, [0, 0, 0, 0.5, 1], 1e-6), "caption opacity \(caption)")
    }

    @Test func aClickWritesItAgain() throws {
        let run = try DemoRun("handwriting", ["--click", "6:400,300"], layers: ["letters"], at: [6.5, 7.5, 9.5])
        let strokeEnds = try (0..<3).map { try run.number("letters", "strokeEnd", $0) ?? -1 }
        #expect(strokeEnds[0] < 0.2 && abs(strokeEnds[1] - 0.5) < 1e-6 && strokeEnds[2] == 1, "\(strokeEnds)")
    }

    @Test func theOutlinesAreTheWordsGlyphsUprightInTheLayer() throws {
        let (path, width) = MediaClock.virtual().run { HandwritingDemo.outlines() }
        let box = path.boundingBox
        #expect(box.minX >= 0 && box.maxX <= width + 1 && box.width > width * 0.9, "\(box) in \(width)")
        #expect(box.minY > 0 && box.maxY <= 150, "within the layer, y down: \(box)")
        // y down: the capital S reaches higher (smaller y) than the lower-case letters' tops.
        #expect(box.minY < 40)
    }

    @Test func theFinishedWordIsGoldWithTheCaptionUnderIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-handwriting-\(UUID().uuidString)")
        let out = folder.appendingPathComponent("hw.png").path
        let result = try CLIProcessTests.run(["render", "--demo", "handwriting", "--at", "1.5", "--at", "5", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let writing = try CGImage.load(contentsOf: URL(fileURLWithPath: folder.appendingPathComponent("hw-0.png").path))
        let done = try CGImage.load(contentsOf: URL(fileURLWithPath: folder.appendingPathComponent("hw-1.png").path))
        func golden(_ image: CGImage, rows: Range<Int>) -> Int {
            var count = 0
            for y in rows { for x in 0..<image.width {
                if let c = image.color(atX: x, y: y), c.red > 0.8, c.green > 0.6, c.blue < 0.4 { count += 1 }
            } }
            return count
        }
        #expect(golden(writing, rows: 200..<340) == 0, "no fill while writing")
        #expect(golden(done, rows: 200..<340) > 5000, "the letters filled gold")
        #expect(golden(done, rows: 370..<410) > 100, "\"on Linux\" in gold in the caption")
    }
}
