// transition.glsl — CATransition effects computed per pixel from the two looks' textures:
// fade, page curl (and un-curl, the same played backwards), suck, ripple and the camera iris.
// The sliding and rotating types (push, moveIn, reveal, cube, oglFlip) are plain layer quads.
//
// The vertex stage is common.glsl's (the same QuadInstance attributes as every layer quad):
// one quad covering the transition's canvas in the layer's coordinates, through the layer's
// matrix, under the analytic clip. The fragment stage works in canvas points `P` (y down)
// and samples the old look `u_old` and the new look `u_new` (premultiplied, rows from the
// top). Every effect is exactly the old look at progress 0 and the new look at 1.
//
// Techniques (written for Strata; no code copied): the page curl unrolls a cylinder laid on the
// page along the curl line (as in the open "page curl" shaders and WebKit-era iBooks clones);
// the suck effect is the genie warp written as its analytic inverse (a funnel into the
// bottom-left corner: the row a pixel shows comes from a monotonic map, its column from the
// funnel's width at that row), so it needs no mesh; the ripple displaces samples along the
// radius by a damped travelling sine; the iris is a rotating hexagonal aperture, blended with a
// circle to read "round-ish", with six shaded blades outside it.

#include "common.glsl"

#ifdef FRAGMENT
uniform sampler2D u_old;
uniform sampler2D u_new;
uniform int u_kind;          // 0 fade, 1 page curl, 2 suck, 3 ripple, 4 iris open, 5 iris close
uniform float u_progress;    // 0 … 1
uniform vec4 u_canvas;       // x, y, width, height in the layer's points
uniform vec4 u_oldUV;        // texture coordinates of the canvas's corners in each look:
uniform vec4 u_newUV;        // u0, v0 (top-left), u1, v1 (bottom-right)
uniform vec2 u_corner;       // page curl: the lifted corner, 0…1 of the canvas
uniform vec2 u_direction;    // page curl: unit travel direction, in points
uniform float u_opacity;

const float PI = 3.14159265359;

// A look at canvas point P (points); transparent outside the canvas. Level 0: the looks are
// drawn at about screen size, and the effects sample in non-uniform control flow.
vec4 lookAt(sampler2D t, vec4 uv, vec2 P) {
    vec2 q = P / u_canvas.zw;
    if (q.x < 0.0 || q.y < 0.0 || q.x > 1.0 || q.y > 1.0) return vec4(0.0);
    return textureLod(t, mix(uv.xy, uv.zw, q), 0.0);
}
vec4 oldAt(vec2 P) { return lookAt(u_old, u_oldUV, P); }
vec4 newAt(vec2 P) { return lookAt(u_new, u_newUV, P); }

vec4 over(vec4 top, vec4 below) { return top + below * (1.0 - top.a); }

bool inCanvas(vec2 P) { return all(greaterThanEqual(P, vec2(0.0))) && all(lessThanEqual(P, u_canvas.zw)); }

// The old page curls away from u_corner along u_direction over a cylinder, showing its back
// (the content seen through paper) and casting a soft shadow on the new page beneath.
vec4 pageCurl(vec2 P, float t) {
    vec2 size = u_canvas.zw;
    vec2 d = u_direction;
    vec2 C = u_corner * size;
    float r = max(2.0, 0.09 * (size.x + size.y));
    float shadowWidth = 0.8 * r;
    // The far corner's distance along the travel direction.
    float far = max(max(dot(vec2(0.0) - C, d), dot(vec2(size.x, 0.0) - C, d)),
                    max(dot(vec2(0.0, size.y) - C, d), dot(size - C, d)));
    float s = t * (far + r + shadowWidth);
    float u = s - dot(P - C, d);   // signed distance from the curl line, positive towards the corner
    vec4 color;
    if (u < 0.0) {
        color = oldAt(P);   // the flat, not yet lifted page
    } else {
        color = newAt(P);
        // The curl's shadow on the new page, softest far from the cylinder.
        float shade = 1.0 - 0.45 * (1.0 - smoothstep(0.0, shadowWidth, u - r * 0.6));
        color.rgb *= shade;
    }
    if (u >= 0.0 && u < r) {
        // The rising part of the cylinder: its front, darker as it turns upright.
        float arc = r * asin(u / r);
        vec2 front = P + d * (u - arc);
        if (inCanvas(front)) {
            vec4 c = oldAt(front);
            c.rgb *= 1.0 - 0.35 * pow(u / r, 2.0);
            color = over(c, color);
        }
    }
    // The back of the page: over the cylinder's top, then lying folded over the flat page.
    float backArc = u >= 0.0 && u < r ? r * (PI - asin(u / r)) : (u < 0.0 ? PI * r - u : -1.0);
    if (backArc >= 0.0) {
        vec2 back = P + d * (u - backArc);
        if (inCanvas(back)) {
            vec4 c = oldAt(back);
            float light = u >= 0.0 ? 0.8 + 0.2 * (u / r) : 0.93;
            vec3 paper = vec3(0.96, 0.96, 0.94) * c.a;
            c.rgb = mix(c.rgb, paper, 0.72) * light;
            color = over(c, color);
        }
    }
    return color;
}

// The genie: the old look bends into a funnel towards the bottom-left corner and slides into it.
vec4 suck(vec2 P, float t, vec2 pixel) {
    vec2 q = P / u_canvas.zw;
    float bend = smoothstep(0.0, 0.45, t);
    float top = pow(max(t - 0.15, 0.0) / 0.85, 1.6);
    float narrow = 0.02;
    // The right edge's S-curve: wide at the top, pinched to a point at the bottom.
    // The whole body narrows too as it slides in, so that it pours into the corner.
    float width = mix(1.0, narrow, bend * smoothstep(0.1, 1.0, q.y)) * (1.0 - 0.6 * top);
    float v = (q.y - top) / (1.0 - 0.5 * top);
    float uCoord = q.x / width;
    vec4 behind = newAt(P);
    if (q.y < top || v > 1.0 || uCoord > 1.0) return behind;
    // Anti-alias the funnel's curved right edge and the sliding top edge.
    float edge = clamp((width - q.x) / max(pixel.x, 1e-6) + 0.5, 0.0, 1.0)
               * clamp((q.y - top) / max(pixel.y, 1e-6) + 0.5, 0.0, 1.0);
    vec4 c = oldAt(vec2(uCoord, v) * u_canvas.zw);
    return over(c * edge, behind);
}

// A water drop in the centre: rings travel outwards, refracting both looks, which cross-fade.
vec4 ripple(vec2 P, float t) {
    vec2 size = u_canvas.zw;
    vec2 center = size * 0.5;
    vec2 toP = P - center;
    float dist = length(toP);
    float wavelength = 0.12 * max(size.x, size.y);
    float amplitude = 0.05 * min(size.x, size.y) * sin(PI * t);
    float phase = 2.0 * PI * (dist / wavelength - 3.0 * t);
    float damping = 1.0 / (1.0 + 2.0 * dist / max(size.x, size.y));
    float height = sin(phase) * damping;
    vec2 radial = dist > 1e-4 ? toP / dist : vec2(0.0);
    vec2 offset = radial * amplitude * height;
    // Refraction near the edges samples inside the canvas, not the transparency beyond it.
    vec2 sampleAt = clamp(P + offset, vec2(0.0), size);
    vec4 a = oldAt(sampleAt), b = newAt(sampleAt);
    vec4 color = mix(a, b, smoothstep(0.1, 0.9, t));
    // A glint on the wave crests, lit from the top-left.
    float slope = cos(phase) * damping * dot(radial, normalize(vec2(-1.0, -1.0)));
    color.rgb += color.a * 0.3 * sin(PI * t) * max(slope, 0.0);
    return clamp(color, 0.0, 1.0);
}

// The camera iris: a rotating hexagonal aperture (round-ish) showing `inside`; outside it the
// shutter's six blades, which fade in and out so the ends are exact.
vec4 iris(vec2 P, float radius, float turn, vec4 inside, vec4 outside, float blades, vec2 pixel) {
    vec2 size = u_canvas.zw;
    vec2 p = P - size * 0.5;
    float hexagon = -1e9;
    for (int k = 0; k < 6; k++) {
        float a = turn + float(k) * PI / 3.0;
        hexagon = max(hexagon, dot(p, vec2(cos(a), sin(a))));
    }
    float d = mix(length(p), hexagon, 0.5) - radius;
    float px = max(length(pixel), 1e-6) * 0.7071;
    float open = clamp(0.5 - d / px, 0.0, 1.0);
    // Blades: six spiral sectors of slightly different greys, dark seams between them, and a
    // shadow along the aperture's edge.
    float angle = atan(p.y, p.x) - turn + 0.9 * log(max(length(p), 1.0) / max(radius, 1.0));
    float sector = angle / (PI / 3.0);
    float k = mod(floor(sector), 6.0);
    float seam = smoothstep(0.0, 0.06, abs(fract(sector) - 0.5) * 2.0 - 0.94 + 0.06);
    float grey = (0.16 + 0.035 * mod(k, 2.0) + 0.02 * mod(k, 3.0)) * (1.0 - 0.6 * seam);
    float rim = 1.0 - 0.5 * exp(-max(d, 0.0) / max(0.06 * radius + 2.0, 2.0));
    vec4 blade = vec4(vec3(grey * rim), 1.0);
    vec4 shutter = mix(outside, blade, blades);
    return mix(shutter, inside, open);
}

void main() {
    // Coverage first, in uniform control flow (derivatives).
    vec2 dx = dFdx(v_local), dy = dFdy(v_local);
    vec2 n;
    float dRect = roundedRectDistance(v_local, v_rect, 0.0, n);
    float cover = coverage(dRect, n, dx, dy);
    if (v_clipParams.y > 0.0) cover *= clipCoverage();
    vec2 P = v_local - u_canvas.xy;
    vec2 pixel = vec2(length(vec2(dx.x, dy.x)), length(vec2(dx.y, dy.y)));
    float t = clamp(u_progress, 0.0, 1.0);

    vec4 color;
    if (u_kind == 1) {
        color = pageCurl(P, t);
    } else if (u_kind == 2) {
        color = suck(P, t, pixel / u_canvas.zw);
    } else if (u_kind == 3) {
        color = ripple(P, t);
    } else if (u_kind == 4 || u_kind == 5) {
        // The aperture's apothem at full size reaches the canvas's corners.
        float full = 1.06 * 0.5 * length(u_canvas.zw);
        float opening = u_kind == 4 ? t : 1.0 - t;
        float blades = 0.9 * clamp(6.0 * t * (1.0 - t), 0.0, 1.0);
        vec4 a = oldAt(P), b = newAt(P);
        color = u_kind == 4 ? iris(P, opening * full, 0.6 * opening, b, a, blades, pixel)
                            : iris(P, opening * full, 0.6 * opening, a, b, blades, pixel);
    } else {
        color = mix(oldAt(P), newAt(P), t);
    }
    fragColor = finish(color * u_opacity, cover);
}
#endif
