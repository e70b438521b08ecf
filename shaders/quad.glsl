// quad.glsl — the fast path: a solid or textured rectangle under an affine map (no corner
// radius, no border, no analytic clip, no perspective), anti-aliased per axis. Most layers are
// this: backgrounds without corners, contents images. Textured when params.z is 1 (solid
// quads sample and ignore the texture, so they batch with any texture). clipParams.zw hold
// the screen pixels per layer unit across the x and the y edges, computed on the CPU. The map
// is affine, so each vertex's signed distances in pixels from the quad's centre lines
// interpolate exactly (hard edges: the scales are 0, see v_reach); a pixel's coverage along an axis is half the size plus half a pixel
// minus the distance's magnitude (= 0.5 + the distance to the nearer edge), clamped: two
// interpolated numbers (llvmpipe's cost per pixel grows with every interpolated one and
// every instruction, since it shades every pixel of a 4×4 block with the same code; branches
// do not skip work). The overdraw map is a separate compilation (OVERDRAW defined) so the
// normal path carries no per-pixel select for it.
// The ShaderLibrary prepends "#version 330 core" and "#define VERTEX" or "#define FRAGMENT",
// and pastes common.glsl (the shared instance vertex shader and distance functions) in place
// of the #include line.

#define CUSTOM_VERTEX 1
#include "common.glsl"

#ifdef VERTEX
out vec2 v_uv;
noperspective out vec2 v_centre;  // signed distances in pixels from the centre lines
flat out vec2 v_reach;            // half the size in pixels, plus half a pixel
flat out vec4 v_textureColor;     // the colour for textured quads (0 for solid ones) …
flat out vec4 v_solidColor;       // … and for solid ones (0 for textured ones)

void main() {
    vec2 local = quadPoint();
    gl_Position = clipPosition(local);
    v_uv = quadUV(local);
    v_centre = (local - 0.5 * (i_rect.xy + i_rect.zw)) * i_clipParams.zw;
    // A scale of 0 marks hard edges (allowsEdgeAntialiasing false; the quad has no margin):
    // every pixel drawn is fully covered.
    v_reach = mix(vec2(1.0), 0.5 + 0.5 * (i_rect.zw - i_rect.xy) * i_clipParams.zw, greaterThan(i_clipParams.zw, vec2(0.0)));
    // texel · v_textureColor + v_solidColor: a multiply-add, cheaper per pixel than a select.
    bool textured = i_params.z > 0.5;
    v_textureColor = textured ? i_color : vec4(0.0);
    v_solidColor = textured ? vec4(0.0) : i_color;
}
#endif

#ifdef FRAGMENT
in vec2 v_uv;
noperspective in vec2 v_centre;
flat in vec2 v_reach;
flat in vec4 v_textureColor;
flat in vec4 v_solidColor;
uniform sampler2D u_texture;

void main() {
    vec2 axes = clamp(v_reach - abs(v_centre), 0.0, 1.0);
    float cover = axes.x * axes.y;
    // Not finish(): the stencil pass never uses this program, and the overdraw map is its own
    // compilation.
#ifdef OVERDRAW
    fragColor = cover > 0.0 ? vec4(0.125) : vec4(0.0);
#else
    fragColor = (texture(u_texture, v_uv) * v_textureColor + v_solidColor) * cover;
#endif
}
#endif
