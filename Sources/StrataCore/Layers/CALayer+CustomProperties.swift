import Foundation
import StrataGraphics

/// Typed access to the properties a subclass adds (`CustomLayerProperty`), for the accessors of
/// CAShapeLayer, CATextLayer and CAGradientLayer. Setting goes through `setProperty`, so implicit
/// animations and transactions work as for CALayer's own properties.
extension CALayer {
    func extra(_ p: CustomLayerProperty) -> AnimValue { p.value(in: state) }

    func setExtra(_ p: CustomLayerProperty, _ value: AnimValue) {
        setProperty(.custom(CustomRef(p)), value)
    }

    func extraNumber(_ p: CustomLayerProperty) -> CGFloat {
        if case .number(let n) = extra(p) { return CGFloat(n) }
        return 0
    }

    func setExtra(_ p: CustomLayerProperty, number: CGFloat) { setExtra(p, .number(Double(number))) }

    /// The Float-typed properties (Apple declares some as Float: birthRate, the colour offsets).
    func extraFloat(_ p: CustomLayerProperty) -> Float { Float(extraNumber(p)) }

    func setExtra(_ p: CustomLayerProperty, float: Float) { setExtra(p, number: CGFloat(float)) }

    func extraPoint(_ p: CustomLayerProperty) -> CGPoint {
        if case .point(let v) = extra(p) { return v }
        return .zero
    }

    func extraSize(_ p: CustomLayerProperty) -> CGSize {
        if case .size(let v) = extra(p) { return v }
        return .zero
    }

    func extraColor(_ p: CustomLayerProperty) -> RGBA? {
        if case .color(let c) = extra(p) { return c }
        return nil
    }

    func setExtra(_ p: CustomLayerProperty, color: CGColor?) { setExtra(p, .color(color.map(RGBA.init))) }

    func extraBool(_ p: CustomLayerProperty) -> Bool {
        if case .bool(let b) = extra(p) { return b }
        return false
    }

    func extraObject(_ p: CustomLayerProperty) -> AnyObject? {
        if case .object(let ref) = extra(p) { return ref.object }
        return nil
    }

    /// Stores an object; the caller's reference keeps it alive until the state retains it.
    func setExtra(_ p: CustomLayerProperty, object: AnyObject?) {
        withExtendedLifetime(object) { setExtra(p, .object(ObjectRef(object))) }
    }

    func extraString(_ p: CustomLayerProperty) -> String? {
        switch extraObject(p) {
        case let s as NSString: return String(s)
        case let s as NSAttributedString: return s.string
        default: return nil
        }
    }

    func setExtra(_ p: CustomLayerProperty, string: String?) {
        setExtra(p, object: string.map { NSString(string: $0) })
    }

    /// The initial `LayerState.extra` for a class's properties, in slot order.
    static func defaultExtra(_ properties: [CustomLayerProperty]) -> [ExtraValue] {
        properties.sorted { $0.slot < $1.slot }.map { ExtraValue($0.defaultValue) }
    }

    /// The properties by key, for `customProperties`.
    static func byKey(_ properties: [CustomLayerProperty]) -> [String: CustomLayerProperty] {
        Dictionary(uniqueKeysWithValues: properties.map { ($0.key, $0) })
    }
}

/// A static NSString for a default value (custom property defaults must outlive every layer).
func staticString(_ s: String) -> AnimValue {
    .object(ObjectRef(StaticStrings.intern(s)))
}

private enum StaticStrings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [String: NSString] = [:]
    static func intern(_ s: String) -> NSString {
        lock.lock(); defer { lock.unlock() }
        if let existing = table[s] { return existing }
        let string = NSString(string: s)
        table[s] = string
        return string
    }
}
