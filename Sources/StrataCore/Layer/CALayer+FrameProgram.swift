import Foundation

/// The frame of a layer whose animations are all simple runs from its `LayerProgram`: the
/// same three passes as the track path (find phases, restore what needs the model value,
/// write), over the steps in one buffer instead of over track objects.
extension CALayer {
    /// The layer's program (unretained: `frameProgram` owns it), rebuilt when its tracks changed.
    @inline(__always)
    func currentFrameProgram() -> Unmanaged<LayerProgram> {
        if let program = frameProgramRef,
           program._withUnsafeGuaranteedRef({ $0.builtVersion == tracksVersion }) { return program }
        frameProgram = LayerProgram.build(tracks: animationTracks, version: tracksVersion)
        return frameProgramRef!
    }

    /// Runs `program` for local time `t` into the presentation copy `copy`.
    func run(_ program: LayerProgram, on copy: CALayer, localTime t: CFTimeInterval) {
        // Read first: the copy is another object, and asking early lets its cache miss
        // overlap the program's.
        let steady = hasBeenCommitted && copy.syncedBaseVersion == baseVersion
        program.withUnsafeMutablePointers { header, steps in
            if hasBeenCommitted { header.pointee.syncBase(with: self) }
            let count = header.pointee.count
            var i = 0
            while i < count {
                guard steps[i].kind == .group else {
                    steps[i].evaluate(at: t, in: header)
                    i += 1
                    continue
                }
                // A group: its children run on its time, or not at all while it does not.
                let children = (i + 1)..<(i + 1 + Int(steps[i].timeCount))
                steps[i].evaluate(at: t, in: header)
                if steps[i].isActive {
                    let childTime = steps[i].value.x, fills = steps[i].value.y != 0
                    for c in children { steps[c].evaluate(at: childTime, in: header, forceFill: fills) }
                } else {
                    for c in children { steps[c].isActive = false }
                }
                i = children.upperBound
            }

            // Same base handling as the track path (CALayer+Presentation).
            if !hasBeenCommitted {
                copy.state = state
                copy.syncedBaseVersion = .max
            } else if !steady {
                copy.state = committedState
                copy.syncedBaseVersion = baseVersion
            } else {
                restoreTargets(of: copy, steps: UnsafeBufferPointer(start: steps, count: count), program: header)
            }
            if copy.syncedAttributesVersion != attributesVersion {
                copy.copyAttributes(from: self)
                copy.syncedAttributesVersion = attributesVersion
            }

            // `steady`: the restore pass put the committed transforms back.
            for i in 0..<count where steps[i].kind != .group {
                if steps[i].isActive {
                    ProgramStep.write(steps + i, to: copy, onBase: steady, program: header)
                    steps[i].wroteLastFrame = true
                } else {
                    steps[i].wroteLastFrame = false
                }
            }
        }
    }

    /// Puts back the committed value where a step needs it: a transform field is set on the
    /// committed matrix every frame; a whole property goes back to the model value once its
    /// step stops writing (as `PropertyTrack.resetTargets`).
    private func restoreTargets(of copy: CALayer, steps: UnsafeBufferPointer<ProgramStep>,
                                program: UnsafePointer<ProgramHeader>) {
        for i in steps.indices where steps[i].kind != .group {
            let wrote = steps[i].wroteLastFrame, active = steps[i].isActive
            guard active || wrote else { continue }
            switch steps[i].target {
            case .transformField:
                // A z rotation of the identity writes the whole matrix: nothing to restore.
                if !(active && (steps.baseAddress! + i).pointee.rotatesIdentity(program)) {
                    copy.state.transform = program.pointee.baseTransform
                }
            case .sublayerTransformField: copy.state.sublayerTransform = program.pointee.baseSublayerTransform
            case .property(let property):
                if !active { property.set(property.committedValue(of: self), on: copy) }
            case .component(let property, _):
                // As `PropertyTrack.resetTargets` for a component: the committed value under
                // every frame that writes (the other components come from it) and after.
                property.restoreCommitted(on: copy, from: self)
            }
        }
    }
}
