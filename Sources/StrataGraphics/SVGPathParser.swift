import Foundation

/// A single-pass parser for SVG path data, following the grammar of SVG 1.1 §8.3.9.
struct SVGPathParser {
    private let bytes: [UInt8]
    private var index = 0
    private var path = PathStorage()
    /// Second control point of the previous C/S, for S's reflection (nil after other commands).
    private var lastCubicControl: CGPoint?
    /// Control point of the previous Q/T, for T's reflection.
    private var lastQuadControl: CGPoint?

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func parse() throws -> PathStorage {
        skipSeparators(allowComma: false)
        guard index < bytes.count else { return path }
        var command: UInt8 = 0
        while true {
            // A comma may separate repeated argument groups ("L 1 2, 3 4"), not commands.
            skipSeparators(allowComma: command != 0 && command | 0x20 != UInt8(ascii: "z"))
            guard index < bytes.count else { return path }
            let byte = bytes[index]
            if Self.commands.contains(byte) {
                command = byte
                index += 1
            } else if command != 0, command | 0x20 != UInt8(ascii: "z"), Self.startsNumber(byte) {
                // Implicit repetition; pairs after a moveto are line-tos (SVG 1.1 §8.3.2).
                if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            } else {
                throw error(command == 0 ? .missingMoveTo : .expectedCommand)
            }
            if path.elements.isEmpty, command | 0x20 != UInt8(ascii: "m") {
                index -= 1
                throw error(.missingMoveTo)
            }
            try execute(command)
        }
    }

    private static let commands = Set("MmLlHhVvCcSsQqTtAaZz".utf8)

    private mutating func execute(_ command: UInt8) throws {
        let relative = command >= UInt8(ascii: "a")
        let pen = path.currentPoint ?? .zero
        let origin = relative ? pen : .zero
        var cubicControl: CGPoint?
        var quadControl: CGPoint?
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            path.append(.move(to: try point(from: origin)))
        case UInt8(ascii: "l"):
            path.append(.line(to: try point(from: origin)))
        case UInt8(ascii: "h"):
            let x = try coordinate(relative ? pen.x : 0)
            path.append(.line(to: CGPoint(x: x, y: pen.y)))
        case UInt8(ascii: "v"):
            let y = try coordinate(relative ? pen.y : 0)
            path.append(.line(to: CGPoint(x: pen.x, y: y)))
        case UInt8(ascii: "c"):
            let c1 = try point(from: origin), c2 = try point(from: origin), end = try point(from: origin)
            path.append(.curve(to: end, control1: c1, control2: c2))
            cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = lastCubicControl.map { Self.reflect($0, about: pen) } ?? pen
            let c2 = try point(from: origin), end = try point(from: origin)
            path.append(.curve(to: end, control1: c1, control2: c2))
            cubicControl = c2
        case UInt8(ascii: "q"):
            let control = try point(from: origin), end = try point(from: origin)
            path.append(.quadCurve(to: end, control: control))
            quadControl = control
        case UInt8(ascii: "t"):
            let control = lastQuadControl.map { Self.reflect($0, about: pen) } ?? pen
            path.append(.quadCurve(to: try point(from: origin), control: control))
            quadControl = control
        case UInt8(ascii: "a"):
            let rx = try number(), ry = try number(), rotation = try number()
            let largeArc = try flag(), sweep = try flag()
            let end = try point(from: origin)
            path.appendSVGArc(
                radiusX: rx, radiusY: ry, rotationDegrees: rotation, largeArc: largeArc, sweep: sweep, end: end)
        default:  // z
            path.append(.closeSubpath)
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    private static func reflect(_ p: CGPoint, about center: CGPoint) -> CGPoint {
        CGPoint(x: 2 * center.x - p.x, y: 2 * center.y - p.y)
    }

    private mutating func point(from origin: CGPoint) throws -> CGPoint {
        CGPoint(x: try coordinate(origin.x), y: try coordinate(origin.y))
    }

    /// Reads a number and adds `base`, rejecting a sum that overflows.
    private mutating func coordinate(_ base: CGFloat) throws -> CGFloat {
        skipSeparators(allowComma: true)
        let start = index
        let value = try numberHere() + base
        guard value.isFinite else {
            index = start
            throw error(.nonFiniteNumber)
        }
        return value
    }

    /// Reads one number: sign, digits with an optional fraction, optional exponent. A second
    /// '.' ends the number, so ".5.5" is two numbers, as the grammar allows.
    private mutating func number() throws -> CGFloat {
        skipSeparators(allowComma: true)
        return try numberHere()
    }

    /// `number()` without the leading separators.
    private mutating func numberHere() throws -> CGFloat {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerDigits = skipDigits()
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = skipDigits()
        }
        guard integerDigits + fractionDigits > 0 else {
            index = start
            throw error(.expectedNumber)
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            // Only an exponent with digits belongs to the number; otherwise 'e' is left alone.
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if skipDigits() == 0 { index = mark }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error(.nonFiniteNumber)
        }
        return CGFloat(value)
    }

    private mutating func flag() throws -> Bool {
        skipSeparators(allowComma: true)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw error(.invalidFlag)
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    /// Skips whitespace and, between arguments, at most one comma.
    private mutating func skipSeparators(allowComma: Bool) {
        var commaSeen = !allowComma
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0C, 0x0D: index += 1
            case UInt8(ascii: ",") where !commaSeen:
                commaSeen = true
                index += 1
            default: return
            }
        }
    }

    private static func startsNumber(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    private func error(_ problem: SVGPathError.Problem) -> SVGPathError {
        let found = String(decoding: bytes[index...].prefix(4), as: UTF8.self).first
        return SVGPathError(offset: index, problem: problem, found: found)
    }
}
