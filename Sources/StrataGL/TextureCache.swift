import CGL
import Foundation
import StrataGraphics

/// GPU copies of layer images, keyed on the `CGImage` object's identity: an image is uploaded
/// once, shared by every layer that shows it, and deleted after the first frame in which no
/// layer shows it. The entry keeps the image alive, so its identity cannot be reused by
/// another image while the texture exists.
final class TextureCache {
    private struct Entry {
        let image: CGImage
        let texture: GLuint
        var lastUsedFrame: UInt64
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
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
    private var lastImage: ObjectIdentifier?
    private var lastTexture: GLuint = 0

    /// The texture showing `image`, uploading it on first use.
    func texture(for image: CGImage) -> GLuint {
        let key = ObjectIdentifier(image)
        if key == lastImage { return lastTexture }
        defer { lastImage = key; lastTexture = entries[key]!.texture }
        if let entry = entries[key] {
            entries[key]!.lastUsedFrame = frame
            return entry.texture
        }
        let texture = upload(image)
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

    private func upload(_ image: CGImage) -> GLuint {
        var width = image.width, height = image.height
        var pixels = image.pixelData
        if width > maximumSize || height > maximumSize {
            let factor = Double(maximumSize) / Double(max(width, height))
            let w = max(1, min(maximumSize, Int((Double(width) * factor).rounded(.down))))
            let h = max(1, min(maximumSize, Int((Double(height) * factor).rounded(.down))))
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
