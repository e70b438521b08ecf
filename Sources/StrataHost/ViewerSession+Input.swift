import Foundation
import StrataCore
import StrataGraphics

/// Input: live events at the frame's time, scripted input, the viewer's own commands.
extension ViewerSession {
    /// Delivers the queued input at the frame's time; stops at a switch (returning its entry),
    /// leaving later input for the new content's first frame.
    func deliverPending(now: CFTimeInterval) -> Int? {
        while !pending.isEmpty {
            let event = pending.removeFirst()
            switch event {
            case .pointerDown(let point):
                content.player.deliver(.pointerDown(stage.stagePoint(fromWindow: point)))
            case .pointerUp(let point):
                content.player.deliver(.pointerUp(stage.stagePoint(fromWindow: point)))
            case .key(let name):
                switch KeyRouter.route(name, contentConsumes: content.consumesKey, entryCount: playlist.entries.count) {
                case .content(let key): content.player.deliver(.key(key))
                case .viewer(let command):
                    if let entry = perform(command, now: now) { return entry }
                }
            }
        }
        return nil
    }

    /// Runs a viewer command; returns the entry to switch to, if it switches.
    func perform(_ command: ViewerCommand, now: CFTimeInterval) -> Int? {
        let count = playlist.entries.count
        switch command {
        case .previous: return (index + count - 1) % count
        case .next: return (index + 1) % count
        case .select(let entry): return entry < count && entry != index ? entry : nil
        case .togglePause: stage.setPaused(!stage.isPaused, now: now)
        case .toggleSlowMotion: stage.setSlowMotion(!stage.isSlowMotion, now: now)
        case .toggleHUD: showHUD(!showsHUD)
        case .quit: wantsQuit = true
        }
        return nil
    }

    /// A scripted input (`--key`, `--click`, a scene's events): keys meet the viewer's bindings
    /// as typed keys do; pointer input is already in root-layer points.
    func routeScripted(_ input: SceneInput) {
        guard case .key(let name) = input else {
            content.player.deliver(input)
            return
        }
        switch KeyRouter.route(name, contentConsumes: content.consumesKey, entryCount: playlist.entries.count) {
        case .content(let key): content.player.deliver(.key(key))
        case .viewer(let command):
            if scriptedSwitch == nil, let entry = perform(command, now: content.player.clock.now) { scriptedSwitch = entry }
        }
    }
}
