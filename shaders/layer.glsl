// layer.glsl — the compositor's one program for layer quads (Qt Quick's "one file per
// material", here one uber-material so that layers of every kind batch together).
//
// One instance = one quad in a layer's own coordinate space (points, y down). The vertex
// shader expands the quad's edges by an anti-aliasing margin, maps it to clip space with the
// layer's full 4×4 matrix (perspective included: GL divides by w and interpolates the layer
// coordinates perspective-correctly), and the fragment shader computes coverage analytically
// from signed distances measured in screen pixels through derivatives — rounded corners,
// rotated and perspective edges and clips all get the same anti-aliasing.
//
// Modes (params.z): 0 solid colour; 1 texture × colour; 2 analytic Gaussian shadow of a rounded
// rectangle; 3 texture alpha × colour (blurred shadows); 4 texture × mask texture's alpha ×
// colour (mask layers). Colours are premultiplied; blending is ONE, ONE_MINUS_SRC_ALPHA.
// The ShaderLibrary prepends "#version 330 core" and "#define VERTEX" or "#define FRAGMENT".

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
layout(location = 9) in vec4 i_clipParams;// clip radius, clip enabled, shadow sigma, unused
layout(location = 10) in vec4 i_clip0;    // local → clip-space homography (3×3, rows)
layout(location = 11) in vec4 i_clip1;
layout(location = 12) in vec4 i_clip2;

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
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    float margin = i_params.w;
    vec2 local = mix(i_rect.xy - margin, i_rect.zw + margin, corner);
    vec4 p = i_row0 * local.x + i_row1 * local.y + i_row3;
    gl_Position = vec4(p.x, p.y, 0.0, p.w);
    vec2 span = i_rect.zw - i_rect.xy;
    span = vec2(abs(span.x) < 1e-9 ? 1e-9 : span.x, abs(span.y) < 1e-9 ? 1e-9 : span.y);
    v_uv = i_uv.xy + (local - i_rect.xy) / span * (i_uv.zw - i_uv.xy);
    v_local = local;
    v_clip = (i_clip0 * local.x + i_clip1 * local.y + i_clip2).xyz;
    v_rect = i_rect;
    v_shape = i_shape;
    v_params = i_params;
    v_color = i_color;
    v_clipRect = i_clipRect;
    v_clipParams = i_clipParams;
}
#endif

#ifdef FRAGMENT
in vec2 v_local;
in vec2 v_uv;
in vec3 v_clip;
flat in vec4 v_rect;
flat in vec4 v_shape;
flat in vec4 v_params;
flat in vec4 v_color;
flat in vec4 v_clipRect;
flat in vec4 v_clipParams;

uniform sampler2D u_texture;
uniform sampler2D u_mask;
uniform int u_pass;   // 0 colour, 1 stencil (clip shape: keep covered pixels), 2 overdraw

out vec4 fragColor;

// Signed distance to a rounded rectangle (Inigo Quilez, "2D distance functions"), negative
// inside. The radius is clamped to half the shorter side, as Core Animation does.
float roundedRectDistance(vec2 p, vec4 r, float radius) {
    vec2 center = (r.xy + r.zw) * 0.5;
    vec2 halfSize = abs(r.zw - r.xy) * 0.5;
    float rad = clamp(radius, 0.0, min(halfSize.x, halfSize.y));
    vec2 q = abs(p - center) - halfSize + rad;
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - rad;
}

// Pixel coverage of the inside of a distance field: its distance in pixels is d divided by
// the screen-space length of its gradient.
float coverage(float d) {
    float w = length(vec2(dFdx(d), dFdy(d)));
    return clamp(0.5 - d / max(w, 1e-6), 0.0, 1.0);
}

// Analytic Gaussian blur of a rounded rectangle: Evan Wallace, "Fast Rounded Rectangle
// Shadows" (madebyevan.com/shaders/fast-rounded-rectangle-shadows, CC0): exact along x
// through erf, integrated numerically along y.
vec2 erf2(vec2 x) {
    vec2 s = sign(x), a = abs(x);
    x = 1.0 + (0.278393 + (0.230389 + 0.078108 * (a * a)) * a) * a;
    x *= x;
    return s - s / (x * x);
}
float gaussian(float x, float sigma) {
    return exp(-(x * x) / (2.0 * sigma * sigma)) / (2.5066282746 * sigma);
}
float roundedBoxShadowX(float x, float y, float sigma, float corner, vec2 halfSize) {
    float delta = min(halfSize.y - corner - abs(y), 0.0);
    float curved = halfSize.x - corner + sqrt(max(0.0, corner * corner - delta * delta));
    vec2 integral = 0.5 + 0.5 * erf2((x + vec2(-curved, curved)) * (0.70710678 / sigma));
    return integral.y - integral.x;
}
float roundedBoxShadow(vec4 r, vec2 p, float sigma, float corner) {
    vec2 center = (r.xy + r.zw) * 0.5;
    vec2 halfSize = abs(r.zw - r.xy) * 0.5;
    corner = clamp(corner, 0.0, min(halfSize.x, halfSize.y));
    p -= center;
    float low = p.y - halfSize.y;
    float high = p.y + halfSize.y;
    float start = clamp(-3.0 * sigma, low, high);
    float end = clamp(3.0 * sigma, low, high);
    float step = (end - start) / 8.0;
    float y = start + step * 0.5;
    float value = 0.0;
    for (int i = 0; i < 8; i++) {
        value += roundedBoxShadowX(p.x, p.y - y, sigma, corner, halfSize) * gaussian(y, sigma) * step;
        y += step;
    }
    return value;
}

void main() {
    float mode = v_params.z;
    // Derivatives are taken in uniform control flow, before any branch.
    float dRect = roundedRectDistance(v_local, v_rect, 0.0);
    float dShape = roundedRectDistance(v_local, v_shape, v_params.x);
    if (v_params.y > 0.0) {
        vec4 inner = v_shape + vec4(v_params.y, v_params.y, -v_params.y, -v_params.y);
        float dHole = (inner.z > inner.x && inner.w > inner.y)
            ? roundedRectDistance(v_local, inner, max(v_params.x - v_params.y, 0.0)) : 1e6;
        dShape = max(dShape, -dHole);
    }
    vec2 clipPoint = v_clip.xy / (abs(v_clip.z) < 1e-12 ? 1e-12 : v_clip.z);
    float dClip = roundedRectDistance(clipPoint, v_clipRect, v_clipParams.x);
    float cover = min(coverage(dRect), coverage(dShape));
    float clipCover = coverage(dClip);
    if (v_clipParams.y > 0.0) {
        cover *= v_clip.z > 0.0 ? clipCover : 0.0;
    }

    vec4 color;
    if (mode < 0.5) {
        color = v_color;
    } else if (mode < 1.5) {
        color = texture(u_texture, v_uv) * v_color;
    } else if (mode < 2.5) {
        float sigma = v_clipParams.z;
        float shadow = sigma > 0.01 ? roundedBoxShadow(v_shape, v_local, sigma, v_params.x)
                                    : coverage(roundedRectDistance(v_local, v_shape, v_params.x));
        cover = v_clipParams.y > 0.0 ? (v_clip.z > 0.0 ? clipCover : 0.0) : 1.0;
        color = v_color * shadow;
    } else if (mode < 3.5) {
        color = texture(u_texture, v_uv).a * v_color;
    } else {
        color = texture(u_texture, v_uv) * texture(u_mask, v_uv).a * v_color;
    }

    if (u_pass == 1) {
        if (cover < 0.5) discard;
        fragColor = vec4(0.0);
    } else if (u_pass == 2) {
        if (cover <= 0.0) discard;
        fragColor = vec4(0.125);
    } else {
        fragColor = color * cover;
    }
}
#endif
