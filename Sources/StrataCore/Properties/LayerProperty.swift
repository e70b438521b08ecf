import Foundation
import StrataGraphics

/// The animatable properties of CALayer, as typed accessors on `LayerState`.
///
/// Subclasses (shape, text, gradient layers) add theirs as `CustomLayerProperty` values.
enum LayerProperty: Equatable {
    case position, bounds, zPosition, anchorPoint, anchorPointZ
    case transform, sublayerTransform
    case opacity, hidden, doubleSided, masksToBounds
    case cornerRadius, borderWidth, borderColor, backgroundColor
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case contents, contentsRect, contentsCenter, contentsScale
    case custom(CustomRef)

    /// The KVC key of each built-in property (Apple's key names: `hidden`, not `isHidden`).
    static let builtIn: [String: LayerProperty] = [
        "position": .position, "bounds": .bounds, "zPosition": .zPosition,
        "anchorPoint": .anchorPoint, "anchorPointZ": .anchorPointZ,
        "transform": .transform, "sublayerTransform": .sublayerTransform,
        "opacity": .opacity, "hidden": .hidden, "doubleSided": .doubleSided,
        "masksToBounds": .masksToBounds, "cornerRadius": .cornerRadius,
        "borderWidth": .borderWidth, "borderColor": .borderColor,
        "backgroundColor": .backgroundColor, "shadowColor": .shadowColor,
        "shadowOpacity": .shadowOpacity, "shadowOffset": .shadowOffset,
        "shadowRadius": .shadowRadius, "shadowPath": .shadowPath,
        "contents": .contents, "contentsRect": .contentsRect,
        "contentsCenter": .contentsCenter, "contentsScale": .contentsScale,
    ]

    /// The property called `key` on layers of `layerClass`: built in, or added by the class.
    static func named(_ key: String, in layerClass: CALayer.Type) -> LayerProperty? {
        if let property = builtIn[key] { return property }
        if let property = layerClass.customProperties[key] { return .custom(CustomRef(property)) }
        return DynamicLayerProperties.property(key, in: layerClass).map { .custom(CustomRef($0)) }
    }

    var kind: CAValueKind {
        switch self {
        case .position, .anchorPoint: return .point
        case .bounds, .contentsRect, .contentsCenter: return .rect
        case .zPosition, .anchorPointZ, .opacity, .cornerRadius, .borderWidth,
             .shadowOpacity, .shadowRadius, .contentsScale: return .number
        case .transform, .sublayerTransform: return .transform
        case .hidden, .doubleSided, .masksToBounds: return .bool
        case .borderColor, .backgroundColor, .shadowColor: return .color
        case .shadowOffset: return .size
        case .shadowPath: return .path
        case .contents: return .image
        case .custom(let c): return c.property.kind
        }
    }

    var key: String {
        if case .custom(let c) = self { return c.property.key }
        return Self.builtIn.first { $0.value == self }?.key ?? ""
    }

    /// Whether Core Animation runs an implicit animation when the property changes
    /// ("Animatable Properties", Core Animation Programming Guide, Table B-1: contentsScale is
    /// not listed, and doubleSided has "no default implied animation" though it is animatable).
    var isImplicitlyAnimatable: Bool {
        switch self {
        case .contentsScale, .doubleSided: return false
        case .custom(let c): return c.property.isAnimatable
        default: return true
        }
    }

    func get(_ layer: CALayer) -> AnimValue {
        if case .custom(let c) = self { return c.property.get(layer) }
        return value(in: layer.state)
    }

    /// The model's value as of the last commit (what animations build on), read in place:
    /// `committedState` would copy the whole state for one value.
    func committedValue(of model: CALayer) -> AnimValue {
        model.withCommittedState { value(in: $0.pointee) }
    }

    @inline(__always)
    func value(in s: borrowing LayerState) -> AnimValue {
        switch self {
        case .position: return .point(s.position)
        case .bounds: return .rect(s.bounds)
        case .zPosition: return .number(Double(s.zPosition))
        case .anchorPoint: return .point(s.anchorPoint)
        case .anchorPointZ: return .number(Double(s.anchorPointZ))
        case .transform: return .transform(s.transform)
        case .sublayerTransform: return .transform(s.sublayerTransform)
        case .opacity: return .number(Double(s.opacity))
        case .hidden: return .bool(s.isHidden)
        case .doubleSided: return .bool(s.isDoubleSided)
        case .masksToBounds: return .bool(s.masksToBounds)
        case .cornerRadius: return .number(Double(s.cornerRadius))
        case .borderWidth: return .number(Double(s.borderWidth))
        case .borderColor: return .color(s.borderColor)
        case .backgroundColor: return .color(s.backgroundColor)
        case .shadowColor: return .color(s.shadowColor)
        case .shadowOpacity: return .number(Double(s.shadowOpacity))
        case .shadowOffset: return .size(s.shadowOffset)
        case .shadowRadius: return .number(Double(s.shadowRadius))
        case .shadowPath: return .object(ObjectRef(s.shadowPath))
        case .contents: return .object(ObjectRef(s.contents))
        case .contentsRect: return .rect(s.contentsRect)
        case .contentsCenter: return .rect(s.contentsCenter)
        case .contentsScale: return .number(Double(s.contentsScale))
        case .custom(let c): return c.property.value(in: s)
        }
    }

    /// Writes a vector-kind value (number, point, size, rect, colour as SIMD4) straight into the
    /// state: the per-frame path of basic and keyframe animations, with no AnimValue in between.
    @inline(__always)
    func setVector(_ v: SIMD4<Double>, on layer: CALayer) {
        switch self {
        case .position: layer.state.position = CGPoint(x: v.x, y: v.y)
        case .anchorPoint: layer.state.anchorPoint = CGPoint(x: v.x, y: v.y)
        case .bounds: layer.state.bounds = CGRect(x: v.x, y: v.y, width: v.z, height: v.w)
        case .zPosition: layer.state.zPosition = CGFloat(v.x)
        case .anchorPointZ: layer.state.anchorPointZ = CGFloat(v.x)
        case .opacity: layer.state.opacity = Float(v.x)
        case .cornerRadius: layer.state.cornerRadius = CGFloat(v.x)
        case .borderWidth: layer.state.borderWidth = CGFloat(v.x)
        case .shadowOpacity: layer.state.shadowOpacity = Float(v.x)
        case .shadowRadius: layer.state.shadowRadius = CGFloat(v.x)
        case .shadowOffset: layer.state.shadowOffset = CGSize(width: v.x, height: v.y)
        case .contentsRect: layer.state.contentsRect = CGRect(x: v.x, y: v.y, width: v.z, height: v.w)
        case .contentsCenter: layer.state.contentsCenter = CGRect(x: v.x, y: v.y, width: v.z, height: v.w)
        case .contentsScale: layer.state.contentsScale = CGFloat(v.x)
        case .borderColor: layer.state.borderColor = RGBA(red: v.x, green: v.y, blue: v.z, alpha: v.w)
        case .backgroundColor: layer.state.backgroundColor = RGBA(red: v.x, green: v.y, blue: v.z, alpha: v.w)
        case .shadowColor: layer.state.shadowColor = RGBA(red: v.x, green: v.y, blue: v.z, alpha: v.w)
        default: set(VectorValue.make(v, kind: kind), on: layer)
        }
    }

    /// Puts the model's committed value back on `copy` (`set(committedValue(of: model), on:
    /// copy)`), reading the committed state in place for the geometric properties whose number
    /// components animate (`position.x`, `bounds.size.width`, …): the frame program's restore.
    @inline(__always)
    func restoreCommitted(on copy: CALayer, from model: CALayer) {
        model.withCommittedState { s in
            switch self {
            case .position: copy.state.position = s.pointee.position
            case .anchorPoint: copy.state.anchorPoint = s.pointee.anchorPoint
            case .bounds: copy.state.bounds = s.pointee.bounds
            case .shadowOffset: copy.state.shadowOffset = s.pointee.shadowOffset
            case .contentsRect: copy.state.contentsRect = s.pointee.contentsRect
            default: set(value(in: s.pointee), on: copy)   // committedValue(of: model), already in hand
            }
        }
    }

    /// `set(component.insert(.number(n), into: get(layer)), on: layer)` without AnimValues for
    /// the same geometric properties; false (nothing written) for any other pair.
    @inline(__always)
    func setNumber(_ n: Double, component: ValueComponent, on layer: CALayer) -> Bool {
        let v = CGFloat(n)
        switch (self, component) {
        case (.position, .x): layer.state.position.x = v
        case (.position, .y): layer.state.position.y = v
        case (.anchorPoint, .x): layer.state.anchorPoint.x = v
        case (.anchorPoint, .y): layer.state.anchorPoint.y = v
        case (.bounds, .originX): layer.state.bounds.origin.x = v
        case (.bounds, .originY): layer.state.bounds.origin.y = v
        case (.bounds, .sizeWidth): layer.state.bounds.size.width = v
        case (.bounds, .sizeHeight): layer.state.bounds.size.height = v
        case (.shadowOffset, .width): layer.state.shadowOffset.width = v
        case (.shadowOffset, .height): layer.state.shadowOffset.height = v
        default: return false
        }
        return true
    }

    /// Writes a value of the right kind; a value of another kind is ignored (conversion at add
    /// time guarantees kinds match, so this only guards against programming errors).
    func set(_ value: AnimValue, on layer: CALayer) {
        switch (self, value) {
        case (.position, .point(let p)): layer.state.position = p
        case (.bounds, .rect(let r)): layer.state.bounds = r
        case (.zPosition, .number(let v)): layer.state.zPosition = CGFloat(v)
        case (.anchorPoint, .point(let p)): layer.state.anchorPoint = p
        case (.anchorPointZ, .number(let v)): layer.state.anchorPointZ = CGFloat(v)
        case (.transform, .transform(let t)): layer.state.transform = t
        case (.sublayerTransform, .transform(let t)): layer.state.sublayerTransform = t
        case (.opacity, .number(let v)): layer.state.opacity = Float(v)
        case (.hidden, .bool(let b)): layer.state.isHidden = b
        case (.doubleSided, .bool(let b)): layer.state.isDoubleSided = b
        case (.masksToBounds, .bool(let b)): layer.state.masksToBounds = b
        case (.cornerRadius, .number(let v)): layer.state.cornerRadius = CGFloat(v)
        case (.borderWidth, .number(let v)): layer.state.borderWidth = CGFloat(v)
        case (.borderColor, .color(let c)): layer.state.borderColor = c
        case (.backgroundColor, .color(let c)): layer.state.backgroundColor = c
        case (.shadowColor, .color(let c)): layer.state.shadowColor = c
        case (.shadowOpacity, .number(let v)): layer.state.shadowOpacity = Float(v)
        case (.shadowOffset, .size(let s)): layer.state.shadowOffset = s
        case (.shadowRadius, .number(let v)): layer.state.shadowRadius = CGFloat(v)
        case (.shadowPath, .object(let o)): layer.state.shadowPath = o.object as? CGPath
        case (.contents, .object(let o)): layer.state.contents = o.object
        case (.contentsRect, .rect(let r)): layer.state.contentsRect = r
        case (.contentsCenter, .rect(let r)): layer.state.contentsCenter = r
        case (.contentsScale, .number(let v)): layer.state.contentsScale = CGFloat(v)
        case (.custom(let c), _): c.property.set(value, layer)
        default: break
        }
    }
}

/// An unretained reference to a custom property, so that `LayerProperty` (and the targets that
/// hold it) stay plain values. Custom properties are static constants of their layer class.
struct CustomRef: Equatable {
    unowned(unsafe) let property: CustomLayerProperty
    init(_ property: CustomLayerProperty) { self.property = property }
    static func == (a: CustomRef, b: CustomRef) -> Bool { a.property === b.property }
}

/// A property that a CALayer subclass adds (CAShapeLayer's `strokeEnd`, CATextLayer's
/// `string`, …), stored in `LayerState.extra[slot]` so that commits, presentation copies and
/// animations carry it like a built-in one. Each is a static constant of its class (the engine
/// refers to it unretained). Non-animatable ones (`isAnimatable == false`) get no implicit
/// animation but still follow transactions.
final class CustomLayerProperty: Equatable, @unchecked Sendable {
    let key: String
    let kind: CAValueKind
    let isAnimatable: Bool
    /// The index in `LayerState.extra`.
    let slot: Int
    /// The value a new layer starts with (an object here must live forever: a static).
    let defaultValue: AnimValue
    /// For string properties with a fixed set of values (fillRule, alignmentMode, …).
    let allowedStrings: [String]?

    init(key: String, kind: CAValueKind, slot: Int, default defaultValue: AnimValue,
         isAnimatable: Bool = true, allowedStrings: [String]? = nil) {
        self.key = key
        self.kind = kind
        self.slot = slot
        self.defaultValue = defaultValue
        self.isAnimatable = isAnimatable
        self.allowedStrings = allowedStrings
    }

    /// The value in `s`; the default where `s` predates the property (a key an app's layer
    /// class registered after the layer was made: DynamicLayerProperties).
    @inline(__always)
    func value(in s: borrowing LayerState) -> AnimValue { slot < s.extra.count ? s.extra[slot].value : defaultValue }

    func get(_ layer: CALayer) -> AnimValue { value(in: layer.state) }

    func set(_ value: AnimValue, _ layer: CALayer) {
        if slot >= layer.state.extra.count { DynamicLayerProperties.growExtra(of: layer, toHold: slot) }
        layer.state.extra[slot] = ExtraValue(value)
    }

    /// Throws unless `value` is acceptable (one of `allowedStrings`, when given).
    func validate(_ value: AnimValue) throws {
        guard let allowedStrings, case .object(let ref) = value else { return }
        let text = (ref.object as? NSString).map { String($0) }
        guard let text, allowedStrings.contains(text) else {
            throw StrataError("'\(key)' must be one of \(allowedStrings.joined(separator: ", ")), got \(text.map { "'\($0)'" } ?? "nil")")
        }
    }

    static func == (a: CustomLayerProperty, b: CustomLayerProperty) -> Bool { a === b }
}
