import Foundation

/// A JSON value together with where it came from (file and JSON path), so every reader below can
/// throw a `SceneError` that points at the exact value. All readers validate; none traps.
struct JSONNode {
    let value: JSONValue
    let path: String
    let file: String

    /// A whole document, at path `$`.
    init(document: JSONValue, file: String) {
        self.init(value: document, path: JSONPath.root, file: file)
    }

    init(value: JSONValue, path: String, file: String) {
        self.value = value
        self.path = path
        self.file = file
    }

    func error(_ problem: String) -> SceneError {
        SceneError(file: file, path: path, problem: problem)
    }

    func mismatch(_ expected: String) -> SceneError {
        error("expected \(expected), got \(value.typeName)")
    }

    var isNull: Bool { value == .null }

    // MARK: Scalars

    func number() throws -> Double {
        guard case .number(let number) = value else { throw mismatch("a number") }
        return number
    }

    /// A number that must lie in `range` (e.g. opacity in 0…1).
    func number(in range: ClosedRange<Double>) throws -> Double {
        let number = try number()
        guard range.contains(number) else {
            throw error("\(Self.format(number)) is out of range \(Self.format(range.lowerBound))…\(Self.format(range.upperBound))")
        }
        return number
    }

    /// A number ≥ 0 (durations, radii, widths).
    func nonNegativeNumber() throws -> Double {
        let number = try number()
        guard number >= 0 else { throw error("must not be negative, got \(Self.format(number))") }
        return number
    }

    /// A number stored in a `Float` property (speed, opacity): it must fit.
    func float() throws -> Float {
        let number = try number()
        guard abs(number) <= Double(Float.greatestFiniteMagnitude) else {
            throw error("number \(Self.format(number)) is too large")
        }
        return Float(number)
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("true or false") }
        return flag
    }

    func string() throws -> String {
        guard case .string(let string) = value else { throw mismatch("a string") }
        return string
    }

    /// One of a fixed set of names; the error lists them all.
    func choice(_ names: [String], what: String) throws -> String {
        let name = try string()
        guard names.contains(name) else {
            throw error("unknown \(what) '\(name)' (valid: \(names.joined(separator: ", ")))")
        }
        return name
    }

    /// One of the values in `all`, named by its raw value (Core Animation's own names).
    func named<T: RawRepresentable>(_ all: [T], what: String) throws -> T where T.RawValue == String {
        let name = try choice(all.map(\.rawValue), what: what)
        guard let value = all.first(where: { $0.rawValue == name }) else { throw error("unknown \(what) '\(name)'") }
        return value
    }

    // MARK: Containers

    func array() throws -> [JSONNode] {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        return elements.enumerated().map { JSONNode(value: $1, path: JSONPath.index(path, $0), file: file) }
    }

    /// The members of an object, in file order; any key outside `allowed` is an error naming it.
    func members(allowed: [String], what: String) throws -> [(key: String, node: JSONNode)] {
        let members = try anyMembers()
        for member in members where !allowed.contains(member.key) {
            throw member.node.unknownKey(member.key, what: what, known: allowed)
        }
        return members
    }

    /// The members of an object without checking the keys.
    func anyMembers() throws -> [(key: String, node: JSONNode)] {
        guard case .object(let members) = value else { throw mismatch("an object") }
        return members.map { ($0.key, JSONNode(value: $0.value, path: JSONPath.member(path, $0.key), file: file)) }
    }

    /// The error for an unknown key, suggesting the nearest known one when it is a likely typo.
    func unknownKey(_ key: String, what: String, known: [String]) -> SceneError {
        var problem = "unknown \(what) key '\(key)'"
        if let suggestion = Self.nearest(to: key, in: known) { problem += " (did you mean '\(suggestion)'?)" }
        return error(problem)
    }

    // MARK: Number tuples

    /// Exactly `count` numbers; `shape` names them for the message, e.g. "[x, y]".
    func numbers(_ count: Int, shape: String) throws -> [Double] {
        guard case .array(let elements) = value else { throw mismatch(shape) }
        guard elements.count == count else {
            throw error("expected \(shape) (\(count) numbers), got \(elements.count) \(elements.count == 1 ? "element" : "elements")")
        }
        return try array().map { try $0.number() }
    }

    func point() throws -> CGPoint {
        let xy = try numbers(2, shape: "[x, y]")
        return CGPoint(x: xy[0], y: xy[1])
    }

    func size() throws -> CGSize {
        let wh = try numbers(2, shape: "[w, h]")
        return CGSize(width: wh[0], height: wh[1])
    }

    func rect() throws -> CGRect {
        let r = try numbers(4, shape: "[x, y, w, h]")
        return CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
    }

    /// A rectangle whose width and height must not be negative (paths, bounds of shapes).
    func nonNegativeRect() throws -> CGRect {
        let rect = try rect()
        guard rect.size.width >= 0, rect.size.height >= 0 else {
            throw error("width and height must not be negative")
        }
        return rect
    }

    // MARK: Formatting for messages

    /// Numbers in messages: integers without ".0", others in Swift's shortest form.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    /// The known name within edit distance 2 of `key`, if exactly one is closest.
    static func nearest(to key: String, in known: [String]) -> String? {
        // Names under 3 letters make poor guesses ("tap" is not a typo of "at").
        let scored = known.filter { $0.count >= 3 }.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 < key.count else { return nil }
        return best.0
    }

    /// Optimal-string-alignment distance: a swapped pair ("opactiy" for "opacity") is one edit.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
