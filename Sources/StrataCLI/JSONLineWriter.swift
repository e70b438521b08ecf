import Foundation

/// Writes compact one-line JSON, inserting commas itself; numbers in the shortest form that
/// reads back to the same value (so ≥ 6 significant digits), integers without ".0".
struct JSONLineWriter {
    private(set) var text = ""
    /// Per open container: whether the next element needs a leading comma.
    private var needsComma: [Bool] = []
    private var afterKey = false

    private mutating func separate() {
        if afterKey { afterKey = false; return }
        if let last = needsComma.last {
            if last { text += "," }
            needsComma[needsComma.count - 1] = true
        }
    }

    mutating func beginObject() { separate(); text += "{"; needsComma.append(false) }
    mutating func endObject() { needsComma.removeLast(); text += "}" }
    mutating func beginArray() { separate(); text += "["; needsComma.append(false) }
    mutating func endArray() { needsComma.removeLast(); text += "]" }

    mutating func key(_ name: String) {
        separate()
        text += Self.quoted(name) + ":"
        afterKey = true
    }

    mutating func string(_ value: String) { separate(); text += Self.quoted(value) }
    mutating func bool(_ value: Bool) { separate(); text += value ? "true" : "false" }
    mutating func null() { separate(); text += "null" }
    mutating func number(_ value: Double) { separate(); text += Self.format(value) }
    /// A Float printed from its own shortest form, so opacity 0.3 prints 0.3, not 0.30000001192092896.
    mutating func number(_ value: Float) { separate(); text += Self.format(value) }

    mutating func numbers(_ values: [Double]) {
        beginArray()
        for value in values { number(value) }
        endArray()
    }

    /// Rounded to 12 significant digits first, so floating-point noise does not show:
    /// 399.9999999999999 prints as 400 and a rotation's 6e-17 as 0 (SCENE.md asks for ≥ 6).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }  // JSON has no NaN or infinity
        guard abs(value) >= 1e-12 else { return "0" }
        let rounded = Double(String(format: "%.12g", value)) ?? value
        if rounded == rounded.rounded(), abs(rounded) < 1e17 { return String(Int64(rounded)) }  // also turns -0 into 0
        return "\(rounded)"
    }

    static func format(_ value: Float) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e7 { return String(Int64(value)) }
        return "\(value)"
    }

    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
