// quad.glsl — the fast path: a solid or textured rectangle under an affine map (no corner
// radius, no border, no analytic clip, no perspective), anti-aliased per axis. Most layers are
// this: backgrounds without corners, contents images. Textured when params.z is 1 (solid
// quads sample and ignore the texture, so they batch with any texture). clipParams.zw hold
// the screen pixels per layer unit across the x and the y edges, computed on the CPU: the
// map is affine, so they are constant over the quad and no derivatives are needed.
// The ShaderLibrary prepends "#version 330 core" and "#define VERTEX" or "#define FRAGMENT",
// and pastes common.glsl (the shared instance vertex shader and distance functions) in place
// of the #include line.

#include "common.glsl"

#ifdef FRAGMENT
uniform sampler2D u_texture;

void main() {
    // Per-axis distance to the edges, in pixels.
    vec2 inside = min(v_local - v_rect.xy, v_rect.zw - v_local) * v_clipParams.zw;
    vec2 axes = clamp(0.5 + inside, 0.0, 1.0);
    float cover = axes.x * axes.y;
    vec4 texel = texture(u_texture, v_uv);
    vec4 color = v_params.z > 0.5 ? texel * v_color : v_color;
    // Not finish(): the stencil pass never uses this program, so only the overdraw map is left.
    fragColor = u_pass == 2 ? (cover > 0.0 ? vec4(0.125) : vec4(0.0)) : color * cover;
}
#endif
