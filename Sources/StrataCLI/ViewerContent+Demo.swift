import Foundation
import Strata
import StrataDemos
import StrataHost

/// Adapts scene files and demos to what the host shows (the host sits below the demos and
/// knows nothing of them).
extension ViewerContent {
    /// A demo playing on `player`: titled by the demo, its keys taken as the demo says.
    static func demo(_ demo: any Demo, player: ScenePlayer) -> ViewerContent {
        ViewerContent(player: player, title: demo.name, controls: [ViewerControl("click", demo.summary)])
    }

    /// A scene file playing on `player`, titled by its file name.
    static func sceneFile(_ path: String, player: ScenePlayer) -> ViewerContent {
        ViewerContent(player: player, title: URL(fileURLWithPath: path).lastPathComponent)
    }
}
