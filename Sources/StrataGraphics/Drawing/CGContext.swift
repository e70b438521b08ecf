import CCairo
import Foundation

/// A Quartz 2D drawing destination: a bitmap that paths, images, gradients and text are painted
/// into (Apple: CGContext). Strata's contexts are bitmap contexts, rasterised by Cairo.
///
/// Coordinates follow Core Graphics. A context made with Apple's initializer
/// (`CGContext(data:width:height:…)`) has a y-up user space with the origin at the bottom-left
/// pixel corner, as Quartz bitmap contexts do. The context a layer's `draw(in:)` receives
/// (`CGContext(layerPixelsWide:pixelsHigh:scale:)`) is y-down with the origin at the top-left and
/// `scale` pixels per point, as Core Animation hands it out on iOS; `ctm` reports the matrix
/// relative to Quartz's y-up device space in both cases, so it reads as it does on iOS.
/// Images are drawn in Quartz's y-up sense (`draw(_:in:)`), so in a y-down context they appear
/// upside down unless flipped — exactly why seed 002 calls `scaleBy(x: 1, y: -1)`.
///
/// Pixels are sRGB, premultiplied. Bad input (NaN coordinates, a singular matrix, an invalid
/// dash) is ignored with a one-time warning, as Core Graphics logs and ignores it.
public final class CGContext {
    /// Width of the bitmap in pixels.
    public let width: Int
    /// Height of the bitmap in pixels.
    public let height: Int
    /// Always 8.
    public let bitsPerComponent = 8
    /// Always 32.
    public let bitsPerPixel = 32
    /// Bytes per row of the caller's buffer, or of the internal one (`width * 4`).
    public let bytesPerRow: Int
    /// The colour space, always sRGB.
    public var colorSpace: CGColorSpace? { .srgbSpace }

    let surface: OpaquePointer
    let cr: OpaquePointer
    /// The caller's buffer, written back after every painting operation when its layout is not
    /// Cairo's own.
    let external: ExternalBitmap?
    /// Graphics-state values Cairo does not hold for us (it has one source, CG has two colours).
    var gstate = GState()
    var gstack: [GState] = []

    struct GState {
        var fillColor = RGBA.black
        var strokeColor = RGBA.black
        var alpha: Double = 1
        var interpolationQuality = CGInterpolationQuality.default
        var shouldAntialias = true
        /// `setShadow`: offset and blur in base space, and the colour (nil: no shadow).
        var shadow: Shadow?
        var blendMode = CGBlendMode.normal
        /// `clip(to:mask:)`: the mask part of the clip (Cairo holds the path part).
        var clipMask: ClipMask?
        /// Text and colour settings kept for Apple's API (CGContext+TextState.swift).
        var text = TextState()
    }

    /// The text matrix: not part of the graphics state, as in Quartz.
    var textMatrixStorage = CGAffineTransform.identity
    /// `setAllowsAntialiasing`: not part of the graphics state either.
    var allowsAntialiasingStorage = true
    /// The font `setAllows…` switches, likewise outside the graphics state.
    var allowsFont = (smoothing: true, subpixelPositioning: true, subpixelQuantization: true)
    /// The bitmap layout the context was made with (the layer context: Cairo's native
    /// premultiplied-first, 32-bit little-endian).
    var bitmapInfoStorage: UInt32 = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

    /// A transparency layer being drawn: the state to composite it with, and how many saved
    /// states were on the stack when it began (restoreGState inside it cannot go below).
    struct TransparencyLayer {
        let state: GState
        let savedStates: Int
    }
    var layers: [TransparencyLayer] = []

    struct Shadow {
        var offset: CGSize
        var blur: Double
        var color: RGBA
    }

    /// Base space (where shadow offsets and blur are measured, unaffected by the CTM): pixels
    /// per unit, and whether it is y-up — a Quartz bitmap context's is (positive offset
    /// heights move shadows up), the layer context's is y-down in points, as the context
    /// UIKit hands out on iOS (positive heights move them down).
    let baseScale: Double
    let baseIsYUp: Bool

    /// A bitmap context over `data` (or an internal, zeroed buffer when `data` is nil) with
    /// Quartz's y-up coordinates, origin at the bottom-left. Supported layouts: 8 bits per
    /// component in an RGB space, 32 bits per pixel: `premultipliedLast`, `premultipliedFirst`,
    /// `noneSkipLast` or `noneSkipFirst` (opaque: the fourth byte is written 255), in the
    /// default, 32-bit big- or little-endian byte order (`premultipliedFirst |
    /// byteOrder32Little` is B, G, R, A in memory). Returns nil for anything else, or a size
    /// outside 1…16384 per side, as Apple's initializer returns nil.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
        bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        let order = info.intersection(.byteOrderMask)
        let layout: ExternalBitmap.Layout
        let little = order == .byteOrder32Little
        guard order == .byteOrderDefault || order == .byteOrder32Big || little else {
            Diagnostics.warnOnce("CGContext: unsupported byte order in bitmapInfo \(bitmapInfo) (use the default, byteOrder32Big or byteOrder32Little)")
            return nil
        }
        switch alpha {
        case .premultipliedLast?: layout = little ? .abgr : .rgba
        case .premultipliedFirst?: layout = little ? .bgra : .argb
        case .noneSkipLast?: layout = (little ? ExternalBitmap.Layout.abgr : .rgba).skippingAlpha
        case .noneSkipFirst?: layout = (little ? ExternalBitmap.Layout.bgra : .argb).skippingAlpha
        default:
            Diagnostics.warnOnce("CGContext: unsupported bitmapInfo \(bitmapInfo) (8-bit RGB contexts take premultipliedLast, premultipliedFirst, noneSkipLast or noneSkipFirst)")
            return nil
        }
        guard bitsPerComponent == 8, space.model == .rgb, Self.validSize(width, height) else { return nil }
        let stride = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard stride >= width * 4 else { return nil }
        self.init(pixelsWide: width, pixelsHigh: height,
                  external: data.map { ExternalBitmap(data: $0, bytesPerRow: stride, layout: layout) },
                  baseScale: 1, baseIsYUp: true)
        bitmapInfoStorage = bitmapInfo
        // Quartz's bitmap user space is y-up: user y = 0 is the bottom row.
        var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height))
        cairo_set_matrix(cr, &flip)
    }

    /// A Strata addition: the context Core Animation hands to a layer's `draw(in:)` on iOS — a
    /// transparent bitmap of `width` × `height` pixels whose user space is y-down, origin at the
    /// top-left, with `scale` pixels per unit (the layer's `contentsScale`). nil for a size
    /// outside 1…16384 per side or a scale that is not positive and finite.
    public convenience init?(layerPixelsWide width: Int, pixelsHigh height: Int, scale: CGFloat = 1) {
        guard Self.validSize(width, height), scale.isFinite, scale > 0 else { return nil }
        self.init(pixelsWide: width, pixelsHigh: height, external: nil, baseScale: Double(scale), baseIsYUp: false)
        cairo_scale(cr, Double(scale), Double(scale))
    }

    init(pixelsWide width: Int, pixelsHigh height: Int, external: ExternalBitmap?, baseScale: Double,
                 baseIsYUp: Bool) {
        self.width = width
        self.height = height
        self.baseScale = baseScale
        self.baseIsYUp = baseIsYUp
        self.external = external
        self.bytesPerRow = external?.bytesPerRow ?? width * 4
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        cr = cairo_create(surface)
        if let external { external.copy(into: surface, width: width, height: height) }
        cairo_set_line_width(cr, 1)
        cairo_set_miter_limit(cr, 10)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    static func validSize(_ width: Int, _ height: Int) -> Bool {
        width > 0 && height > 0 && width <= CGImage.maximumDimension && height <= CGImage.maximumDimension
            && width * height <= CGImage.maximumPixelCount
    }

    /// An image of the context's pixels now (a snapshot; later drawing does not change it).
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        return CGImage(validatedWidth: width, height: height,
                       premultiplied: PixelConversion.rgba(fromCairo: surface, width: width, height: height))
    }

    /// Writes pending drawing to the caller's buffer (done after every painting call anyway).
    public func flush() { didPaint() }

    /// How many painting operations have run: lets a layer tell whether its `draw(in:)` drew.
    package private(set) var paintCount = 0

    /// Called after every operation that changes pixels.
    func didPaint() {
        paintCount += 1
        if cairo_status(cr) != CAIRO_STATUS_SUCCESS {
            Diagnostics.warnOnce("CGContext: Cairo reported '\(String(cString: cairo_status_to_string(cairo_status(cr))))'")
        }
        guard let external else { return }
        cairo_surface_flush(surface)
        external.copy(from: surface, width: width, height: height)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colours, line attributes, alpha).
    public func saveGState() {
        cairo_save(cr)
        gstack.append(gstate)
    }

    /// Pops the graphics state saved by the matching `saveGState()`; an unmatched call is ignored.
    public func restoreGState() {
        guard gstack.count > (layers.last?.savedStates ?? 0), let saved = gstack.popLast() else {
            Diagnostics.warnOnce("CGContext.restoreGState() without a matching saveGState()")
            return
        }
        gstate = saved
        cairo_restore(cr)
        applyAntialias()
    }

    /// The opacity applied to everything painted, 0…1. Default 1.
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return warnIgnored("setAlpha", "a non-finite alpha") }
        gstate.alpha = Swift.min(Swift.max(Double(alpha), 0), 1)
    }

    /// How images are resampled when scaled. Default `.default` (bilinear).
    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolationQuality }
        set { gstate.interpolationQuality = newValue }
    }

    /// Whether shapes and text are anti-aliased (part of the graphics state). Default true.
    /// Anti-aliasing happens only while `setAllowsAntialiasing` allows it too, as in Quartz.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        gstate.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Whether `setShouldAntialias(true)` may take effect. Default true; not part of the
    /// graphics state (Apple: "This parameter is not part of the graphics state").
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        allowsAntialiasingStorage = allowsAntialiasing
        applyAntialias()
    }

    func applyAntialias() {
        let on = gstate.shouldAntialias && allowsAntialiasingStorage
        cairo_set_antialias(cr, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    func warnIgnored(_ call: String, _ why: String) {
        Diagnostics.warnOnce("CGContext.\(call) ignored \(why)")
    }
}

/// How images are resampled when drawn scaled (Apple: CGInterpolationQuality).
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default quality: smooth filtering (Cairo's "good" filter).
    case `default` = 0
    /// Nearest neighbour.
    case none = 1
    /// Low quality (drawn as `default`: Strata filters every quality but `none` alike).
    case low = 2
    /// Medium quality (drawn as `default`).
    case medium = 4
    /// High quality (drawn as `default`).
    case high = 3
}
