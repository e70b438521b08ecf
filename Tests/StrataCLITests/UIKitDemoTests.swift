import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore
@testable import StrataDemos
import StrataUI

/// The StrataUI demos (issue 19 "Demos and tests"): seed 000's UIView examples and seed 002's
/// text fields, hosted in a UIWindow whose layer is the scene root, driven by scripted input
/// on the scene's virtual clock exactly as `strata eval --demo NAME --click/--drag/--key` does.
@Suite struct UIKitDemoTests {
    static func width(_ player: ScenePlayer, _ view: UIView) -> CGFloat {
        player.inspect { (view.layer.presentation() ?? view.layer).bounds.width }
    }

    static func center(_ player: ScenePlayer, _ view: UIView) -> CGPoint {
        player.inspect { (view.layer.presentation() ?? view.layer).position }
    }

    // MARK: the host

    @Test func theWindowIsTheSceneRootAndBlockAnimationsRunInTheFrameLoop() throws {
        // UIView.animate(withDuration:delay:options:animations:completion:): "completion: a block
        // object to be executed when the animation sequence ends … whether or not the animations
        // actually finished before the completion handler was called". The zoom in viewDidLoad
        // (1 s after a 0.3 s delay, ease in-out) commits where the player commits.
        let (player, demo) = try DemoFixture.player(ImageZoomDemo.self)
        let window = try #require(demo.window)
        let controller = try #require(demo.controller)
        #expect(player.scene.rootLayer === window.layer)
        #expect(window.rootViewController === controller && controller.isViewLoaded)
        #expect(window.bounds.size == ImageZoomDemo.size)

        player.advance(to: 0.25)
        #expect(abs(Self.width(player, controller.imageView) - 80) < 1e-6)
        player.advance(to: 0.8)
        // Half way through the time of an ease in-out curve is half way.
        #expect(abs(Self.width(player, controller.imageView) - 120) < 0.01)
        #expect(controller.completions.isEmpty)
        player.advance(to: 1.4)
        #expect(abs(Self.width(player, controller.imageView) - 160) < 1e-6)
        #expect(controller.completions == [true])
    }

    @Test func evalSeesThePictureGrow() throws {
        let run = try DemoRun("ui-image-zoom", layers: ["imageView"], at: [0, 0.8, 1.5])
        let widths = try (0..<3).map { try run.numbers("imageView", "bounds", $0)[2] }

        #expect(widths[0] == 80 && widths[1] > 100 && widths[2] == 160, "\(widths)")
        #expect(DemoFixture.close(try run.position("imageView", 2), [160, 180]))
    }

    @Test func releasesAndDragsWithoutAPressAreDroppedAndFingersAreTouches() throws {
        // The gallery opens a demo on a click's release: that release reaches no view.
        let (player, demo) = try DemoFixture.player(ImageBrowserDemo.self)
        let controller = try #require(demo.controller)
        player.schedule([SceneEvent(time: 0.5, inputs: [.pointerUp(CGPoint(x: 100, y: 100))])])
        // A finger's swipe (touch events with an id) turns the picture as the mouse's does.
        player.schedule(SceneInput.swipe(id: 3, along: [CGPoint(x: 260, y: 300), CGPoint(x: 60, y: 300)], at: 1, duration: 0.2)
            .map { SceneEvent(time: $0.time, inputs: [$0.input]) })
        player.advance(to: 1.5)

        #expect(controller.currentIndex == 1)
        #expect(controller.transitions == ["flipFromRight"])
    }

    @Test func inTheGalleryTheOpenDemosWindowGetsTheClicksInItsOwnPoints() throws {
        // The gallery opens a demo on a click's release and scales it to the stage's height
        // (568 → 600 points, centred at (500, 300)); a click there is a touch in the window.
        let probe = try DemoFixture.player(GalleryDemo.self).1
        let card = try GalleryDemoTests.center(probe, SpringDropDemo.name)
        let (player, gallery) = try DemoFixture.player(GalleryDemo.self, ["--click", "1:\(card.x),\(card.y)", "--click", "3:450,200"])
        player.advance(to: 9)
        let demo = try #require(gallery.openDemo as? SpringDropDemo)
        let ball = try #require(demo.controller?.imageView)
        let fit = 600.0 / 568
        let expected = CGPoint(x: 160 - 50 / fit, y: 284 - 100 / fit)
        let shown = Self.center(player, ball)
        #expect(hypot(shown.x - expected.x, shown.y - expected.y) < 0.01, "\(shown)")
        #expect(demo.controller?.completions.count == 2)
    }

    // MARK: the demos

    @Test func aTapZoomsAndASecondTapMidFlightTurnsBackFromTheScreen() throws {
        // UIView.AnimationOptions.beginFromCurrentState: "Start the animation from the current
        // setting associated with an already in-flight animation." Zoomed in by 1.3 s; a tap at
        // 2 zooms out, another at 2.5 turns back from where the picture is drawn.
        let (player, demo) = try DemoFixture.player(ImageZoomDemo.self, ["--click", "2:160,400", "--click", "2.5:160,400"])
        let controller = try #require(demo.controller)
        let image = try #require(controller.imageView)

        player.advance(to: 1.99)
        #expect(abs(Self.width(player, image) - 160) < 1e-6)
        player.advance(to: 2.499)
        let before = Self.width(player, image)
        #expect(before < 150 && before > 90, "\(before)")
        player.advance(to: 2.5)
        let at = Self.width(player, image)
        #expect(abs(at - before) < 1, "no jump: \(before) → \(at)")
        // From there it changes smoothly (UIKit's view animations of geometry are additive
        // since iOS 8, so the zoom-out's momentum carries on a moment) and never snaps: no
        // step between frames is larger than a continuous motion makes, it never gets back to
        // the small size, and it ends large.
        var previous = at, smallest = at
        for time in stride(from: 2.52, through: 3.5, by: 0.02) {
            player.advance(to: time)
            let width = Self.width(player, image)
            #expect(abs(width - previous) < 4, "t = \(time): \(previous) → \(width)")
            previous = width
            smallest = min(smallest, width)
        }
        #expect(smallest > 90 && previous > 150, "\(smallest) … \(previous)")
        player.advance(to: 3.6)
        #expect(abs(Self.width(player, image) - 160) < 1e-6)
        #expect(controller.isZoomedIn)
        #expect(controller.completions.count == 3 && controller.completions.last == true, "\(controller.completions)")
    }

    @Test func theBallDropsOnASpringWithDampingPointOneAndATapSendsItThere() throws {
        // UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…):
        // "Employ a damping ratio closer to zero to increase oscillation." It drops to the
        // screen's centre (160, 284) on appearing, 234 points, and rests there within the 5 s.
        let times = DemoFixture.times(from: 0, to: 5, step: 0.02)
        let run = try DemoRun("ui-spring-drop", ["--click", "6:100,450"], layers: ["ball"], at: times + [5.1, 11.2])
        let ys = try times.indices.map { try run.position("ball", $0)[1] }

        #expect(DemoFixture.close(try run.position("ball", 0), [160, 50]))
        #expect(ys.max()! > 284 + 0.5 * 234, "overshoot: \(ys.max()!)")
        #expect(DemoFixture.close(try run.position("ball", times.count), [160, 284], 2))
        #expect(DemoFixture.close(try run.position("ball", times.count + 1), [100, 450], 2))
    }

    @Test func thePetalFliesThroughTheSeedsKeyframes() throws {
        // UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:): both times are
        // fractions of the 5 s; calculationModeLinear interpolates each leg linearly.
        let (player, demo) = try DemoFixture.player(KeyframeFlightDemo.self)
        let controller = try #require(demo.controller)
        let expected: [(Double, CGPoint)] = [
            (0, CGPoint(x: 50, y: 150)), (1.25, CGPoint(x: 65, y: 185)), (2.5, CGPoint(x: 80, y: 220)),
            (3.125, CGPoint(x: 62.5, y: 260)), (3.75, CGPoint(x: 45, y: 300)), (5, CGPoint(x: 55, y: 400)),
        ]
        for (time, point) in expected {
            player.advance(to: time)
            let p = Self.center(player, controller.imageView)
            #expect(hypot(p.x - point.x, p.y - point.y) < 0.5, "t = \(time): \(p)")
        }
        player.advance(to: 5.2)
        #expect(controller.completions == [true])
    }

    @Test func swipesTurnThePicturesWithFlipsAndCurls() throws {
        // Seed 000: a left swipe shows the next picture flipping from the right, a right swipe
        // the previous flipping from the left; up and down curl. UISwipeGestureRecognizer:
        // "recognizes a swipe when the specified number of touches have moved mostly in an
        // allowable direction far enough to be considered a swipe."
        let swipes = ["1:260,300:60,300:0.2", "3:60,300:260,300:0.2", "5:160,400:160,150:0.2", "7:160,150:160,400:0.2"]
        let (player, demo) = try DemoFixture.player(ImageBrowserDemo.self, swipes.flatMap { ["--drag", $0] })
        let controller = try #require(demo.controller)
        let layer = controller.imageView.layer

        player.advance(to: 1.5)
        let flip = try #require(player.inspect { layer.animation(forKey: kCATransition) as? CATransition })
        #expect(flip.type.rawValue == "oglFlip" && flip.subtype == .fromRight && flip.duration == 1)
        #expect(controller.currentIndex == 1)
        player.advance(to: 2.5)
        #expect(player.inspect { layer.animation(forKey: kCATransition) } == nil)
        player.advance(to: 8.5)
        #expect(controller.transitions == ["flipFromRight", "flipFromLeft", "curlUp", "curlDown"])
        #expect(controller.currentIndex == 0)

        // What eval reports: the image view's contents by the picture's name.
        let run = try DemoRun("ui-image-browser", ["--drag", swipes[0]], layers: ["imageView"], at: [0.5, 2.5])
        #expect(try run.value("imageView", "contents", 0) == .string("photo-0"))
        #expect(try run.value("imageView", "contents", 1) == .string("photo-1"))
    }

    @Test func aSlowDragIsNoSwipe() throws {
        // 50 points a second: the swipe's distance (about 50 points) takes longer than a swipe's
        // time (about half a second).
        let (player, demo) = try DemoFixture.player(ImageBrowserDemo.self, ["--drag", "1:260,300:60,300:4"])
        player.advance(to: 6)
        #expect(demo.controller?.currentIndex == 0)
        #expect(demo.controller?.transitions == [])
    }

    @Test func typedTextAndReturnSetTheAnchorPoint() throws {
        // Seed 002: textFieldShouldReturn(_:) sets the layer's anchorPoint from the field (a
        // plain CALayer, so the change animates implicitly over the default 0.25 s). The x field
        // is tapped at 1 s, "0.2" typed and Return pressed; then the y field gets "0.7".
        let keys = ["1.1:0", "1.2:.", "1.3:2", "1.4:return", "2.1:7", "2.1:backspace", "2.2:0", "2.3:.", "2.4:7", "2.5:return"]
        let arguments = ["--click", "1:85,78", "--click", "2:235,78"] + keys.flatMap { ["--key", $0] }
        let run = try DemoRun("ui-anchor-fields", arguments, layers: ["square"], at: [0.5, 1.5, 2, 3])

        #expect(DemoFixture.close(try run.numbers("square", "anchorPoint", 0), [0.5, 0.5]))
        let moving = try run.numbers("square", "anchorPoint", 1)[0]
        #expect(moving > 0.2 && moving < 0.5, "animating: \(moving)")
        #expect(DemoFixture.close(try run.numbers("square", "anchorPoint", 2), [0.2, 0.5]))
        #expect(DemoFixture.close(try run.numbers("square", "anchorPoint", 3), [0.2, 0.7]))
        // The seed moves the anchor, not the position: the square's frame moves instead.
        #expect(DemoFixture.close(try run.position("square", 3), [160, 284]))
    }

    @Test func aFieldTakesEveryKeyWhileEditingAndRefusesValuesOutsideZeroToOne() throws {
        let (player, demo) = try DemoFixture.player(AnchorFieldsDemo.self, ["--click", "1:85,78", "--key", "1.1:5", "--key", "1.2:return"])
        let controller = try #require(demo.controller)
        #expect(!demo.handlesKey("1") && !demo.handlesKey("return"))

        player.advance(to: 1.05)
        // Editing: digits are the field's, not the viewer's demo switches.
        #expect(demo.editingField === controller.xField)
        #expect(demo.handlesKey("1") && demo.handlesKey("return") && demo.handlesKey("escape"))
        player.advance(to: 1.5)
        // 5 is outside 0…1: refused, the field keeps editing (textFieldShouldReturn said no).
        #expect(controller.xField.text == "5" && controller.message.text == "the value must be between 0 and 1")
        #expect(player.inspect { controller.layer.anchorPoint } == CGPoint(x: 0.5, y: 0.5))
        #expect(demo.editingField === controller.xField)
    }

    @Test func aKeyAndItsTextEventTypeOneCharacter() throws {
        // A keyboard sends a key press and then the text it typed; `--key` sends only the key.
        let (player, demo) = try DemoFixture.player(AnchorFieldsDemo.self, ["--click", "1:85,78"])
        let controller = try #require(demo.controller)
        player.advance(to: 1.1)
        player.inspect {
            demo.handle(InputEvent(.keyDown(key: "5", isRepeat: false), timestamp: 1.1), on: nil)
            demo.handle(InputEvent(.text("5"), timestamp: 1.1), on: nil)
            demo.handle(InputEvent(.text("."), timestamp: 1.3), on: nil)
        }
        #expect(controller.xField.text == "5.")
    }

    @Test func theCardFollowsTheDragAndSettlesOnASpringAfterRelease() throws {
        // UIViewPropertyAnimator.fractionComplete: "you might use a pan gesture recognizer to
        // update the value based on the completion progress of that gesture." Up 120 points in
        // 1 s from the collapsed card's centre (160, 440): the translation counts from where the
        // finger went down, so the card's centre stays under the finger; released past half
        // way, slowly, the animator continues to the end on a spring.
        let (player, demo) = try DemoFixture.player(CardAnimatorDemo.self, ["--drag", "1:160,440:160,320:1"])
        let controller = try #require(demo.controller)
        let card = try #require(controller.card)

        player.advance(to: 1.5)
        let animator = try #require(controller.animator)
        #expect(!animator.isRunning && animator.state == .active)
        #expect(abs(Self.center(player, card).y - 380) < 1e-6, "\(Self.center(player, card))")
        #expect(abs(player.inspect { animator.fractionComplete } - 60 / CardAnimatorViewController.distance) < 1e-6)
        player.advance(to: 2.01)
        #expect(controller.animator?.isRunning == true)
        player.advance(to: 3)
        #expect(controller.completions == [.end] && controller.isExpanded && controller.animator == nil)
        #expect(Self.center(player, card) == CGPoint(x: 160, y: CardAnimatorViewController.expanded.midY))
        #expect(abs(Self.width(player, card) - CardAnimatorViewController.expanded.width) < 1e-6)
    }

    @Test func aShortSlowDragGoesBackAndAFlickGoesOn() throws {
        // Released below half way, slowly: reversed to the start. The same distance as a quick
        // flick (500 points/s): on to the end.
        let (slowPlayer, slow) = try DemoFixture.player(CardAnimatorDemo.self, ["--drag", "1:160,440:160,400:1"])
        slowPlayer.advance(to: 3)
        #expect(slow.controller?.completions == [.start] && slow.controller?.isExpanded == false)
        let card = try #require(slow.controller?.card)
        #expect(Self.center(slowPlayer, card) == CGPoint(x: 160, y: 440))

        let (fastPlayer, fast) = try DemoFixture.player(CardAnimatorDemo.self, ["--drag", "1:160,440:160,400:0.08"])
        fastPlayer.advance(to: 3)
        #expect(fast.controller?.completions == [.end] && fast.controller?.isExpanded == true)
    }
}
