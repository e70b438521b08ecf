// blend.glsl — a layer group with a compositingFilter drawn onto its target
// (FrameBuilder+Blend, BlendRenderer). u_texture holds the group's rendering; u_backdrop a copy
// of the target under it. The formulas are those of the W3C recommendation "Compositing and
// Blending Level 1" (https://www.w3.org/TR/compositing-1/), which Core Image's blend-mode and
// compositing filters follow, on premultiplied colours:
//   blend modes (§5.6):   co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs),  αo = αs + αb·(1 − αs)
//   Porter–Duff (§9.1):   co = cs·Fa + cb·Fb (alpha alike)
// where Cs, Cb are the unpremultiplied colours. u_mode 0: the fixed blend function does the
// work (BlendFactors), the shader only outputs the source (and multiply's factor). Other values are
// CompositingBlendMode's raw values.
// The ShaderLibrary prepends "#version 330 core" and "#define VERTEX" or "#define FRAGMENT",
// and pastes common.glsl (the instance vertex shader and the clip coverage) in place of the
// #include line.

#include "common.glsl"

#ifdef FRAGMENT
uniform sampler2D u_texture;
uniform sampler2D u_backdrop;
uniform int u_mode;
uniform vec2 u_backdropScale;
// The second source colour of dual-source blending (GL_SRC1_COLOR), read only by the fixed
// blend function of multiply: its destination factor 1 − αs + cs (BlendFactors).
out vec4 fragFactor;

const float EPS = 0.5 / 255.0;

// Separable blend modes, W3C §5.8 (Cb backdrop, Cs source; one channel each).
float multiply(float b, float s) { return b * s; }
float screen(float b, float s) { return b + s - b * s; }
float hardLight(float b, float s) { return s <= 0.5 ? multiply(b, 2.0 * s) : screen(b, 2.0 * s - 1.0); }
float colorDodge(float b, float s) {
    if (b <= EPS) return 0.0;
    if (s >= 1.0 - EPS) return 1.0;
    return min(1.0, b / (1.0 - s));
}
float colorBurn(float b, float s) {
    if (b >= 1.0 - EPS) return 1.0;
    if (s <= EPS) return 0.0;
    return 1.0 - min(1.0, (1.0 - b) / s);
}
float softLight(float b, float s) {
    if (s <= 0.5) return b - (1.0 - 2.0 * s) * b * (1.0 - b);
    float d = b <= 0.25 ? ((16.0 * b - 12.0) * b + 4.0) * b : sqrt(b);
    return b + (2.0 * s - 1.0) * (d - b);
}

float separable(int mode, float b, float s) {
    if (mode == 1) return multiply(b, s);
    if (mode == 2) return screen(b, s);
    if (mode == 3) return hardLight(s, b);            // overlay: HardLight with the roles swapped
    if (mode == 4) return min(b, s);                  // darken
    if (mode == 5) return max(b, s);                  // lighten
    if (mode == 6) return colorDodge(b, s);
    if (mode == 7) return colorBurn(b, s);
    if (mode == 8) return hardLight(b, s);
    if (mode == 9) return softLight(b, s);
    if (mode == 10) return abs(b - s);                // difference
    return b + s - 2.0 * b * s;                       // exclusion (11)
}

// Non-separable blend modes, W3C §5.9.
float lum(vec3 c) { return dot(c, vec3(0.3, 0.59, 0.11)); }
vec3 clipColor(vec3 c) {
    float l = lum(c);
    float n = min(c.r, min(c.g, c.b));
    float x = max(c.r, max(c.g, c.b));
    if (n < 0.0) c = l + (c - l) * l / (l - n);
    if (x > 1.0) c = l + (c - l) * (1.0 - l) / (x - l);
    return c;
}
vec3 setLum(vec3 c, float l) { return clipColor(c + (l - lum(c))); }
float sat(vec3 c) { return max(c.r, max(c.g, c.b)) - min(c.r, min(c.g, c.b)); }
// SetSat: the largest channel becomes s, the smallest 0, the middle one in proportion.
vec3 setSat(vec3 c, float s) {
    float mx = max(c.r, max(c.g, c.b)), mn = min(c.r, min(c.g, c.b));
    return mx > mn ? (c - mn) * s / (mx - mn) : vec3(0.0);
}

vec3 blendColor(int mode, vec3 cb, vec3 cs) {
    if (mode == 20) return setLum(setSat(cs, sat(cb)), lum(cb));   // hue
    if (mode == 21) return setLum(setSat(cb, sat(cs)), lum(cb));   // saturation
    if (mode == 22) return setLum(cs, lum(cb));                    // color
    if (mode == 23) return setLum(cb, lum(cs));                    // luminosity
    return vec3(separable(mode, cb.r, cs.r), separable(mode, cb.g, cs.g), separable(mode, cb.b, cs.b));
}

// Porter–Duff factors (Fa, Fb), W3C §9.1, by CompositingBlendMode raw value.
vec2 porterDuff(int mode, float as, float ab) {
    if (mode == 40) return vec2(0.0, 0.0);            // clear
    if (mode == 41) return vec2(1.0, 0.0);            // copy
    if (mode == 42) return vec2(1.0, 1.0 - as);       // source-over
    if (mode == 43) return vec2(1.0 - ab, 1.0);       // destination-over
    if (mode == 44) return vec2(ab, 0.0);             // source-in
    if (mode == 45) return vec2(0.0, as);             // destination-in
    if (mode == 46) return vec2(1.0 - ab, 0.0);       // source-out
    if (mode == 47) return vec2(0.0, 1.0 - as);       // destination-out
    if (mode == 48) return vec2(ab, 1.0 - as);        // source-atop
    if (mode == 49) return vec2(1.0 - ab, as);        // destination-atop
    if (mode == 50) return vec2(1.0 - ab, 1.0 - as);  // xor
    return vec2(1.0, 1.0);                            // plus-lighter (60), clamped below
}

vec4 composite(int mode, vec4 src, vec4 dst) {
    if (mode >= 40) {
        vec2 f = porterDuff(mode, src.a, dst.a);
        return min(src * f.x + dst * f.y, vec4(1.0));
    }
    float as = src.a, ab = dst.a;
    vec3 cs = as > 0.0 ? clamp(src.rgb / as, 0.0, 1.0) : vec3(0.0);
    vec3 cb = ab > 0.0 ? clamp(dst.rgb / ab, 0.0, 1.0) : vec3(0.0);
    vec3 b = clamp(blendColor(mode, cb, cs), 0.0, 1.0);
    vec3 co = src.rgb * (1.0 - ab) + dst.rgb * (1.0 - as) + as * ab * b;
    return vec4(co, as + ab * (1.0 - as));
}

void main() {
    vec4 src = texture(u_texture, v_uv) * v_color;
    float cover = v_clipParams.y > 0.0 ? clipCoverage() : 1.0;
    if (u_mode == 0) {
        // Only without an analytic clip (cover is 1): the factors are exact for whole pixels.
        fragColor = src * cover;
        fragFactor = vec4(1.0 - src.a + src.rgb, 1.0 - src.a);
        return;
    }
    fragFactor = vec4(0.0);
    // Blending is off: the result replaces the pixel, so outside the analytic clip's
    // coverage the backdrop is written back as it was.
    vec4 dst = texture(u_backdrop, v_uv * u_backdropScale);
    fragColor = mix(dst, composite(u_mode, src, dst), cover);
}
#endif
