import CGL
import Foundation

/// Intermediate surfaces kept from one frame to the next while what they show does not
/// change: blurred shadow silhouettes (the orbit demo's planet: a static layer whose Gaussian
/// shadow cost llvmpipe tens of milliseconds to blur again every frame, and whose blur passes
/// kept damage tracking from redrawing only what moved) and rasterized layers
/// (`shouldRasterize`, FrameBuilder+Rasterize).
///
/// A surface's drawing is recorded as usual; if its commands and instances (in the surface's
/// own coordinates) are the same as last frame's, at the same size and blur or scale, the
/// picture is the same, so the recording is dropped and last frame's surface is composited
/// instead. An entry not used in a frame goes back to the pool.
final class SurfaceCache {
    struct Signature {
        /// `sigma`: the shadow's blur, or the rasterization scale.
        var width: Int, height: Int, sigma: Float
        var instances: [QuadInstance]
        var draws: [Batch]
        var stencils: [[Int32]]

        static func == (a: Signature, b: Signature) -> Bool {
            guard a.width == b.width, a.height == b.height, a.sigma == b.sigma, a.draws == b.draws,
                  a.stencils == b.stencils, a.instances.count == b.instances.count else { return false }
            return a.instances.withUnsafeBytes { x in b.instances.withUnsafeBytes { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) } }
        }
    }

    private struct Entry {
        var surface: RenderSurface
        var signature: Signature
        var frame: UInt64
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame: UInt64 = 0
    /// Surfaces held (counted as live by the compositor's figures).
    var count: Int { entries.count }

    /// The silhouette recorded in `list` from `commandStart` and `instanceStart` (up to now),
    /// positions made relative to its start; nil when it holds anything but quads and stencil
    /// clips (nested surfaces, blurs, transitions, blends), which this comparison does not follow.
    static func signature(_ list: DrawList, commandStart: Int, instanceStart: Int, width: Int, height: Int,
                          sigma: Float) -> Signature? {
        var draws: [Batch] = [], stencils: [[Int32]] = []
        for command in list.commands[commandStart...] {
            switch command {
            case .draw(var batch):
                batch.first -= instanceStart
                draws.append(batch)
            case .stencil(let index, let level, let increment, let scissor):
                stencils.append([Int32(index - instanceStart), level, increment ? 1 : 0, Int32(scissor?.x ?? -1),
                                 Int32(scissor?.y ?? -1), Int32(scissor?.width ?? -1), Int32(scissor?.height ?? -1)])
            default:
                return nil
            }
        }
        return Signature(width: width, height: height, sigma: sigma, instances: Array(list.instances[instanceStart...]),
                         draws: draws, stencils: stencils)
    }

    /// Last frame's blurred surface for `layer` when its silhouette is `signature` again.
    func surface(for layer: ObjectIdentifier, matching signature: Signature) -> RenderSurface? {
        guard var entry = entries[layer], entry.signature == signature else { return nil }
        entry.frame = frame
        entries[layer] = entry
        return entry.surface
    }

    /// Keeps `surface` (acquired from `pool` this frame, blurred) as `layer`'s shadow. An entry
    /// already used this frame (a layer drawn twice: replicas) is left alone: its surface is
    /// still to be read by this frame's commands.
    func store(_ surface: RenderSurface, for layer: ObjectIdentifier, signature: Signature, pool: TexturePool) {
        if let old = entries[layer] {
            guard old.frame != frame else { return }
            pool.giveBack(old.surface)
        }
        pool.keep(surface)
        entries[layer] = Entry(surface: surface, signature: signature, frame: frame)
    }

    /// Gives the surfaces of layers whose shadows this frame did not use back to the pool.
    /// Call before the pool's `endFrame`.
    func endFrame(pool: TexturePool) {
        for (layer, entry) in entries where entry.frame != frame {
            pool.giveBack(entry.surface)
            entries[layer] = nil
        }
        frame &+= 1
    }

    /// Gives every surface back (the compositor forgets its frames).
    func purge(pool: TexturePool) {
        for entry in entries.values { pool.giveBack(entry.surface) }
        entries.removeAll()
    }
}
