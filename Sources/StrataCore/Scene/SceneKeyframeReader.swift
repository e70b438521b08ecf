import Foundation
import StrataGraphics

/// Builds a CAKeyframeAnimation and checks what Core Animation leaves undefined: keyTimes
/// non-decreasing, one per value (or one more in discrete mode); TCB lists one per value.
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
            // transform.translation and sublayerTransform.translation: a CGSize of x and y.
            let translation = kind == .size && keyPath.lowercased().hasSuffix("transform.translation")
            guard kind == .point || translation else { throw node.error("a path animates a point, but '\(keyPath)' is not a point") }
            animation.path = try values.path(node)
            valueCount = nil  // a path's keyframes are its elements, which the engine counts
        }
        if fields["values"] == nil, fields["path"] == nil {
            throw fields.owner.error("a keyframe animation needs 'values' or 'path'")
        }
        // Read first: discrete mode takes one more key time than values.
        if let node = fields["calculationMode"] {
            animation.calculationMode = try node.named(CAAnimationCalculationMode.all, what: "calculationMode")
        }
        if let node = fields["keyTimes"] {
            let discrete = animation.calculationMode == .discrete
            animation.keyTimes = try keyTimes(node, count: valueCount, discrete: discrete).map { NSNumber(value: $0) }
        }
        if let node = fields["timingFunctions"] {
            // Any length, as CAKeyframeAnimation takes it: segments past the list's end move
            // linearly, extra entries are unused.
            animation.timingFunctions = try node.array().map { try values.timingFunction($0) }
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

    /// One key time per value (one more in discrete mode: Apple's `discrete` page), finite and
    /// non-decreasing; they may start after 0, end before 1 or lie outside 0…1, as Core
    /// Animation uses them (see KeyframeCompiler.keyTimesProblem).
    private func keyTimes(_ node: JSONNode, count: Int?, discrete: Bool) throws -> [Double] {
        let list = try node.array()
        if let count, list.count != count, !(discrete && list.count == count + 1) {
            let discreteNote = discrete ? " (discrete mode takes \(count) or \(count + 1))" : ""
            throw node.error("has \(list.count) entries but values has \(count)\(discreteNote)")
        }
        let times = try list.map { try $0.number() }
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
