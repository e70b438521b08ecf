import Foundation
import StrataGraphics

/// Conversion between `AnimValue` and the four-component vectors that keyframe curves use.
enum VectorValue {
    /// Kinds that live in a vector space (everything a cubic spline or a path can carry).
    static func isVector(_ kind: CAValueKind) -> Bool {
        switch kind {
        case .number, .point, .size, .rect, .color: return true
        default: return false
        }
    }

    static func vector(_ v: AnimValue) -> SIMD4<Double>? {
        switch v {
        case .number(let n): return [n, 0, 0, 0]
        case .point(let p): return [Double(p.x), Double(p.y), 0, 0]
        case .size(let s): return [Double(s.width), Double(s.height), 0, 0]
        case .rect(let r): return [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        case .color(let c):
            // A missing colour is transparent black, as when interpolating.
            guard let c else { return [0, 0, 0, 0] }
            return [c.red, c.green, c.blue, c.alpha]
        default: return nil
        }
    }

    @inline(__always)
    static func make(_ v: SIMD4<Double>, kind: CAValueKind) -> AnimValue {
        switch kind {
        case .number: return .number(v.x)
        case .size: return .size(CGSize(width: v.x, height: v.y))
        case .rect: return .rect(CGRect(x: v.x, y: v.y, width: v.z, height: v.w))
        case .color: return .color(RGBA(red: v.x, green: v.y, blue: v.z, alpha: v.w))
        default: return .point(CGPoint(x: v.x, y: v.y))
        }
    }
}
