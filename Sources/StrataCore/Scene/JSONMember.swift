/// One `"key": value` member of a JSON object.
public struct JSONMember: Equatable, Sendable {
    /// The member's name.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// A member named `key` holding `value`.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
