import Foundation
import StrataGraphics

// Key-value coding of the animation classes' own properties, as NSObject's KVC gives them on
// iOS: `anim.value(forKey: "toValue")` is the animation's `toValue` (RPCircularProgress reads
// it back in `animationDidStop` to keep the finished value), `setValue(0.5, forKey: "duration")`
// sets the property. Keys are the Objective-C property names ("additive", "removedOnCompletion").
// Numbers come back as NSNumber and geometry as NSValue, as Foundation boxes them on iOS.

extension CAAnimation {
    /// The property named `key` on this animation's class, boxed as key-value coding returns
    /// it; `.none` when the class has no such property (the key is then ordinary storage).
    func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "fillMode": return .some(fillMode)
        case "timingFunction": return .some(timingFunction)
        case "delegate": return .some(delegate)
        default: break
        }
        if let basic = self as? CABasicAnimation {
            switch key {
            case "fromValue": return .some(Self.boxed(basic.fromValue))
            case "toValue": return .some(Self.boxed(basic.toValue))
            case "byValue": return .some(Self.boxed(basic.byValue))
            default: break
            }
        }
        if let spring = self as? CASpringAnimation {
            switch key {
            case "mass": return .some(NSNumber(value: Double(spring.mass)))
            case "stiffness": return .some(NSNumber(value: Double(spring.stiffness)))
            case "damping": return .some(NSNumber(value: Double(spring.damping)))
            case "initialVelocity": return .some(NSNumber(value: Double(spring.initialVelocity)))
            default: break
            }
        }
        if let keyframe = self as? CAKeyframeAnimation {
            switch key {
            case "values": return .some(keyframe.values.map { $0.map { Self.boxed($0) as Any } })
            case "path": return .some(keyframe.path)
            case "keyTimes": return .some(keyframe.keyTimes)
            case "timingFunctions": return .some(keyframe.timingFunctions)
            case "calculationMode": return .some(keyframe.calculationMode)
            case "rotationMode": return .some(keyframe.rotationMode)
            case "tensionValues": return .some(keyframe.tensionValues)
            case "continuityValues": return .some(keyframe.continuityValues)
            case "biasValues": return .some(keyframe.biasValues)
            default: break
            }
        }
        if let property = self as? CAPropertyAnimation {
            switch key {
            case "keyPath": return .some(property.keyPath)
            case "additive": return .some(NSNumber(value: property.isAdditive))
            case "cumulative": return .some(NSNumber(value: property.isCumulative))
            case "valueFunction": return .some(property.valueFunction)
            default: break
            }
        }
        if let group = self as? CAAnimationGroup, key == "animations" { return .some(group.animations) }
        if let transition = self as? CATransition {
            switch key {
            case "type": return .some(transition.type)
            case "subtype": return .some(transition.subtype)
            case "startProgress": return .some(NSNumber(value: transition.startProgress))
            case "endProgress": return .some(NSNumber(value: transition.endProgress))
            default: break
            }
        }
        return .none
    }

    /// Sets the property named `key` from a key-value coding value; false when the class has
    /// no such property. A value of the wrong type leaves the property unchanged.
    func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "fillMode":
            if let mode = value as? CAMediaTimingFillMode { fillMode = mode }
            else if let raw = value as? String { fillMode = CAMediaTimingFillMode(rawValue: raw) }
            return true
        case "timingFunction": timingFunction = value as? CAMediaTimingFunction; return true
        case "delegate": delegate = value as? CAAnimationDelegate; return true
        default: break
        }
        if let basic = self as? CABasicAnimation {
            switch key {
            case "fromValue": basic.fromValue = value; return true
            case "toValue": basic.toValue = value; return true
            case "byValue": basic.byValue = value; return true
            default: break
            }
        }
        if let spring = self as? CASpringAnimation, let number = AnyNumber.double(value) {
            switch key {
            case "mass": spring.mass = CGFloat(number); return true
            case "stiffness": spring.stiffness = CGFloat(number); return true
            case "damping": spring.damping = CGFloat(number); return true
            case "initialVelocity": spring.initialVelocity = CGFloat(number); return true
            default: break
            }
        }
        if let keyframe = self as? CAKeyframeAnimation {
            switch key {
            case "values": keyframe.values = value as? [Any]; return true
            case "path": keyframe.path = value.flatMap { $0 as? CGPath }; return true
            case "keyTimes": keyframe.keyTimes = value as? [NSNumber]; return true
            case "timingFunctions": keyframe.timingFunctions = value as? [CAMediaTimingFunction]; return true
            default: break
            }
        }
        if let property = self as? CAPropertyAnimation {
            switch key {
            case "keyPath": property.keyPath = value as? String; return true
            case "additive": if let flag = value as? Bool { property.isAdditive = flag }; return true
            case "cumulative": if let flag = value as? Bool { property.isCumulative = flag }; return true
            default: break
            }
        }
        if let group = self as? CAAnimationGroup, key == "animations" {
            group.animations = value as? [CAAnimation]
            return true
        }
        return false
    }

    /// A value as Objective-C holds it: numbers as NSNumber, geometry as NSValue (through the
    /// bridges Strata adds on Linux); anything else unchanged.
    private static func boxed(_ value: Any?) -> Any? {
        guard let value else { return nil }
        return value as AnyObject
    }
}
