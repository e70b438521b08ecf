import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
import StrataDemos

/// The gallery (issue 17): every demo live in a card; hover lifts, a click springs the demo
/// open, Esc / the back button / a click beside it return; ←/→ inside walk through all demos.
/// Springs follow CASpringAnimation's documented damped-harmonic model
/// (https://developer.apple.com/documentation/quartzcore/caspringanimation).
@Suite struct GalleryDemoTests {
    static func center(_ demo: GalleryDemo, _ name: String) throws -> CGPoint {
        let frame = try #require(demo.cards.first { $0.name == name }).frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    static func scale(_ player: ScenePlayer, _ layer: CALayer) -> CGFloat {
        player.inspect { (layer.presentation() ?? layer).transform.m11 }
    }

    @Test func everyDemoHasACardInsideTheStageWithoutOverlap() throws {
        let (_, gallery) = try DemoFixture.player(GalleryDemo.self)
        #expect(gallery.cards.map(\.name) == DemoCatalog.names)
        let stage = CGRect(origin: .zero, size: GalleryDemo.size)
        for (index, card) in gallery.cards.enumerated() {
            #expect(stage.contains(card.frame), "\(card.name) \(card.frame)")
            for other in gallery.cards.dropFirst(index + 1) {
                #expect(!card.frame.intersects(other.frame), "\(card.name) overlaps \(other.name)")
            }
        }
        #expect(DemoCatalog.demo(named: "gallery") == GalleryDemo.self)
    }

    @Test func hoverLiftsTheCardUnderThePointerAndDropsItWhenItLeaves() throws {
        let probe = try DemoFixture.player(GalleryDemo.self).1
        let orbit = try Self.center(probe, "orbit")
        let events = try DemoFixture.eventsFile("""
        [{"at": 0.5, "move": [\(orbit.x), \(orbit.y)]}, {"at": 2, "move": [5, 5]}]
        """)
        let (player, gallery) = try DemoFixture.player(GalleryDemo.self, ["--events", events])
        let card = try #require(gallery.cardLayer("orbit"))
        player.advance(to: 0.4)
        #expect(Self.scale(player, card) == 1)
        player.advance(to: 0.6)
        let rising = Self.scale(player, card)
        #expect(rising > 1 && rising < 1.08, "implicitly animated, \(rising)")
        player.advance(to: 1.5)
        #expect(abs(Self.scale(player, card) - 1.08) < 1e-6)
        #expect(gallery.focused == DemoCatalog.names.firstIndex(of: "orbit"))
        #expect(player.inspect { card.shadowRadius } == 14)
        player.advance(to: 3)
        #expect(Self.scale(player, card) == 1)
        #expect(gallery.focused == nil)
    }

    @Test func aClickSpringsTheDemoOpenAndEscZoomsBack() throws {
        let probe = try DemoFixture.player(GalleryDemo.self).1
        let orbit = try Self.center(probe, "orbit")
        let (player, gallery) = try DemoFixture.player(GalleryDemo.self, ["--click", "1:\(orbit.x),\(orbit.y)", "--key", "3:escape"])
        let zoom = gallery.zoomLayer
        player.advance(to: 0.9)
        #expect(gallery.openDemoName == nil)
        #expect(player.inspect { zoom.isHidden })
        player.advance(to: 1.05)
        #expect(gallery.openDemoName == "orbit")
        #expect(gallery.openDemo is OrbitDemo)
        let early = Self.scale(player, zoom)
        #expect(early > 0.18 && early < 0.9, "springing up from the thumbnail, \(early)")
        // An underdamped spring overshoots before it settles.
        let samples = stride(from: 1.1, through: 2.4, by: 0.02).map { time -> CGFloat in
            player.advance(to: time)
            return Self.scale(player, zoom)
        }
        #expect(samples.max()! > 1.001, "overshoot \(samples.max()!)")
        #expect(abs(samples.last! - 1) < 0.01)
        #expect(player.inspect { zoom.position } == CGPoint(x: 500, y: 300))
        #expect(player.inspect { gallery.gridLayer.isHidden }, "the grid is not drawn under an open demo")

        player.advance(to: 3.1)
        #expect(gallery.openDemoName == nil)
        #expect(!player.inspect { gallery.gridLayer.isHidden })
        let closing = Self.scale(player, zoom)
        #expect(closing < 1 && closing > 0.18, "\(closing)")
        player.advance(to: 4)
        #expect(player.inspect { zoom.isHidden })
        #expect(player.inspect { zoom.sublayers ?? [] }.isEmpty, "the demo is gone")
        #expect(gallery.focused == DemoCatalog.names.firstIndex(of: "orbit"), "back on its card")
    }

    @Test func theOpenDemoGetsItsInputInItsOwnPoints() throws {
        // Implicit-circle moves its circle to the click: a click at gallery (500, 300) is the
        // demo's centre (400, 300) once it fills the stage's height.
        let probe = try DemoFixture.player(GalleryDemo.self).1
        let card = try Self.center(probe, "implicit-circle")
        let (player, gallery) = try DemoFixture.player(GalleryDemo.self, ["--click", "1:\(card.x),\(card.y)", "--click", "3:600,200"])
        player.advance(to: 4)
        let circle = try #require((gallery.openDemo as? ImplicitCircleDemo)?.circle)
        #expect(player.inspect { circle.position } == CGPoint(x: 500, y: 200))
    }

    @Test func arrowsWalkThroughEveryDemoAndTheBackButtonOrABesideClickReturns() throws {
        let (player, gallery) = try DemoFixture.player(GalleryDemo.self, [
            "--key", "0.5:right", "--key", "0.6:return", "--key", "2:right", "--key", "3:left", "--key", "4:left",
        ])
        player.advance(to: 0.55)
        #expect(gallery.focused == 0)
        player.advance(to: 1.9)
        #expect(gallery.openDemoName == DemoCatalog.names[0])
        player.advance(to: 2.1)
        #expect(gallery.openDemoName == DemoCatalog.names[1])
        let push = player.inspect { gallery.zoomLayer.animation(forKey: kCATransition) as? CATransition }
        #expect(push?.type == .push && push?.subtype == .fromRight)
        player.advance(to: 4.1)
        #expect(gallery.openDemoName == DemoCatalog.names.last, "← from the first wraps to the last")

    }

    @Test func aClickBesideTheDemoOrTheMouseBackButtonReturns() throws {
        let (player, gallery) = try DemoFixture.player(GalleryDemo.self, [
            "--key", "0.5:right", "--key", "0.6:return", "--click", "2:30,300", "--key", "3:return",
        ])
        player.advance(to: 1.9)
        #expect(gallery.openDemoName == DemoCatalog.names[0])
        player.advance(to: 2.05)
        #expect(gallery.openDemoName == nil, "a click in the letterbox beside the demo")
        player.advance(to: 3.5)
        #expect(gallery.openDemoName == DemoCatalog.names[0])
        player.deliver(InputEvent(.pointerDown(.back), at: CGPoint(x: 500, y: 300), timestamp: 3.5))
        player.deliver(InputEvent(.pointerUp(.back), at: CGPoint(x: 500, y: 300), timestamp: 3.5))
        #expect(gallery.openDemoName == nil, "the mouse's back button")
    }
}
