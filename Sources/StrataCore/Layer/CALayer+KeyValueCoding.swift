import Foundation
import StrataGraphics

/// Key-value coding with Core Animation's structure key paths (`position.x`,
/// `bounds.size.width`, `transform.rotation.z`, …; "Key-Value Coding Extensions", Core
/// Animation Programming Guide). Unknown keys are stored, as CALayer does for any key.
extension CALayer {
    /// The animatable property and component a key path names, or nil if it names none.
    func resolveKeyPath(_ keyPath: String) -> PropertyTarget? {
        let (head, tail) = keyPath.firstIndex(of: ".").map {
            (String(keyPath[..<$0]), String(keyPath[keyPath.index(after: $0)...]))
        } ?? (keyPath, "")
        guard let property = LayerProperty.named(head, in: type(of: self)),
              let component = ValueComponent(subpath: tail, of: property.kind) else { return nil }
        return PropertyTarget(property: property, component: component)
    }

    /// The kind of value an animatable key path holds, or nil for an unknown key path.
    public func valueKind(forKeyPath keyPath: String) -> CAValueKind? {
        resolveKeyPath(keyPath)?.kind
    }

    /// The value at `keyPath`, boxed as Foundation does on iOS: numbers as NSNumber, points,
    /// sizes, rects and transforms as NSValue, colours as CGColor, flags as Bool. Every
    /// everyday cast works on them (FoundationBridging): `as? CGFloat`, `as? Float`,
    /// `as? Double`, `as? NSNumber`, `(… as? NSValue)?.cgPointValue`, `as? CGPoint`.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let target = resolveKeyPath(keyPath) { return ValueConverter.box(target.get(self)) }
        // `emitterCells.<name>.<property>` reads the named cell (CAEmitterCell+KeyValueCoding).
        if let emitter = self as? CAEmitterLayer, let cellValue = emitter.cellValue(forKeyPath: keyPath) { return cellValue }
        return value(forKey: keyPath)
    }

    /// Sets the value at `keyPath`, running the implicit action as the property setter does.
    /// A value of the wrong type is refused with a warning.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        do { try trySetValue(value, forKeyPath: keyPath) } catch {
            Diagnostics.warnOnce("\(self): \(error)")
        }
    }

    /// `setValue(_:forKeyPath:)` that throws when the value does not fit the key path.
    public func trySetValue(_ value: Any?, forKeyPath keyPath: String) throws {
        guard let target = resolveKeyPath(keyPath) else {
            if try setAttribute(value, forKey: keyPath) { return }
            if let emitter = self as? CAEmitterLayer, emitter.setCellValue(value, forKeyPath: keyPath) { return }
            // A number, geometry, transform or colour makes the key an animatable key-value
            // property of the class (DynamicLayerProperties): Apple's @NSManaged pattern.
            if let kind = DynamicLayerProperties.kind(of: value),
               DynamicLayerProperties.register(keyPath, kind: kind, in: type(of: self)) != nil {
                customValues[keyPath] = nil
                return try trySetValue(value, forKeyPath: keyPath)
            }
            customValues[keyPath] = value
            // Actions run for "any of the layer's properties and not just the animatable ones.
            // (You can also associate actions with custom properties you add to your layers.)"
            // ("Changing a Layer's Default Behavior", Core Animation Programming Guide).
            if isModelLayer { runEventAction(keyPath) }
            return
        }
        let typed = try ValueConverter.convert(value, to: target.kind, for: keyPath)
        if case .custom(let c) = target.property { try c.property.validate(typed) }
        let whole = target.component == .whole
            ? typed : target.component.insert(typed, into: target.property.get(self))
        let oldSize = state.bounds.size
        setProperty(target.property, whole)
        if target.property == .bounds, needsDisplayOnBoundsChange { setNeedsDisplay() }
        // As the `bounds` setter: a new size needs layout (`bounds.size.width` and friends too).
        if target.property == .bounds, state.bounds.size != oldSize { setNeedsLayout() }
    }

    /// Moves a value stored for `key` before it became a key-value property into the state.
    func adoptCustomValue(forKey key: String) {
        guard let stored = customValues.removeValue(forKey: key),
              let target = resolveKeyPath(key),
              let typed = try? ValueConverter.convert(stored, to: target.kind, for: key) else { return }
        target.property.set(typed, on: self)
        if hasBeenCommitted { committedState = state }
    }

    /// The value for `key`: a property, a stored value, or the class default.
    public func value(forKey key: String) -> Any? {
        if let target = resolveKeyPath(key), !key.contains(".") { return ValueConverter.box(target.get(self)) }
        if let attribute = attribute(forKey: key) { return attribute }
        return customValues[key] ?? style?[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets the value for `key` (a property, or arbitrary storage).
    public func setValue(_ value: Any?, forKey key: String) {
        setValue(value, forKeyPath: key)
    }

    /// The non-animatable attributes by key.
    private func attribute(forKey key: String) -> Any? {
        switch key {
        case "name": return name
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "beginTime": return beginTime
        case "duration": return duration
        case "contentsGravity": return contentsGravity.rawValue
        case "minificationFilter": return minificationFilter.rawValue
        case "magnificationFilter": return magnificationFilter.rawValue
        case "minificationFilterBias": return minificationFilterBias
        case "maskedCorners": return maskedCorners.rawValue
        case "cornerCurve": return cornerCurve.rawValue
        case "allowsGroupOpacity": return allowsGroupOpacity
        case "allowsEdgeAntialiasing": return allowsEdgeAntialiasing
        case "edgeAntialiasingMask": return edgeAntialiasingMask.rawValue
        case "opaque": return isOpaque
        case "geometryFlipped": return isGeometryFlipped
        case "drawsAsynchronously": return drawsAsynchronously
        case "frame": return frame
        case "mask": return mask
        case "sublayers": return sublayers
        case "needsDisplayOnBoundsChange": return needsDisplayOnBoundsChange
        case "compositingFilter": return compositingFilter
        default: return nil
        }
    }

    private func setAttribute(_ value: Any?, forKey key: String) throws -> Bool {
        func number() throws -> Double {
            guard let n = AnyNumber.double(value), n.isFinite else { throw StrataError("'\(key)' needs a finite number") }
            return n
        }
        switch key {
        case "name": name = value as? String
        case "speed": speed = Float(try number())
        case "timeOffset": timeOffset = try number()
        case "beginTime": beginTime = try number()
        case "duration": duration = try number()
        case "contentsGravity":
            guard let raw = (value as? String) ?? (value as? CALayerContentsGravity)?.rawValue,
                  CALayerContentsGravity.all.contains(CALayerContentsGravity(rawValue: raw)) else {
                throw StrataError("unknown contentsGravity \(value.map { "\($0)" } ?? "nil")")
            }
            contentsGravity = CALayerContentsGravity(rawValue: raw)
        case "minificationFilter", "magnificationFilter":
            guard let raw = (value as? String) ?? (value as? CALayerContentsFilter)?.rawValue,
                  CALayerContentsFilter.all.contains(CALayerContentsFilter(rawValue: raw)) else {
                throw StrataError("unknown \(key) \(value.map { "\($0)" } ?? "nil") (linear, nearest or trilinear)")
            }
            if key == "minificationFilter" { minificationFilter = CALayerContentsFilter(rawValue: raw) }
            else { magnificationFilter = CALayerContentsFilter(rawValue: raw) }
        case "minificationFilterBias": minificationFilterBias = Float(try number())
        case "cornerCurve":
            guard let raw = (value as? String) ?? (value as? CALayerCornerCurve)?.rawValue,
                  CALayerCornerCurve.all.contains(CALayerCornerCurve(rawValue: raw)) else {
                throw StrataError("unknown cornerCurve \(value.map { "\($0)" } ?? "nil") (circular or continuous)")
            }
            cornerCurve = CALayerCornerCurve(rawValue: raw)
        case "maskedCorners":
            if let mask = value as? CACornerMask { maskedCorners = mask; break }
            let n = try number()
            guard n >= 0, n <= 15, n == n.rounded() else { throw StrataError("'maskedCorners' needs a corner mask 0…15") }
            maskedCorners = CACornerMask(rawValue: UInt(n))
        case "allowsGroupOpacity": allowsGroupOpacity = value as? Bool ?? allowsGroupOpacity
        case "allowsEdgeAntialiasing": allowsEdgeAntialiasing = value as? Bool ?? allowsEdgeAntialiasing
        case "edgeAntialiasingMask":
            if let mask = value as? CAEdgeAntialiasingMask { edgeAntialiasingMask = mask; break }
            let n = try number()
            guard n >= 0, n <= 15, n == n.rounded() else { throw StrataError("'edgeAntialiasingMask' needs an edge mask 0…15") }
            edgeAntialiasingMask = CAEdgeAntialiasingMask(rawValue: UInt32(n))
        case "opaque": isOpaque = value as? Bool ?? isOpaque
        case "geometryFlipped": isGeometryFlipped = value as? Bool ?? isGeometryFlipped
        case "drawsAsynchronously": drawsAsynchronously = value as? Bool ?? drawsAsynchronously
        case "needsDisplayOnBoundsChange": needsDisplayOnBoundsChange = value as? Bool ?? false
        case "compositingFilter": compositingFilter = value
        case "frame":
            guard let r = value as? CGRect else { throw StrataError("'frame' needs a CGRect") }
            frame = r
        // The tree keys, so KVC-driven code (and `setValue(_:forKey:)` ports) really moves layers.
        case "mask":
            guard value == nil || value is NSNull || value is CALayer else { throw StrataError("'mask' needs a CALayer") }
            mask = value as? CALayer
        case "sublayers":
            guard value == nil || value is NSNull || value is [CALayer] else { throw StrataError("'sublayers' needs an array of CALayer") }
            sublayers = value as? [CALayer]
        default: return false
        }
        return true
    }
}
