import Foundation

/// Warnings for drawing input that CGContext tolerates (Core Graphics logs and ignores such
/// calls): printed once per message to standard error, so a bad value drawn every frame does
/// not flood the log.
package enum GraphicsDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen = Set<String>()

    package static func warnOnce(_ message: String) {
        lock.lock()
        let isNew = seen.insert(message).inserted
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("strata: warning: \(message)\n".utf8)) }
    }
}
