import Foundation
import StrataGraphics

// Key-value coding on emitter cells, and the layer's `emitterCells.<name>.<property>` key
// paths (Apple: CAEmitterCell name — "adding an animation to a cell's enclosing layer with a
// keypath such as emitterCells.myCellName.redRange would animate the redRange property of the
// cell … with the name myCellName"). Particle code turns a burst on and off that way:
// `emitter.setValue(0, forKeyPath: "emitterCells.spark.birthRate")`.
extension CAEmitterCell {
    /// The default for `key` (Apple: CAEmitterCell defaultValue(forKey:)); nil here: the
    /// properties' defaults are their initial values.
    public class func defaultValue(forKey key: String) -> Any? { nil }

    /// Sets the property named `key` (birthRate, velocity, color, contents, emitterCells, …),
    /// converting numbers as Foundation does; other keys are stored. A value of the wrong type
    /// for a property is refused with a warning.
    public func setValue(_ value: Any?, forKey key: String) {
        if !setProperty(value, forKey: key) { storedValues[key] = value }
    }

    /// The property named `key`, boxed (numbers as NSNumber, rectangles as NSValue), else a
    /// stored value, else `style[key]`, else the class default.
    public func value(forKey key: String) -> Any? {
        if let known = property(forKey: key) { return known }
        return storedValues[key] ?? style?[key] ?? Self.defaultValue(forKey: key)
    }

    /// `setValue(_:forKey:)` along a path: `emitterCells.<name>.…` reaches a sub-cell.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 3, parts[0] == "emitterCells" {
            guard let cell = emitterCells?.first(where: { $0.name == parts[1] }) else { return }
            cell.setValue(value, forKeyPath: parts[2...].joined(separator: "."))
        } else {
            setValue(value, forKey: keyPath)
        }
    }

    /// `value(forKey:)` along a path.
    public func value(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 3, parts[0] == "emitterCells" {
            return emitterCells?.first(where: { $0.name == parts[1] })?.value(forKeyPath: parts[2...].joined(separator: "."))
        }
        return value(forKey: keyPath)
    }

    private var numberKeys: [String: ReferenceWritableKeyPath<CAEmitterCell, Float>] {
        ["birthRate": \.birthRate, "lifetime": \.lifetime, "lifetimeRange": \.lifetimeRange,
         "redRange": \.redRange, "greenRange": \.greenRange, "blueRange": \.blueRange, "alphaRange": \.alphaRange,
         "redSpeed": \.redSpeed, "greenSpeed": \.greenSpeed, "blueSpeed": \.blueSpeed, "alphaSpeed": \.alphaSpeed,
         "minificationFilterBias": \.minificationFilterBias, "speed": \.speed, "repeatCount": \.repeatCount]
    }

    private var floatKeys: [String: ReferenceWritableKeyPath<CAEmitterCell, CGFloat>] {
        ["emissionLongitude": \.emissionLongitude, "emissionLatitude": \.emissionLatitude,
         "emissionRange": \.emissionRange, "velocity": \.velocity, "velocityRange": \.velocityRange,
         "xAcceleration": \.xAcceleration, "yAcceleration": \.yAcceleration, "zAcceleration": \.zAcceleration,
         "scale": \.scale, "scaleRange": \.scaleRange, "scaleSpeed": \.scaleSpeed, "spin": \.spin,
         "spinRange": \.spinRange, "contentsScale": \.contentsScale]
    }

    private var timeKeys: [String: ReferenceWritableKeyPath<CAEmitterCell, CFTimeInterval>] {
        ["beginTime": \.beginTime, "duration": \.duration, "timeOffset": \.timeOffset, "repeatDuration": \.repeatDuration]
    }

    private func setProperty(_ value: Any?, forKey key: String) -> Bool {
        func number() -> Double? {
            guard let n = AnyNumber.double(value), n.isFinite else {
                Diagnostics.warnOnce("CAEmitterCell: '\(key)' needs a finite number, not \(String(describing: value))")
                return nil
            }
            return n
        }
        if let path = numberKeys[key] { if let n = number() { self[keyPath: path] = Float(n) }; return true }
        if let path = floatKeys[key] { if let n = number() { self[keyPath: path] = CGFloat(n) }; return true }
        if let path = timeKeys[key] { if let n = number() { self[keyPath: path] = n }; return true }
        switch key {
        case "name": name = value as? String
        case "enabled", "isEnabled": isEnabled = (value as? Bool) ?? (AnyNumber.double(value).map { $0 != 0 } ?? isEnabled)
        case "autoreverses": autoreverses = (value as? Bool) ?? autoreverses
        case "color":
            if value == nil { color = nil } else if let c = value as? CGColor { color = c }
        case "contents": contents = value
        case "contentsRect":
            if let rect = value as? CGRect { contentsRect = rect }
            else if let boxed = value as? NSValue, boxed.geometryKind == "rect" { contentsRect = boxed.rectValue }
        case "emitterCells": emitterCells = value as? [CAEmitterCell]
        case "minificationFilter": minificationFilter = (value as? String) ?? minificationFilter
        case "magnificationFilter": magnificationFilter = (value as? String) ?? magnificationFilter
        case "style": style = value as? [AnyHashable: Any]
        default: return false
        }
        return true
    }

    private func property(forKey key: String) -> Any? {
        if let path = numberKeys[key] { return NSNumber(value: self[keyPath: path]) }
        if let path = floatKeys[key] { return NSNumber(value: Double(self[keyPath: path])) }
        if let path = timeKeys[key] { return NSNumber(value: self[keyPath: path]) }
        switch key {
        case "name": return name
        case "enabled", "isEnabled": return isEnabled
        case "autoreverses": return autoreverses
        case "color": return color
        case "contents": return contents
        case "contentsRect": return NSValue(rect: contentsRect)
        case "emitterCells": return emitterCells
        case "minificationFilter": return minificationFilter
        case "magnificationFilter": return magnificationFilter
        default: return nil
        }
    }
}

extension CAEmitterLayer {
    /// Routes `emitterCells.<name>.<property>` to the named cell (nested names reach sub-cells);
    /// true when `keyPath` had that form. An unknown name changes nothing, as on iOS.
    func setCellValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts[0] == "emitterCells" else { return false }
        if let cell = emitterCells?.first(where: { $0.name == parts[1] }) {
            cell.setValue(value, forKeyPath: parts[2...].joined(separator: "."))
            cellsChanged()
        }
        return true
    }

    /// The value at `emitterCells.<name>.<property>`, or nil when `keyPath` has another form.
    func cellValue(forKeyPath keyPath: String) -> Any?? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts[0] == "emitterCells" else { return nil }
        return .some(emitterCells?.first(where: { $0.name == parts[1] })?.value(forKeyPath: parts[2...].joined(separator: ".")))
    }
}
