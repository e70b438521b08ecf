import Foundation

/// Warnings for bad input that the API tolerates (Apple's documented fallbacks): printed once
/// per message to standard error, so a NaN set every frame does not flood the log.
enum Diagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen = Set<String>()

    static func warnOnce(_ message: String) {
        lock.lock()
        let isNew = seen.insert(message).inserted
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("strata: warning: \(message)\n".utf8)) }
    }
}

/// An error thrown by Strata's API for input it cannot accept; `message` names the problem.
public struct StrataError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
