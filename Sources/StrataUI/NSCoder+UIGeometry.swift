import Foundation
import StrataGraphics

// UIKit's string forms of geometry (Apple: NSCoder `string(for:)` and `cgPoint(for:)` and
// friends, Objective-C's NSStringFromCGPoint / CGPointFromString): "{x, y}" for points,
// sizes, vectors and offsets, "{{x, y}, {w, h}}" for rects, "[a, b, c, d, tx, ty]" for
// affine transforms and "{top, left, bottom, right}" for insets. Libraries keep keyframe
// values as such strings (NVActivityIndicatorView's triangle path builds "{hx,fy}" and parses
// it with `NSCoder.cgPoint(for:)`).

extension NSCoder {
    /// "{x, y}" (Apple: NSCoder string(for:) with a CGPoint).
    public class func string(for point: CGPoint) -> String { geometryString([point.x, point.y], "{}") }
    /// "{width, height}".
    public class func string(for size: CGSize) -> String { geometryString([size.width, size.height], "{}") }
    /// "{dx, dy}".
    public class func string(for vector: CGVector) -> String { geometryString([vector.dx, vector.dy], "{}") }
    /// "{{x, y}, {width, height}}".
    public class func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }
    /// "[a, b, c, d, tx, ty]".
    public class func string(for transform: CGAffineTransform) -> String {
        geometryString([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty], "[]")
    }
    /// "{top, left, bottom, right}".
    public class func string(for insets: UIEdgeInsets) -> String {
        geometryString([insets.top, insets.left, insets.bottom, insets.right], "{}")
    }
    /// "{horizontal, vertical}".
    public class func string(for offset: UIOffset) -> String { geometryString([offset.horizontal, offset.vertical], "{}") }

    /// The point in a "{x,y}" string; `.zero` when the string is not well-formed
    /// (Apple: NSCoder cgPoint(for:)).
    public class func cgPoint(for string: String) -> CGPoint {
        guard let n = geometryNumbers(string, count: 2) else { return .zero }
        return CGPoint(x: n[0], y: n[1])
    }
    /// The size in a "{width,height}" string; `.zero` when not well-formed.
    public class func cgSize(for string: String) -> CGSize {
        guard let n = geometryNumbers(string, count: 2) else { return .zero }
        return CGSize(width: n[0], height: n[1])
    }
    /// The vector in a "{dx,dy}" string; zero when not well-formed.
    public class func cgVector(for string: String) -> CGVector {
        guard let n = geometryNumbers(string, count: 2) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: n[0], dy: n[1])
    }
    /// The rectangle in a "{{x,y},{w,h}}" string; `.zero` when not well-formed.
    public class func cgRect(for string: String) -> CGRect {
        guard let n = geometryNumbers(string, count: 4) else { return .zero }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    /// The transform in a "[a, b, c, d, tx, ty]" string; identity when not well-formed.
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        guard let n = geometryNumbers(string, count: 6) else { return .identity }
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    /// The insets in a "{top, left, bottom, right}" string; `.zero` when not well-formed.
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        guard let n = geometryNumbers(string, count: 4) else { return .zero }
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    /// The offset in a "{horizontal, vertical}" string; `.zero` when not well-formed.
    public class func uiOffset(for string: String) -> UIOffset {
        guard let n = geometryNumbers(string, count: 2) else { return .zero }
        return UIOffset(horizontal: n[0], vertical: n[1])
    }
}

/// `values` in %.17g (UIKit's precision: enough digits to read back the same double),
/// comma-separated inside `brackets`.
private func geometryString(_ values: [CGFloat], _ brackets: String) -> String {
    let body = values.map { String(format: "%.17g", Double($0)) }.joined(separator: ", ")
    return "\(brackets.first!)\(body)\(brackets.last!)"
}

/// Exactly `count` numbers from a string made of braces or brackets, commas, spaces and
/// numbers (C's strtod syntax); nil for anything else, so junk reads as not well-formed.
private func geometryNumbers(_ string: String, count: Int) -> [CGFloat]? {
    var numbers: [CGFloat] = []
    var token = ""
    func flush() -> Bool {
        defer { token = "" }
        guard !token.isEmpty else { return true }
        guard let value = Double(token), value.isFinite else { return false }
        numbers.append(CGFloat(value))
        return true
    }
    for ch in string {
        if "{}[],".contains(ch) || ch == " " || ch == "\t" || ch == "\n" {
            guard flush() else { return nil }
        } else if ch.isNumber || "+-.eE".contains(ch) {
            token.append(ch)
        } else {
            return nil
        }
    }
    guard flush(), string.contains(where: { "{[".contains($0) }), numbers.count == count else { return nil }
    return numbers
}
