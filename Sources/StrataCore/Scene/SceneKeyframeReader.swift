import Foundation
import StrataGraphics

/// Builds a CAKeyframeAnimation and checks what Core Animation leaves undefined: keyTimes in
/// 0…1, non-decreasing, one per value; timingFunctions one per segment; TCB lists one per value.
struct SceneKeyframeReader {
    let values: SceneValueReader
    let layer: CALayer

    func keyframe(_ fields: SceneFields) throws -> CAAnimation {
        let base = SceneAnimationReader(values: values, layer: layer)
        let (keyPath, kind) = try base.keyPathKind(fields)
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        var valueCount: Int?
        if let node = fields["values"] {
            let list = try node.array()
            guard !list.isEmpty else { throw node.error("must not be empty") }
            animation.values = try list.map { try values.value($0, kind: kind) }
            valueCount = list.count
        }
        if let node = fields["path"] {
            guard kind == .point else { throw node.error("a path animates a point, but '\(keyPath)' is not a point") }
            animation.path = try values.path(node)
            valueCount = nil  // a path's keyframes are its elements, which the engine counts
        }
        if fields["values"] == nil, fields["path"] == nil {
            throw fields.owner.error("a keyframe animation needs 'values' or 'path'")
        }
        if let node = fields["keyTimes"] {
            animation.keyTimes = try keyTimes(node, count: valueCount).map { NSNumber(value: $0) }
        }
        if let node = fields["timingFunctions"] {
            let list = try node.array()
            if let valueCount, list.count != max(valueCount - 1, 1) {
                throw node.error("has \(list.count) entries but \(valueCount) values need \(max(valueCount - 1, 1))")
            }
            animation.timingFunctions = try list.map { try values.timingFunction($0) }
        }
        if let node = fields["calculationMode"] {
            animation.calculationMode = try node.named(CAAnimationCalculationMode.all, what: "calculationMode")
        }
        if let node = fields["rotationMode"], !node.isNull {
            animation.rotationMode = try node.named(CAAnimationRotationMode.all, what: "rotationMode")
        }
        animation.tensionValues = try perValue(fields["tensionValues"], count: valueCount)
        animation.continuityValues = try perValue(fields["continuityValues"], count: valueCount)
        animation.biasValues = try perValue(fields["biasValues"], count: valueCount)
        try base.applyPropertyFlags(fields, to: animation)
        return animation
    }

    private func keyTimes(_ node: JSONNode, count: Int?) throws -> [Double] {
        let list = try node.array()
        if let count, list.count != count {
            throw node.error("has \(list.count) entries but values has \(count)")
        }
        let times = try list.map { try $0.number(in: 0...1) }
        if zip(times, times.dropFirst()).contains(where: { $0 > $1 }) {
            throw node.error("must be non-decreasing")
        }
        return times
    }

    private func perValue(_ node: JSONNode?, count: Int?) throws -> [NSNumber]? {
        guard let node else { return nil }
        let list = try node.array()
        if let count, list.count != count {
            throw node.error("has \(list.count) entries but values has \(count)")
        }
        return try list.map { NSNumber(value: try $0.number()) }
    }
}
