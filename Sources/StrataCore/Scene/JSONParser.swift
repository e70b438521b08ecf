import Foundation

/// A strict JSON (RFC 8259) parser for scene files. Hand-written rather than JSONSerialization
/// because scene files need what Foundation does not give: members in file order, duplicate-key
/// detection, the JSON path of a syntax error, rejection of overflowing numbers, and a nesting
/// limit so a hostile file cannot overflow the stack.
struct JSONParser {
    /// Deeper nesting than this is rejected; real scenes nest a few dozen levels at most.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var depth = 0

    /// Parses one JSON document; `file` names it in error messages.
    static func parse(_ data: Data, file: String) throws -> JSONValue {
        var parser = JSONParser(bytes: Array(data), file: file)
        // A UTF-8 byte-order mark is tolerated: some editors write one.
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(path: JSONPath.root)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.syntaxError("unexpected text after the end of the document", path: JSONPath.root)
        }
        return value
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private func syntaxError(_ problem: String, path: String) -> SceneError {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(index, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return SceneError(file: file, path: path, problem: "invalid JSON at line \(line), column \(column): \(problem)")
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16)
    }

    private mutating func parseValue(path: String) throws -> JSONValue {
        guard let byte = current else { throw syntaxError("expected a value, found end of file", path: path) }
        switch byte {
        case UInt8(ascii: "{"): return try nested(path) { try $0.parseObject(path: path) }
        case UInt8(ascii: "["): return try nested(path) { try $0.parseArray(path: path) }
        case UInt8(ascii: "\""): return .string(try parseString(path: path))
        case UInt8(ascii: "t"): try expectWord("true", path: path); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false", path: path); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null", path: path); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber(path: path))
        default: throw syntaxError("expected a value, found \(describeCurrent())", path: path)
        }
    }

    private mutating func nested(_ path: String, _ body: (inout JSONParser) throws -> JSONValue) throws -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw syntaxError("nesting deeper than \(Self.maximumDepth) levels", path: path)
        }
        return try body(&self)
    }

    private mutating func expectWord(_ word: String, path: String) throws {
        for expected in word.utf8 {
            guard current == expected else { throw syntaxError("expected '\(word)'", path: path) }
            index += 1
        }
    }

    private mutating func parseObject(path: String) throws -> JSONValue {
        index += 1  // {
        var members: [JSONMember] = []
        var seen = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw syntaxError("expected a quoted key, found \(describeCurrent())", path: path)
            }
            let key = try parseString(path: path)
            let memberPath = JSONPath.member(path, key)
            if !seen.insert(key).inserted {
                throw SceneError(file: file, path: memberPath, problem: "duplicate key '\(key)'")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw syntaxError("expected ':' after key '\(key)', found \(describeCurrent())", path: path)
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue(path: memberPath)))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw syntaxError("expected ',' or '}', found \(describeCurrent())", path: path)
        }
    }

    private mutating func parseArray(path: String) throws -> JSONValue {
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(path: JSONPath.index(path, elements.count)))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw syntaxError("expected ',' or ']', found \(describeCurrent())", path: path)
        }
    }

    private mutating func parseNumber(path: String) throws -> Double {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                parser.index += 1
                count += 1
            }
            return count
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw syntaxError("expected a digit", path: path)
        }
        if current == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw syntaxError("expected a digit after '.'", path: path) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw syntaxError("expected a digit in the exponent", path: path) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            // JSON has no infinity, but 1e999 overflows to one: reject it here so every
            // number the loader sees is finite.
            throw SceneError(file: file, path: path, problem: "number \(text) is out of range")
        }
        return value
    }

    private mutating func parseString(path: String) throws -> String {
        index += 1  // opening quote
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else { throw syntaxError("unterminated string", path: path) }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: buffer, as: UTF8.self) else {
                    throw syntaxError("string is not valid UTF-8", path: path)
                }
                return string
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer, path: path)
            case 0..<0x20:
                index -= 1
                throw syntaxError("control character in string", path: path)
            default:
                buffer.append(byte)
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8], path: String) throws {
        guard let byte = current else { throw syntaxError("unterminated string", path: path) }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4(path: path)
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw syntaxError("unpaired surrogate in \\u escape", path: path)
                }
                index += 2
                let low = try parseHex4(path: path)
                guard (0xDC00..<0xE000).contains(low) else { throw syntaxError("unpaired surrogate in \\u escape", path: path) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw syntaxError("invalid \\u escape", path: path) }
            buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            index -= 1
            throw syntaxError("invalid escape \\\(Character(UnicodeScalar(byte)))", path: path)
        }
    }

    private mutating func parseHex4(path: String) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw syntaxError("expected 4 hex digits after \\u", path: path)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
