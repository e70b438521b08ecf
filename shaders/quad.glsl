// quad.glsl — the fast path: a solid or textured rectangle under an affine map (no corner
// radius, no border, no analytic clip, no perspective), anti-aliased per axis. Most layers are
// this: backgrounds without corners, contents images. Textured when params.z is 1 (solid
// quads sample and ignore the texture, so they batch with any texture). clipParams.zw hold
// the screen pixels per layer unit across the x and the y edges, computed on the CPU. The map
// is affine, so each vertex's distances from the left and top edges in pixels interpolate
// exactly, and the distances to the right and bottom edges are the quad's size minus them:
// two interpolated numbers (llvmpipe's cost per pixel grows with every interpolated one).
// The ShaderLibrary prepends "#version 330 core" and "#define VERTEX" or "#define FRAGMENT",
// and pastes common.glsl (the shared instance vertex shader and distance functions) in place
// of the #include line.

#define CUSTOM_VERTEX 1
#include "common.glsl"

#ifdef VERTEX
out vec2 v_uv;
noperspective out vec2 v_edges;   // distances in pixels from the left and top edges
flat out vec2 v_size;             // the distances between the edges, in pixels
flat out vec4 v_color;
flat out float v_textured;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    float margin = i_params.w;
    vec2 local = mix(i_rect.xy - margin, i_rect.zw + margin, corner);
    vec4 p = i_row0 * local.x + i_row1 * local.y + i_row3;
    gl_Position = vec4(p.x, p.y, 0.0, p.w);
    vec2 span = i_rect.zw - i_rect.xy;
    span = vec2(abs(span.x) < 1e-9 ? 1e-9 : span.x, abs(span.y) < 1e-9 ? 1e-9 : span.y);
    v_uv = i_uv.xy + (local - i_rect.xy) / span * (i_uv.zw - i_uv.xy);
    v_edges = (local - i_rect.xy) * i_clipParams.zw;
    v_size = (i_rect.zw - i_rect.xy) * i_clipParams.zw;
    v_color = i_color;
    v_textured = i_params.z;
}
#endif

#ifdef FRAGMENT
in vec2 v_uv;
noperspective in vec2 v_edges;
flat in vec2 v_size;
flat in vec4 v_color;
flat in float v_textured;
uniform sampler2D u_texture;

void main() {
    vec2 axes = clamp(0.5 + min(v_edges, v_size - v_edges), 0.0, 1.0);
    float cover = axes.x * axes.y;
    vec4 texel = texture(u_texture, v_uv);
    vec4 color = v_textured > 0.5 ? texel * v_color : v_color;
    // Not finish(): the stencil pass never uses this program, so only the overdraw map is left.
    fragColor = u_pass == 2 ? (cover > 0.0 ? vec4(0.125) : vec4(0.0)) : color * cover;
}
#endif
