import Foundation

/// The contents the viewer can switch between (←/→ and 1–9): each entry is built when it is
/// shown, on a fresh clock, so switching back restarts it from time 0.
public struct ViewerPlaylist {
    /// One switchable content.
    public struct Entry {
        /// The entry's name (a demo name), for messages.
        public var name: String
        /// Builds the content; throws a message-carrying error for bad input.
        public var make: () throws -> ViewerContent

        /// An entry named `name`, whose content `make` builds when it is shown.
        public init(name: String, make: @escaping () throws -> ViewerContent) {
            self.name = name
            self.make = make
        }
    }

    /// The entries, in switching order (1–9 select the first nine).
    public var entries: [Entry]
    /// The entry shown first.
    public var startIndex: Int

    /// A playlist of `entries`, starting at `startIndex`.
    public init(entries: [Entry], startIndex: Int = 0) {
        precondition(!entries.isEmpty, "a playlist needs at least one entry")
        self.entries = entries
        self.startIndex = min(max(startIndex, 0), entries.count - 1)
    }

    /// A playlist of one content (a scene file): nothing to switch to.
    public init(_ content: @escaping () throws -> ViewerContent, name: String) {
        self.init(entries: [Entry(name: name, make: content)])
    }
}
