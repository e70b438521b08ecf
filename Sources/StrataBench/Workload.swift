import Foundation
import StrataBenchSupport
import StrataCore

/// The benchmark's workloads: one root with `count` sublayers, each running two animations,
/// each layer with its own phase (timeOffset), so no two layers evaluate the same instant.
enum WorkloadKind: String, CaseIterable {
    /// The issue's: every layer runs
    ///  - a position CABasicAnimation (easeInEaseOut, 2 s, autoreverses, repeats forever), and
    ///  - a transform.rotation.z CAKeyframeAnimation (5 values, linear, 3 s, repeats forever).
    case issue
    /// A mix of every animation type on position, opacity and transform.rotation.z: a quarter
    /// of the layers run the issue's pair, a quarter a spring position and a keyframe opacity,
    /// a quarter a group (opacity and rotation inside), a quarter a basic opacity and a spring
    /// rotation (see Workload+Mixed.swift).
    case mixed
    /// StrataGLBench's `sprites-N` animations: a basic position.x (easeInEaseOut, 2 s,
    /// autoreverses, forever) and a basic transform.rotation.z (0 → 2π, 3 s, forever).
    case sprites
}

struct AnimatedLayersWorkload {
    let root: CALayer
    let layers: [CALayer]
    /// Property animations running per frame (two per layer; a group counts its children).
    var animationCount: Int { layers.count * 2 }

    /// Builds the tree on `clock` (call inside `clock.run {}`) and commits it.
    init(count: Int, kind: WorkloadKind = .issue, clock: MediaClock) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1280, height: 720)
        root.position = CGPoint(x: 640, y: 360)
        var layers: [CALayer] = []
        layers.reserveCapacity(count)
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        for i in 0..<count {
            // A low-discrepancy phase in 0…1 (golden-ratio sequence), deterministic per index.
            let phase = (Double(i) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
            let x = Double(i % 100) * 12.8, y = Double(i / 100 % 72) * 10
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
            layer.position = CGPoint(x: x, y: y)
            root.addSublayer(layer)
            if kind == .sprites {
                SpriteAnimations.add(to: layer, x: x, distance: 16, phase: phase, ease: ease)
            } else if kind == .mixed && i % 4 != 0 {
                Self.addMixedAnimations(to: layer, variant: i % 4, x: x, y: y, phase: phase)
            } else {
                Self.addIssueAnimations(to: layer, x: x, y: y, phase: phase)
            }
            layers.append(layer)
        }
        // Commit the implicit transaction: fixes the animations' begin times.
        clock.advance(by: 0)
        self.root = root
        self.layers = layers
    }

    /// The issue's pair: an eased position and a 5-value keyframe rotation.
    static func addIssueAnimations(to layer: CALayer, x: Double, y: Double, phase: Double) {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: x, y: y)
        move.toValue = CGPoint(x: x + 40, y: y + 25)
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        move.duration = 2
        move.autoreverses = true
        move.repeatCount = .infinity
        move.timeOffset = phase * 4  // one autoreversing cycle is 4 s
        layer.add(move, forKey: "move")

        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = [0.0, Double.pi / 2, Double.pi, 3 * Double.pi / 2, 2 * Double.pi]
        spin.calculationMode = .linear  // not paced
        spin.duration = 3
        spin.repeatCount = .infinity
        spin.timeOffset = phase * 3
        layer.add(spin, forKey: "spin")
    }

    /// A cheap check that evaluation did something: the presentation values of one layer.
    func probe(_ index: Int) -> String {
        guard let p = layers[index].presentation() else { return "no presentation" }
        let rotation = (p.value(forKeyPath: "transform.rotation.z") as? CGFloat) ?? .nan
        return String(format: "layer %d: position (%.2f, %.2f), opacity %.3f, rotation.z %.3f rad",
                      index, Double(p.position.x), Double(p.position.y), Double(p.opacity), Double(rotation))
    }
}
