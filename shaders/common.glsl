// common.glsl — shared by the quad programs (quad, layer, shadow, composite): the ShaderLibrary
// pastes it where a program says `#include "common.glsl"`.
//
// One instance = one quad in a layer's own coordinate space (points, y down). The vertex
// shader expands the quad's edges by an anti-aliasing margin, maps it to clip space with the
// layer's full 4×4 matrix (perspective included: GL divides by w and interpolates the layer
// coordinates perspective-correctly). Fragment shaders compute coverage analytically from
// signed distances measured in screen pixels through derivatives, so rounded corners,
// rotated and perspective edges and clips all get the same anti-aliasing. Colours are
// premultiplied; blending is ONE, ONE_MINUS_SRC_ALPHA. A program that defines CUSTOM_VERTEX
// before the include writes its own vertex shader and varyings (quad.glsl) and keeps the
// instance attributes, the distance functions and finish().

#ifdef VERTEX
layout(location = 0) in vec4 i_row0;      // local → clip matrix: the x row …
layout(location = 1) in vec4 i_row1;      // … the y row …
layout(location = 2) in vec4 i_row3;      // … and the translation row (z is always 0)
layout(location = 3) in vec4 i_rect;      // the quad's edges: x0 y0 x1 y1
layout(location = 4) in vec4 i_uv;        // texture coordinates at those edges: u0 v0 u1 v1
layout(location = 5) in vec4 i_shape;     // the rounded rectangle giving coverage: x0 y0 x1 y1
layout(location = 6) in vec4 i_params;    // corner radius, hole inset (borders), mode, AA margin
layout(location = 7) in vec4 i_color;     // premultiplied colour
layout(location = 8) in vec4 i_clipRect;  // analytic clip: rounded rectangle in the clip's space
layout(location = 9) in vec4 i_clipParams;// clip radius, clip enabled, shadow sigma, square corners
layout(location = 10) in vec4 i_clip0;    // local → clip-space homography (3×3, rows)
layout(location = 11) in vec4 i_clip1;
layout(location = 12) in vec4 i_clip2;

// This vertex's point in the layer's coordinates: the instance's quad (a 4-vertex strip)
// with its edges pushed out by the anti-aliasing margin.
vec2 quadPoint() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    float margin = i_params.w;
    return mix(i_rect.xy - margin, i_rect.zw + margin, corner);
}

// A layer point's clip-space position through the instance's rows (z is always 0).
vec4 clipPosition(vec2 local) {
    vec4 p = i_row0 * local.x + i_row1 * local.y + i_row3;
    return vec4(p.x, p.y, 0.0, p.w);
}

// The texture coordinates at a layer point: i_uv at the quad's edges, extrapolated linearly
// into the margin.
vec2 quadUV(vec2 local) {
    vec2 span = i_rect.zw - i_rect.xy;
    span = vec2(abs(span.x) < 1e-9 ? 1e-9 : span.x, abs(span.y) < 1e-9 ? 1e-9 : span.y);
    return i_uv.xy + (local - i_rect.xy) / span * (i_uv.zw - i_uv.xy);
}

#ifndef CUSTOM_VERTEX
out vec2 v_local;
out vec2 v_uv;
out vec3 v_clip;
flat out vec4 v_rect;
flat out vec4 v_shape;
flat out vec4 v_params;
flat out vec4 v_color;
flat out vec4 v_clipRect;
flat out vec4 v_clipParams;

void main() {
    vec2 local = quadPoint();
    gl_Position = clipPosition(local);
    v_uv = quadUV(local);
    v_local = local;
    v_clip = (i_clip0 * local.x + i_clip1 * local.y + i_clip2).xyz;
    v_rect = i_rect;
    v_shape = i_shape;
    v_params = i_params;
    v_color = i_color;
    v_clipRect = i_clipRect;
    v_clipParams = i_clipParams;
}
#endif // CUSTOM_VERTEX
#endif

#ifdef FRAGMENT
#ifndef CUSTOM_VERTEX
in vec2 v_local;
in vec2 v_uv;
in vec3 v_clip;
flat in vec4 v_rect;
flat in vec4 v_shape;
flat in vec4 v_params;
flat in vec4 v_color;
flat in vec4 v_clipRect;
flat in vec4 v_clipParams;

#endif // CUSTOM_VERTEX
uniform int u_pass;   // 0 colour, 1 stencil (clip shape: keep covered pixels), 2 overdraw map

out vec4 fragColor;

// Signed distance to a rounded rectangle (Inigo Quilez, "2D distance functions"), negative
// inside, and its gradient `n` (unit length) in the same coordinates. The radius is clamped
// to half the shorter side, as Core Animation does. `square` holds CACornerMask bits of the
// corners left square (CALayer.maskedCorners: 1 min-x min-y, 2 max-x min-y, 4 min-x max-y,
// 8 max-x max-y); the quadrant of `p` picks its corner. Bit 256 asks for continuous corners
// (cornerCurve): a superellipse (exponent 3.26) reaching 1.528665 radii along each edge —
// the span of Apple's smooth corner — with the circular corner's depth on the diagonal; when
// that does not fit the side, the corner stays circular.
float roundedRectDistance(vec2 p, vec4 r, float radius, int square, out vec2 n) {
    vec2 center = (r.xy + r.zw) * 0.5;
    vec2 halfSize = abs(r.zw - r.xy) * 0.5;
    float rad = clamp(radius, 0.0, min(halfSize.x, halfSize.y));
    vec2 s = vec2(p.x < center.x ? -1.0 : 1.0, p.y < center.y ? -1.0 : 1.0);
    int corner = (s.x < 0.0 ? 1 : 2) * (s.y < 0.0 ? 1 : 4);
    if ((square & corner) != 0) rad = 0.0;
    float span = rad * 1.528665;
    if ((square & 256) != 0 && rad > 0.0 && span <= min(halfSize.x, halfSize.y)) {
        vec2 c = abs(p - center) - halfSize + span;
        if (c.x > 0.0 && c.y > 0.0) {
            // The superellipse's norm and its gradient; dividing by the gradient's length
            // gives the distance to first order, as the coverage needs.
            float e = 3.26;
            float norm = pow(pow(c.x / span, e) + pow(c.y / span, e), 1.0 / e) * span;
            vec2 g = pow(c / max(norm, 1e-9), vec2(e - 1.0));
            float gl = max(length(g), 1e-9);
            n = s * g / gl;
            return (norm - span) / gl;
        }
        n = c.x > c.y ? vec2(s.x, 0.0) : vec2(0.0, s.y);
        return max(c.x, c.y) - span;
    }
    vec2 q = abs(p - center) - halfSize + rad;
    if (q.x > 0.0 && q.y > 0.0) {
        float l = length(q);
        n = s * q / max(l, 1e-9);
        return l - rad;
    }
    n = q.x > q.y ? vec2(s.x, 0.0) : vec2(0.0, s.y);
    return max(q.x, q.y) - rad;
}

float roundedRectDistance(vec2 p, vec4 r, float radius, out vec2 n) {
    return roundedRectDistance(p, r, radius, 0, n);
}

// Pixel coverage of the inside of a distance field: the distance in pixels is d over the
// screen-space length of its gradient, which is the local gradient n pushed through the
// screen derivatives of the local coordinates (dx, dy). (Finite differences of d itself
// would overestimate it across corners.)
float coverage(float d, vec2 n, vec2 dx, vec2 dy) {
    float w = length(vec2(dot(n, dx), dot(n, dy)));
    return clamp(0.5 - d / max(w, 1e-6), 0.0, 1.0);
}

#ifndef CUSTOM_VERTEX
// The analytic clip (the innermost non-rectangular masksToBounds), in the clipping layer's
// coordinates: v_clip is the homogeneous point there.
float clipCoverage() {
    vec2 q = v_clip.xy / (abs(v_clip.z) < 1e-12 ? 1e-12 : v_clip.z);
    vec2 qdx = dFdx(q), qdy = dFdy(q);
    vec2 n;
    int flags = int(v_clipParams.w);
    float d = roundedRectDistance(q, v_clipRect, v_clipParams.x, ((flags >> 4) & 15) | ((flags >> 1) & 256), n);
    return v_clip.z > 0.0 ? coverage(d, n, qdx, qdy) : 0.0;
}

#endif // CUSTOM_VERTEX

// The output for the current pass: the colour, or a stencil write, or the overdraw map.
vec4 finish(vec4 color, float cover) {
    if (u_pass == 1) {
        if (cover < 0.5) discard;
        return vec4(0.0);
    }
    if (u_pass == 2) {
        if (cover <= 0.0) discard;
        return vec4(0.125);
    }
    return color * cover;
}
#endif
