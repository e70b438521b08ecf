import Foundation
import Testing
@testable import StrataCore
import StrataGraphics
@testable import StrataHost

/// Records what a content receives: input (with the model layer hit) and a log shared with
/// display links, animation delegates and the renderer, to check the order of a frame.
final class RecordingHandler: NSObject, SceneInputHandler, CAAnimationDelegate {
    var log: [String] = []
    var hits: [String?] = []
    var points: [CGPoint] = []
    var keys: [String] = []
    var onPointerDown: ((CGPoint) -> Void)?

    func pointerDown(at point: CGPoint, on layer: CALayer?) {
        log.append("input")
        hits.append(layer?.name)
        points.append(point)
        onPointerDown?(point)
    }

    func keyDown(_ key: String) {
        log.append("key \(key)")
        keys.append(key)
    }

    func animationDidStart(_ anim: CAAnimation) { log.append("didStart") }
}

/// A renderer that draws nothing and records what it was asked to draw.
final class RecordingRenderer: FrameRenderer {
    var onRender: (CALayer) -> Void = { _ in }
    var frames = 0

    func render(_ root: CALayer, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, framebuffer: UInt32) throws -> FrameRenderStats {
        frames += 1
        onRender(root)
        return FrameRenderStats(layers: 1, drawCalls: 1, batches: 1)
    }
}

enum HostFixture {
    static let background = CGColor(red: 0.125, green: 0.25, blue: 0.5, alpha: 1)
    static let boxColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)

    /// A content of `size` points whose root is built by `build` (inside the scene clock and a
    /// transaction without actions, as demos are built).
    static func content(title: String = "test", size: CGSize = CGSize(width: 200, height: 100),
                        handler: (any SceneInputHandler)? = nil, consumes: Set<String> = [],
                        build: (CALayer) -> Void = { _ in }) throws -> ViewerContent {
        let player = try ScenePlayer(inputHandler: handler) {
            let root = CALayer()
            root.bounds = CGRect(origin: .zero, size: size)
            root.position = CGPoint(x: size.width / 2, y: size.height / 2)
            root.backgroundColor = background
            build(root)
            return Scene(rootLayer: root, label: title)
        }
        return ViewerContent(player: player, title: title, consumesKey: { consumes.contains($0) })
    }

    /// A 20×20 box named "box" at `position`.
    static func box(at position: CGPoint, in root: CALayer) -> CALayer {
        let box = CALayer()
        box.name = "box"
        box.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        box.position = position
        box.backgroundColor = boxColor
        root.addSublayer(box)
        return box
    }

    /// `position.x` from 0 to 100 over `duration` s, linear (x = 100·t/duration on screen).
    static func slide(duration: Double = 1, repeatForever: Bool = false) -> CABasicAnimation {
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = duration
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        if repeatForever { slide.repeatCount = .infinity }
        return slide
    }

    static func session(_ makers: [() throws -> ViewerContent]) throws -> ViewerSession {
        let entries = makers.enumerated().map { index, make in ViewerPlaylist.Entry(name: "entry\(index)", make: make) }
        return try ViewerSession(playlist: ViewerPlaylist(entries: entries))
    }
}

extension CALayer {
    /// The presentation snapshot the last frame left (what the renderer drew).
    var shown: CALayer { presentationSnapshot! }
}
