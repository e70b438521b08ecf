// sprite.glsl — an image shown at about one texel per pixel under an affine map, with nothing
// cutting it (no corner radius, no analytic clip): the commonest layer of all, drawn with no
// per-pixel arithmetic beyond the texture read. The texture is the image's padded copy (one
// transparent texel around it, see TextureCache), and the quad reaches half a pixel past the
// image's edges (params.w), so bilinear filtering across the border gives the anti-aliased
// edge: a pixel centred on an edge gets half the edge texel, a corner pixel a quarter, as the
// coverage of quad.glsl would. i_uv maps the image's edges into the padded texture; the margin
// extrapolates into the border. The map is affine (w is the same at every vertex), so the
// texture coordinates interpolate linearly: noperspective, and llvmpipe skips the per-pixel
// perspective division (3 % of a sprites-1000 frame's instructions). A layer's contents are
// tinted by nothing but its opacity (i_color is that opacity in all four channels), so one
// flat number is interpolated, not four: llvmpipe sets up every varying of every triangle.
// The overdraw map is a separate compilation (OVERDRAW).

#define CUSTOM_VERTEX 1
#include "common.glsl"

#ifdef VERTEX
noperspective out vec2 v_uv;
flat out float v_opacity;

void main() {
    vec2 local = quadPoint();
    gl_Position = clipPosition(local);
    v_uv = quadUV(local);
    v_opacity = i_color.a;
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
