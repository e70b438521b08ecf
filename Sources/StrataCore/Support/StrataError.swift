import Foundation

/// An error thrown by Strata's API for input it cannot accept; `message` names the problem.
public struct StrataError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, in one sentence.
    public let message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
