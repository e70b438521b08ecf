// layer.glsl — the general layer quad: a rectangle clipped to a rounded rectangle (corner
// radius; a hole for borders), under an optional analytic clip. Textured when params.z is 1.
// The ShaderLibrary prepends "#version 330 core" and "#define VERTEX" or "#define FRAGMENT",
// and pastes common.glsl (the shared instance vertex shader and distance functions) in place
// of the #include line.

#include "common.glsl"

#ifdef FRAGMENT
uniform sampler2D u_texture;
uniform sampler2D u_mask;   // the second image of a contents cross-fade (params.z 5)

#ifdef PER_EDGE
// The coverage of the inside of the rectangle `r` (x0 y0 x1 y1) edge by edge: the edges whose
// bits are set in `flags` (4096 min x, 8192 max x, 16384 min y, 32768 max y: those
// edgeAntialiasingMask leaves out) are hard, a pixel covered when its centre is inside; the
// others anti-aliased as `coverage` does it, by the distance in pixels.
float edgeCoverage(vec4 r, int flags, vec2 dx, vec2 dy) {
    vec4 d = vec4(r.x - v_local.x, v_local.x - r.z, r.y - v_local.y, v_local.y - r.w);   // > 0 outside
    float wx = max(length(vec2(dx.x, dy.x)), 1e-6), wy = max(length(vec2(dx.y, dy.y)), 1e-6);
    vec4 soft = clamp(0.5 - d / vec4(wx, wx, wy, wy), 0.0, 1.0);
    vec4 hard = vec4(lessThanEqual(d, vec4(0.0)));
    vec4 isHard = vec4(notEqual(ivec4(flags) & ivec4(4096, 8192, 16384, 32768), ivec4(0)));
    vec4 c = mix(soft, hard, isHard);
    return c.x * c.y * c.z * c.w;
}
#endif

void main() {
    vec2 dx = dFdx(v_local), dy = dFdy(v_local);
    vec2 nRect, nShape, nHole;
    int square = int(v_clipParams.w) & (15 | 256);
#ifdef PER_EDGE
    // Square by construction (FrameBuilder.append): the rectangle and the shape edge by edge.
    float rectCover = edgeCoverage(v_rect, int(v_clipParams.w), dx, dy);
    float shapeCover = edgeCoverage(v_shape, int(v_clipParams.w), dx, dy);
#else
    float dRect = roundedRectDistance(v_local, v_rect, 0.0, nRect);
    float rectCover = coverage(dRect, nRect, dx, dy);
    float dShape = roundedRectDistance(v_local, v_shape, v_params.x, square, nShape);
    float shapeCover = coverage(dShape, nShape, dx, dy);
#endif
    if (v_params.y > 0.0) {
        vec4 inner = v_shape + vec4(v_params.y, v_params.y, -v_params.y, -v_params.y);
        if (inner.z > inner.x && inner.w > inner.y) {
            float dHole = roundedRectDistance(v_local, inner, max(v_params.x - v_params.y, 0.0), square, nHole);
            shapeCover = min(shapeCover, 1.0 - coverage(dHole, nHole, dx, dy));
        }
    }
    float cover = min(rectCover, shapeCover);
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
