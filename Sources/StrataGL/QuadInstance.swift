import CGL

/// One quad for `shaders/layer.glsl`, as the GPU reads it (one instance of a 4-vertex strip).
/// Field order and meaning match the shader's `i_*` attributes.
struct QuadInstance {
    /// The local → clip-space matrix's x row, y row and translation row (z is dropped).
    var row0: SIMD4<Float>
    var row1: SIMD4<Float>
    var row3: SIMD4<Float>
    /// The quad's edges in the layer's coordinates (x0, y0, x1, y1), anti-aliased.
    var rect: SIMD4<Float>
    /// Texture coordinates at those edges (u0, v0, u1, v1).
    var uv: SIMD4<Float>
    /// The rounded rectangle whose inside is covered (x0, y0, x1, y1).
    var shape: SIMD4<Float>
    /// Corner radius, hole inset (border width), mode, anti-aliasing margin (local units).
    var params: SIMD4<Float>
    /// Premultiplied colour.
    var color: SIMD4<Float>
    /// The analytic clip's rounded rectangle, in the clipping layer's coordinates.
    var clipRect: SIMD4<Float>
    /// Clip corner radius, clip enabled (0/1), shadow sigma (local units), unused.
    var clipParams: SIMD4<Float>
    /// Rows of the homography from this quad's coordinates to the clipping layer's. A sprite
    /// (which no analytic clip cuts) holds its compact form here instead, the only attributes
    /// `sprite.glsl` reads: clip0 = the quad's corner (x0, y0) in clip space and its x edge,
    /// clip1 = its y edge, opacity, 0; clip2 = the margin as fractions of the width and
    /// height, and the texture coordinates at (x0, y0) (those at (x1, y1) are 1 minus them).
    var clip0: SIMD4<Float>
    var clip1: SIMD4<Float>
    var clip2: SIMD4<Float>

    /// Mode values of `params.z`.
    enum Mode: Float {
        case solid = 0, texture = 1, analyticShadow = 2, textureAlpha = 3, masked = 4
        /// The texture blended towards the mask texture by clipParams.z (contents cross-fade).
        case crossfade = 5
    }

    static let attributeCount = 13

    /// The program that draws a quad (one file each in shaders/).
    enum Program: Int, CaseIterable {
        /// `quad.glsl`: solid or textured rectangle, per-axis anti-aliasing (the fast path).
        case quad
        /// `layer.glsl`: rounded rectangles, borders, analytic clips.
        case layer
        /// `shadow.glsl`: analytic rounded-rectangle shadows.
        case shadow
        /// `composite.glsl`: intermediate surfaces drawn back (group opacity, masks, blurred shadows).
        case composite
        /// `sprite.glsl`: an image at about one texel per pixel, from its padded copy; its
        /// edges are anti-aliased by bilinear filtering, with no per-pixel coverage.
        case sprite
        /// `layer.glsl` compiled with `PER_EDGE`: a layer whose `edgeAntialiasingMask` leaves
        /// some edges hard (clipParams.w bits 4096…32768). Its own compilation, so the general
        /// program pays nothing per pixel for the rare case.
        case edges

        var fileName: String {
            switch self {
            case .quad: "quad.glsl"
            case .layer: "layer.glsl"
            case .shadow: "shadow.glsl"
            case .composite: "composite.glsl"
            case .sprite: "sprite.glsl"
            case .edges: "layer.glsl"
            }
        }

        /// What is put before the file's text when it is compiled.
        var defines: String { self == .edges ? "#define PER_EDGE 1\n" : "" }

        /// Attribute locations the program does not read (llvmpipe fetches every enabled
        /// attribute, so these are switched off while it draws): the quad program reads no
        /// shape, analytic clip or clip homography; the sprite program only its compact form (clip0–clip2).
        var unusedAttributes: [Int] {
            switch self {
            case .quad: [5, 8, 10, 11, 12]
            case .sprite: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
            default: []
            }
        }

        /// Whether the program has a separate compilation for the overdraw map.
        var hasOverdrawVariant: Bool { self == .quad || self == .sprite }
    }

    /// How a draw samples its texture (GL sampler objects override the texture's own state).
    enum Sampler: Int {
        /// The texture's own parameters (intermediate surfaces: bilinear, transparent border).
        case own
        /// Bilinear: the image is shown at or above its size.
        case linear
        /// Trilinear through the mipmaps: the image is minified.
        case trilinear
        /// The nearest texel (`CALayerContentsFilter.nearest`).
        case nearest
    }

    /// Points the VAO's instanced attributes at `offset` bytes into the bound array buffer.
    static func bindAttributes(offset: Int) {
        let stride = GLsizei(MemoryLayout<QuadInstance>.stride)
        for i in 0..<attributeCount {
            glVertexAttribPointer(GLuint(i), 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                                  UnsafeRawPointer(bitPattern: offset + i * 16))
        }
    }

    /// The attributes `sprite.glsl` reads (clip0…clip2), in order: a sprite batch's quads are
    /// uploaded as just these, 48 bytes a quad instead of the whole instance's 208 (a frame of
    /// 10,000 sprites copied 2 MB into llvmpipe's buffer, and its vertex fetch strode over it).
    static let spriteAttributes = 10...12

    /// Points the sprite program's attributes at compact sprites (`spriteAttributes`, three
    /// vectors a quad) `offset` bytes into the bound array buffer.
    static func bindSpriteAttributes(offset: Int) {
        let stride = GLsizei(spriteAttributes.count * 16)
        for (k, i) in spriteAttributes.enumerated() {
            glVertexAttribPointer(GLuint(i), 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                                  UnsafeRawPointer(bitPattern: offset + k * 16))
        }
    }

    /// Enables the attributes, one value per instance.
    static func enableAttributes() {
        for i in 0..<attributeCount {
            glEnableVertexAttribArray(GLuint(i))
            glVertexAttribDivisor(GLuint(i), 1)
        }
    }
}
