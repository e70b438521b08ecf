import Foundation

/// The compositor's warnings: printed once per message to standard error (a bad layer seen
/// every frame does not flood the log), and kept for tests to read.
enum Diagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen = Set<String>()

    static func warn(_ message: String) {
        lock.lock()
        let isNew = seen.insert(message).inserted
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("strata: warning: \(message)\n".utf8)) }
    }

    /// Whether `message` has been warned about (for tests).
    static func hasWarned(_ message: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return seen.contains(message)
    }
}
