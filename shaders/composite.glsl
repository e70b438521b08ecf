// composite.glsl — draws an intermediate surface back: params.z 1 plain (group opacity:
// texture × colour), 3 tinted alpha (blurred shadows: texture alpha × colour), 4 masked
// (texture × the mask surface's alpha × colour). Pixel-aligned, so no edge coverage; the
// parent's analytic clip still applies.
// The ShaderLibrary prepends "#version 330 core" and "#define VERTEX" or "#define FRAGMENT",
// and pastes common.glsl (the shared instance vertex shader and distance functions) in place
// of the #include line.

#include "common.glsl"

#ifdef FRAGMENT
uniform sampler2D u_texture;
uniform sampler2D u_mask;

void main() {
    float mode = v_params.z;
    vec4 texel = texture(u_texture, v_uv);
    vec4 color;
    if (mode < 2.0) {
        color = texel * v_color;
    } else if (mode < 3.5) {
        color = texel.a * v_color;
    } else {
        color = texel * texture(u_mask, v_uv).a * v_color;
    }
    float cover = v_clipParams.y > 0.0 ? clipCoverage() : 1.0;
    fragColor = finish(color, cover);
}
#endif
