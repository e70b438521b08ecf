import CCairo
import Foundation

/// The current transformation matrix (CTM): user space → device space.
extension CGContext {
    /// The CTM, relative to Quartz's y-up device space (origin at the bottom-left pixel corner):
    /// identity for a fresh `CGContext(data:…)`, `[s, 0, 0, −s, 0, height]` for a layer context,
    /// as on iOS.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(m).concatenating(deviceFlip)
    }

    /// Moves the origin by (`tx`, `ty`) in user space.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    /// Scales user space by `sx`, `sy`. A zero scale is ignored with a warning (Cairo cannot
    /// hold a singular matrix; nothing would be visible anyway).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (x axis toward y axis).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` to user space before the current CTM (Apple: `concatenate(_:)`).
    public func concatenate(_ transform: CGAffineTransform) {
        var m = cairo_matrix_t(transform)
        guard Self.isUsable(m) else { return warnIgnored("concatenate", "a singular or non-finite matrix \(transform)") }
        cairo_transform(cr, &m)
    }

    /// A point in user space mapped to device pixels (y-up, Quartz's device space).
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }

    /// A device-space point (y-up) mapped to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }

    /// Quartz device space (y-up) ↔ Cairo device space (y-down): its own inverse.
    var deviceFlip: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    static func isUsable(_ m: cairo_matrix_t) -> Bool {
        let values = [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0]
        guard values.allSatisfy(\.isFinite) else { return false }
        var copy = m
        return cairo_matrix_invert(&copy) == CAIRO_STATUS_SUCCESS
    }
}

extension cairo_matrix_t {
    /// Core Graphics' (a, b, c, d, tx, ty) in Cairo's order: x' = xx·x + xy·y + x0,
    /// y' = yx·x + yy·y + y0 — the same map, with b and c as yx and xy.
    init(_ t: CGAffineTransform) {
        self.init(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }
}

extension CGAffineTransform {
    init(_ m: cairo_matrix_t) {
        self.init(a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0))
    }
}

/// Apple's other space conversions: sizes and rectangles, and the CTM under its long name.
extension CGContext {
    /// The affine transform from user space to device space (the CTM).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// A size (a vector: the CTM without translation) in device pixels.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    /// A device size in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    /// The smallest device rectangle containing `rect`'s corners mapped by the CTM.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    /// The smallest user rectangle containing a device rectangle's corners.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }
}
