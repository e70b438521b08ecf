import CSDL2
import Foundation
import Testing
@testable import StrataCore
import StrataGL
import StrataGraphics
@testable import StrataHost

/// Pipelined window frames (`Window.pipelinesFrames`): a turn records its frame while the GL
/// still draws the last one and swaps that one in only then. What the window draws must not
/// change — only when a drawn frame is swapped in — and no drawn frame may be left unshown
/// while the loop sleeps, stops or takes a screenshot.
extension ViewerWindowTests {
    static let colours: [CGColor] = [Self.red, Self.green, CGColor(red: 0, green: 0, blue: 1, alpha: 1)]

    /// A headless window (no vsync) filled by one card, and the card.
    private static func cardWindow(pipelined: Bool, frames: Int? = nil) throws -> (Window, CALayer) {
        var options = Self.headless(frames: frames)
        options.vsync = false
        let window = try Window(title: "test", width: 80, height: 60, options: options)
        window.pipelinesFrames = pipelined
        let card = CALayer()
        card.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        card.backgroundColor = Self.red
        window.rootLayer.addSublayer(card)
        return (window, card)
    }

    /// Sets the card's colour for the next frame, without an implicit animation.
    private static func paint(_ card: CALayer, _ colour: CGColor) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = colour
        CATransaction.commit()
    }

    @Test func aWindowWithoutVSyncPipelinesItsFramesByDefault() throws {
        var options = Self.headless(frames: 1)
        options.vsync = false
        let window = try Window(title: "test", width: 40, height: 30, options: options)
        #expect(!window.sdl.hasVSync)
        #expect(window.pipelinesFrames, "swaps do not wait for a refresh: frames are pipelined")
    }

    /// The frame a pipelined turn drew is complete in the back buffer, waiting for its swap,
    /// and is the picture a sequential turn draws for the same tree.
    @Test func aPipelinedTurnDrawsTheSameFrameAndSwapsItInAtTheNextTurn() throws {
        var seen: [[[Int]]] = []
        for pipelined in [true, false] {
            let (window, card) = try Self.cardWindow(pipelined: pipelined)
            var colours: [[Int]] = []
            for k in 0..<4 {
                Self.paint(card, Self.colours[k % 3])
                window.driver.setNeedsFrame()
                window.step()
                #expect(window.hasUnshownFrame == pipelined)
                let image = pipelined ? try WindowReadback.backBuffer(width: 80, height: 60) : try window.screenshot()
                colours.append(Self.rgb(image, 40, 30))
            }
            seen.append(colours)
            window.close()
            #expect(!window.hasUnshownFrame, "closing shows the last frame")
        }
        #expect(seen[0] == seen[1], "pipelined \(seen[0]) vs sequential \(seen[1])")
        #expect(seen[0] == [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 0, 0]], "\(seen[0])")
    }

    /// `presentDrawnFrame()` shows a waiting frame at once (benchmarks end a timed run with it);
    /// a sequential turn after a pipelined one shows the waiting frame before its own.
    @Test func aWaitingFrameCanBeShownAtOnce() throws {
        let (window, _) = try Self.cardWindow(pipelined: true)
        window.step()
        #expect(window.hasUnshownFrame)
        window.presentDrawnFrame()
        #expect(!window.hasUnshownFrame)
        window.presentDrawnFrame()   // nothing waits: nothing happens
        window.driver.setNeedsFrame()
        window.step()
        window.pipelinesFrames = false
        window.driver.setNeedsFrame()
        window.step()
        #expect(!window.hasUnshownFrame, "the sequential turn showed the waiting frame and its own")
        window.close()
    }

    @Test func aFinishedRunLeavesNoFrameUnshown() throws {
        let (window, _) = try Self.cardWindow(pipelined: true, frames: 3)
        try window.run()
        #expect(window.framesRendered == 3 && !window.isOpen)
        #expect(!window.hasUnshownFrame, "the last frame is swapped in when the run ends")
    }

    /// A window with nothing left to draw shows its last frame before it sleeps.
    @Test func anIdleWindowShowsItsLastFrameBeforeSleeping() throws {
        let (window, card) = try Self.cardWindow(pipelined: true)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 0.05
        card.add(fade, forKey: "fade")
        window.step()
        #expect(window.hasUnshownFrame, "the first frame is drawn, to be swapped in by the next turn")
        // Turns (on the wall clock) until the fade has ended and nothing more needs drawing.
        for _ in 0..<200 where window.driver.needsFrames {
            usleep(5_000)
            window.step()
        }
        #expect(!window.driver.needsFrames)
        window.step()
        #expect(!window.hasUnshownFrame, "once idle, the last frame drawn is on screen")
    }
}
