import Foundation
import StrataGraphics

/// An immutable list of colours: the `.object` payload of a `.colorList` value
/// (CAGradientLayer's `colors`), so that the list travels through animations like a path does.
final class ColorList: @unchecked Sendable {
    let colors: [RGBA]
    init(_ colors: [RGBA]) { self.colors = colors }
    /// As `value(forKey:)` returns it: an array of CGColor.
    var boxed: [CGColor] { colors.map(\.cgColor) }
}

/// An immutable list of numbers: the `.object` payload of a `.numberList` value
/// (CAGradientLayer's `locations`, CAShapeLayer's `lineDashPattern`).
final class NumberList: @unchecked Sendable {
    let numbers: [Double]
    init(_ numbers: [Double]) { self.numbers = numbers }
    /// As `value(forKey:)` returns it: an array of NSNumber.
    var boxed: [NSNumber] { numbers.map { NSNumber(value: $0) } }
}

/// Keeps recently made value objects alive until their receiver stores them.
///
/// `AnimValue.object` refers to its object unretained (so per-frame values copy without
/// reference counting); whoever stores a value retains the object (the layer state, a track).
/// Objects that conversion or interpolation *creates* — a colour list boxed from a Swift
/// array, an interpolated path — have no other owner between their creation and that store,
/// which follows within the same call. This ring holds the most recent ones for that window.
enum ObjectKeepAlive {
    private static let lock = NSLock()
    private static let capacity = 4096
    nonisolated(unsafe) private static var ring: [AnyObject?] = Array(repeating: nil, count: capacity)
    nonisolated(unsafe) private static var next = 0

    /// Holds `object` for the next `capacity` holds and returns an unretained reference.
    static func hold(_ object: AnyObject) -> ObjectRef {
        lock.lock()
        ring[next] = object
        next = (next + 1) % capacity
        lock.unlock()
        return ObjectRef(object)
    }
}
