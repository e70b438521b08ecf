import Foundation
import StrataGraphics

/// A layer that draws a string in one font, size and colour, or an attributed string run by run
/// (Apple: CATextLayer).
///
/// Text is laid out from the top-left of the bounds: the first baseline sits one font ascent
/// down, lines split at newlines (and, when `isWrapped`, at spaces to fit the width). Fonts are
/// found through fontconfig; an uninstalled family (Helvetica, the default, on Linux) falls
/// back to an installed one with a one-time message. `fontSize` and `foregroundColor` are
/// animatable. An NSAttributedString is drawn in its runs' fonts (UIKit's `UIFont`), colours
/// (`UIColor` or `CGColor`, under UIKit's or Core Text's key), kerning, underline,
/// strikethrough, background and baseline offset; what a run does not say is Core Text's
/// default, Helvetica 12 in black: as Apple documents, `font`, `fontSize` and `foregroundColor`
/// are only used when the string is not attributed.
open class CATextLayer: CALayer {
    static let stringProperty = CustomLayerProperty(key: "string", kind: .string, slot: 0, default: .object(ObjectRef(nil)), isAnimatable: false)
    static let fontProperty = CustomLayerProperty(key: "font", kind: .string, slot: 1, default: staticString("Helvetica"), isAnimatable: false)
    static let fontSizeProperty = CustomLayerProperty(key: "fontSize", kind: .number, slot: 2, default: .number(36))
    static let foregroundColorProperty = CustomLayerProperty(key: "foregroundColor", kind: .color, slot: 3, default: .color(.white))
    static let wrappedProperty = CustomLayerProperty(key: "wrapped", kind: .bool, slot: 4, default: .bool(false), isAnimatable: false)
    static let truncationModeProperty = CustomLayerProperty(key: "truncationMode", kind: .string, slot: 5, default: staticString("none"),
                                                            isAnimatable: false, allowedStrings: CATextLayerTruncationMode.names)
    static let alignmentModeProperty = CustomLayerProperty(key: "alignmentMode", kind: .string, slot: 6, default: staticString("natural"),
                                                           isAnimatable: false, allowedStrings: CATextLayerAlignmentMode.names)
    static let allProperties = [stringProperty, fontProperty, fontSizeProperty, foregroundColorProperty, wrappedProperty,
                                truncationModeProperty, alignmentModeProperty]
    static let propertiesByKey = byKey(allProperties)
    override class var customProperties: [String: CustomLayerProperty] { propertiesByKey }

    final var drawnCache = DrawnContentsCache()

    /// Where the text is laid out, in the layer's coordinates: nil, the bounds (Core
    /// Animation's CATextLayer); `.null`, nowhere. UILabel places its text here, vertically
    /// centred or where its `drawText(in:)` says (CATextLayer+TextFrame.swift).
    package final var textFrame: CGRect? {
        didSet {
            guard textFrame != oldValue else { return }
            drawnCache.invalidate()
            attributesVersion &+= 1
            modelDidChange()
        }
    }

    override func copyAttributes(from other: CALayer) {
        super.copyAttributes(from: other)
        if let text = other as? CATextLayer { textFrame = text.textFrame }
    }

    /// The text: a String or an NSAttributedString (copied, as Apple's `copy` property is, so
    /// mutating the original later changes nothing). Default nil.
    open var string: Any? {
        get {
            switch extraObject(Self.stringProperty) {
            case let text as NSString: return String(text)
            case let other?: return other
            case nil: return nil
            }
        }
        set {
            switch newValue {
            case let text as String: setExtra(Self.stringProperty, string: text)
            case let text as NSAttributedString: setExtra(Self.stringProperty, object: NSAttributedString(attributedString: text))
            case nil: setExtra(Self.stringProperty, object: nil)
            default: setExtra(Self.stringProperty, string: "\(newValue!)")
            }
        }
    }
    /// The font: a font name (`String` or `CFString`), a `CGFont` or a `UIFont`. Reads back as
    /// the name; as on iOS, a font object's size is not used (`fontSize` is).
    /// Default "Helvetica". (Apple declares it `CFTypeRef?`; `Any?` accepts the same values.)
    open var font: Any? {
        get { extraString(Self.fontProperty) }
        set {
            // A CGFont, a String, or a CFString (NSString) as iOS code writes `"Name" as CFString`.
            // A UIFont too: on iOS it is toll-free bridged to CTFont, which the layer accepts.
            let name = (newValue as? CGFont)?.requestedName ?? (newValue as? String) ?? (newValue as? NSString).map { String($0) }
                ?? (newValue as? _CATextLayerFont)?._fontNameForTextLayer
            setExtra(Self.fontProperty, string: name ?? "Helvetica")
        }
    }
    /// The font size in points. Default 36. Animatable.
    open var fontSize: CGFloat {
        get { extraNumber(Self.fontSizeProperty) }
        set { setExtra(Self.fontSizeProperty, number: newValue) }
    }
    /// The text colour. Default opaque white. Animatable.
    open var foregroundColor: CGColor? {
        get { extraColor(Self.foregroundColorProperty)?.cgColor }
        set { setExtra(Self.foregroundColorProperty, color: newValue) }
    }
    /// Whether lines wrap to the bounds' width. Default false.
    open var isWrapped: Bool {
        get { extraBool(Self.wrappedProperty) }
        set { setExtra(Self.wrappedProperty, .bool(newValue)) }
    }
    /// How text that does not fit is cut. Default `.none`.
    open var truncationMode: CATextLayerTruncationMode {
        get { CATextLayerTruncationMode(rawValue: extraString(Self.truncationModeProperty) ?? "none") }
        set { setExtra(Self.truncationModeProperty, string: newValue.rawValue) }
    }
    /// How lines are aligned in the bounds. Default `.natural`.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: extraString(Self.alignmentModeProperty) ?? "natural") }
        set { setExtra(Self.alignmentModeProperty, string: newValue.rawValue) }
    }

    /// The text rasterised from this layer's (presentation) values at `scale` pixels per point,
    /// cached until a value, the bounds or the scale changes.
    open override func renderedContents(scale: CGFloat) -> CGImage? {
        // A label whose drawText(in:) draws the text itself shows its drawn contents instead.
        if textFrame?.isNull == true { return super.renderedContents(scale: scale) }
        return drawnCache.image(for: state, scale: scale) { renderText(scale: scale) }
    }

    /// How many times this layer has rasterised (a Strata addition, for tests).
    public var renderCount: Int { drawnCache.renderCount }

    override package var rastersOwnContents: Bool { textFrame?.isNull != true }
    /// The bitmap `drawnRaster(_:)` last returned (for tests and the benchmark).
    package var currentRaster: DrawnRaster? { drawnCache.raster }
    /// Pixels drawn afresh (not copied from the last bitmap) into its rasters so far.
    package var rasterPixelsDrawn: Int { drawnCache.rasterPixelsDrawn }

    /// The visible part, at the scale it is shown at (`RasterPolicy`), cached as
    /// `renderedContents(scale:)` is.
    override package func drawnRaster(_ view: RasterView) -> DrawnRaster? {
        drawnCache.raster(for: state, view: view, extent: { _ in state.bounds }) { ctx in renderText { ctx } }
    }
}
