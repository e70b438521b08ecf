import Foundation
import StrataGraphics

/// Builds Core Animation objects from ANIMATION entries (SCENE.md): basic, keyframe, spring,
/// group and transition, with every value typed by the target layer's key path.
struct SceneAnimationReader {
    let values: SceneValueReader
    /// The layer the animation is for: its class decides which key paths exist.
    let layer: CALayer

    static let types = ["basic", "keyframe", "spring", "group", "transition"]
    static let commonKeys = ["type", "key", "beginTime", "duration", "speed", "timeOffset", "repeatCount",
                             "repeatDuration", "autoreverses", "fillMode", "removedOnCompletion", "timingFunction"]
    static let propertyKeys = ["keyPath", "additive", "cumulative"]
    static let basicKeys = ["from", "to", "by"]
    static let springKeys = ["mass", "stiffness", "damping", "initialVelocity"]
    static let keyframeKeys = ["values", "path", "keyTimes", "timingFunctions", "calculationMode", "rotationMode",
                               "tensionValues", "continuityValues", "biasValues"]
    static let transitionKeys = ["transition", "subtype", "startProgress", "endProgress"]

    /// The animation and the key it is added under (nil: no key, as `add(_:forKey: nil)`).
    func animation(_ node: JSONNode) throws -> (animation: CAAnimation, key: String?) {
        let type = try Self.type(of: node)
        let allowed: [String]
        switch type {
        case "basic": allowed = Self.commonKeys + Self.propertyKeys + Self.basicKeys
        case "spring": allowed = Self.commonKeys + Self.propertyKeys + Self.basicKeys + Self.springKeys
        case "keyframe": allowed = Self.commonKeys + Self.propertyKeys + Self.keyframeKeys
        case "group": allowed = Self.commonKeys + ["animations"]
        default: allowed = Self.commonKeys + Self.transitionKeys
        }
        let fields = SceneFields(try node.members(allowed: allowed, what: "\(type) animation"), owner: node)
        let animation: CAAnimation
        switch type {
        case "basic", "spring": animation = try basic(fields, spring: type == "spring")
        case "keyframe": animation = try SceneKeyframeReader(values: values, layer: layer).keyframe(fields)
        case "group": animation = try group(fields)
        default: animation = try transition(fields)
        }
        try applyTiming(fields, to: animation)
        if type == "spring", fields["duration"] == nil, let spring = animation as? CASpringAnimation {
            spring.duration = spring.settlingDuration  // SCENE.md: a spring lasts until it settles
        }
        return (animation, try fields["key"]?.string())
    }

    /// The `type`, or the one implied by the keys when it is left out.
    static func type(of node: JSONNode) throws -> String {
        let members = try node.anyMembers()
        if let type = members.first(where: { $0.key == "type" })?.node {
            return try type.choice(types, what: "animation type")
        }
        let keys = Set(members.map(\.key))
        if keys.contains("animations") { return "group" }
        if keys.contains("transition") { return "transition" }
        if keys.contains("values") || keys.contains("path") { return "keyframe" }
        if !keys.isDisjoint(with: springKeys) { return "spring" }
        return "basic"
    }

    // MARK: Per type

    /// The key path's kind on this layer; unknown key paths are errors.
    func keyPathKind(_ fields: SceneFields) throws -> (keyPath: String, kind: CAValueKind) {
        guard let node = fields["keyPath"] else { throw fields.owner.error("missing 'keyPath'") }
        let keyPath = try node.string()
        guard let kind = SceneGraphics.valueKind(of: layer, keyPath: keyPath) else {
            throw node.error("unknown key path '\(keyPath)'")
        }
        return (keyPath, kind)
    }

    private func basic(_ fields: SceneFields, spring: Bool) throws -> CAAnimation {
        let (keyPath, kind) = try keyPathKind(fields)
        let animation: CABasicAnimation
        if spring {
            let springAnimation = CASpringAnimation(keyPath: keyPath)
            if let node = fields["mass"] { springAnimation.mass = CGFloat(try positive(node)) }
            if let node = fields["stiffness"] { springAnimation.stiffness = CGFloat(try positive(node)) }
            if let node = fields["damping"] { springAnimation.damping = CGFloat(try node.nonNegativeNumber()) }
            if let node = fields["initialVelocity"] { springAnimation.initialVelocity = CGFloat(try node.number()) }
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: keyPath)
        }
        if let node = fields["from"] { animation.fromValue = try values.value(node, kind: kind) }
        if let node = fields["to"] { animation.toValue = try values.value(node, kind: kind) }
        if let node = fields["by"] { animation.byValue = try values.value(node, kind: kind) }
        try applyPropertyFlags(fields, to: animation)
        return animation
    }

    private func group(_ fields: SceneFields) throws -> CAAnimation {
        let group = CAAnimationGroup()
        if let node = fields["animations"] {
            group.animations = try node.array().map { try animation($0).animation }
        }
        return group
    }

    private func transition(_ fields: SceneFields) throws -> CAAnimation {
        let transition = CATransition()
        if let node = fields["transition"] {
            transition.type = try node.named(CATransitionType.allKnown, what: "transition")
        }
        if let node = fields["subtype"] {
            transition.subtype = try node.named(CATransitionSubtype.all, what: "transition subtype")
        }
        let start = try fields["startProgress"]?.number(in: 0...1) ?? 0
        let end = try fields["endProgress"]?.number(in: 0...1) ?? 1
        if let node = fields["endProgress"] ?? fields["startProgress"], start > end {
            throw node.error("startProgress (\(JSONNode.format(start))) must not exceed endProgress (\(JSONNode.format(end)))")
        }
        transition.startProgress = Float(start)
        transition.endProgress = Float(end)
        return transition
    }

    // MARK: Shared settings

    func applyPropertyFlags(_ fields: SceneFields, to animation: CAPropertyAnimation) throws {
        if let node = fields["additive"] { animation.isAdditive = try node.bool() }
        if let node = fields["cumulative"] { animation.isCumulative = try node.bool() }
    }

    /// The CAMediaTiming keys every animation has.
    private func applyTiming(_ fields: SceneFields, to animation: CAAnimation) throws {
        if let node = fields["beginTime"] { animation.beginTime = try node.number() }
        if let node = fields["duration"] { animation.duration = try node.nonNegativeNumber() }
        if let node = fields["speed"] { animation.speed = try node.float() }
        if let node = fields["timeOffset"] { animation.timeOffset = try node.number() }
        if let node = fields["repeatCount"] {
            if case .string = node.value {
                _ = try node.choice(["inf"], what: "repeatCount")
                animation.repeatCount = .infinity
            } else {
                guard case .number = node.value else { throw node.mismatch("a number or \"inf\"") }
                animation.repeatCount = try node.nonNegativeNumber() > Double(Float.greatestFiniteMagnitude)
                    ? .infinity : Float(try node.number())
            }
        }
        if let node = fields["repeatDuration"] {
            if fields["repeatCount"] != nil { throw node.error("set either repeatCount or repeatDuration, not both") }
            animation.repeatDuration = try node.nonNegativeNumber()
        }
        if let node = fields["autoreverses"] { animation.autoreverses = try node.bool() }
        if let node = fields["removedOnCompletion"] { animation.isRemovedOnCompletion = try node.bool() }
        if let node = fields["timingFunction"] { animation.timingFunction = try values.timingFunction(node) }
        if let node = fields["fillMode"] {
            animation.fillMode = try node.named(CAMediaTimingFillMode.all, what: "fillMode")
        }
    }

    private func positive(_ node: JSONNode) throws -> Double {
        let number = try node.number()
        guard number > 0 else { throw node.error("must be greater than 0, got \(JSONNode.format(number))") }
        return number
    }
}
