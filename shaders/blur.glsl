// blur.glsl — one pass of a separable Gaussian blur between two intermediate surfaces (the
// blurred shadows). Drawn as a 4-vertex strip from gl_VertexID over the destination viewport;
// u_uvRect maps it onto the same region of the source. Weights are exp(-i²/2σ²), normalised,
// out to u_radius texels (3σ, where the Gaussian has fallen below 1.2%). Taps are clamped to
// u_clamp (min xy, max zw: the copied area of a backdrop, which goes on past it); u_saturation
// then scales the colours' distance from their luminance (1 for shadows; UIKit's materials
// raise it), on premultiplied colour, kept within 0…alpha.
// The ShaderLibrary prepends "#version 330 core" and "#define VERTEX" or "#define FRAGMENT".

#ifdef VERTEX
uniform vec4 u_uvRect;
out vec2 v_uv;
void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    v_uv = mix(u_uvRect.xy, u_uvRect.zw, corner);
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
#endif

#ifdef FRAGMENT
uniform sampler2D u_source;
uniform vec2 u_step;     // one texel along the blur direction, in texture coordinates
uniform float u_sigma;   // in texels
uniform int u_radius;
uniform vec4 u_clamp;
uniform float u_saturation;
in vec2 v_uv;
out vec4 fragColor;
void main() {
    vec4 sum = texture(u_source, clamp(v_uv, u_clamp.xy, u_clamp.zw));
    float total = 1.0;
    float k = -0.5 / (u_sigma * u_sigma);
    for (int i = 1; i <= u_radius; i++) {
        float w = exp(k * float(i * i));
        sum += w * (texture(u_source, clamp(v_uv + u_step * float(i), u_clamp.xy, u_clamp.zw))
                  + texture(u_source, clamp(v_uv - u_step * float(i), u_clamp.xy, u_clamp.zw)));
        total += 2.0 * w;
    }
    vec4 color = sum / total;
    if (u_saturation != 1.0) {
        float luma = dot(color.rgb, vec3(0.2126, 0.7152, 0.0722));
        color.rgb = clamp(mix(vec3(luma), color.rgb, u_saturation), vec3(0.0), vec3(color.a));
    }
    fragColor = color;
}
#endif
