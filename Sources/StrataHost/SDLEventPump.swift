import CSDL2
import Foundation

/// SDL's one event queue shared by the process's windows: each window takes the events for
/// it (by window id) and keeps the others for their windows, so several windows can each run
/// their own `step()`. SDL is used from one thread, so no lock.
enum SDLEventPump {
    nonisolated(unsafe) private static var mailboxes: [UInt32: [SDL_Event]] = [:]

    /// The next event for window `id` (or for no window in particular), waiting up to
    /// `timeout` ms (0: do not wait) for one to arrive.
    static func next(for id: UInt32, waitingUpTo timeout: Int32 = 0) -> SDL_Event? {
        if var box = mailboxes[id], !box.isEmpty {
            let event = box.removeFirst()
            mailboxes[id] = box
            return event
        }
        var event = SDL_Event()
        var waited = false
        while true {
            let got: Int32
            if timeout > 0 && !waited {
                waited = true
                got = SDL_WaitEventTimeout(&event, timeout)
            } else {
                got = SDL_PollEvent(&event)
            }
            guard got != 0 else { return nil }
            let target = SDLEventTranslator.windowID(of: event)
            if target == 0 || target == id { return event }
            mailboxes[target, default: []].append(event)
        }
    }

    /// Drops what is kept for a window that closed.
    static func discard(for id: UInt32) {
        mailboxes[id] = nil
    }
}
