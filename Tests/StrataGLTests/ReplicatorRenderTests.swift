import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// CAReplicatorLayer drawn: copies of the sublayers, each mapped by instanceTransform once
/// more than the last (about the anchor point), multiplied by its instance colour, and shown
/// instanceDelay later per instance (Apple: CAReplicatorLayer).
@Suite("Replicator layers")
struct ReplicatorRenderTests {
    @Test func applesRowOfSquaresFadesFromWhiteToRed() throws {
        // Apple's Listing 1, at a fifth of the size: five white 20-point squares, 22 apart,
        // blue and green offsets of −1/5 per instance.
        let (image, _) = try renderScene(width: 120, height: 30, name: "replicator-row", background: .black) { root in
            let row = CAReplicatorLayer()
            row.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
            row.instanceCount = 5
            row.instanceTransform = CATransform3DMakeTranslation(22, 0, 0)
            row.instanceBlueOffset = -0.2
            row.instanceGreenOffset = -0.2
            row.addSublayer(solidLayer(CGRect(x: 2, y: 5, width: 20, height: 20), .white))
            root.addSublayer(row)
        }
        for i in 0..<5 {
            let fade = 1 - 0.2 * Double(i)
            expectPixel(image, 12 + 22 * i, 15, RGBA(red: 1, green: fade, blue: fade),
                        "instance \(i): the square moved \(22 * i) points, green and blue at \(fade)")
        }
        expectPixel(image, 115, 15, .black, "no sixth instance")
    }

    @Test func rotationsTurnAboutTheAnchorPoint() throws {
        // A dot at the top centre of a 100-point replicator, four instances a quarter turn
        // apart about its centre: top, right, bottom, left (y down, so +π/2 turns clockwise).
        let (image, _) = try renderScene(width: 100, height: 100, name: "replicator-ring") { root in
            let ring = CAReplicatorLayer()
            ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            ring.instanceCount = 4
            ring.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            ring.addSublayer(solidLayer(CGRect(x: 45, y: 5, width: 10, height: 10), .pureRed))
            root.addSublayer(ring)
        }
        expectPixel(image, 50, 10, .pureRed, "instance 0 at the top")
        expectPixel(image, 90, 50, .pureRed, "instance 1 turned to the right")
        expectPixel(image, 50, 90, .pureRed, "instance 2 at the bottom")
        expectPixel(image, 10, 50, .pureRed, "instance 3 at the left")
        expectPixel(image, 50, 50, .clear, "nothing in the middle")
    }

    @Test func eachInstanceRunsInstanceDelayLater() throws {
        // A dot sliding 0 → 80 points over 1 s; three instances 0.25 s apart, stacked by 20
        // points. At 0.75 s they are at x 60, 40 and 20.
        let (image, _) = try renderScene(width: 100, height: 60, at: 0.75, name: "replicator-delay") { root in
            let stack = CAReplicatorLayer()
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            stack.instanceCount = 3
            stack.instanceDelay = 0.25
            stack.instanceTransform = CATransform3DMakeTranslation(0, 20, 0)
            let dot = solidLayer(CGRect(x: 0, y: 5, width: 10, height: 10), .pureBlue)
            stack.addSublayer(dot)
            root.addSublayer(stack)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 5
            slide.toValue = 85
            slide.duration = 1
            slide.timingFunction = CAMediaTimingFunction(name: .linear)
            dot.add(slide, forKey: "slide")
        }
        expectPixel(image, 65, 10, .pureBlue, "instance 0 at 0.75 s: x 60…70")
        expectPixel(image, 45, 30, .pureBlue, "instance 1 at 0.5 s: x 40…50, 20 points down")
        expectPixel(image, 25, 50, .pureBlue, "instance 2 at 0.25 s: x 20…30, 40 points down")
        expectPixel(image, 65, 30, .clear, "instance 1 is not where instance 0 is")
    }

    @Test func nestedReplicatorsMakeAGrid() throws {
        let (image, _) = try renderScene(width: 70, height: 70, name: "replicator-grid", background: .black) { root in
            let columns = CAReplicatorLayer()
            columns.frame = CGRect(x: 0, y: 0, width: 70, height: 70)
            columns.instanceCount = 3
            columns.instanceTransform = CATransform3DMakeTranslation(22, 0, 0)
            columns.addSublayer(solidLayer(CGRect(x: 3, y: 3, width: 20, height: 20), .white))
            let rows = CAReplicatorLayer()
            rows.frame = CGRect(x: 0, y: 0, width: 70, height: 70)
            rows.instanceCount = 3
            rows.instanceTransform = CATransform3DMakeTranslation(0, 22, 0)
            rows.instanceRedOffset = -0.5
            rows.addSublayer(columns)
            root.addSublayer(rows)
        }
        for row in 0..<3 {
            for column in 0..<3 {
                expectPixel(image, 13 + 22 * column, 13 + 22 * row, RGBA(red: 1 - 0.5 * Double(row), green: 1, blue: 1),
                            "cell (\(column), \(row)): red falls by half per row of the outer replicator")
            }
        }
    }

    @Test func groupOpacityTreatsTheCopiesAsOneLayer() throws {
        // Two overlapping copies at opacity 0.5: drawn as a group, the overlap is 0.5, not 0.75.
        let (image, stats) = try renderScene(width: 60, height: 30, name: "replicator-group", background: .white) { root in
            let pair = CAReplicatorLayer()
            pair.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
            pair.instanceCount = 2
            pair.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            pair.opacity = 0.5
            pair.addSublayer(solidLayer(CGRect(x: 5, y: 5, width: 30, height: 20), .black))
            root.addSublayer(pair)
        }
        #expect(stats.surfacesUsed == 1)
        expectPixel(image, 30, 15, RGBA(red: 0.5, green: 0.5, blue: 0.5), "the overlap of the two copies: one layer at half opacity")
        expectPixel(image, 10, 15, RGBA(red: 0.5, green: 0.5, blue: 0.5), "only the first copy")
        expectPixel(image, 50, 15, RGBA(red: 0.5, green: 0.5, blue: 0.5), "only the second copy")
    }

    @Test func noInstancesDrawNothingOfTheSublayers() throws {
        let (image, _) = try renderScene(width: 40, height: 40) { root in
            let none = CAReplicatorLayer()
            none.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            none.backgroundColor = RGBA.pureGreen.cgColor
            none.instanceCount = 0
            none.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .pureRed))
            root.addSublayer(none)
        }
        expectPixel(image, 20, 20, .pureGreen, "instanceCount 0: the replicator's own background, no sublayer")
    }
}
