import Foundation

/// The part of a property that a structure key path names (`position.x`,
/// `bounds.size.width`, `transform.rotation.z`, …), per "Core Animation Extensions To
/// Key-Value Coding" (Core Animation Programming Guide).
enum ValueComponent: Equatable {
    case whole
    // CGPoint
    case x, y
    // CGSize
    case width, height
    // CGRect
    case origin, size, originX, originY, sizeWidth, sizeHeight
    // CATransform3D
    case rotationX, rotationY, rotationZ
    case scale, scaleX, scaleY, scaleZ, scaleXY
    case translation, translationX, translationY, translationZ

    /// Parses the part of a key path after the property name, for a property of `kind`.
    init?(subpath: String, of kind: CAValueKind) {
        switch (kind, subpath) {
        case (_, ""): self = .whole
        case (.point, "x"): self = .x
        case (.point, "y"): self = .y
        case (.size, "width"): self = .width
        case (.size, "height"): self = .height
        case (.rect, "origin"): self = .origin
        case (.rect, "size"): self = .size
        case (.rect, "origin.x"): self = .originX
        case (.rect, "origin.y"): self = .originY
        case (.rect, "size.width"): self = .sizeWidth
        case (.rect, "size.height"): self = .sizeHeight
        case (.transform, "rotation"), (.transform, "rotation.z"): self = .rotationZ
        case (.transform, "rotation.x"): self = .rotationX
        case (.transform, "rotation.y"): self = .rotationY
        case (.transform, "scale"): self = .scale
        case (.transform, "scale.x"): self = .scaleX
        case (.transform, "scale.y"): self = .scaleY
        case (.transform, "scale.z"): self = .scaleZ
        case (.transform, "scale.xy"): self = .scaleXY
        case (.transform, "translation"): self = .translation
        case (.transform, "translation.x"): self = .translationX
        case (.transform, "translation.y"): self = .translationY
        case (.transform, "translation.z"): self = .translationZ
        default: return nil
        }
    }

    /// The kind of value the component holds, given the property's kind.
    func kind(in propertyKind: CAValueKind) -> CAValueKind {
        switch self {
        case .whole: return propertyKind
        case .origin: return .point
        case .size, .translation: return .size
        default: return .number
        }
    }

    /// Reads the component out of a whole property value.
    func extract(from v: AnimValue) -> AnimValue {
        switch (self, v) {
        case (.whole, _): return v
        case (.x, .point(let p)): return .number(Double(p.x))
        case (.y, .point(let p)): return .number(Double(p.y))
        case (.width, .size(let s)): return .number(Double(s.width))
        case (.height, .size(let s)): return .number(Double(s.height))
        case (.origin, .rect(let r)): return .point(r.origin)
        case (.size, .rect(let r)): return .size(r.size)
        case (.originX, .rect(let r)): return .number(Double(r.origin.x))
        case (.originY, .rect(let r)): return .number(Double(r.origin.y))
        case (.sizeWidth, .rect(let r)): return .number(Double(r.size.width))
        case (.sizeHeight, .rect(let r)): return .number(Double(r.size.height))
        case (_, .transform(let t)): return TransformKeyPaths.get(self, of: t)
        default: return v
        }
    }

    /// Writes the component into a whole property value.
    func insert(_ c: AnimValue, into v: AnimValue) -> AnimValue {
        switch (self, v, c) {
        case (.whole, _, _): return c
        case (.x, .point(var p), .number(let n)): p.x = CGFloat(n); return .point(p)
        case (.y, .point(var p), .number(let n)): p.y = CGFloat(n); return .point(p)
        case (.width, .size(var s), .number(let n)): s.width = CGFloat(n); return .size(s)
        case (.height, .size(var s), .number(let n)): s.height = CGFloat(n); return .size(s)
        case (.origin, .rect(var r), .point(let p)): r.origin = p; return .rect(r)
        case (.size, .rect(var r), .size(let s)): r.size = s; return .rect(r)
        case (.originX, .rect(var r), .number(let n)): r.origin.x = CGFloat(n); return .rect(r)
        case (.originY, .rect(var r), .number(let n)): r.origin.y = CGFloat(n); return .rect(r)
        case (.sizeWidth, .rect(var r), .number(let n)): r.size.width = CGFloat(n); return .rect(r)
        case (.sizeHeight, .rect(var r), .number(let n)): r.size.height = CGFloat(n); return .rect(r)
        case (_, .transform(let t), _): return .transform(TransformKeyPaths.set(self, to: c, in: t))
        default: return v
        }
    }
}
