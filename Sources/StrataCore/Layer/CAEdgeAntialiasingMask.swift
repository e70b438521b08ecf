import Foundation

/// Which edges of a layer are anti-aliased when `allowsEdgeAntialiasing` is true (Apple:
/// CAEdgeAntialiasingMask, CALayer's `edgeAntialiasingMask`; the constants are
/// `kCALayerLeftEdge` … `kCALayerTopEdge`, bits 0–3).
///
/// Strata anti-aliases a layer's edges when the mask names any edge: edges left out of a mask
/// that names some are anti-aliased too (Core Animation would leave them hard).
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The left edge of the layer's content.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge of the layer's content.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge of the layer's content.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge of the layer's content.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)

    /// The edges by name, for scene files.
    package static let names: [(name: String, value: CAEdgeAntialiasingMask)] = [
        ("layerLeftEdge", .layerLeftEdge), ("layerRightEdge", .layerRightEdge),
        ("layerBottomEdge", .layerBottomEdge), ("layerTopEdge", .layerTopEdge),
    ]
}
