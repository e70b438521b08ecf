import Foundation

/// A bad-input problem the CLI reports as one line on standard error, exiting with status 1.
struct CLIError: Error, CustomStringConvertible {
    let description: String

    init(_ message: String) {
        description = message
    }
}
