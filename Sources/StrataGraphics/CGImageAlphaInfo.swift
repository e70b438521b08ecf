import Foundation

/// How alpha is stored in an image's pixels, with Apple's raw values. Strata's `CGImage` always
/// holds `.premultipliedLast` (RGBA, colour multiplied by alpha); the other cases describe input
/// pixels handed to `CGImage(width:height:pixels:alphaInfo:)`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha: every pixel is opaque.
    case none = 0
    /// RGBA with colour premultiplied by alpha: what Strata stores and what GL blending wants.
    case premultipliedLast = 1
    /// Alpha first in each pixel (ARGB), colour premultiplied by it.
    case premultipliedFirst = 2
    /// RGBA with straight (not premultiplied) colour, as PNG stores it.
    case last = 3
    /// Alpha first in each pixel (ARGB), colour not premultiplied.
    case first = 4
    /// RGBX: the fourth byte is ignored and the image is opaque.
    case noneSkipLast = 5
    /// No alpha; the first byte of each pixel is padding (xRGB).
    case noneSkipFirst = 6
    /// Alpha only, no colour (a mask).
    case alphaOnly = 7
}
