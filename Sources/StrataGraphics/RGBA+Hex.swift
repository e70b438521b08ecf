import Foundation

/// Why a hex colour string was rejected by `RGBA(hexString:)`.
public struct HexColorError: Error, Equatable, CustomStringConvertible {
    /// The string that failed to parse.
    public let input: String
    /// A sentence naming the problem.
    public let problem: String

    public var description: String { "invalid hex colour \"\(input)\": \(problem)" }
}

extension RGBA {
    /// Parses `"#RRGGBB"` (opaque) or `"#RRGGBBAA"`, hex digits in either case, as used in scene
    /// files. Throws `HexColorError` saying what is wrong for anything else (missing `#`, wrong
    /// length, a non-hex digit); surrounding whitespace is not accepted.
    public init(hexString: String) throws {
        let bytes = Array(hexString.utf8)
        guard bytes.first == UInt8(ascii: "#") else {
            throw HexColorError(input: hexString, problem: "expected a leading '#'")
        }
        let digits = bytes.dropFirst()
        guard digits.count == 6 || digits.count == 8 else {
            throw HexColorError(
                input: hexString,
                problem: "expected 6 or 8 hex digits (#RRGGBB or #RRGGBBAA), found \(digits.count) characters")
        }
        var nibbles: [Int] = []
        for (offset, byte) in digits.enumerated() {
            guard let nibble = Self.hexValue(byte) else {
                throw HexColorError(input: hexString, problem: "non-hex character at offset \(offset + 1)")
            }
            nibbles.append(nibble)
        }
        let values = stride(from: 0, to: nibbles.count, by: 2).map { Double(nibbles[$0] * 16 + nibbles[$0 + 1]) / 255 }
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    /// `"#RRGGBBAA"` in upper case, each component clamped and rounded to 8 bits.
    public var hexString: String {
        let value = clamped
        return "#" + [value.red, value.green, value.blue, value.alpha]
            .map { component in
                let byte = Int(saturating: component * 255, rounding: .toNearestOrAwayFromZero, in: 0...255)
                let text = String(byte, radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }
            .joined()
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
