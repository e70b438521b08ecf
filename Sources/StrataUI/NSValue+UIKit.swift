import Foundation
import StrataCore

/// UIKit's NSValue boxes (Apple: `NSValue(uiEdgeInsets:)`, `uiEdgeInsetsValue`,
/// `NSValue(uiOffset:)`, `NSValue(directionalEdgeInsets:)`, `NSValue(cgVector:)` and their
/// readers). Foundation on Linux cannot box a struct type encoding, so each is kept as an array
/// of doubles whose `objCType` tells them apart ("[4d]" insets, "[5d]" directional insets,
/// "[2d]" offset, "[3d]" vector; the last double of the two longer ones is padding). A reader
/// of another kind of value gives zero, as Foundation's readers of a mismatched value do not
/// promise anything better.
extension NSValue {
    static let edgeInsetsType = "[4d]"
    static let directionalInsetsType = "[5d]"
    static let offsetType = "[2d]"
    static let vectorType = "[3d]"

    private convenience init(doubles: [Double], type: String) {
        var values = doubles
        self.init(bytes: &values, objCType: type)
    }

    /// The doubles of a value of `type`, or nil for a value of another kind.
    private func doubles(_ count: Int, type: String) -> [Double]? {
        guard String(cString: objCType) == type else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values
    }

    /// A value holding edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right].map(Double.init), type: NSValue.edgeInsetsType)
    }
    /// The edge insets this value holds (zero for another kind of value).
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let d = doubles(4, type: NSValue.edgeInsetsType) else { return .zero }
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }

    /// A value holding directional edge insets.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(doubles: [insets.top, insets.leading, insets.bottom, insets.trailing, 0].map(Double.init),
                  type: NSValue.directionalInsetsType)
    }
    /// The directional edge insets this value holds (zero for another kind of value).
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        guard let d = doubles(5, type: NSValue.directionalInsetsType) else { return .zero }
        return NSDirectionalEdgeInsets(top: d[0], leading: d[1], bottom: d[2], trailing: d[3])
    }

    /// A value holding an offset.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(doubles: [Double(offset.horizontal), Double(offset.vertical)], type: NSValue.offsetType)
    }
    /// The offset this value holds (zero for another kind of value).
    public var uiOffsetValue: UIOffset {
        guard let d = doubles(2, type: NSValue.offsetType) else { return .zero }
        return UIOffset(horizontal: d[0], vertical: d[1])
    }

    /// A value holding a vector.
    public convenience init(cgVector vector: CGVector) {
        self.init(doubles: [Double(vector.dx), Double(vector.dy), 0], type: NSValue.vectorType)
    }
    /// The vector this value holds (zero for another kind of value).
    public var cgVectorValue: CGVector {
        guard let d = doubles(3, type: NSValue.vectorType) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: d[0], dy: d[1])
    }
}

// As for CGPoint and CGRect (FoundationBridging): a key-value change of `contentInset` holds an
// NSValue, and both `as? NSValue` and `as? UIEdgeInsets` read it.
extension UIEdgeInsets: _NSValueBridgedGeometry {
    public static var _geometryKind: String { NSValue.edgeInsetsType }
    public static var _bridgeFallback: UIEdgeInsets { .zero }
    public func _boxed() -> NSValue { NSValue(uiEdgeInsets: self) }
    public static func _unboxed(_ value: NSValue) -> UIEdgeInsets { value.uiEdgeInsetsValue }
}
