import Foundation

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

    /// Keeps `antialiasesEdges` and `hardEdgeBits` (what the walk reads) in step with the two
    /// properties.
    final func edgeAntialiasingChanged() {
        antialiasesEdges = allowsEdgeAntialiasing && !edgeAntialiasingMask.isEmpty
        hardEdgeBits = antialiasesEdges ? UInt8(~edgeAntialiasingMask.rawValue & 15) : 0
        attributesVersion &+= 1
    }
}
