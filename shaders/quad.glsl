// quad.glsl — the fast path: a solid or textured rectangle (no corner radius, no border, no
// analytic clip), anti-aliased per axis. Most layers are this: backgrounds without corners,
// contents images. Textured when params.z is 1 (solid quads sample and ignore the texture,
// so they batch with any texture).
// The ShaderLibrary prepends "#version 330 core" and "#define VERTEX" or "#define FRAGMENT",
// and pastes common.glsl (the shared instance vertex shader and distance functions) in place
// of the #include line.

#include "common.glsl"

#ifdef FRAGMENT
uniform sampler2D u_texture;

void main() {
    // Per-axis distance to the edges, in pixels through the screen gradient of each
    // coordinate: exact for rotation and scale, first-order for perspective.
    vec2 gx = vec2(dFdx(v_local.x), dFdy(v_local.x));
    vec2 gy = vec2(dFdx(v_local.y), dFdy(v_local.y));
    vec2 inside = min(v_local - v_rect.xy, v_rect.zw - v_local);
    float cover = clamp(0.5 + inside.x / max(length(gx), 1e-6), 0.0, 1.0)
                * clamp(0.5 + inside.y / max(length(gy), 1e-6), 0.0, 1.0);
    vec4 texel = texture(u_texture, v_uv);
    vec4 color = v_params.z > 0.5 ? texel * v_color : v_color;
    fragColor = finish(color, cover);
}
#endif
