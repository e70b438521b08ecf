// `import CoreText`, as iOS code writes it: Core Text's fonts, lines, runs and framesetters
// over Strata's text stack (fontconfig fonts, HarfBuzz shaping, Cairo outlines and drawing).
// It brings CoreGraphics with it, as on iOS.
@_exported import CoreGraphics
@_exported import Foundation

// CFIndex comes from CoreGraphics (StrataGraphics' CoreFoundationTime.swift), as on iOS
// from Core Foundation.
/// A UTF-16 code unit (Apple: UniChar).
public typealias UniChar = UInt16
/// An attributed string (Apple: CFAttributedString, toll-free bridged to NSAttributedString).
public typealias CFAttributedString = NSAttributedString
/// A mutable attributed string (Apple: CFMutableAttributedString).
public typealias CFMutableAttributedString = NSMutableAttributedString

/// A range of a string or collection (Apple: CFRange). A length of 0 in Core Text's calls
/// means "to the end".
public struct CFRange: Equatable, Sendable {
    public var location: CFIndex
    public var length: CFIndex
    public init() { location = 0; length = 0 }
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

/// A range from its location and length (Apple: CFRangeMake).
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}

/// The number of values in an array (Apple: CFArrayGetCount).
public func CFArrayGetCount(_ array: CFArray) -> CFIndex { array.count }

/// The value at `index` (Apple: CFArrayGetValueAtIndex): an unretained pointer to it, which
/// `unsafeBitCast(_, to: CTRun.self)` turns back into the object as iOS code does. The array
/// keeps the value alive. Nil when the index is out of range (iOS would trap).
public func CFArrayGetValueAtIndex(_ array: CFArray, _ index: CFIndex) -> UnsafeRawPointer? {
    guard index >= 0, index < array.count else { return nil }
    return UnsafeRawPointer(Unmanaged.passUnretained(array.object(at: index) as AnyObject).toOpaque())
}

// Core Text's attribute names (Apple: kCTFontAttributeName, …), as CFStrings: use them as
// `kCTFontAttributeName as NSAttributedString.Key` or `NSAttributedString.Key(kCTFontAttributeName as String)`.
/// The run's font: a CTFont (default Helvetica 12).
nonisolated(unsafe) public let kCTFontAttributeName: CFString = "NSFont"
/// The run's colour: a CGColor (default black).
nonisolated(unsafe) public let kCTForegroundColorAttributeName: CFString = "CTForegroundColor"
/// Points added after each character: a number.
nonisolated(unsafe) public let kCTKernAttributeName: CFString = "NSKern"
/// The underline style: a number (`CTUnderlineStyle` raw value).
nonisolated(unsafe) public let kCTUnderlineStyleAttributeName: CFString = "NSUnderline"
/// Whether the context's fill colour draws the run instead (kept, not read).
nonisolated(unsafe) public let kCTForegroundColorFromContextAttributeName: CFString = "CTForegroundColorFromContext"

/// Underline styles (Apple: CTUnderlineStyle).
public struct CTUnderlineStyle: OptionSet, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let single = CTUnderlineStyle(rawValue: 0x01)
    public static let thick = CTUnderlineStyle(rawValue: 0x02)
    public static let double = CTUnderlineStyle(rawValue: 0x09)
}

extension NSAttributedString.Key {
    /// A Core Text attribute name as a key: `NSAttributedString.Key(kCTFontAttributeName)`.
    public init(_ name: CFString) { self.init(String(name)) }
}
