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
}

extension CALayer {
    /// `allowsEdgeAntialiasing`'s default for new layers. Apple reads the Boolean
    /// `UIViewEdgeAntialiasing` from the main bundle's Info.plist, else false; Strata reads the
    /// same key, and the environment variable `STRATA_EDGE_ANTIALIASING` (1 or 0) overrides it
    /// (an executable built by SwiftPM has no Info.plist).
    static let defaultAllowsEdgeAntialiasing: Bool = {
        if let value = ProcessInfo.processInfo.environment["STRATA_EDGE_ANTIALIASING"] {
            return ["1", "yes", "true"].contains(value.lowercased())
        }
        if let value = Bundle.main.object(forInfoDictionaryKey: "UIViewEdgeAntialiasing") {
            if let flag = value as? Bool { return flag }
            if let text = value as? String { return ["1", "yes", "true"].contains(text.lowercased()) }
        }
        return false
    }()
}
