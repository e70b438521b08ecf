import Foundation

// Checked numbers: the one way Strata turns input-derived floating-point values into integers,
// and integers into ranges. Swift traps on `Int(Double.nan)`, `Int(1e300)` and `5..<3`; input
// (scene files, CLI options, values set through KVC) can carry any of those, and "bad input
// never crashes" (SCENE.md, "Limits"). Each helper saturates or empties instead.

extension FixedWidthInteger {
    /// `value` rounded by `rule` and clamped to the type's range: NaN is 0, +∞ and anything
    /// above `max` is `max`, −∞ and anything below `min` is `min`. Never traps.
    @inlinable
    package init<F: BinaryFloatingPoint>(saturating value: F, rounding rule: FloatingPointRoundingRule = .towardZero) {
        guard !value.isNaN else { self = 0; return }
        let rounded = value.rounded(rule)
        // F(Self.max) may round up to 2^bitWidth (Double has 53 bits): `>=` sends it to max.
        if rounded >= F(Self.max) {
            self = .max
        } else if rounded <= F(Self.min) {
            self = .min
        } else {
            self = Self(rounded)
        }
    }

    /// `value` rounded by `rule` and clamped to `bounds`; NaN is `bounds.lowerBound`.
    @inlinable
    package init<F: BinaryFloatingPoint>(saturating value: F, rounding rule: FloatingPointRoundingRule = .towardZero,
                                         in bounds: ClosedRange<Self>) {
        guard !value.isNaN else { self = bounds.lowerBound; return }
        self = Swift.min(Swift.max(Self(saturating: value, rounding: rule), bounds.lowerBound), bounds.upperBound)
    }
}

extension Range where Bound: Comparable {
    /// `lower..<upper`, or the empty range at `lower` when `upper < lower` (where `..<` traps).
    @inlinable
    package init(checkedFrom lower: Bound, to upper: Bound) {
        self = lower <= upper ? lower..<upper : lower..<lower
    }
}

extension ClosedRange where Bound: Comparable {
    /// `lower...upper`, or nil when `upper < lower` (where `...` traps).
    @inlinable
    package init?(checkedFrom lower: Bound, through upper: Bound) {
        guard lower <= upper else { return nil }
        self = lower...upper
    }
}

/// Per-frame work limits: past one, the work is clamped with a one-time warning
/// (`Diagnostics.warnOnce`). SCENE.md ("Limits") documents each.
package enum WorkLimit {
    /// Sides of one bitmap (a drawn layer, an image, a render target), in pixels.
    package static let bitmapSide = CGImage.maximumDimension
    /// Pixels of one bitmap: 64 Mpx (256 MiB of RGBA).
    package static let bitmapPixels = 1 << 26
    /// Bytes of an image file the scene loader reads.
    package static let imageFileBytes = 256 << 20
    /// Texture reads of one frame's blurred shadows (pixels × kernel taps, both passes: a
    /// full-screen 1080p shadow of σ = 8 px read at every texel; about a second on llvmpipe).
    /// A shadow that would pass it is read at sparser taps (`DrawList.blurStride`); once it is
    /// spent, further shadows are not drawn.
    package static let blurTaps = 1e8
    /// Emitter particles drawn in one frame, every emitter and replicated copy of one together.
    package static let particlesPerFrame = 100_000
    /// How many times over a frame's particles may cover the rendered image.
    package static let particleOverdraw = 64
    /// Pixels of one look of a layer in transition (two per transition): 16 Mpx.
    package static let lookPixels = 1 << 24
    /// And at most this many times the rendered image's pixels (but `lookMinimumPixels`
    /// whatever the image): a look larger than the image only serves magnification.
    package static let lookImageRatio = 4.0
    package static let lookMinimumPixels = 1 << 16
    /// Intermediate surfaces of one frame (shadows, group opacity, masks, blend modes,
    /// transition looks): each costs a clear, a pass and a composite, and nested effects
    /// replicated thousands of times took seconds a frame.
    package static let surfacesPerFrame = 256
    /// Characters of a CATextLayer's string that are laid out and drawn (a 1080p screen of
    /// 8-point text holds about 30 000).
    package static let textCharacters = 100_000
    /// Keyframes of one animation (values, keyTimes, timing functions, path elements) that
    /// are played: the rest are dropped.
    package static let keyframes = 100_000
    /// Elements of a path that is drawn or animated (CAShapeLayer paths, shadowPath, keyframe
    /// paths): the rest are dropped.
    package static let pathElements = 1_000_000
    /// The largest Gaussian σ, in pixels, CGContext draws a shadow with (its blur is 2σ).
    package static let shadowSigma = 256.0

    /// `value` as a count in `0...limit`: NaN and negatives are 0, anything above `limit`
    /// (∞ included) is `limit` and warns once under `what`.
    package static func count<F: BinaryFloatingPoint>(_ value: F, limit: Int, what: String) -> Int {
        let n = Int(saturating: value, rounding: .towardZero, in: 0...Int.max)
        guard n <= limit else {
            Diagnostics.warnOnce("\(what) of \(value) exceeds the limit of \(limit): clamped to \(limit)")
            return limit
        }
        return n
    }

    /// Whether a `width`×`height` bitmap is within `bitmapSide` and `bitmapPixels` (both > 0).
    package static func allowsBitmap(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= bitmapSide && height <= bitmapSide
            && width.multipliedReportingOverflow(by: height).partialValue <= bitmapPixels
    }
}
