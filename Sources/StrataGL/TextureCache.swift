import CGL
import Foundation
import StrataGraphics

/// GPU copies of layer images, keyed on the `CGImage` object's identity: an image is uploaded
/// once, shared by every layer that shows it, and deleted after the first frame in which no
/// layer shows it. The entry keeps the image alive, so its identity cannot be reused by
/// another image while the texture exists.
///
/// An image can also have a padded copy: one transparent texel around it, no mipmaps. Drawn
/// at about one texel per pixel, bilinear filtering of that border gives the anti-aliased edge
/// ramp (and the corner product) the quad shader otherwise computes per pixel, so sprites
/// shown at their size take `sprite.glsl`, which only samples (see FrameBuilder+Quads).
final class TextureCache {
    private struct Key: Hashable {
        let image: ObjectIdentifier
        let padded: Bool
    }
    private struct Entry {
        let image: CGImage
        let texture: GLuint
        var lastUsedFrame: UInt64
    }
    private var entries: [Key: Entry] = [:]
    private var frame: UInt64 = 0
    /// The largest texture side the context accepts; bigger images are downscaled (with a
    /// warning) to fit.
    let maximumSize: Int
    /// Uploads since the cache was made.
    private(set) var uploads = 0

    init(maximumSize: Int) { self.maximumSize = maximumSize }

    /// Textures alive now.
    var liveCount: Int { entries.count }

    // The last image asked for this frame: N sprites of one image cost one lookup.
    private var lastImage: Key?
    private var lastTexture: GLuint = 0

    /// The texture showing `image` (its padded copy when `padded`), uploading it on first use.
    func texture(for image: CGImage, padded: Bool = false) -> GLuint {
        let key = Key(image: ObjectIdentifier(image), padded: padded)
        if key == lastImage { return lastTexture }
        defer { lastImage = key; lastTexture = entries[key]!.texture }
        if let entry = entries[key] {
            entries[key]!.lastUsedFrame = frame
            return entry.texture
        }
        let texture = padded ? uploadPadded(image) : upload(image)
        entries[key] = Entry(image: image, texture: texture, lastUsedFrame: frame)
        uploads += 1
        return texture
    }

    /// Ends a frame: deletes the textures no layer showed in it.
    func endFrame() {
        lastImage = nil
        let stale = entries.filter { $0.value.lastUsedFrame != frame }
        for (key, entry) in stale {
            var t = entry.texture
            glDeleteTextures(1, &t)
            entries[key] = nil
        }
        frame &+= 1
    }

    /// Deletes every texture.
    func purge() {
        lastImage = nil
        for entry in entries.values { var t = entry.texture; glDeleteTextures(1, &t) }
        entries.removeAll()
    }

    /// The texture already showing `image` (not padded), without uploading it.
    func existingTexture(for image: CGImage) -> GLuint? {
        entries[Key(image: ObjectIdentifier(image), padded: false)]?.texture
    }

    /// Whether `image` can have a padded copy (two texels more each way) without downscaling.
    func canPad(_ image: CGImage) -> Bool {
        image.width + 2 <= maximumSize && image.height + 2 <= maximumSize
    }

    private func uploadPadded(_ image: CGImage) -> GLuint {
        let width = image.width, height = image.height
        let rowBytes = width * 4, paddedRowBytes = (width + 2) * 4
        var padded = [UInt8](repeating: 0, count: paddedRowBytes * (height + 2))
        image.pixelData.withUnsafeBytes { source in
            padded.withUnsafeMutableBytes { destination in
                for y in 0..<height {
                    let from = source.baseAddress! + y * rowBytes
                    let to = destination.baseAddress! + (y + 1) * paddedRowBytes + 4
                    to.copyMemory(from: from, byteCount: rowBytes)
                }
            }
        }
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        padded.withUnsafeBytes { bytes in
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width + 2), GLsizei(height + 2), 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        // Only ever sampled near one texel per pixel: bilinear, no mipmaps.
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAX_LEVEL), 0)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        return texture
    }

    private func upload(_ image: CGImage) -> GLuint {
        var width = image.width, height = image.height
        var pixels = image.pixelData
        if width > maximumSize || height > maximumSize {
            let factor = Double(maximumSize) / Double(max(width, height))
            let w = Int(saturating: (Double(width) * factor).rounded(.down), in: 1...maximumSize)
            let h = Int(saturating: (Double(height) * factor).rounded(.down), in: 1...maximumSize)
            Diagnostics.warnOnce("an image of \(width)×\(height) pixels is larger than the GPU's maximum texture size \(maximumSize); shown downscaled to \(w)×\(h)")
            pixels = ImageResampler.boxDownscale(pixels, width: width, height: height, toWidth: w, toHeight: h)
            width = w; height = h
        }
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        // Rows go up top row first: texture coordinate v = 0 is the image's top, matching
        // layer coordinates that grow downward, so nothing is flipped anywhere.
        pixels.withUnsafeBytes { bytes in
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        glGenerateMipmap(GLenum(GL_TEXTURE_2D))
        // Trilinear when minified (mipmaps), bilinear when magnified, edges clamped (Core
        // Animation's default filters are linear; contentsRect outside 0…1 repeats the edge).
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR_MIPMAP_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        return texture
    }
}
