import CStrataPrefetch
import Foundation

/// Software prefetch for the frame walk over a layer's sublayers.
///
/// Each sublayer's frame reads a chain of objects: the layer, then its presentation copy and
/// its frame program, then the program's keyframe data. In a real tree these objects lie at
/// irregular addresses (allocated among animations, strings, images), so the hardware cannot
/// guess the next one, and with thousands of layers each is a cache miss paid in full, one
/// after another. The walk therefore asks for them ahead, one link of the chain per stage:
/// the layer a few siblings ahead, the copy and program of a nearer one (whose layer fields
/// the first stage brought in), the keyframe data of the next but one. A prefetch never
/// faults and changes no value; a wrong or late one only costs its instruction.
extension CALayer {
    /// How many siblings ahead each stage works (the layer itself, its objects, their data).
    static let prefetchDistances = (layer: 10, objects: 5, data: 2)
    /// Fewer siblings than this stay in the caches from frame to frame (a layer's frame
    /// touches about 1 KB; the L2 cache here is 1 MB): prefetching them would only add work.
    static let prefetchMinimumSiblings = 512

    /// Stage 1: the layer's first two cache lines, which hold every field the walk reads.
    @inline(__always)
    static func prefetchFields(of layer: Unmanaged<CALayer>) {
        let base = UnsafeRawPointer(layer.toOpaque())
        strata_prefetch(base)
        strata_prefetch(base + 64)
    }

    /// Stage 2: the presentation copy's walk fields and animated properties, and the frame
    /// program with its steps.
    @inline(__always)
    func prefetchFrameObjects() {
        if let copy = presentationRef {
            copy._withUnsafeGuaranteedRef { copy in
                strata_prefetch(UnsafeRawPointer(Unmanaged.passUnretained(copy).toOpaque()))
                withUnsafeMutablePointer(to: &copy.state) { state in
                    // position and transform, the usual animated properties, sit near the front.
                    let p = UnsafeRawPointer(state)
                    for offset in stride(from: 0, to: 256, by: 64) { strata_prefetch(p + offset) }
                }
            }
        }
        if let program = frameProgramRef {
            // Its size comes from this layer's fields: reading it from the program would wait
            // for the very miss this asks for.
            let start = UnsafeRawPointer(program.toOpaque())
            for offset in stride(from: 0, to: min(Int(frameProgramBytes), 1024), by: 64) { strata_prefetch(start + offset) }
        }
    }

    /// Stage 3: the program's keyframe data, easings and solvers (its header is cached by now).
    @inline(__always)
    func prefetchProgramData() {
        guard let program = frameProgramRef else { return }
        program._withUnsafeGuaranteedRef { program in
            program.withUnsafeMutablePointerToHeader { header in
                let data = header.pointee.data
                let start = UnsafeRawPointer(data.raw)
                for offset in stride(from: 0, to: min(data.byteCount, 1024), by: 64) { strata_prefetch(start + offset) }
            }
        }
    }
}
