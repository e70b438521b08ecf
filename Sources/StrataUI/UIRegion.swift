import Foundation

/// An area a field acts in, relative to the field's position (Apple: UIRegion): a circle, a
/// rectangle centred on the position, everything, or their inverse, union, difference and
/// intersection.
open class UIRegion: NSObject, NSCopying {
    indirect enum Shape {
        case infinite
        case circle(CGFloat)
        case rectangle(CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .infinite: return true
            case .circle(let r): return p.x * p.x + p.y * p.y <= r * r
            case .rectangle(let s): return abs(p.x) <= s.width / 2 && abs(p.y) <= s.height / 2
            case .inverse(let a): return !a.contains(p)
            case .union(let a, let b): return a.contains(p) || b.contains(p)
            case .difference(let a, let b): return a.contains(p) && !b.contains(p)
            case .intersection(let a, let b): return a.contains(p) && b.contains(p)
            }
        }
    }

    let shape: Shape

    init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// The region that contains every point.
    open class var infinite: UIRegion { UIRegion(shape: .infinite) }

    /// A circle of `radius` about the position; a negative or non-finite radius is empty.
    public convenience init(radius: CGFloat) {
        self.init(shape: .circle(radius.isFinite ? max(radius, 0) : 0))
    }

    /// A rectangle of `size` centred on the position; a non-finite size is empty.
    public convenience init(size: CGSize) {
        let ok = size.width.isFinite && size.height.isFinite
        self.init(shape: .rectangle(ok ? CGSize(width: abs(size.width), height: abs(size.height)) : .zero))
    }

    /// Everything outside this region.
    open func inverse() -> UIRegion { UIRegion(shape: .inverse(shape)) }
    /// The points in either region.
    open func union(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }
    /// The points of this region not in `region`.
    open func difference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }
    /// The points in both regions.
    open func intersection(with region: UIRegion) -> UIRegion { UIRegion(shape: .intersection(shape, region.shape)) }
    /// Whether `point` (relative to the field's position) is in the region.
    open func contains(_ point: CGPoint) -> Bool { shape.contains(point) }

    /// The region itself: regions never change.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
