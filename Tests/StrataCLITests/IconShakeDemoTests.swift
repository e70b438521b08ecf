import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
import StrataGraphics
import StrataDemos

/// The springboard demo (issue 6 design demo 2; seed 001 L257–466, digest E19–E21).
@Suite struct IconShakeDemoTests {
    /// Seed 001 Listing 4-7: ±2° in radians (Listing 4-8's DegreesToRadians).
    private let amplitude = 2 * Double.pi / 180
    /// Icon 3 sits in slot 2 of the first row, (400,140); its close box covers root points
    /// (362…392, 102…132) (30×30 at the icon's top-left corner, seed 001 L352).
    private let clickIcon2 = "1:260,140"

    @Test func theWiggleAmplitudeIsTwoDegrees() throws {
        // Sampled every 2.5 ms over two periods (0.15 s each, seed 001 L318): the angle stays
        // within ±2° and reaches both ends (the keyframes are −2°, 2°, −2°, linear between,
        // 53°/s: 2.5 ms misses a peak by at most 0.07°).
        let times = DemoFixture.times(from: 1.2, to: 1.5, step: 0.0025)
        let run = try DemoRun("icon-shake", ["--click", clickIcon2], layers: ["icon-3"], at: times)

        let angles = try times.indices.map { try run.angle("icon-3", $0) }
        #expect(angles.allSatisfy { abs($0) <= amplitude + 1e-9 })
        #expect(angles.max()! > amplitude * 0.96)
        #expect(angles.min()! < -amplitude * 0.96)
        // Periodic with the 0.15 s period (60 samples).
        for i in 0..<(times.count - 60) { #expect(abs(angles[i] - angles[i + 60]) < 1e-9) }
    }

    @Test func iconsWiggleOutOfStep() throws {
        let names = (1...15).map { "icon-\($0)" }
        let run = try DemoRun("icon-shake", ["--click", clickIcon2], layers: names, at: [1.3])

        let angles = try names.map { try run.angle($0, 0) }
        // Each icon has its own beginTime offset (seed 001 L291–293): no two share a phase.
        #expect(Set(angles.map { Int(($0 * 1e6).rounded()) }).count == 15)
    }

    @Test func beforeEditModeNothingWiggles() throws {
        let run = try DemoRun("icon-shake", [], layers: ["icon-3", "closeBox-3"], at: [0.5, 3])

        #expect(try run.angle("icon-3", 1) == 0)
        #expect(try run.bool("closeBox-3", "hidden", 1) == true)
    }

    @Test func closeBoxesAreTheSeedsCircles() throws {
        // Seed 001 L328–340 / Listing 4-9 (digest E20): 30×30, radius 15, border 3, black.
        let run = try DemoRun("icon-shake", ["--click", clickIcon2], layers: ["closeBox-3"], at: [1.1])

        #expect(try run.bool("closeBox-3", "hidden", 0) == false)
        #expect(DemoFixture.close(try run.numbers("closeBox-3", "bounds", 0), [0, 0, 30, 30]))
        #expect(try run.number("closeBox-3", "cornerRadius", 0) == 15)
        #expect(try run.number("closeBox-3", "borderWidth", 0) == 3)
        #expect(DemoFixture.close(try run.numbers("closeBox-3", "backgroundColor", 0), [0, 0, 0, 1]))
        let (player, demo) = try DemoFixture.player(IconShakeDemo.self)
        player.inspect {
            let box = player.scene.layer(named: "closeBox-3")!
            #expect(box.shadowOpacity == 1 && box.shadowRadius == 5)
            #expect(box.borderColor.map(RGBA.init) == .white)
            #expect(demo.icons.count == 15)
        }
    }

    @Test func aLongPressEntersEditModeWhileHeld() throws {
        // Pressed at 1 s on icon 2 and held until 3 s: edit mode from 1.5 s (a 0.5 s long press).
        let events = try DemoFixture.eventsFile(#"[{"at": 1, "press": [260, 140], "release": 3}]"#)
        let run = try DemoRun("icon-shake", ["--events", events], layers: ["icon-3", "closeBox-3"], at: [1.4, 1.6, 2.5])

        #expect(try run.bool("closeBox-3", "hidden", 0) == true)
        #expect(try run.angle("icon-3", 0) == 0)
        #expect(try run.bool("closeBox-3", "hidden", 1) == false)
        #expect(try run.angle("icon-3", 1) != 0)
        #expect(try run.bool("closeBox-3", "hidden", 2) == false)
    }

    @Test func closingAnIconMovesItsNeighboursIntoItsPlace() throws {
        // Edit mode at 1 s; close box of icon 3 clicked at 2 s.
        let run = try DemoRun("icon-shake", ["--click", clickIcon2, "--click", "2:377,117"],
                              layers: ["icon-2", "icon-3", "icon-4", "icon-6", "icon-15"], at: [1.9, 2.15, 3])

        // Before: the grid slots (120 + 140·column, 140 + 160·row).
        #expect(DemoFixture.close(try run.position("icon-4", 0), [540, 140]))
        // Mid-way the icons are between their slots (implicit position animations).
        let midway = try run.position("icon-4", 1)[0]
        #expect(midway < 540 && midway > 400)
        let fading = try #require(try run.number("icon-3", "opacity", 1))
        #expect(fading > 0 && fading < 1)
        // After: icon 3 is gone, every later icon took the slot before its own.
        #expect(try run.number("icon-3", "opacity", 2) == 0)
        #expect(DemoFixture.close(try run.position("icon-2", 2), [260, 140]))
        #expect(DemoFixture.close(try run.position("icon-4", 2), [400, 140]))
        #expect(DemoFixture.close(try run.position("icon-6", 2), [680, 140]))
        #expect(DemoFixture.close(try run.position("icon-15", 2), [540, 460]))
        let (player, demo) = try DemoFixture.player(IconShakeDemo.self, ["--click", clickIcon2, "--click", "2:377,117"])
        player.advance(to: 3)
        #expect(demo.icons.count == 14)
        #expect(player.inspect { player.scene.layer(named: "icon-3")!.superlayer } == nil)
    }

    @Test func escapeLeavesEditMode() throws {
        let run = try DemoRun("icon-shake", ["--click", clickIcon2, "--key", "2:escape"], layers: ["icon-3", "closeBox-3"], at: [2.1])

        #expect(try run.angle("icon-3", 0) == 0)
        #expect(try run.bool("closeBox-3", "hidden", 0) == true)
    }

    @Test func aClickOnEmptySpaceLeavesEditMode() throws {
        let run = try DemoRun("icon-shake", ["--click", clickIcon2, "--click", "2:400,560"], layers: ["icon-3", "closeBox-3"],
                              at: [1.9, 2.1])

        #expect(try run.bool("closeBox-3", "hidden", 0) == false)
        #expect(try run.angle("icon-3", 1) == 0)
        #expect(try run.bool("closeBox-3", "hidden", 1) == true)
    }

    @Test func escapeBelongsToTheDemoOnlyInEditMode() throws {
        let (player, demo) = try DemoFixture.player(IconShakeDemo.self, ["--click", clickIcon2])

        #expect(!demo.handlesKey("escape"))
        player.advance(to: 1.1)
        #expect(demo.handlesKey("escape"))
        #expect(demo.isEditing)
    }

    @Test func theCloseBoxDrawsAWhiteX() throws {
        // Listing 4-10 (digest E20): white strokes 3 wide from (10,10) to (20,20) and from
        // (10,20) to (20,10); the drawn bitmap is the layer's contents (the compositor adds the
        // black background and the white border).
        let (player, _) = try DemoFixture.player(IconShakeDemo.self)
        let image = try #require(player.inspect { () -> CGImage? in
            let box = player.scene.layer(named: "closeBox-3")!
            box.layoutAndDisplayIfNeeded()
            return box.contents as! CGImage?
        })

        // contentsScale 2 (issue 17): 60×60 pixels for the 30-point box.
        #expect(image.width == 60 && image.height == 60)
        // The crossing point (15,15) and a point on each arm are opaque white.
        for (x, y) in [(15, 15), (12, 12), (17, 12), (12, 17), (17, 17)] {
            let c = try #require(image.color(atX: 2 * x, y: 2 * y))
            #expect(c.alpha > 0.9 && c.red > 0.9 && c.green > 0.9 && c.blue > 0.9, "(\(x), \(y)) is \(c)")
        }
        // Between the arms and outside them nothing is drawn.
        for (x, y) in [(15, 8), (15, 22), (8, 15), (22, 15), (3, 3)] {
            #expect((image.color(atX: 2 * x, y: 2 * y)?.alpha ?? 1) < 0.05, "(\(x), \(y))")
        }
    }
}

/// Issue 17: the app icons' art is drawn at 2x (152×152 pixels for the 76-point icon), so a
/// 2x window shows it crisp.
@Suite struct IconArtScaleTests {
    @Test func appIconsAreDrawnAtTwicePixelsPerPoint() throws {
        let icon = try #require(DemoAssets.appIcon(0))
        #expect(icon.width == 152 && icon.height == 152)
        // The glyph (a white disc, points 20…56) fills the centre; the corner is the gradient.
        let centre = try #require(icon.color(atX: 76, y: 76))
        #expect(centre.red > 0.9 && centre.green > 0.9 && centre.blue > 0.9)
    }
}
