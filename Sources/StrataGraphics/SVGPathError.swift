import Foundation

/// Why `CGPath(svgPathData:)` rejected its input, and where.
public struct SVGPathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Equatable, Sendable {
        /// Path data must begin with a moveto (`M` or `m`), SVG 1.1 §8.3.2.
        case missingMoveTo
        /// A command letter was required here.
        case expectedCommand
        /// A number was required here (by the current command's argument list).
        case expectedNumber
        /// An arc flag must be the single character `0` or `1`.
        case invalidFlag
        /// A number overflowed to infinity, or a coordinate did after adding a relative offset.
        case nonFiniteNumber
    }

    /// The UTF-8 offset, from 0, of the offending character (the string's length at its end).
    public let offset: Int
    /// The problem found there.
    public let problem: Problem
    /// The offending character, `nil` at the end of the input.
    public let found: Character?

    /// An error at character `offset` of the path data: `problem`, having found `found`
    /// (nil: the end of the data).
    public init(offset: Int, problem: Problem, found: Character?) {
        self.offset = offset
        self.problem = problem
        self.found = found
    }

    public var description: String {
        let what = switch problem {
        case .missingMoveTo: "path data must start with a moveto command (M or m)"
        case .expectedCommand: "expected a command letter (M L H V C S Q T A Z, or lower case)"
        case .expectedNumber: "expected a number"
        case .invalidFlag: "expected an arc flag, 0 or 1"
        case .nonFiniteNumber: "number or coordinate is not finite"
        }
        let near = found.map { "found '\($0)'" } ?? "found end of input"
        return "SVG path data, offset \(offset): \(what), \(near)"
    }
}

extension CGPath {
    /// Parses SVG path data (the `d` attribute, SVG 1.1 §8.3): commands `M L H V C S Q T A Z`
    /// in absolute (upper case) and relative (lower case) forms, implicit repetition (extra
    /// pairs after `M` are line-tos), and compact numbers such as `-.5`, `.5.5` or `1e-3`.
    /// Arcs become cubic curves. An empty or all-whitespace string gives an empty path.
    ///
    /// Unlike browsers, which render up to the first error, this throws `SVGPathError` naming the
    /// offset and problem, because a scene file with a typo should fail loudly. Numbers that
    /// overflow to infinity are errors too, so a parsed path only holds finite coordinates.
    public convenience init(svgPathData: String) throws {
        var parser = SVGPathParser(svgPathData)
        self.init(storage: try parser.parse())
    }
}
