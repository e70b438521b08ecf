import Foundation

/// How alpha is stored in an image's pixels, with Apple's raw values. Strata's `CGImage` always
/// holds `.premultipliedLast` (RGBA, colour multiplied by alpha); the other cases describe input
/// pixels handed to `CGImage(width:height:pixels:alphaInfo:)`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    /// RGBA with colour premultiplied by alpha: what Strata stores and what GL blending wants.
    case premultipliedLast = 1
    case premultipliedFirst = 2
    /// RGBA with straight (not premultiplied) colour, as PNG stores it.
    case last = 3
    case first = 4
    /// RGBX: the fourth byte is ignored and the image is opaque.
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}
