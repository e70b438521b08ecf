import CGL

/// Intermediate render targets, reused from frame to frame (WebKit texmap's
/// `BitmapTexturePool`): sizes are rounded up to 64-pixel steps so that a surface whose
/// layer moves or grows a little is reused, and a surface unused for `maximumIdleFrames`
/// frames is deleted. In steady state a frame creates no GL objects.
final class TexturePool {
    private var free: [RenderSurface] = []
    private var inUse: [RenderSurface] = []
    private var frame: UInt64 = 0
    /// Frames a free surface is kept before it is deleted.
    var maximumIdleFrames: UInt64 = 60
    /// The largest side a surface may have (GL_MAX_TEXTURE_SIZE and GL_MAX_RENDERBUFFER_SIZE).
    let maximumSize: Int
    /// Surfaces created since the pool was made (tests check reuse with it).
    private(set) var created = 0
    /// The longest side of any surface created (tests check memory stays bounded).
    private(set) var largestSide = 0

    init(maximumSize: Int) { self.maximumSize = maximumSize }

    /// Every surface alive, free or in use.
    var liveCount: Int { free.count + inUse.count + kept }
    /// Surfaces taken out of the frame cycle by `keep` and not yet given back.
    private var kept = 0
    /// Surfaces handed out this frame.
    var inUseCount: Int { inUse.count }

    /// A surface at least `width`×`height` (clamped to `maximumSize`), in use until `endFrame`.
    func acquire(width: Int, height: Int) throws -> RenderSurface {
        // Clamped before rounding up: `width + 63` overflows for a width near Int.max.
        let w = min(maximumSize, max(64, (min(width, maximumSize) + 63) / 64 * 64))
        let h = min(maximumSize, max(64, (min(height, maximumSize) + 63) / 64 * 64))
        // The smallest free surface that fits, so big ones stay available for big layers.
        var best: Int?
        for (i, s) in free.enumerated() where s.width >= w && s.height >= h
            && s.width <= w * 2 && s.height <= h * 2 {
            if best.map({ s.width * s.height < free[$0].width * free[$0].height }) ?? true { best = i }
        }
        let surface: RenderSurface
        if let best {
            surface = free.remove(at: best)
        } else {
            surface = try RenderSurface(width: w, height: h)
            created += 1
            largestSide = max(largestSide, w, h)
        }
        surface.lastUsedFrame = frame
        inUse.append(surface)
        return surface
    }

    /// Makes every surface of the frame free again and deletes the long-idle ones.
    func endFrame() {
        free.append(contentsOf: inUse)
        inUse.removeAll(keepingCapacity: true)
        free.removeAll { frame &- $0.lastUsedFrame > maximumIdleFrames }
        frame &+= 1
    }

    /// Takes `surface` (acquired this frame) out of the frame cycle: `endFrame` does not free
    /// it; it stays the caller's until `giveBack` (`SurfaceCache`).
    func keep(_ surface: RenderSurface) {
        guard let i = inUse.firstIndex(where: { $0 === surface }) else { return }
        inUse.remove(at: i)
        kept += 1
    }

    /// Returns a surface taken by `keep` to the pool.
    func giveBack(_ surface: RenderSurface) {
        kept -= 1
        surface.lastUsedFrame = frame
        free.append(surface)
    }

    /// Deletes every free surface.
    func purge() { free.removeAll() }
}
