import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
import StrataDemos

/// Issue 17: the gallery's thumbnails of demos that play once (the petals, rockets, star,
/// card shuffle) stood still after their first play. Each such demo names its
/// `thumbnailLoop`; while the grid shows, its card starts a fresh instance once it has played
/// that long. Demos that animate forever or wait for input are left alone.
@Suite struct GalleryLoopTests {
    static func petalPosition(_ player: ScenePlayer, _ demo: (any Demo)?) -> CGPoint? {
        guard let petal = demo as? KeyframePetalDemo else { return nil }
        return player.inspect { (petal.petal.presentation() ?? petal.petal).position }
    }

    @Test func aOneShotThumbnailStartsAfreshAfterItsLoop() throws {
        let (player, gallery) = try DemoFixture.player(GalleryDemo.self)
        #expect(KeyframePetalDemo.thumbnailLoop == 11 && OrbitDemo.thumbnailLoop == nil)
        player.advance(to: 1)
        let first = try #require(gallery.thumbnailDemo("keyframe-petal") as? KeyframePetalDemo)
        let orbit = try #require(gallery.thumbnailDemo("orbit") as? OrbitDemo)

        // Seed 000's fall: at 10.5 s it has landed at (55,400) and rests.
        player.advance(to: 10.5)
        #expect(Self.petalPosition(player, first) == CGPoint(x: 55, y: 400))
        #expect(gallery.thumbnailDemo("keyframe-petal") === first)

        // After 11 s a fresh instance waits at the start (its own 2 s delay) and then falls.
        player.advance(to: 11.5)
        let second = try #require(gallery.thumbnailDemo("keyframe-petal") as? KeyframePetalDemo)
        #expect(second !== first)
        #expect(Self.petalPosition(player, second) == CGPoint(x: 50, y: 150))
        player.advance(to: 15.5)
        let falling = try #require(Self.petalPosition(player, second))
        #expect(falling.y > 170 && falling.y < 400, "falling again: \(falling)")
        // The orbit animates forever by itself: never replaced.
        player.advance(to: 30)
        #expect(gallery.thumbnailDemo("orbit") === orbit)
    }

    @Test func noThumbnailRestartsWhileADemoIsOpen() throws {
        let probe = try DemoFixture.player(GalleryDemo.self).1
        let frame = try #require(probe.cards.first { $0.name == "orbit" }).frame
        let (player, gallery) = try DemoFixture.player(GalleryDemo.self, ["--click", "1:\(frame.midX),\(frame.midY)", "--key", "20:escape"])
        player.advance(to: 0.5)
        let first = try #require(gallery.thumbnailDemo("rockets"))

        // Open from 1 s to 20 s: the hidden grid's rockets card (loop 2.5 s) is left as it is…
        player.advance(to: 19)
        #expect(gallery.openDemoName == "orbit")
        #expect(gallery.thumbnailDemo("rockets") === first)
        // …and after Esc the grid's cards loop again.
        player.advance(to: 21)
        #expect(gallery.thumbnailDemo("rockets") !== first)
    }
}
