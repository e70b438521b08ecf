import Foundation
import StrataCore
import StrataGraphics

/// Input: live events at the frame's time, scripted input, the viewer's own commands.
extension ViewerSession {
    /// Delivers the queued input at the frame's time; stops at a switch (returning its entry),
    /// leaving later input for the new content's first frame. Pointer and touch locations go
    /// from window points to the content's root points, timestamps from session time to the
    /// content's clock (never later than the frame, never before the previous event).
    func deliverPending(now: CFTimeInterval) -> Int? {
        while !pending.isEmpty {
            var event = pending.removeFirst()
            let stamp = now - max(0, frameSessionTime - event.timestamp)
            event.timestamp = min(now, max(lastInputTime, stamp))
            lastInputTime = event.timestamp
            if event.isPositional { event.location = stage.stagePoint(fromWindow: event.location) }
            if case .keyDown(let name, let isRepeat) = event.kind {
                switch KeyRouter.route(name, contentConsumes: content.consumesKey, entryCount: playlist.entries.count) {
                case .content: content.player.deliver(event)
                case .viewer(let command):
                    // A held key repeats; the viewer's toggles must not flicker.
                    if !isRepeat, let entry = perform(command, now: now) { return entry }
                }
            } else {
                content.player.deliver(event)
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
    /// `age`: how long before the frame's time the input was due (its timestamp is that much
    /// earlier than the clock's now, so scripted drags carry their real velocity).
    func routeScripted(_ input: SceneInput, age: CFTimeInterval = 0) {
        let now = content.player.clock.now
        guard case .key(let name) = input else {
            content.player.deliver(input.event(at: min(now, max(lastInputTime, now - max(0, age)))))
            return
        }
        switch KeyRouter.route(name, contentConsumes: content.consumesKey, entryCount: playlist.entries.count) {
        case .content(let key): content.player.deliver(SceneInput.key(key))
        case .viewer(let command):
            if scriptedSwitch == nil, let entry = perform(command, now: content.player.clock.now) { scriptedSwitch = entry }
        }
    }
}
