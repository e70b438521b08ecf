import Foundation

/// How text is painted (Apple: CGTextDrawingMode).
public enum CGTextDrawingMode: Int32, Sendable {
    /// Glyphs are filled.
    case fill = 0
    /// Glyphs are stroked.
    case stroke = 1
    /// Glyphs are filled, then stroked.
    case fillStroke = 2
    /// Glyphs are not drawn (they still advance the text position).
    case invisible = 3
    /// Glyphs are filled and added to the clip.
    case fillClip = 4
    /// Glyphs are stroked and added to the clip.
    case strokeClip = 5
    /// Glyphs are filled, stroked and added to the clip.
    case fillStrokeClip = 6
    /// Glyphs are only added to the clip.
    case clip = 7
}

/// Text settings of the graphics state that Apple's API has and Strata's `drawText` does not
/// read (Core Text and glyph drawing, which use them, are not part of Strata): they are kept,
/// saved and restored, so code that sets and reads them behaves as on Apple platforms.
struct TextState {
    var characterSpacing: CGFloat = 0
    var drawingMode = CGTextDrawingMode.fill
    var shouldSmoothFonts = true
    var shouldSubpixelPositionFonts = true
    var shouldSubpixelQuantizeFonts = true
    var renderingIntent = CGColorRenderingIntent.defaultIntent
    var patternPhase = CGSize.zero
    var fillColorSpace: CGColorSpace?
    var strokeColorSpace: CGColorSpace?
}

extension CGContext {
    /// The transform from text space to user space (Apple: `textMatrix`). Identity by default;
    /// not part of the graphics state (`saveGState`/`restoreGState` leave it), as in Quartz.
    public var textMatrix: CGAffineTransform {
        get { textMatrixStorage }
        set { textMatrixStorage = newValue }
    }

    /// Where the next text is drawn: the text matrix's translation (Apple: `textPosition`).
    public var textPosition: CGPoint {
        get { CGPoint(x: textMatrixStorage.tx, y: textMatrixStorage.ty) }
        set {
            textMatrixStorage.tx = newValue.x
            textMatrixStorage.ty = newValue.y
        }
    }

    /// Extra space between characters, in text-space units. Default 0. Kept, not drawn.
    public func setCharacterSpacing(_ spacing: CGFloat) { gstate.text.characterSpacing = spacing }
    /// How glyphs are painted. Default `.fill`. Kept, not drawn.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { gstate.text.drawingMode = mode }

    /// Whether fonts are smoothed (Apple: `setShouldSmoothFonts`). Kept: Strata's glyphs are
    /// always anti-aliased in grey, which is what iOS draws (iOS has no subpixel smoothing).
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) { gstate.text.shouldSmoothFonts = shouldSmoothFonts }
    /// Whether `setShouldSmoothFonts` may take effect. Kept; not part of the graphics state.
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) { allowsFont.smoothing = allowsFontSmoothing }
    /// Whether glyphs may sit at fractional pixel positions. Kept.
    public func setShouldSubpixelPositionFonts(_ should: Bool) { gstate.text.shouldSubpixelPositionFonts = should }
    /// Whether `setShouldSubpixelPositionFonts` may take effect. Kept; not part of the
    /// graphics state.
    public func setAllowsFontSubpixelPositioning(_ allows: Bool) { allowsFont.subpixelPositioning = allows }
    /// Whether glyph positions are quantized. Kept.
    public func setShouldSubpixelQuantizeFonts(_ should: Bool) { gstate.text.shouldSubpixelQuantizeFonts = should }
    /// Whether `setShouldSubpixelQuantizeFonts` may take effect. Kept; not part of the
    /// graphics state.
    public func setAllowsFontSubpixelQuantization(_ allows: Bool) { allowsFont.subpixelQuantization = allows }

    /// Where pattern cells start, in base space. Kept (Strata has no patterns).
    public func setPatternPhase(_ phase: CGSize) { gstate.text.patternPhase = phase }

    /// The rendering intent for colours converted while drawing. Kept: Strata converts
    /// colorimetrically.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) { gstate.text.renderingIntent = intent }

    /// Sets the space `setFillColor(_ components:)` reads, and the fill colour to opaque black
    /// in it, as Quartz does.
    public func setFillColorSpace(_ space: CGColorSpace) {
        gstate.text.fillColorSpace = space
        gstate.fillColor = .black
    }

    /// Sets the space `setStrokeColor(_ components:)` reads, and the stroke colour to black.
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        gstate.text.strokeColorSpace = space
        gstate.strokeColor = .black
    }

    /// The fill colour from components in the fill colour space (its components then alpha;
    /// DeviceGray until `setFillColorSpace` is called, as in Quartz).
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        if let color = Self.color(components, in: gstate.text.fillColorSpace) { setFillColor(color) }
    }

    /// The stroke colour from components in the stroke colour space.
    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        if let color = Self.color(components, in: gstate.text.strokeColorSpace) { setStrokeColor(color) }
    }

    private static func color(_ components: UnsafePointer<CGFloat>, in space: CGColorSpace?) -> CGColor? {
        CGColor(colorSpace: space ?? CGColorSpaceCreateDeviceGray(), components: components)
    }

    /// The layout of the context's pixels (for the layer context: 32-bit premultiplied-first,
    /// little-endian, which is what UIKit's image contexts report on iOS).
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: bitmapInfoStorage) }
    /// The alpha part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfoStorage & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedFirst
    }

    /// Makes pending drawing visible in the caller's buffer (the same as `flush()`).
    public func synchronize() { flush() }
}
