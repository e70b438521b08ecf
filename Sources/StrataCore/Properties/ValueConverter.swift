import Foundation
import StrataGraphics

/// Converts the `Any` values of Apple's API (`fromValue`, `values`, `setValue(_:forKeyPath:)`)
/// into typed `AnimValue`s, once, with an error that names what was expected.
enum ValueConverter {
    /// An `.object` result refers to the object in `value` without retaining it: the caller
    /// keeps `value` alive while the result is used. Only class instances are accepted there
    /// (images and paths are classes), so no temporary box can be referred to.
    static func convert(_ value: Any?, to kind: CAValueKind, for keyPath: String) throws -> AnimValue {
        func fail() -> StrataError {
            StrataError("'\(keyPath)' needs \(describe(kind)), got \(value.map { "\(type(of: $0))" } ?? "nil")")
        }
        let result: AnimValue
        switch kind {
        case .number:
            guard let n = AnyNumber.double(value) ?? (value as? Bool).map({ $0 ? 1 : 0 }) else { throw fail() }
            result = .number(n)
        case .point:
            // An NSValue of the right geometry bridges (FoundationBridging); another kind fails.
            guard let p = value as? CGPoint else { throw fail() }
            result = .point(p)
        case .size:
            if let s = value as? CGSize { result = .size(s) }
            // `transform.translation` is a CGSize in Apple's key-path table; code written for
            // iOS also hands it the CGPoint it means (x → width, y → height).
            else if let p = value as? CGPoint { result = .size(CGSize(width: p.x, height: p.y)) }
            else { throw fail() }
        case .rect:
            guard let r = value as? CGRect else { throw fail() }
            result = .rect(r)
        case .color:
            if value == nil || value is NSNull { result = .color(nil) }
            else if let c = value as? CGColor { result = .color(RGBA(c)) }
            else if let c = value as? RGBA { result = .color(c) }
            else { throw fail() }
        case .transform:
            if let t = value as? CATransform3D { result = .transform(t) }
            else if let a = value as? CGAffineTransform { result = .transform(CATransform3DMakeAffineTransform(a)) }
            else { throw fail() }
        case .bool:
            if let b = value as? Bool { result = .bool(b) }
            else if let n = AnyNumber.double(value) { result = .bool(n != 0) }
            else { throw fail() }
        case .string:
            if value == nil || value is NSNull { result = .object(ObjectRef(nil)) }
            else if let s = value as? String { result = .object(ObjectKeepAlive.hold(NSString(string: s))) }
            else if let s = value as? NSAttributedString { result = .object(ObjectRef(s)) }
            else if let s = value as? NSString { result = .object(ObjectRef(s)) }
            else { throw fail() }
        case .colorList:
            if value == nil || value is NSNull { result = .object(ObjectRef(nil)) }
            else if let list = value as? [Any] {
                var colors: [RGBA] = []
                for item in list {
                    if let c = item as? CGColor { colors.append(RGBA(c)) }
                    else if let c = item as? RGBA { colors.append(c) }
                    else { throw fail() }
                }
                result = .object(ObjectKeepAlive.hold(ColorList(colors)))
            } else { throw fail() }
        case .numberList:
            if value == nil || value is NSNull { result = .object(ObjectRef(nil)) }
            else if let list = value as? [Any] {
                var numbers: [Double] = []
                for item in list {
                    guard let n = AnyNumber.double(item), n.isFinite else { throw fail() }
                    numbers.append(n)
                }
                result = .object(ObjectKeepAlive.hold(NumberList(numbers)))
            } else { throw fail() }
        case .image, .path, .gravity:
            if value == nil || value is NSNull { result = .object(ObjectRef(nil)) }
            else if kind == .path, !(value is CGPath) { throw fail() }
            else if let v = value, type(of: v) is AnyClass { result = .object(ObjectRef(v as AnyObject)) }
            else { throw fail() }
        }
        guard result.isFinite else {
            throw StrataError("'\(keyPath)' got a value that is not finite (NaN or infinity)")
        }
        return result
    }

    /// Boxes a typed value the way `value(forKeyPath:)` returns it, as Foundation does on iOS:
    /// numbers as NSNumber, geometry and transforms as NSValue, colours as CGColor, Bools as
    /// Bool. With FoundationBridging's bridges every everyday cast works on them: `as? NSNumber`,
    /// `as? Float`, `as? Double`, `as? CGFloat`, `as? NSValue`, `as? CGPoint`, `as? CATransform3D`.
    static func box(_ v: AnimValue) -> Any? {
        switch v {
        case .number(let n): return NSNumber(value: n)
        case .point(let p): return NSValue(point: p)
        case .size(let s): return NSValue(size: s)
        case .rect(let r): return NSValue(rect: r)
        case .color(let c): return c.map { $0.cgColor }
        case .transform(let t): return NSValue(caTransform3D: t)
        case .bool(let b): return b
        case .object(let o):
            switch o.object {
            case let list as ColorList: return list.boxed
            case let list as NumberList: return list.boxed
            case let text as NSString: return String(text)
            default: return o.object
            }
        }
    }

    static func describe(_ kind: CAValueKind) -> String {
        switch kind {
        case .number: return "a number"
        case .point: return "a CGPoint"
        case .size: return "a CGSize"
        case .rect: return "a CGRect"
        case .color: return "a CGColor"
        case .transform: return "a CATransform3D"
        case .bool: return "a Bool"
        case .image: return "a CGImage"
        case .path: return "a CGPath"
        case .string: return "a String"
        case .gravity: return "a contents gravity"
        case .colorList: return "an array of CGColor"
        case .numberList: return "an array of numbers"
        }
    }
}
