import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// TransitionGeometry's pure maths, without GL: directions, the sliding quads, the cube's and
/// flip's ends, and the unknown-type fallback as drawn.
@Suite("CATransition geometry maths")
struct TransitionMathTests {
    let canvas = CGRect(x: 0, y: 0, width: 200, height: 100)

    func project(_ x: Double, _ y: Double, _ m: CATransform3D) -> (Double, Double) {
        let p = LayerGeometry.project(x, y, LayerGeometry.flattened(m))
        return (p.x / p.w, p.y / p.w)
    }

    @Test func subtypesNameTheEdgeTheNewContentComesFrom() {
        #expect(TransitionGeometry.motion(.fromRight) == SIMD2(-1, 0))
        #expect(TransitionGeometry.motion(.fromLeft) == SIMD2(1, 0))
        #expect(TransitionGeometry.motion(.fromTop) == SIMD2(0, 1), "y down: from the top moves content down")
        #expect(TransitionGeometry.motion(.fromBottom) == SIMD2(0, -1))
        #expect(TransitionGeometry.motion(nil) == SIMD2(1, 0), "no subtype behaves as fromLeft")
    }

    @Test func pushQuadsShowOnlyWhatStaysInsideTheLayer() {
        let quads = TransitionGeometry.quads(.push, .fromRight, progress: 0.25, canvas: canvas)

        #expect(quads.count == 2)
        // The old look moved 50 pt left: its x 50…200 is visible, at 0…150.
        #expect(quads[0].look == .old && quads[0].source == CGRect(x: 50, y: 0, width: 150, height: 100))
        #expect(project(50, 0, quads[0].transform) == (0, 0))
        // The new look 150 pt right of its place: its x 0…50 visible, at 150…200.
        #expect(quads[1].look == .new && quads[1].source == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(project(0, 0, quads[1].transform) == (150, 0))
    }

    @Test func cubeAndFlipStartAndEndFlat() {
        for type in ["cube", "oglFlip"] {
            for subtype in CATransitionSubtype.all {
                let start = TransitionGeometry.quads(.init(rawValue: type), subtype, progress: 0, canvas: canvas)
                let end = TransitionGeometry.quads(.init(rawValue: type), subtype, progress: 1, canvas: canvas)
                let old = start.first { $0.look == .old }!, new = end.first { $0.look == .new }!
                for (x, y) in [(0.0, 0.0), (200.0, 100.0), (37.0, 81.0)] {
                    let a = project(x, y, old.transform), b = project(x, y, new.transform)
                    #expect(abs(a.0 - x) < 1e-9 && abs(a.1 - y) < 1e-9, "\(type) \(subtype.rawValue) at 0: the old look in place")
                    #expect(abs(b.0 - x) < 1e-9 && abs(b.1 - y) < 1e-9, "\(type) \(subtype.rawValue) at 1: the new look in place")
                }
            }
        }
    }

    @Test func cubeHalfwayPutsTheSharedEdgeOnTheCentreLineNearerTheEye() {
        let quads = TransitionGeometry.quads(.init(rawValue: "cube"), .fromRight, progress: 0.5, canvas: canvas)
        let old = quads[0].transform, new = quads[1].transform

        // The old face's right edge and the new face's left edge coincide on x = 100, and are
        // taller than the layer (they come towards the eye).
        let top = project(200, 0, old), bottom = project(200, 100, old)
        #expect(abs(top.0 - 100) < 1e-9 && abs(project(0, 0, new).0 - 100) < 1e-9)
        #expect(bottom.1 - top.1 > 100)
    }

    @Test func typesDrawnPerPixelAndTheFallback() {
        #expect(TransitionGeometry.style(.init(rawValue: "pageUnCurl")) == .shader(.pageCurl))
        #expect(TransitionGeometry.style(.init(rawValue: "cameraIrisHollowClose")) == .shader(.irisClose))
        #expect(TransitionGeometry.style(.fade) == .shader(.fade))
        #expect(TransitionGeometry.style(.push) == .quads)
    }

    @Test func anUnknownTypeIsDrawnAsAFade() throws {
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let unknown = try TransitionFixture.render(.init(rawValue: "zoomy"), nil, progress: 0.5, renderer: renderer)
        let fade = try TransitionFixture.render(.fade, nil, progress: 0.5, renderer: renderer)

        #expect(TransitionFixture.difference(unknown, fade, threshold: 0.01) == 0, "Core Animation draws an unknown type as a fade")
        let (x, y) = TransitionFixture.pixel(0.25, 0.25)
        expectPixel(unknown, x, y, RGBA(red: 1, green: 0.5, blue: 0), tolerance: 0.03, "red and yellow cross-dissolved half way")
    }
}
