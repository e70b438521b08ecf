import Foundation

/// How a CAScrollLayer may scroll (Apple: CAScrollLayerScrollMode).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Scrolling changes nothing.
    public static let none = Self(rawValue: "none")
    /// Scrolling moves the content along y only.
    public static let vertically = Self(rawValue: "vertically")
    /// Scrolling moves the content along x only.
    public static let horizontally = Self(rawValue: "horizontally")
    /// Scrolling moves the content along both axes (the default).
    public static let both = Self(rawValue: "both")
}

/// A layer that shows part of its content by moving its bounds' origin (Apple: CAScrollLayer):
/// scrolling to a point puts that point of its coordinate space at its top-left corner.
/// Sublayers inside it use `scroll(_:)` and `scrollRectToVisible(_:)` to scroll it.
open class CAScrollLayer: CALayer {
    /// The directions scrolling may move the bounds. Default `.both`.
    open var scrollMode: CAScrollLayerScrollMode = .both { didSet { attributesVersion &+= 1 } }

    override func copyAttributes(from other: CALayer) {
        super.copyAttributes(from: other)
        if let scroll = other as? CAScrollLayer { scrollMode = scroll.scrollMode }
    }

    /// Moves the bounds' origin to `p` (along the directions `scrollMode` allows).
    open func scroll(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite, scrollMode != .none else { return }
        var origin = bounds.origin
        if scrollMode != .vertically { origin.x = p.x }
        if scrollMode != .horizontally { origin.y = p.y }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls as little as possible to bring `r` (in this layer's coordinates) into view; a
    /// rectangle larger than the bounds brings its top-left corner in.
    open func scroll(to r: CGRect) {
        let visible = bounds
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ vLo: CGFloat, _ size: CGFloat) -> CGFloat {
            if lo < vLo || hi - lo > size { return lo }
            if hi > vLo + size { return hi - size }
            return vLo
        }
        scroll(to: CGPoint(x: axis(r.minX, r.maxX, visible.minX, visible.width),
                           y: axis(r.minY, r.maxY, visible.minY, visible.height)))
    }
}

extension CALayer {
    /// The nearest CAScrollLayer above this layer.
    private var enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayer
        while let l = layer {
            if let scroll = l as? CAScrollLayer { return scroll }
            layer = l.superlayer
        }
        return nil
    }

    /// Scrolls the nearest CAScrollLayer above so that `p` (in this layer's coordinates) lies at
    /// its origin (Apple: `scroll(_:)`).
    public func scroll(_ p: CGPoint) {
        guard let scroll = enclosingScrollLayer else { return }
        scroll.scroll(to: convert(p, to: scroll))
    }

    /// Scrolls the nearest CAScrollLayer above as little as possible to show `r` (in this
    /// layer's coordinates) (Apple: `scrollRectToVisible(_:)`).
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroll = enclosingScrollLayer else { return }
        scroll.scroll(to: convert(r, to: scroll))
    }

    /// The part of the bounds that the scroll layers above leave visible, in this layer's
    /// coordinates (Apple: `visibleRect`); the bounds when no scroll layer encloses it.
    public var visibleRect: CGRect {
        var visible = bounds
        var layer = superlayer
        while let l = layer {
            if l is CAScrollLayer { visible = visible.intersection(convert(l.bounds, from: l)) }
            layer = l.superlayer
        }
        return visible
    }
}
