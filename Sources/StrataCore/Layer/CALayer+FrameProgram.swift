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
        frameProgram = LayerProgram(tracks: animationTracks, version: tracksVersion)
        return frameProgramRef!
    }

    /// Runs `program` for local time `t` into the presentation copy `copy`.
    func run(_ program: LayerProgram, on copy: CALayer, localTime t: CFTimeInterval) {
        if hasBeenCommitted { program.syncBase(with: self) }
        // Set only where the restore pass put the committed transforms back.
        var onBase = false
        program.steps.withUnsafeMutableBufferPointer { steps in
            for i in steps.indices { steps[i].evaluate(at: t, in: program) }

            // Same base handling as the track path (CALayer+Presentation).
            if !hasBeenCommitted {
                copy.state = state
                copy.syncedBaseVersion = .max
            } else if copy.syncedBaseVersion != baseVersion {
                copy.state = committedState
                copy.syncedBaseVersion = baseVersion
            } else {
                restoreTargets(of: copy, steps: UnsafeBufferPointer(steps), program: program)
                onBase = true
            }
            if copy.syncedAttributesVersion != attributesVersion {
                copy.copyAttributes(from: self)
                copy.syncedAttributesVersion = attributesVersion
            }

            for i in steps.indices {
                if steps[i].isActive {
                    ProgramStep.write(steps.baseAddress! + i, to: copy, onBase: onBase, program: program)
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
    private func restoreTargets(of copy: CALayer, steps: UnsafeBufferPointer<ProgramStep>, program: LayerProgram) {
        for i in steps.indices {
            let wrote = steps[i].wroteLastFrame, active = steps[i].isActive
            guard active || wrote else { continue }
            switch steps[i].target {
            case .transformField:
                // A z rotation of the identity writes the whole matrix: nothing to restore.
                if !(active && (steps.baseAddress! + i).pointee.rotatesIdentity(program)) {
                    copy.state.transform = program.baseTransform
                }
            case .sublayerTransformField: copy.state.sublayerTransform = program.baseSublayerTransform
            case .property(let property):
                if !active { property.set(property.committedValue(of: self), on: copy) }
            }
        }
    }
}
