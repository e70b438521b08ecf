import Foundation
import StrataGraphics

/// Frame, coordinate conversion through 3D transforms, and hit testing.
///
/// A point in a layer's bounds maps to its superlayer by: moving the anchor point to the
/// origin, applying `transform`, moving to `position` (and `zPosition`), then applying the
/// superlayer's `sublayerTransform` about the superlayer's anchor point. Ordinary layers
/// flatten their sublayers into their plane (perspective divide, z dropped); a
/// CATransformLayer does not, so its sublayers share one 3D space.
extension CALayer {
    /// `preferredFrameSize()`'s work (CALayer.swift declares the overridable method).
    final func preferredFrameSizeCore() -> CGSize {
        let size = state.bounds.size
        let t = CATransform3DGetAffineTransform(state.transform)
        let r = CGRect(origin: .zero, size: size).applying(t)
        return CGSize(width: abs(r.width), height: abs(r.height))
    }

    /// `frame`'s work (CALayer.swift declares the overridable property).
    final var frameValue: CGRect {
        get {
            let s = state
            let size = s.bounds.size
            if CATransform3DIsIdentity(s.transform) {
                return CGRect(x: s.position.x - s.anchorPoint.x * size.width,
                              y: s.position.y - s.anchorPoint.y * size.height,
                              width: size.width, height: size.height)
            }
            let m = matrixToSuperlayer(includeSublayerTransform: false)
            let corners = boundsCorners.map { m.project($0) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
                  newValue.size.width.isFinite, newValue.size.height.isFinite else {
                Diagnostics.warnOnce("ignored a non-finite frame on \(self)")
                return
            }
            let r = newValue.standardized
            var b = state.bounds
            b.size = r.size
            // One "frame" change for observers, around the position and bounds settings.
            if isKeyValueObserved { keyValueWillChange("frame") }
            position = CGPoint(x: r.origin.x + state.anchorPoint.x * r.width,
                               y: r.origin.y + state.anchorPoint.y * r.height)
            bounds = b
            if isKeyValueObserved { keyValueDidChange("frame") }
        }
    }

    /// The bounds corners: top-left, top-right, bottom-right, bottom-left.
    var boundsCorners: [CGPoint] {
        let b = state.bounds
        return [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
    }

    /// The 4×4 map from this layer's coordinates to its superlayer's.
    func matrixToSuperlayer(includeSublayerTransform: Bool = true) -> CATransform3D {
        let s = state
        let ax = s.bounds.minX + s.anchorPoint.x * s.bounds.width
        let ay = s.bounds.minY + s.anchorPoint.y * s.bounds.height
        var m = CATransform3DMakeTranslation(-ax, -ay, -s.anchorPointZ)
        m = CATransform3DConcat(m, s.transform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(s.position.x, s.position.y, s.zPosition))
        if includeSublayerTransform, let parent = superlayer, parent.isGeometryFlipped {
            m = CATransform3DConcat(m, CALayer.verticalFlip(of: parent.state.bounds))
        }
        if includeSublayerTransform, let parent = superlayer, !CATransform3DIsIdentity(parent.state.sublayerTransform) {
            let p = parent.state
            let px = p.bounds.minX + p.anchorPoint.x * p.bounds.width
            let py = p.bounds.minY + p.anchorPoint.y * p.bounds.height
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-px, -py, -p.anchorPointZ))
            m = CATransform3DConcat(m, p.sublayerTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(px, py, p.anchorPointZ))
        }
        return m
    }

    /// The maps from this layer's plane up to `ancestor`'s (nil: above the root), one per
    /// flattening: layers inside a CATransformLayer are combined before projecting.
    func planeMaps(upTo ancestor: CALayer?) -> [CATransform3D] {
        var maps: [CATransform3D] = []
        var acc = CATransform3DIdentity
        var node: CALayer? = self
        while let layer = node, layer !== ancestor {
            acc = CATransform3DConcat(acc, layer.matrixToSuperlayer())
            let parent = layer.superlayer
            if !(parent is CATransformLayer) || parent == nil || parent === ancestor {
                maps.append(acc)
                acc = CATransform3DIdentity
            }
            node = parent
        }
        return maps
    }

    /// The topmost ancestor (the root of the tree).
    var rootLayer: CALayer {
        var node: CALayer = self
        while let parent = node.superlayer { node = parent }
        return node
    }

    /// Maps a point in this layer to the coordinate space of `ancestor` (nil: the space the root
    /// layer's position is given in).
    func mapUp(_ p: CGPoint, to ancestor: CALayer?) -> CGPoint {
        planeMaps(upTo: ancestor).reduce(p) { $1.project($0) }
    }

    /// Maps a point in `ancestor`'s space down into this layer's plane (nil when the layer is
    /// seen edge-on there and no point maps back).
    func mapDown(_ p: CGPoint, from ancestor: CALayer?) -> CGPoint? {
        var q = p
        for m in planeMaps(upTo: ancestor).reversed() {
            guard let r = m.unproject(q) else { return nil }
            q = r
        }
        return q
    }

    /// Converts a point from `l`'s coordinate space (the root's superlayer space when nil).
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let inRoot = l.map { $0.mapUp(p, to: nil) } ?? p
        return mapDown(inRoot, from: nil) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// Converts a point to `l`'s coordinate space (the root's superlayer space when nil).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        if let l, l.isAncestor(of: self) { return mapUp(p, to: l) }
        let inRoot = mapUp(p, to: nil)
        guard let l else { return inRoot }
        return l.mapDown(inRoot, from: nil) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// Converts a rectangle from `l`'s space: the bounding box of its converted corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        boundingBox(cornersOf: r) { convert($0, from: l) }
    }

    /// Converts a rectangle to `l`'s space: the bounding box of its converted corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        boundingBox(cornersOf: r) { convert($0, to: l) }
    }

    private func boundingBox(cornersOf r: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let pts = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                   CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map(map)
        guard pts.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .null }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    func hitTestTree(_ p: CGPoint) -> CALayer? {
        guard !state.isHidden else { return nil }
        let m = matrixToSuperlayer()
        guard let local = m.unproject(p) else { return nil }
        let inside = contains(local)
        if state.masksToBounds && !inside { return nil }
        let subs = (sublayers ?? []).enumerated().sorted {
            $0.element.state.zPosition != $1.element.state.zPosition
                ? $0.element.state.zPosition < $1.element.state.zPosition : $0.offset < $1.offset
        }
        for (_, sub) in subs.reversed() {
            if let hit = sub.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}

extension CATransform3D {
    /// The point of the z = 0 plane that projects to `p`: the inverse of `project(_:)`, through
    /// the plane-to-plane homography (rows and columns 1, 2 and 4). Nil when singular or when
    /// the point lies behind the viewer.
    func unproject(_ p: CGPoint) -> CGPoint? {
        let a = m11, b = m12, c = m14
        let d = m21, e = m22, f = m24
        let g = m41, h = m42, i = m44
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det != 0, det.isFinite else { return nil }
        // Row vector (X, Y, 1) times the inverse homography.
        let inv11 = A / det, inv12 = -(b * i - c * h) / det, inv13 = (b * f - c * e) / det
        let inv21 = B / det, inv22 = (a * i - c * g) / det, inv23 = -(a * f - c * d) / det
        let inv31 = C / det, inv32 = -(a * h - b * g) / det, inv33 = (a * e - b * d) / det
        let x = p.x * inv11 + p.y * inv21 + inv31
        let y = p.x * inv12 + p.y * inv22 + inv32
        let w = p.x * inv13 + p.y * inv23 + inv33
        guard w != 0, w.isFinite else { return nil }
        let r = CGPoint(x: x / w, y: y / w)
        return r.x.isFinite && r.y.isFinite ? r : nil
    }
}
