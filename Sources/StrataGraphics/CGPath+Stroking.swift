import Foundation

extension CGPath {
    /// The outline of this path stroked with the given line attributes, mapped by `transform`
    /// (Apple: `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`): filling it
    /// with the non-zero rule covers what stroking the path covers — for hit-testing a line,
    /// clipping to a stroke or stroking a stroke. Empty for a width that is not positive and
    /// finite, or a path with a non-finite coordinate.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let outline = PathStroker.outline(of: self, style: .init(width: lineWidth, cap: lineCap, join: lineJoin,
                                                                  miterLimit: miterLimit))
        var t = transform
        return outline.copy(using: &t)!
    }

    /// This path cut into dashes (Apple: `copy(dashingWithPhase:lengths:transform:)`): `lengths`
    /// alternate painted and unpainted lengths, the pattern starts `phase` into itself and
    /// restarts at every subpath (as PostScript and Quartz dash); each dash is an open subpath.
    /// Lengths that are negative, non-finite or all zero return the path itself (mapped).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        let mapped = { (path: CGPath) -> CGPath in
            var t = transform
            return path.copy(using: &t)!
        }
        // An odd count runs through the lengths twice per period, on and off swapping.
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let period = pattern.reduce(0, +)
        guard phase.isFinite, !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), period > 0,
              period.isFinite else { return mapped(self) }
        let measure = Measure(self)
        let resolved = storage.resolvedSegments()
        // One pattern walk per subpath (the pattern restarts there); a path would need more
        // than a million dashes to be cut shorter, and is then left whole past that point.
        let result = CGMutablePath()
        var dashBudget = 1_000_000
        var first = 0
        while first < resolved.count {
            var last = first
            while last + 1 < resolved.count, resolved[last + 1].subpath == resolved[first].subpath { last += 1 }
            let start = measure.segments[first].startDistance
            let end = measure.segments[last].startDistance + measure.segments[last].length
            let segments = measure.segments[first...last], pieces = resolved[first...last]
            var position = start - phase.truncatingRemainder(dividingBy: period)
            if position > start { position -= period }
            var index = 0
            while position < end, dashBudget > 0 {
                let dashEnd = position + pattern[index]
                if index % 2 == 0, dashEnd > start {
                    appendPiece(from: Swift.max(position, start), to: Swift.min(dashEnd, end),
                                segments: segments, resolved: pieces, into: result)
                    dashBudget -= 1
                } else if index % 2 == 0, pattern[index] == 0, position >= start {
                    // A zero-length dash: a point, which round and square caps draw as a dot.
                    let point = measure.point(atDistance: position)
                    result.move(to: point)
                    result.addLine(to: point)
                    dashBudget -= 1
                }
                position = dashEnd
                index = (index + 1) % pattern.count
            }
            if dashBudget == 0 {
                Diagnostics.warnOnce("CGPath.copy(dashingWithPhase:) stopped after a million dashes")
                appendPiece(from: position, to: end, segments: segments, resolved: pieces, into: result)
            }
            first = last + 1
        }
        return mapped(result)
    }
}
