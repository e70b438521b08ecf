import Foundation
import StrataGraphics

/// A layer that draws a path: filled, then stroked (Apple: CAShapeLayer).
///
/// The shape is drawn in the layer's coordinate space and clipped to its bounds (Strata renders
/// the layer's bitmap over its bounds; Core Animation does not clip a path that leaves them —
/// give the layer bounds that hold the shape). `path`, the colours, `lineWidth`, `miterLimit`,
/// `lineDashPhase`, `strokeStart` and `strokeEnd` are animatable; a path animates point by point
/// when both paths have the same elements, and switches otherwise. The compositor gets the
/// bitmap from `renderedContents(scale:)`, re-rasterised only when a drawn value changes.
open class CAShapeLayer: CALayer {
    static let pathProperty = CustomLayerProperty(key: "path", kind: .path, slot: 0, default: .object(ObjectRef(nil)))
    static let fillColorProperty = CustomLayerProperty(key: "fillColor", kind: .color, slot: 1, default: .color(.black))
    static let fillRuleProperty = CustomLayerProperty(key: "fillRule", kind: .string, slot: 2, default: staticString("non-zero"),
                                                      isAnimatable: false, allowedStrings: CAShapeLayerFillRule.names)
    static let strokeColorProperty = CustomLayerProperty(key: "strokeColor", kind: .color, slot: 3, default: .color(nil))
    static let lineWidthProperty = CustomLayerProperty(key: "lineWidth", kind: .number, slot: 4, default: .number(1))
    static let miterLimitProperty = CustomLayerProperty(key: "miterLimit", kind: .number, slot: 5, default: .number(10))
    static let lineCapProperty = CustomLayerProperty(key: "lineCap", kind: .string, slot: 6, default: staticString("butt"),
                                                     isAnimatable: false, allowedStrings: CAShapeLayerLineCap.names)
    static let lineJoinProperty = CustomLayerProperty(key: "lineJoin", kind: .string, slot: 7, default: staticString("miter"),
                                                      isAnimatable: false, allowedStrings: CAShapeLayerLineJoin.names)
    static let lineDashPhaseProperty = CustomLayerProperty(key: "lineDashPhase", kind: .number, slot: 8, default: .number(0))
    static let lineDashPatternProperty = CustomLayerProperty(key: "lineDashPattern", kind: .numberList, slot: 9,
                                                             default: .object(ObjectRef(nil)), isAnimatable: false)
    static let strokeStartProperty = CustomLayerProperty(key: "strokeStart", kind: .number, slot: 10, default: .number(0))
    static let strokeEndProperty = CustomLayerProperty(key: "strokeEnd", kind: .number, slot: 11, default: .number(1))

    static let allProperties = [
        pathProperty, fillColorProperty, fillRuleProperty, strokeColorProperty, lineWidthProperty, miterLimitProperty,
        lineCapProperty, lineJoinProperty, lineDashPhaseProperty, lineDashPatternProperty, strokeStartProperty, strokeEndProperty,
    ]
    static let propertiesByKey = byKey(allProperties)
    override class var customProperties: [String: CustomLayerProperty] { propertiesByKey }

    /// The last bitmap rendered from this (presentation) layer's values.
    final var drawnCache = DrawnContentsCache()

    /// The shape. Stored as an immutable copy. Default nil (nothing drawn). Animatable.
    open var path: CGPath? {
        get { extraObject(Self.pathProperty) as? CGPath }
        set { setExtra(Self.pathProperty, object: newValue?.copy()) }
    }
    /// The fill colour; nil for no fill. Default opaque black. Animatable.
    open var fillColor: CGColor? {
        get { extraColor(Self.fillColorProperty)?.cgColor }
        set { setExtra(Self.fillColorProperty, color: newValue) }
    }
    /// How the path's interior is decided. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule {
        get { CAShapeLayerFillRule.named(extraString(Self.fillRuleProperty)) }
        set { setExtra(Self.fillRuleProperty, string: newValue.rawValue) }
    }
    /// The stroke colour; nil for no stroke. Default nil. Animatable.
    open var strokeColor: CGColor? {
        get { extraColor(Self.strokeColorProperty)?.cgColor }
        set { setExtra(Self.strokeColorProperty, color: newValue) }
    }
    /// The stroke width. Default 1. Animatable.
    open var lineWidth: CGFloat {
        get { extraNumber(Self.lineWidthProperty) }
        set { setExtra(Self.lineWidthProperty, number: newValue) }
    }
    /// The miter limit of the stroke's joins. Default 10. Animatable.
    open var miterLimit: CGFloat {
        get { extraNumber(Self.miterLimitProperty) }
        set { setExtra(Self.miterLimitProperty, number: newValue) }
    }
    /// How the stroke's ends are drawn. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: extraString(Self.lineCapProperty) ?? "butt") }
        set { setExtra(Self.lineCapProperty, string: newValue.rawValue) }
    }
    /// How the stroke's corners are drawn. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: extraString(Self.lineJoinProperty) ?? "miter") }
        set { setExtra(Self.lineJoinProperty, string: newValue.rawValue) }
    }
    /// How far into the dash pattern the stroke starts. Default 0. Animatable.
    open var lineDashPhase: CGFloat {
        get { extraNumber(Self.lineDashPhaseProperty) }
        set { setExtra(Self.lineDashPhaseProperty, number: newValue) }
    }
    /// Alternating painted and unpainted lengths of the stroke; nil for a solid line. Default nil.
    open var lineDashPattern: [NSNumber]? {
        get { (extraObject(Self.lineDashPatternProperty) as? NumberList)?.boxed }
        set { setExtra(Self.lineDashPatternProperty, object: newValue.map { NumberList($0.map(\.doubleValue)) }) }
    }
    /// Where the stroke starts, as a fraction 0…1 of the path's length. Default 0. Animatable.
    open var strokeStart: CGFloat {
        get { extraNumber(Self.strokeStartProperty) }
        set { setExtra(Self.strokeStartProperty, number: newValue) }
    }
    /// Where the stroke ends, as a fraction 0…1 of the path's length. Default 1. Animatable
    /// (animating it from 0 draws the stroke on, the classic use).
    open var strokeEnd: CGFloat {
        get { extraNumber(Self.strokeEndProperty) }
        set { setExtra(Self.strokeEndProperty, number: newValue) }
    }

    /// The shape rasterised from this layer's (presentation) values at `scale` pixels per point,
    /// cached until one of them, the bounds or the scale changes. nil when nothing is drawn.
    open override func renderedContents(scale: CGFloat) -> CGImage? {
        drawnCache.placedImage(for: state, scale: scale) { renderShape(scale: scale) }
    }

    /// The area the shape paints (see `paintedRect(scale:)`), where its bitmap goes: kept with
    /// the cached bitmap, so asking each frame does not measure the path again.
    open override func renderedContentsRect(scale: CGFloat) -> CGRect? {
        _ = renderedContents(scale: scale)
        return drawnCache.placement
    }

    /// How many times this layer has rasterised its shape (a Strata addition, for tests).
    public var renderCount: Int { drawnCache.renderCount }

    override package var rastersOwnContents: Bool { true }
    /// The bitmap `drawnRaster(_:)` last returned (for tests and the benchmark).
    package var currentRaster: DrawnRaster? { drawnCache.raster }
    /// Pixels drawn afresh (not copied from the last bitmap) into its rasters so far.
    package var rasterPixelsDrawn: Int { drawnCache.rasterPixelsDrawn }

    /// The visible part, at the scale it is shown at (`RasterPolicy`), cached as
    /// `renderedContents(scale:)` is.
    override package func drawnRaster(_ view: RasterView) -> DrawnRaster? {
        drawnCache.raster(for: state, view: view, extent: { draws ? paintedArea(scale: $0) : nil }) { drawShape(in: $0) }
    }
}
