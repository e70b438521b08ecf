// shadow.glsl — the analytic shadow of a rectangle or rounded rectangle (v_shape, corner
// radius params.x) blurred by a Gaussian of standard deviation clipParams.z (layer units).
// The ShaderLibrary prepends "#version 330 core" and "#define VERTEX" or "#define FRAGMENT",
// and pastes common.glsl (the shared instance vertex shader and distance functions) in place
// of the #include line.

#include "common.glsl"

#ifdef FRAGMENT
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
    float sigma = v_clipParams.z;
    vec2 dx = dFdx(v_local), dy = dFdy(v_local);
    vec2 n;
    float shadow = sigma > 0.01
        ? roundedBoxShadow(v_shape, v_local, sigma, v_params.x)
        : coverage(roundedRectDistance(v_local, v_shape, v_params.x, n), n, dx, dy);
    float cover = v_clipParams.y > 0.0 ? clipCoverage() : 1.0;
    fragColor = finish(v_color * shadow, cover);
}
#endif
