import Foundation
import StrataGraphics

/// A layer that fills its bounds with a colour gradient (Apple: CAGradientLayer).
///
/// `startPoint` and `endPoint` are in the unit square of the bounds, (0, 0) at the top-left as
/// on iOS. The gradient fills the layer's rounded shape: Strata clips it to `cornerRadius`
/// itself (whether or not `masksToBounds` is set), so the compositor shows the bitmap as is.
/// `colors`, `locations`, `startPoint` and `endPoint` are animatable; colour lists of the same
/// length blend colour by colour.
open class CAGradientLayer: CALayer {
    static let colorsProperty = CustomLayerProperty(key: "colors", kind: .colorList, slot: 0, default: .object(ObjectRef(nil)))
    static let locationsProperty = CustomLayerProperty(key: "locations", kind: .numberList, slot: 1, default: .object(ObjectRef(nil)))
    static let startPointProperty = CustomLayerProperty(key: "startPoint", kind: .point, slot: 2, default: .point(CGPoint(x: 0.5, y: 0)))
    static let endPointProperty = CustomLayerProperty(key: "endPoint", kind: .point, slot: 3, default: .point(CGPoint(x: 0.5, y: 1)))
    static let typeProperty = CustomLayerProperty(key: "type", kind: .string, slot: 4, default: staticString("axial"),
                                                  isAnimatable: false, allowedStrings: CAGradientLayerType.names)
    static let allProperties = [colorsProperty, locationsProperty, startPointProperty, endPointProperty, typeProperty]
    static let propertiesByKey = byKey(allProperties)
    override class var customProperties: [String: CustomLayerProperty] { propertiesByKey }

    final var drawnCache = DrawnContentsCache()

    /// The colours of the stops, CGColors. Default nil. Animatable.
    open var colors: [Any]? {
        get { (extraObject(Self.colorsProperty) as? ColorList)?.boxed }
        set {
            let list = newValue.map { ColorList($0.compactMap { ($0 as? CGColor).map(RGBA.init) ?? ($0 as? RGBA) }) }
            setExtra(Self.colorsProperty, object: list)
        }
    }
    /// Where each stop lies, 0…1, increasing; nil spreads the stops evenly. Default nil. Animatable.
    open var locations: [NSNumber]? {
        get { (extraObject(Self.locationsProperty) as? NumberList)?.boxed }
        set { setExtra(Self.locationsProperty, object: newValue.map { NumberList($0.map(\.doubleValue)) }) }
    }
    /// Where the first stop is, in the bounds' unit square. Default (0.5, 0). Animatable.
    open var startPoint: CGPoint {
        get { extraPoint(Self.startPointProperty) }
        set { setExtra(Self.startPointProperty, .point(newValue)) }
    }
    /// Where the last stop is, in the bounds' unit square. Default (0.5, 1). Animatable.
    open var endPoint: CGPoint {
        get { extraPoint(Self.endPointProperty) }
        set { setExtra(Self.endPointProperty, .point(newValue)) }
    }
    /// The gradient's shape. Default `.axial`.
    open var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: extraString(Self.typeProperty) ?? "axial") }
        set { setExtra(Self.typeProperty, string: newValue.rawValue) }
    }

    /// The gradient rasterised from this layer's (presentation) values at `scale` pixels per
    /// point, cached until a value, the bounds, the corner radius or the scale changes.
    open override func renderedContents(scale: CGFloat) -> CGImage? {
        drawnCache.image(for: state, scale: scale) { renderGradient(scale: scale) }
    }

    /// How many times this layer has rasterised (a Strata addition, for tests).
    public var renderCount: Int { drawnCache.renderCount }

    override package var rastersOwnContents: Bool { true }
    /// The bitmap `drawnRaster(_:)` last returned (for tests and the benchmark).
    package var currentRaster: DrawnRaster? { drawnCache.raster }
    /// Pixels drawn afresh (not copied from the last bitmap) into its rasters so far.
    package var rasterPixelsDrawn: Int { drawnCache.rasterPixelsDrawn }

    /// The visible part, at the scale it is shown at (`RasterPolicy`), cached as
    /// `renderedContents(scale:)` is.
    override package func drawnRaster(_ view: RasterView) -> DrawnRaster? {
        drawnCache.raster(for: state, view: view, extent: { _ in state.bounds }) { ctx in renderGradient { ctx } }
    }
}
