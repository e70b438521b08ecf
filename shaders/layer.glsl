// layer.glsl — the general layer quad: a rectangle clipped to a rounded rectangle (corner
// radius; a hole for borders), under an optional analytic clip. Textured when params.z is 1.
// The ShaderLibrary prepends "#version 330 core" and "#define VERTEX" or "#define FRAGMENT",
// and pastes common.glsl (the shared instance vertex shader and distance functions) in place
// of the #include line.

#include "common.glsl"

#ifdef FRAGMENT
uniform sampler2D u_texture;
uniform sampler2D u_mask;   // the second image of a contents cross-fade (params.z 5)

void main() {
    vec2 dx = dFdx(v_local), dy = dFdy(v_local);
    vec2 nRect, nShape, nHole;
    float dRect = roundedRectDistance(v_local, v_rect, 0.0, nRect);
    int square = int(v_clipParams.w) & (15 | 256);
    float dShape = roundedRectDistance(v_local, v_shape, v_params.x, square, nShape);
    float shapeCover = coverage(dShape, nShape, dx, dy);
    if (v_params.y > 0.0) {
        vec4 inner = v_shape + vec4(v_params.y, v_params.y, -v_params.y, -v_params.y);
        if (inner.z > inner.x && inner.w > inner.y) {
            float dHole = roundedRectDistance(v_local, inner, max(v_params.x - v_params.y, 0.0), square, nHole);
            shapeCover = min(shapeCover, 1.0 - coverage(dHole, nHole, dx, dy));
        }
    }
    float cover = min(coverage(dRect, nRect, dx, dy), shapeCover);
    // Hard edges (clipParams.w bit 1024: allowsEdgeAntialiasing false, no margin): a pixel whose
    // centre is inside is covered.
    if ((int(v_clipParams.w) & 1024) != 0) cover = step(0.5, cover);
    if (v_clipParams.y > 0.0) cover *= clipCoverage();
    vec4 texel = texture(u_texture, v_uv);
    // A contents cross-fade: the mix of the two images, by the fraction in clipParams.z.
    if (v_params.z > 4.5) texel = mix(texel, texture(u_mask, v_uv), v_clipParams.z);
    vec4 color = v_params.z > 0.5 ? texel * v_color : v_color;
    fragColor = finish(color, cover);
}
#endif
