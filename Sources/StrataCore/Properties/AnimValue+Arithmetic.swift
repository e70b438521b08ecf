import Foundation
import StrataGraphics

/// Interpolation and the arithmetic that additive, cumulative and `byValue` animations need.
/// Values of different kinds never mix: an operation on mismatched kinds yields the second
/// operand, which is what a discrete switch would show.
extension AnimValue {
    /// Linear interpolation; transforms blend through decomposition (perspective and shear
    /// kept), booleans and objects switch only at `t >= 1` as a discrete keyframe would.
    static func interpolate(_ a: AnimValue, _ b: AnimValue, _ t: Double) -> AnimValue {
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(x + (y - x) * t)
        case let (.point(p), .point(q)): return .point(lerp(p, q, t))
        case let (.size(p), .size(q)):
            return .size(CGSize(width: lerp(p.width, q.width, t), height: lerp(p.height, q.height, t)))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(origin: lerp(p.origin, q.origin, t),
                                size: CGSize(width: lerp(p.size.width, q.size.width, t),
                                             height: lerp(p.size.height, q.size.height, t))))
        case let (.color(p), .color(q)):
            // A missing colour is transparent black, so fading from nil to red works.
            let c0 = p ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            let c1 = q ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            if p == nil && q == nil { return .color(nil) }
            return .color(RGBA(red: c0.red + (c1.red - c0.red) * t,
                               green: c0.green + (c1.green - c0.green) * t,
                               blue: c0.blue + (c1.blue - c0.blue) * t,
                               alpha: c0.alpha + (c1.alpha - c0.alpha) * t))
        case let (.transform(p), .transform(q)):
            return .transform(CATransform3D.interpolate(from: p, to: q, progress: t))
        case let (.object(p), .object(q)):
            return interpolateObjects(p, q, t) ?? (t >= 1 ? b : a)
        default:
            return t >= 1 ? b : a
        }
    }

    /// Paths with the same element structure blend point by point; colour and number lists of
    /// the same length blend item by item (Core Animation animates CAShapeLayer's `path` and
    /// CAGradientLayer's `colors`/`locations` so). nil: switch instead. The result is new, so
    /// it is held until the caller stores it (see `ObjectKeepAlive`).
    private static func interpolateObjects(_ a: ObjectRef, _ b: ObjectRef, _ t: Double) -> AnimValue? {
        switch (a.object, b.object) {
        case let (p as CGPath, q as CGPath):
            if p === q { return .object(a) }
            guard let blended = p.interpolated(to: q, progress: CGFloat(t)) else { return nil }
            return .object(ObjectKeepAlive.hold(blended))
        case let (p as ColorList, q as ColorList) where p.colors.count == q.colors.count:
            let colors = zip(p.colors, q.colors).map { RGBA.interpolate($0, $1, t) }
            return .object(ObjectKeepAlive.hold(ColorList(colors)))
        case (_ as CGImage?, _ as CGImage?) where a.object !== b.object && (a.object != nil || b.object != nil):
            // Image contents cross-fade (see ContentsCrossfade); the ends are the images.
            if t <= 0 { return .object(a) }
            if t >= 1 { return .object(b) }
            return .object(ObjectKeepAlive.hold(ContentsCrossfade(from: a.object as? CGImage, to: b.object as? CGImage, fraction: t)))
        case let (p as NumberList, q as NumberList) where p.numbers.count == q.numbers.count:
            let numbers = zip(p.numbers, q.numbers).map { $0 + ($1 - $0) * t }
            return .object(ObjectKeepAlive.hold(NumberList(numbers)))
        default:
            return nil
        }
    }

    /// `a + b`: componentwise; transforms concatenate (b applied after a's own transform, as
    /// Core Animation's additive transform animations compose onto the render value).
    static func add(_ a: AnimValue, _ b: AnimValue) -> AnimValue {
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(x + y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
                                width: p.size.width + q.size.width, height: p.size.height + q.size.height))
        case let (.color(p?), .color(q?)):
            return .color(RGBA(red: p.red + q.red, green: p.green + q.green,
                               blue: p.blue + q.blue, alpha: p.alpha + q.alpha))
        case let (.transform(p), .transform(q)): return .transform(CATransform3DConcat(p, q))
        default: return b
        }
    }

    /// `a - b`, the inverse of `add` (for a `byValue` with `toValue`).
    static func subtract(_ a: AnimValue, _ b: AnimValue) -> AnimValue {
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(x - y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        case let (.size(p), .size(q)): return .size(CGSize(width: p.width - q.width, height: p.height - q.height))
        case let (.rect(p), .rect(q)):
            return .rect(CGRect(x: p.origin.x - q.origin.x, y: p.origin.y - q.origin.y,
                                width: p.size.width - q.size.width, height: p.size.height - q.size.height))
        case let (.color(p?), .color(q?)):
            return .color(RGBA(red: p.red - q.red, green: p.green - q.green,
                               blue: p.blue - q.blue, alpha: p.alpha - q.alpha))
        case let (.transform(p), .transform(q)):
            // a = q · x  ⇒  x = q⁻¹ · a (so that add(q, x) == a).
            guard let inv = q.inverted() else { return a }
            return .transform(CATransform3DConcat(inv, p))
        default: return a
        }
    }

    /// `a` added to itself `n` times (cumulative animations: the end value of each earlier cycle).
    static func repeated(_ a: AnimValue, _ n: Int) -> AnimValue? {
        guard n > 0 else { return nil }
        switch a {
        case .number(let x): return .number(x * Double(n))
        case .point(let p): return .point(CGPoint(x: p.x * CGFloat(n), y: p.y * CGFloat(n)))
        case .size(let s): return .size(CGSize(width: s.width * CGFloat(n), height: s.height * CGFloat(n)))
        case .rect(let r):
            let k = CGFloat(n)
            return .rect(CGRect(x: r.origin.x * k, y: r.origin.y * k, width: r.size.width * k, height: r.size.height * k))
        case .color(let c?):
            let k = Double(n)
            return .color(RGBA(red: c.red * k, green: c.green * k, blue: c.blue * k, alpha: c.alpha * k))
        case .transform(let t):
            // Exponentiation by squaring: O(log n) even for thousands of cycles.
            var result = CATransform3DIdentity, base = t, k = n
            while k > 0 {
                if k & 1 == 1 { result = CATransform3DConcat(result, base) }
                base = CATransform3DConcat(base, base)
                k >>= 1
            }
            return .transform(result)
        default: return nil
        }
    }

    /// The distance between two values, for paced keyframe timing.
    static func distance(_ a: AnimValue, _ b: AnimValue) -> Double {
        switch (a, b) {
        case let (.number(x), .number(y)): return abs(y - x)
        case let (.point(p), .point(q)): return hypot(Double(q.x - p.x), Double(q.y - p.y))
        case let (.size(p), .size(q)): return hypot(Double(q.width - p.width), Double(q.height - p.height))
        case let (.rect(p), .rect(q)):
            let d = [q.origin.x - p.origin.x, q.origin.y - p.origin.y, q.size.width - p.size.width, q.size.height - p.size.height]
            return sqrt(d.reduce(0) { $0 + Double($1 * $1) })
        case let (.color(p?), .color(q?)):
            let d = [q.red - p.red, q.green - p.green, q.blue - p.blue, q.alpha - p.alpha]
            return sqrt(d.reduce(0) { $0 + $1 * $1 })
        case let (.transform(p), .transform(q)):
            // Translation distance plus rotation angle: enough to pace transform keyframes.
            let dt = hypot(hypot(Double(q.m41 - p.m41), Double(q.m42 - p.m42)), Double(q.m43 - p.m43))
            return dt + abs(atan2(Double(q.m12), Double(q.m11)) - atan2(Double(p.m12), Double(p.m11)))
        default: return 1
        }
    }

    @inline(__always) private static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat {
        a + (b - a) * CGFloat(t)
    }

    @inline(__always) private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t))
    }
}
