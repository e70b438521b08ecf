import CGL

/// One draw of `shaders/transition.glsl`: the transition's canvas as one quad instance (the
/// same vertex layout as a layer quad, so it follows the layer's matrix and the clips), the two
/// looks' textures and the effect's parameters.
struct TransitionDraw {
    /// The instance in the frame's instance buffer.
    var instance: Int
    /// The effect (`TransitionGeometry.ShaderKind`'s raw value).
    var kind: Int32
    /// 0 old look … 1 new look.
    var progress: Float
    /// The canvas in the layer's coordinates: x, y, width, height (points).
    var canvas: SIMD4<Float>
    /// Texture coordinates of the canvas's top-left and bottom-right corners in each look.
    var oldUV: SIMD4<Float>
    var newUV: SIMD4<Float>
    /// Direction parameters: the page curl's corner (0…1) and unit travel direction.
    var corner: SIMD2<Float>
    var direction: SIMD2<Float>
    /// Opacity the result is drawn with (the layer's and its ancestors').
    var opacity: Float
    var oldTexture: GLuint
    var newTexture: GLuint
    var clip: ClipState
}
