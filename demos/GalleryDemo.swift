import Foundation
import StrataCore
import StrataGraphics

/// The viewer's front page: every demo live in a grid of cards (`GalleryCard`), itself a
/// showcase of layers, masks, shadows and transitions. Hovering (or ←/→/↑/↓) lifts a card; a
/// click (or Return) zooms into its demo with a spring; inside, the demo gets all input, ←/→
/// push to the neighbouring demo (unless the demo takes the arrows), and Esc, the mouse's back
/// button or a click beside the demo zoom back out.
///
/// An opened demo is a fresh instance at full size with its own `EventRouter`, so it behaves
/// exactly as it does on its own (`--demo NAME`). While one is open the grid is hidden, so its
/// thumbnails cost nothing to draw.
public final class GalleryDemo: NSObject, Demo {
    public static let name = "gallery"
    public static let title = "Strata gallery"
    public static let summary = "every demo live in a grid: hover lifts a card, a click zooms into the demo, Esc comes back"
    public static let controls = [
        DemoControl("click", "open a demo · beside it or mouse back: return"),
        DemoControl("←/→", "choose a demo · inside: previous/next demo", keys: ["left", "right"]),
        DemoControl("Return", "open the chosen demo", keys: ["return"]),
    ]
    public static let size = CGSize(width: 1000, height: 600)

    static let columns = 7
    static let gridTop: CGFloat = 74
    static let gap = CGSize(width: 16, height: 12)
    /// The hint bar's text.
    static let hint = "click a demo  ·  ←/→ choose  ·  Return open  ·  Esc back  ·  H help"

    /// The cards, in `DemoCatalog.all` order.
    public private(set) var cards: [GalleryCardInfo] = []
    private var cardLayers: [GalleryCard] = []
    private let grid = CALayer()
    private let dim = CALayer()
    private let zoom = CALayer()
    /// The index of the lifted card (hover or keys), if any.
    public private(set) var focused: Int?
    /// The open demo: its index, instance and input router.
    private var open: (index: Int, demo: any Demo, router: EventRouter)?
    /// A press went down beside the open demo (its release there closes it).
    private var pressedBeside = false
    /// Replays the thumbnails of demos that play once (`Demo.thumbnailLoop`).
    private var loopLink: CADisplayLink?

    public override required init() {
        super.init()
    }

    /// The layer an opened demo zooms in (named `zoom`); hidden while the grid shows.
    public var zoomLayer: CALayer { zoom }
    /// The layer of the cards, hint bar and title (named `grid`); hidden while a demo is open.
    public var gridLayer: CALayer { grid }
    /// The open demo's instance, if any.
    public var openDemo: (any Demo)? { open?.demo }

    /// The card layer (named "card.NAME") of demo `name`.
    public func cardLayer(_ name: String) -> CALayer? {
        cardLayers.first { $0.type.name == name }?.layer
    }

    /// The open demo's name (nil: the grid shows).
    public var openDemoName: String? { open.map { cardLayers[$0.index].type.name } }

    public var status: String? {
        open.map { "showing \(cardLayers[$0.index].type.title)" + ($0.demo.status.map { " · \($0)" } ?? "") }
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.root(size: Self.size, background: CGColor(red: 0.07, green: 0.08, blue: 0.1, alpha: 1))
        root.name = "gallery"
        grid.name = "grid"
        grid.frame = root.bounds
        root.addSublayer(grid)
        let title = DemoStage.label("Strata", at: CGPoint(x: 28, y: 22), width: 300, fontSize: 28, color: CGColor(gray: 1, alpha: 1))
        grid.addSublayer(title)
        grid.addSublayer(DemoStage.label("Core Animation for Linux — every demo below is live",
                                         at: CGPoint(x: 140, y: 34), width: 600, fontSize: 14, color: CGColor(gray: 1, alpha: 0.6)))
        let types = DemoCatalog.all
        let width = CGFloat(Self.columns) * GalleryCard.size.width + CGFloat(Self.columns - 1) * Self.gap.width
        let left = (Self.size.width - width) / 2
        for (index, type) in types.enumerated() {
            let column = index % Self.columns, row = index / Self.columns
            let center = CGPoint(x: left + (CGFloat(column) + 0.5) * GalleryCard.size.width + CGFloat(column) * Self.gap.width,
                                 y: Self.gridTop + (CGFloat(row) + 0.5) * GalleryCard.size.height + CGFloat(row) * Self.gap.height)
            let card = GalleryCard(type, center: center)
            grid.addSublayer(card.layer)
            cardLayers.append(card)
        }
        cards = cardLayers.map { GalleryCardInfo(name: $0.type.name, frame: $0.layer.frame) }

        let bar = CALayer()
        bar.name = "hint"
        bar.frame = CGRect(x: 0, y: Self.size.height - 40, width: Self.size.width, height: 40)
        bar.backgroundColor = CGColor(gray: 0, alpha: 0.35)
        grid.addSublayer(bar)
        bar.addSublayer(DemoStage.label(Self.hint, at: CGPoint(x: 0, y: 11), width: Self.size.width,
                                        fontSize: 14, color: CGColor(gray: 1, alpha: 0.75), alignment: .center))

        dim.name = "dim"
        dim.frame = root.bounds
        dim.backgroundColor = CGColor(gray: 0, alpha: 1)
        dim.opacity = 0
        root.addSublayer(dim)
        zoom.name = "zoom"
        zoom.masksToBounds = true
        zoom.isHidden = true
        zoom.shadowOpacity = 0.6
        zoom.shadowRadius = 20
        root.addSublayer(zoom)

        // Issue 17: a one-shot demo's card stood still after its first play. While the grid
        // shows, each such card starts afresh once it has played its `thumbnailLoop`.
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            guard self.open == nil else { return }
            let now = CACurrentMediaTime()
            for card in self.cardLayers { card.loopIfDone(now: now) }
        }
        link.add(to: .main, forMode: .default)
        loopLink = link
        return root
    }

    public func tearDown() {
        loopLink?.invalidate()
        loopLink = nil
        cardLayers.forEach { $0.demo.tearDown() }
        open?.demo.tearDown()
    }

    /// The demo instance card `name`'s thumbnail runs now (a loop replaces it).
    public func thumbnailDemo(_ name: String) -> (any Demo)? {
        cardLayers.first { $0.type.name == name }?.demo
    }

    public func handlesKey(_ name: String) -> Bool {
        if let open {
            return open.demo.handlesKey(name) || ["escape", "left", "right"].contains(name)
        }
        return ["left", "right", "up", "down", "return"].contains(name)
    }

    // MARK: - Input

    public func handle(_ event: InputEvent, on layer: CALayer?) {
        if let open {
            handleOpen(event, open: open)
            return
        }
        switch event.kind {
        case .pointerMoved: focus(card(at: event.location))
        case .pointerUp(.left):
            if let index = card(at: event.location) { show(index) }
        case .keyDown(let key, _): gridKey(key)
        default: break
        }
    }

    private func handleOpen(_ event: InputEvent, open: (index: Int, demo: any Demo, router: EventRouter)) {
        switch event.kind {
        case .pointerUp(.back):
            close()
            return
        case .keyDown(let key, _) where !open.demo.handlesKey(key):
            switch key {
            case "escape": close()
            case "left": step(-1)
            case "right": step(1)
            default: open.router.route(event)
            }
            return
        default: break
        }
        var inner = event
        if event.isPositional {
            inner.location = zoom.convert(event.location, from: zoom.superlayer)
            // A click beside the demo (the letterbox) returns to the grid.
            let beside = !zoom.bounds.contains(inner.location)
            switch event.kind {
            case .pointerDown(.left) where beside && !open.router.isPointerPressed:
                pressedBeside = true
                return
            case .pointerUp(.left) where pressedBeside:
                pressedBeside = false
                if beside { close() }
                return
            default: break
            }
        }
        open.router.route(inner)
    }

    private func gridKey(_ key: String) {
        let count = cardLayers.count
        let current = focused ?? -1
        switch key {
        case "left": focus(current < 0 ? count - 1 : (current + count - 1) % count)
        case "right": focus((current + 1) % count)
        case "up": focus(current < 0 ? 0 : max(0, current - Self.columns))
        case "down": focus(current < 0 ? 0 : min(count - 1, current + Self.columns))
        case "return": if let focused { show(focused) }
        default: break
        }
    }

    /// The card under `point` (gallery points), if any.
    func card(at point: CGPoint) -> Int? {
        cardLayers.firstIndex { $0.layer.frame.contains(point) }
    }

    private func focus(_ index: Int?) {
        guard index != focused else { return }
        if let focused { cardLayers[focused].setLifted(false) }
        focused = index
        if let index { cardLayers[index].setLifted(true) }
    }

    // MARK: - Zoom

    /// Opens demo `index`: a fresh instance springs from its card to fill the stage's height.
    func show(_ index: Int) {
        let card = cardLayers[index]
        let (demo, router) = makeDemo(card.type)
        open = (index, demo, router)
        let from = card.thumbnailCenter
        let fit = min(Self.size.width / card.type.size.width, Self.size.height / card.type.size.height)
        DemoStage.withoutActions {
            grid.isHidden = false
            zoom.isHidden = false
            zoom.bounds = CGRect(origin: .zero, size: card.type.size)
            zoom.position = CGPoint(x: Self.size.width / 2, y: Self.size.height / 2)
            zoom.transform = CATransform3DMakeScale(fit, fit, 1)
            dim.opacity = 0.85
        }
        let position = Self.spring("position", from: from, to: zoom.position)
        let scale = Self.spring("transform.scale", from: GalleryCard.scale, to: fit)
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in
            // Drawn underneath, the grid would cost every frame for nothing.
            guard let self, self.open?.index == index else { return }
            DemoStage.withoutActions { self.grid.isHidden = true }
        }
        zoom.add(position, forKey: "zoom.position")
        zoom.add(scale, forKey: "zoom.scale")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 0.85
        fade.duration = 0.3
        dim.add(fade, forKey: "fade")
        CATransaction.commit()
    }

    /// Zooms back into the open demo's card and returns to the grid.
    func close() {
        guard let current = open else { return }
        open = nil
        DemoStage.withoutActions { grid.isHidden = false }
        let card = cardLayers[current.index]
        focus(current.index)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.35)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        CATransaction.setCompletionBlock { [weak self] in
            guard let self, self.open == nil else { return }
            current.demo.tearDown()
            DemoStage.withoutActions {
                self.zoom.isHidden = true
                self.zoom.sublayers?.forEach { $0.removeFromSuperlayer() }
            }
        }
        zoom.position = card.thumbnailCenter
        zoom.setValue(GalleryCard.scale, forKeyPath: "transform.scale")
        dim.opacity = 0
        CATransaction.commit()
    }

    /// Replaces the open demo by its neighbour `offset` away, pushed in from that side.
    private func step(_ offset: Int) {
        guard let current = open else { return }
        let count = cardLayers.count
        let index = (current.index + offset + count) % count
        current.demo.tearDown()
        let (demo, router) = makeDemo(cardLayers[index].type)
        open = (index, demo, router)
        focus(index)
        let push = CATransition()
        push.type = .push
        push.subtype = offset > 0 ? .fromRight : .fromLeft
        push.duration = 0.4
        zoom.add(push, forKey: kCATransition)
    }

    /// A fresh `type` built into the zoom layer, with its own router (as `ScenePlayer` routes).
    private func makeDemo(_ type: any Demo.Type) -> (any Demo, EventRouter) {
        let demo = type.init()
        var root: CALayer!
        DemoStage.withoutActions {
            zoom.sublayers?.forEach { $0.removeFromSuperlayer() }
            root = demo.makeScene()
            root.position = CGPoint(x: type.size.width / 2, y: type.size.height / 2)
            zoom.addSublayer(root)
        }
        let router = EventRouter(root: root)
        router.fallback = { event, layer in
            demo.handle(event, on: layer)
            switch event.kind {
            case .pointerDown(.left): demo.pointerDown(at: event.location, on: layer)
            case .pointerUp(.left): demo.pointerUp(at: event.location, on: layer)
            case .keyDown(let key, false): demo.keyDown(key)
            default: break
            }
        }
        return (demo, router)
    }

    private static func spring(_ keyPath: String, from: Any, to: Any) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: keyPath)
        spring.fromValue = from
        spring.toValue = to
        spring.damping = 16
        spring.stiffness = 170
        spring.duration = spring.settlingDuration
        return spring
    }
}

/// A gallery card as tests see it: the demo's name and the card's frame in gallery points.
public struct GalleryCardInfo: Equatable, Sendable {
    public var name: String
    public var frame: CGRect
}
