import Foundation
import Testing

/// Keeps "every number made safe" (issue 13) true as the code grows: a floating-point value
/// rounded and turned into an integer — `Int(x.rounded())`, `Int32((w * s).rounded(.up))` —
/// is how a count, a size or an index is made from input, and Swift traps on NaN, ±∞ and
/// anything out of range there. Such a conversion in Sources/ must go through the checked
/// helpers (`Int(saturating:)`, `Int(saturating:in:)`, CheckedNumbers.swift) or say it may
/// fail (`Int(exactly:)`). The benchmarks, which take no input, are left out.
@Suite struct CheckedConversionScanTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    static let integerTypes = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                               "GLint", "GLsizei", "GLuint"]
    static let checkedLabels = ["saturating:", "exactly:", "truncatingIfNeeded:", "bitPattern:", "clamping:"]

    @Test func roundedFloatsBecomeIntegersOnlyThroughCheckedHelpers() throws {
        var found: [String] = []
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift", !url.path.contains("Bench") else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for argument in Self.conversionArguments(in: Substring(line)) where argument.contains(".rounded(") {
                    found.append("\(url.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "unchecked float-to-integer conversions:\n\(found.joined(separator: "\n"))")
    }

    @Test func theScannerFindsWhatItLooksFor() {
        #expect(Self.conversionArguments(in: "let n = Int((x * 2).rounded(.up)) + 1") == ["(x * 2).rounded(.up)"])
        #expect(Self.conversionArguments(in: "let n = Int(saturating: x.rounded())").isEmpty)
        #expect(Self.conversionArguments(in: "let n = MyInt(x.rounded())").isEmpty, "only the integer types")
    }

    /// The unlabelled arguments of integer-type initializer calls in `line` (balanced parentheses).
    static func conversionArguments(in line: Substring) -> [String] {
        let code = line.components(separatedBy: "//").first ?? ""
        let chars = Array(code)
        var results: [String] = []
        var i = 0
        while i < chars.count {
            guard chars[i].isLetter, i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == "_" || chars[i - 1] == ".") else {
                i += 1
                continue
            }
            var j = i
            while j < chars.count, chars[j].isLetter || chars[j].isNumber { j += 1 }
            let name = String(chars[i..<j])
            guard j < chars.count, chars[j] == "(", integerTypes.contains(name) else { i = j + 1; continue }
            var depth = 0, k = j
            repeat {
                if chars[k] == "(" { depth += 1 } else if chars[k] == ")" { depth -= 1 }
                k += 1
            } while depth > 0 && k < chars.count
            let argument = String(chars[(j + 1)..<max(j + 1, k - 1)])
            if !checkedLabels.contains(where: { argument.hasPrefix($0) }) { results.append(argument) }
            i = j + 1
        }
        return results
    }
}
