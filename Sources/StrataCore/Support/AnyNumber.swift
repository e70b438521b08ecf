import Foundation

/// Reads a number out of `Any`, whatever numeric type the caller used. On Linux `NSNumber`
/// does not bridge to `CGFloat` with `as?`, so every form is tried explicitly.
enum AnyNumber {
    static func double(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        case let v as Int32: return Double(v)
        case let v as Int64: return Double(v)
        case let v as UInt: return Double(v)
        case let v as UInt32: return Double(v)
        default: return nil
        }
    }
}
