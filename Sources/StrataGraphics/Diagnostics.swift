import Foundation

/// Warnings for bad input that Strata tolerates (Apple's documented fallbacks, Core Graphics'
/// log-and-ignore, a layer the compositor cannot draw): printed once per message to standard
/// error, so a bad value seen every frame does not flood the log. One log for every module of
/// the package (the graphics floor, the engine, the compositor).
package enum Diagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen = Set<String>()

    package static func warnOnce(_ message: String) {
        lock.lock()
        let isNew = seen.insert(message).inserted
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("strata: warning: \(message)\n".utf8)) }
    }

    /// Whether `message` has been warned about (for tests).
    package static func hasWarned(_ message: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return seen.contains(message)
    }
}
