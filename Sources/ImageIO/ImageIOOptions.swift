import Foundation
import StrataGraphics

/// Reads the options and properties dictionaries ImageIO functions take. On Linux a dictionary
/// literal cast `as CFDictionary` may hold Swift values (Int, Bool, Double, nested Swift
/// dictionaries) or Foundation ones (NSNumber, NSDictionary), and its keys may be String or
/// NSString; each reader accepts all of these, as Core Foundation's bridging does on iOS.
enum ImageIOOptions {
    /// The value under `key` (compared as a string, whatever the key's type).
    static func value(_ dictionary: CFDictionary?, _ key: CFString) -> Any? {
        guard let dictionary else { return nil }
        if let found = dictionary.object(forKey: key) { return found }
        if let found = dictionary.object(forKey: key as String) { return found }
        return nil
    }

    /// A number under `key`: any integer, floating-point, Bool or NSNumber value.
    static func number(_ dictionary: CFDictionary?, _ key: CFString) -> Double? {
        number(value(dictionary, key))
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Int: Double(v)
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Bool: v ? 1 : 0
        case let v as NSNumber: v.doubleValue
        case let v as any BinaryInteger: Double(v)
        default: nil
        }
    }

    /// A Boolean under `key` (a number is true when non-zero); `fallback` when absent.
    static func flag(_ dictionary: CFDictionary?, _ key: CFString, default fallback: Bool = false) -> Bool {
        number(dictionary, key).map { $0 != 0 } ?? fallback
    }

    /// A nested dictionary under `key` (a Swift dictionary or an NSDictionary).
    static func dictionary(_ dictionary: CFDictionary?, _ key: CFString) -> CFDictionary? {
        switch value(dictionary, key) {
        case let nested as NSDictionary: nested
        case let nested as [String: Any]: NSDictionary(dictionary: nested)
        case let nested as [NSString: Any]: NSDictionary(dictionary: Dictionary(uniqueKeysWithValues: nested.map { ($0.key as String, $0.value) }))
        default: nil
        }
    }
}
