/// A parsed JSON document. Objects keep their members in file order because scene files are
/// read in order (a `set` applies its properties as written) and errors name the first bad key.
public enum JSONValue: Equatable, Sendable {
    /// JSON's `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Always finite: the parser rejects numbers that overflow a Double (`1e999`).
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in file order.
    case array([JSONValue])
    /// An object, its members in file order (duplicates kept, so they can be reported).
    case object([JSONMember])

    /// The JSON type name used in error messages ("expected a number, got string").
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// The value of member `key` when this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
