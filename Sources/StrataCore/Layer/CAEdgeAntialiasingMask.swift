import Foundation

/// Which edges of a layer are anti-aliased when `allowsEdgeAntialiasing` is true (Apple:
/// CAEdgeAntialiasingMask, CALayer's `edgeAntialiasingMask`; the constants are
/// `kCALayerLeftEdge` … `kCALayerTopEdge`, bits 0–3).
///
/// Edges left out of the mask are drawn hard (a pixel is covered when its centre is inside),
/// as Apple documents it: "to disable antialiasing for edges that abut edges of other layers,
/// to eliminate the seams". Left and right are the layer's minimum and maximum x edges,
/// bottom and top its minimum and maximum y edges (Core Animation's names, whatever way y
/// points on screen). A layer with rounded corners keeps all its edges smooth; `render(in:)`
/// anti-aliases all four edges of a partial mask.
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
