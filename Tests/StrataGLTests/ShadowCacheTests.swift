import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Blurred shadows kept while their silhouette does not change (`SurfaceCache`): the orbit
/// demo's case, a still layer with an image and a Gaussian shadow while something else moves.
/// Every frame must equal a render by a fresh compositor (which blurs from scratch).
@Suite("Shadow silhouettes kept between frames")
struct ShadowCacheTests {
    @Test func aStillShadowIsNotBlurredAgainAndEveryFrameMatchesAFreshRender() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let root = screenRoot(width: 120, height: 90)
            root.backgroundColor = RGBA(red: 0.9, green: 0.9, blue: 0.85).cgColor
            let planet = CALayer()
            planet.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
            planet.position = CGPoint(x: 60, y: 45)
            planet.contents = makeImage(30, 30) { x, y in
                let dx = Double(x) - 14.5, dy = Double(y) - 14.5
                return dx * dx + dy * dy < 15 * 15 ? RGBA(red: 0.2, green: 0.4, blue: 0.9) : RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            }
            planet.shadowOpacity = 0.7
            planet.shadowRadius = 5
            planet.shadowColor = RGBA(red: 0.1, green: 0.2, blue: 0.6).cgColor
            root.addSublayer(planet)
            let dot = solidLayer(CGRect(x: 5, y: 5, width: 6, height: 6), .pureRed)
            root.addSublayer(dot)
            clock.advance(by: 0)
            let renderer = try OffscreenRenderer(pixelWidth: 120, pixelHeight: 90)
            var surfaces: [Int] = [], redrawn: [Int] = []
            // 0: first; 1, 2: the dot moves; 3: the planet moves (a new silhouette place);
            // 4: its shadow's colour changes only; 5: its contents change.
            for frame in 0..<6 {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                if frame == 1 || frame == 2 { dot.position.x += 7 }
                if frame == 3 { planet.position.x += 10.5 }
                if frame == 4 { planet.shadowColor = RGBA(red: 0.6, green: 0.1, blue: 0.1).cgColor }
                if frame == 5 { planet.contents = makeImage(30, 30) { x, _ in x < 15 ? .pureGreen : RGBA(red: 0, green: 0, blue: 0, alpha: 0) } }
                CATransaction.commit()
                clock.advance(to: Double(frame) * 0.1)
                let image = try renderer.renderFrame(root, at: clock.now, background: .black)
                surfaces.append(renderer.lastFrameStats.surfacesUsed)
                redrawn.append(renderer.lastFrameStats.redrawnPixels)
                let fresh = try OffscreenRenderer(pixelWidth: 120, pixelHeight: 90)
                let reference = try fresh.renderFrame(root, at: clock.now, background: .black)
                let differing = image.pixelData.indices.filter { image.pixelData[$0] != reference.pixelData[$0] }
                if !differing.isEmpty {
                    savePNG(image, "shadow-cache-\(frame)")
                    savePNG(reference, "shadow-cache-\(frame)-fresh")
                }
                #expect(differing.isEmpty, "frame \(frame): \(differing.count) bytes differ from a fresh render")
            }
            #expect(surfaces[0] == 2 && surfaces[3] == 2 && surfaces[5] == 2, "a new silhouette is drawn and blurred: \(surfaces)")
            #expect(surfaces[1] == 0 && surfaces[2] == 0 && surfaces[4] == 0, "a still one is not: \(surfaces)")
            #expect(redrawn[2] < 120 * 90 / 4, "with no blur in the frame, only around the dot is redrawn (\(redrawn[2]))")
        }
    }
}
