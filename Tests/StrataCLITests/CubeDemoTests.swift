import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
import StrataDemos

/// The cube image browser (issue 6 design demo 4; seed 000 L762–834, digest E09; seed 002
/// L772–848, digest E34).
@Suite struct CubeDemoTests {
    /// The transition on `photo` now (Core Animation files it under kCATransition).
    private func transition(_ player: ScenePlayer, _ demo: CubeDemo) -> CATransition? {
        player.inspect { demo.photo.animation(forKey: kCATransition) as? CATransition }
    }

    private func shows(_ player: ScenePlayer, _ demo: CubeDemo, image index: Int) -> Bool {
        player.inspect { (demo.photo.contents as AnyObject?) === demo.image(at: index) }
    }

    @Test func rightArrowAddsACubeTransitionFromTheRightWithTheNextImage() throws {
        let (player, demo) = try DemoFixture.player(CubeDemo.self, ["--key", "1:right"])

        player.advance(to: 0.5)
        #expect(shows(player, demo, image: 0))
        #expect(transition(player, demo) == nil)
        player.advance(to: 1.5)
        let t = try #require(transition(player, demo))
        // E09: type "cube", subtype fromRight for next, duration 1.0; the model contents is
        // the next image at once (content change and transition in one transaction).
        #expect(t.type.rawValue == "cube")
        #expect(t.subtype == .fromRight)
        #expect(t.duration == 1.0)
        #expect(shows(player, demo, image: 1))
        #expect(demo.currentIndex == 1)
        let progress = try #require(player.inspect { demo.photo.transitionProgress(forKey: kCATransition) })
        #expect(progress > 0 && progress < 1)
        player.advance(to: 2.1)
        #expect(transition(player, demo) == nil)
    }

    @Test func leftArrowGoesBackFromTheLeftAndWraps() throws {
        // E09: previous from 0 → 4 ("4.jpg"), subtype fromLeft.
        let (player, demo) = try DemoFixture.player(CubeDemo.self, ["--key", "1:left"])

        player.advance(to: 1.2)

        #expect(demo.currentIndex == 4)
        #expect(shows(player, demo, image: 4))
        #expect(transition(player, demo)?.subtype == .fromLeft)
        #expect(transition(player, demo)?.type.rawValue == "cube")
    }

    @Test func fiveTurnsComeBackToTheFirstImage() throws {
        // E09: next ×5 from 0 → 0.
        let keys = (1...5).flatMap { ["--key", "\(Double($0) * 1.5):right"] }
        let (player, demo) = try DemoFixture.player(CubeDemo.self, keys)

        player.advance(to: 9)

        #expect(demo.currentIndex == 0)
        #expect(shows(player, demo, image: 0))
    }

    @Test func clicksOnTheHalvesTurnBothWays() throws {
        let (player, demo) = try DemoFixture.player(CubeDemo.self, ["--click", "1:700,300", "--click", "3:100,300"])

        player.advance(to: 1.1)
        #expect(demo.currentIndex == 1)
        #expect(transition(player, demo)?.subtype == .fromRight)
        player.advance(to: 3.1)
        #expect(demo.currentIndex == 0)
        #expect(transition(player, demo)?.subtype == .fromLeft)
    }

    @Test func tCyclesThroughAllTwelveTypes() throws {
        // E34's order; the browser starts at cube (index 4), so one T gives oglFlip and twelve
        // come back to cube.
        #expect(CubeDemo.transitionTypes.map(\.rawValue) == ["fade", "moveIn", "push", "reveal", "cube", "oglFlip", "suckEffect",
                                                             "rippleEffect", "pageCurl", "pageUnCurl", "cameraIrisHollowOpen", "cameraIrisHollowClose"])
        #expect(Set(CubeDemo.transitionTypes) == Set(CATransitionType.allKnown))
        let (player, demo) = try DemoFixture.player(CubeDemo.self, ["--key", "1:t", "--key", "1.5:right"])

        #expect(demo.transitionName == "cube")
        player.advance(to: 1.6)
        #expect(demo.transitionName == "oglFlip")
        #expect(transition(player, demo)?.type.rawValue == "oglFlip")

        let cycled = MediaClock.virtual().run { CubeDemo() }
        for _ in 0..<12 { cycled.keyDown("t") }
        #expect(cycled.transitionName == "cube")
    }

    @Test func photosAreFullWindowAndDistinct() throws {
        let run = try DemoRun("cube", [], layers: ["photo"], at: [0])
        #expect(DemoFixture.close(try run.numbers("photo", "bounds", 0), [0, 0, 800, 600]))

        let images = (0..<5).compactMap { DemoAssets.photo($0, size: CGSize(width: 800, height: 600)) }
        #expect(images.count == 5 && images.allSatisfy { $0.width == 800 && $0.height == 600 })
        // Each photo's sky (pixel (400, 20), above every shape) has its own colour.
        let skies = images.compactMap { $0.color(atX: 400, y: 20) }
        #expect(Set(skies.map { "\(Int($0.red * 20)),\(Int($0.green * 20)),\(Int($0.blue * 20))" }).count == 5)
    }

    @Test func evalNamesThePhotoShown() throws {
        // The photos are registered by name (seed 000's "0.jpg"… as photo-0…), so eval's
        // `contents` says which one the model shows.
        let run = try DemoRun("cube", ["--key", "1:right", "--key", "2:right", "--key", "3:left"], layers: ["photo"], at: [0.5, 1.5, 2.5, 3.5])

        let names = try (0..<4).map { i -> String? in
            if case .string(let name)? = try run.value("photo", "contents", i) { return name }
            return nil
        }
        #expect(names == ["photo-0", "photo-1", "photo-2", "photo-1"])
    }
}
