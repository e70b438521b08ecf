// sprite.glsl — an image shown at about one texel per pixel under an affine map, with nothing
// cutting it (no corner radius, no analytic clip, no tint): the commonest layer of all, drawn
// with no per-pixel arithmetic beyond the texture read. Hard-edged (allowsEdgeAntialiasing
// false, Core Animation's default) it is the image itself, exactly its quad. Anti-aliased, the
// texture is the image's padded copy (one transparent texel around it, see TextureCache) and
// the quad reaches half a pixel past the image's edges, so bilinear filtering across the
// border gives the anti-aliased edge: a pixel centred on an edge gets half the edge texel, a
// corner pixel a quarter, as the coverage of quad.glsl would; the texture coordinates
// extrapolate into the margin. The vertex path reads three attributes, the quad's compact
// form (QuadInstance.clip0…clip2, written by FrameBuilder.encodeSprite): its corner and edges
// in clip space (the map is affine: w divided on the CPU), opacity, margin and texture
// coordinates — llvmpipe fetches every enabled attribute of every vertex. The coordinates
// interpolate linearly (noperspective: llvmpipe skips the per-pixel division), and the
// opacity is one flat number (llvmpipe sets up every varying of every triangle). The overdraw
// map is a separate compilation (OVERDRAW).

#define CUSTOM_VERTEX 1
#include "common.glsl"

#ifdef VERTEX
noperspective out vec2 v_uv;
flat out float v_opacity;

void main() {
    // The corner of the strip, pushed out by the margin (fractions of the width and height).
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    vec2 q = mix(-i_clip2.xy, 1.0 + i_clip2.xy, corner);
    gl_Position = vec4(i_clip0.xy + q.x * i_clip0.zw + q.y * i_clip1.xy, 0.0, 1.0);
    v_uv = mix(i_clip2.zw, 1.0 - i_clip2.zw, q);
    v_opacity = i_clip1.z;
}
#endif

#ifdef FRAGMENT
noperspective in vec2 v_uv;
flat in float v_opacity;
uniform sampler2D u_texture;

void main() {
#ifdef OVERDRAW
    fragColor = vec4(0.125);
#else
    fragColor = texture(u_texture, v_uv) * v_opacity;
#endif
}
#endif
