import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// Every type and subtype at progress 0, 0.25, 0.5, 0.75 and 1 (issue 5): 0 is the old look,
/// 1 the new one, and the middle frames differ from both.
@Suite("CATransition: every type's ends and middles")
struct TransitionLookTests {
    static let progresses = [0, 0.25, 0.5, 0.75, 1.0]

    static var cases: [(CATransitionType, CATransitionSubtype?)] {
        CATransitionType.allKnown.flatMap { type -> [(CATransitionType, CATransitionSubtype?)] in
            TransitionGeometry.hasDirection(type) ? CATransitionSubtype.all.map { (type, $0) } : [(type, nil)]
        }
    }

    @Test(arguments: TransitionLookTests.cases.map { "\($0.0.rawValue)/\($0.1?.rawValue ?? "-")" })
    func endsMatchTheLooksAndMiddlesDiffer(_ name: String) throws {
        let parts = name.split(separator: "/").map(String.init)
        let type = CATransitionType(rawValue: parts[0])
        let subtype = parts[1] == "-" ? nil : CATransitionSubtype(rawValue: parts[1])
        let renderer = try OffscreenRenderer(pixelWidth: 160, pixelHeight: 128)
        let plainOld = try TransitionFixture.render(.fade, nil, progress: 0, renderer: renderer)
        let plainNew = try TransitionFixture.render(.fade, nil, progress: 1, renderer: renderer)
        var frames: [CGImage] = []
        for p in Self.progresses {
            frames.append(try TransitionFixture.render(type, subtype, progress: p, renderer: renderer, grid: false,
                                                       name: "transition-\(parts[0])-\(parts[1])-\(Int(p * 100))"))
        }

        // Quadrant centres: at 0 the old look's colours, at 1 the new look's (the layer's
        // contents fill its frame; each quadrant is one colour).
        let centres = [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)]
        for (i, (fx, fy)) in centres.enumerated() {
            let (x, y) = TransitionFixture.pixel(fx, fy)
            expectPixel(frames[0], x, y, TransitionFixture.oldColors[i], tolerance: 0.03,
                        "\(name) at progress 0 shows the old look: quadrant \(i) of the old image")
            expectPixel(frames[4], x, y, TransitionFixture.newColors[i], tolerance: 0.03,
                        "\(name) at progress 1 shows the new look: quadrant \(i) of the new image")
        }
        // Everywhere, not only at the probes (a stray face or shadow would show here).
        #expect(TransitionFixture.difference(frames[0], plainOld) == 0, "\(name) at 0 is the old look everywhere")
        #expect(TransitionFixture.difference(frames[4], plainNew) == 0, "\(name) at 1 is the new look everywhere")
        for i in 1...3 {
            let dOld = TransitionFixture.difference(frames[i], plainOld)
            let dNew = TransitionFixture.difference(frames[i], plainNew)
            // At least 2% of the pixels changed visibly from either look.
            #expect(dOld > 0.02 && dNew > 0.02,
                    "\(name) at \(Self.progresses[i]) differs from both looks (\(dOld) of the pixels from the old, \(dNew) from the new)")
        }
    }
}
