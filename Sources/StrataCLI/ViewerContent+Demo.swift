import Foundation
import Strata
import StrataDemos
import StrataHost

/// Adapts scene files and demos to what the host shows (the host sits below the demos and
/// knows nothing of them).
extension ViewerContent {
    /// A demo playing on `player`: titled by the demo ("Falling petal (petal)"), its controls
    /// in the HUD, the keys it wants given to it first, its tearDown run when the viewer leaves.
    static func demo(_ demo: any Demo, player: ScenePlayer) -> ViewerContent {
        let title = demo.title == demo.name ? demo.name : "\(demo.title) (\(demo.name))"
        return ViewerContent(player: player, title: title,
                             controls: demo.controls.map { ViewerControl($0.input, $0.description) },
                             consumesKey: { demo.handlesKey($0) }, tearDown: { demo.tearDown() })
    }

    /// A scene file playing on `player`, titled by its file name.
    static func sceneFile(_ path: String, player: ScenePlayer) -> ViewerContent {
        ViewerContent(player: player, title: URL(fileURLWithPath: path).lastPathComponent)
    }
}
