import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Whole renders compared with reviewed images in Fixtures/golden (looked at when they were
/// made), with a tolerance for other Mesa versions: at most 1% of the pixels may differ by
/// more than 12/255 in any channel. `STRATA_UPDATE_GOLDENS=1 swift test --filter Golden`
/// rewrites them (look at them before committing).
@Suite("Golden images")
struct GoldenImageTests {
    static func showcase(_ root: CALayer) {
        root.backgroundColor = RGBA(red: 0.93, green: 0.93, blue: 0.9).cgColor
        // A rotated rounded layer clipping an image and a bar, with a border and a shadow.
        let card = solidLayer(CGRect(x: 30, y: 30, width: 120, height: 90), RGBA(red: 0.2, green: 0.4, blue: 0.8))
        card.cornerRadius = 16
        card.masksToBounds = true
        card.borderWidth = 3
        card.borderColor = RGBA(red: 0.1, green: 0.1, blue: 0.2).cgColor
        card.transform = CATransform3DMakeRotation(-0.3, 0, 0, 1)
        let picture = CALayer()
        picture.frame = CGRect(x: 60, y: -20, width: 90, height: 90)
        picture.contents = makeImage(32, 32) { x, y in RGBA(red: Double(x) / 31, green: Double(y) / 31, blue: 0.3) }
        picture.cornerRadius = 45
        picture.masksToBounds = true
        card.addSublayer(picture)
        card.addSublayer(solidLayer(CGRect(x: -10, y: 60, width: 200, height: 14), RGBA(red: 1, green: 0.8, blue: 0.1)))
        root.addSublayer(card)

        // A translucent group with overlapping children.
        let group = CALayer()
        group.frame = CGRect(x: 180, y: 20, width: 120, height: 100)
        group.opacity = 0.6
        group.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 70, height: 70), RGBA(red: 0.9, green: 0.1, blue: 0.1)))
        group.addSublayer(solidLayer(CGRect(x: 40, y: 30, width: 70, height: 70), RGBA(red: 0.1, green: 0.7, blue: 0.2)))
        root.addSublayer(group)

        // A shadowed rounded tile and a masked layer.
        let tile = solidLayer(CGRect(x: 30, y: 150, width: 100, height: 60), .white)
        tile.cornerRadius = 10
        tile.shadowOpacity = 0.5
        tile.shadowRadius = 8
        tile.shadowOffset = CGSize(width: 0, height: 6)
        root.addSublayer(tile)
        let masked = solidLayer(CGRect(x: 180, y: 140, width: 120, height: 80), RGBA(red: 0.5, green: 0.2, blue: 0.7))
        let mask = CALayer()
        mask.frame = CGRect(x: 10, y: 5, width: 100, height: 70)
        mask.cornerRadius = 35
        mask.backgroundColor = CGColor(gray: 0, alpha: 0.3)
        mask.borderWidth = 12
        mask.borderColor = CGColor(gray: 0, alpha: 1)
        masked.mask = mask
        root.addSublayer(masked)
    }

    @Test func showcase() throws {
        let (image, _) = try renderScene(width: 320, height: 240, name: "golden-showcase", background: .white, Self.showcase)
        try compare(image, golden: "showcase")
    }

    @Test(arguments: [(0.5, 0.6), (-0.7, 2.4)])
    func cube(angleX: Double, angleY: Double) throws {
        let (image, _) = try renderScene(width: 200, height: 200, name: "golden-cube-\(angleX)-\(angleY)", background: .black) { root in
            _ = cubeScene(root, angleX: angleX, angleY: angleY)
        }
        try compare(image, golden: "cube-\(angleX)-\(angleY)")
    }

    private func compare(_ image: CGImage, golden name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["STRATA_UPDATE_GOLDENS"] == "1" {
            let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/golden")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try image.pngData().write(to: dir.appendingPathComponent(name + ".png"))
            return
        }
        guard let url = Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Fixtures/golden") else {
            Issue.record("no golden image Fixtures/golden/\(name).png (make it with STRATA_UPDATE_GOLDENS=1)", sourceLocation: sourceLocation)
            return
        }
        let golden = try CGImage.load(contentsOf: url)
        #expect(golden.width == image.width && golden.height == image.height, sourceLocation: sourceLocation)
        guard golden.width == image.width, golden.height == image.height else { return }
        var differing = 0, worst = 0
        for i in stride(from: 0, to: image.pixelData.count, by: 4) {
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(image.pixelData[i + c]) - Int(golden.pixelData[i + c]))) }
            worst = max(worst, d)
            if d > 12 { differing += 1 }
        }
        let allowed = image.width * image.height / 100
        #expect(differing <= allowed, "\(differing) pixels differ from golden \(name) by more than 12/255 (allowed \(allowed); worst \(worst))",
                sourceLocation: sourceLocation)
    }
}
