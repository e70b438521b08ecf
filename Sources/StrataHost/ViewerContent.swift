import Foundation
import StrataCore

/// What the viewer shows: a scene playing on its own clock (a scene file or a demo's tree, with
/// its input handler and scripted events), plus what the window and the HUD say about it and
/// which keys it takes before the viewer's own bindings.
///
/// The host knows nothing of demos (they live a floor above it): the CLI adapts a demo or a
/// scene file to this.
public struct ViewerContent {
    /// The scene and its clock; its root layer is drawn, its input handler gets the input.
    public var player: ScenePlayer
    /// The window title's name for the content ("petal", "scene.json").
    public var title: String
    /// The inputs the content understands, for the HUD. Default: none.
    public var controls: [ViewerControl]
    /// Whether the content takes key `name` (SCENE.md names: "left", "space", "t", …) before the
    /// viewer's bindings (←/→ and 1–9 switch, Space, S, H, Esc). Asked at each key press, so it
    /// may depend on the content's state. Default: no key. Keys the viewer does not bind always
    /// go to the content.
    public var consumesKey: (String) -> Bool
    /// Called (with the content's clock bound) when the viewer leaves the content for another
    /// entry or stops: stop display links and other work that would outlive it. Default: nothing.
    public var tearDown: () -> Void
    /// A line of the content's own state for the HUD ("transition: cube", "editing"), asked
    /// whenever the HUD is drawn; nil shows nothing. Default: none.
    public var status: () -> String?

    /// Content playing `player` under `title`, with its `controls` listed in the HUD; `consumesKey`
    /// says which keys it takes before the viewer's own, `tearDown` runs when the viewer leaves it.
    public init(player: ScenePlayer, title: String, controls: [ViewerControl] = [],
                consumesKey: @escaping (String) -> Bool = { _ in false }, tearDown: @escaping () -> Void = {},
                status: @escaping () -> String? = { nil }) {
        self.player = player
        self.title = title
        self.controls = controls
        self.consumesKey = consumesKey
        self.tearDown = tearDown
        self.status = status
    }

    /// The content's size in points (the root layer's bounds size).
    public var size: CGSize { player.scene.size }
}
