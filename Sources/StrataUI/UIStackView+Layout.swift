import Foundation

/// The stack view's layout: lengths along the axis from `distribution`, positions across it
/// from `alignment`. UIKit reaches the same frames through Auto Layout constraints; this
/// computes them directly (Apple: UIStackView.Distribution and UIStackView.Alignment).
extension UIStackView {
    func layOutArrangedViews() {
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        var area = bounds
        if isLayoutMarginsRelativeArrangement {
            let inset = bounds.inset(by: layoutMargins)
            area = inset.isNull ? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) : inset
        }
        let horizontal = axis == .horizontal
        let naturals = views.map(naturalSize)
        let mains = naturals.map { horizontal ? $0.width : $0.height }
        let crosses = naturals.map { horizontal ? $0.height : $0.width }
        let (lengths, starts) = distribute(mains, gaps: gaps(between: views),
                                           in: horizontal ? area.width : area.height, views: views)
        let (crossLengths, crossStarts) = align(crosses, views: views, in: horizontal ? area.height : area.width)

        for (i, view) in views.enumerated() {
            let main = area.origin.x * (horizontal ? 1 : 0) + area.origin.y * (horizontal ? 0 : 1) + starts[i]
            let cross = (horizontal ? area.origin.y : area.origin.x) + crossStarts[i]
            let frame = horizontal
                ? CGRect(x: main, y: cross, width: lengths[i], height: crossLengths[i])
                : CGRect(x: cross, y: main, width: crossLengths[i], height: lengths[i])
            view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
            view.center = CGPoint(x: frame.midX, y: frame.midY)
            assignedSizes[ObjectIdentifier(view)] = (naturals[i], frame.size)
        }
    }

    /// Lengths and start offsets along the axis for natural lengths `mains` in `length`.
    private func distribute(_ mains: [CGFloat], gaps: [CGFloat], in length: CGFloat,
                            views: [UIView]) -> ([CGFloat], [CGFloat]) {
        let n = mains.count, gapTotal = gaps.reduce(0, +)
        let room = max(length - gapTotal, 0)
        var sizes = mains
        var spacings = gaps
        switch distribution {
        case .fill:
            sizes = fill(mains, room: room, views: views)
        case .fillEqually:
            sizes = Array(repeating: room / CGFloat(n), count: n)
        case .fillProportionally:
            let total = mains.reduce(0, +)
            sizes = mains.map { total > 0 ? $0 / total * room : room / CGFloat(n) }
        case .equalSpacing:
            let free = length - mains.reduce(0, +)
            if n > 1, free / CGFloat(n - 1) >= spacing {
                spacings = Array(repeating: free / CGFloat(n - 1), count: n - 1)
            } else {
                sizes = shrink(mains, by: mains.reduce(0, +) - room, views: views)
            }
        case .equalCentering:
            guard n > 1 else { break }
            // Centres d apart, the first view against the start and the last against the end.
            let d = (length - mains[0] / 2 - mains[n - 1] / 2) / CGFloat(n - 1)
            let centered = (0..<(n - 1)).map { i in d - mains[i] / 2 - mains[i + 1] / 2 }
            if centered.allSatisfy({ $0 >= spacing }) {
                spacings = centered
            } else {
                sizes = shrink(mains, by: mains.reduce(0, +) - room, views: views)
            }
        }
        var starts: [CGFloat] = []
        var position: CGFloat = 0
        for i in 0..<n {
            starts.append(position)
            position += sizes[i] + (i < spacings.count ? spacings[i] : 0)
        }
        return (sizes, starts)
    }

    /// `.fill`: extra room goes to the view hugging least (the first of equal ones, by index
    /// as UIKit breaks ties); too little room shrinks views (see `shrink`).
    private func fill(_ mains: [CGFloat], room: CGFloat, views: [UIView]) -> [CGFloat] {
        let extra = room - mains.reduce(0, +)
        guard extra > 0 else { return shrink(mains, by: -extra, views: views) }
        var sizes = mains
        let hugging = views.map { $0.contentHuggingPriority(for: axis) }
        if let lowest = hugging.min(), let i = hugging.firstIndex(of: lowest) { sizes[i] += extra }
        return sizes
    }

    /// Takes `deficit` points off the views, the least compression-resistant first (by index
    /// among equals), none below zero.
    private func shrink(_ mains: [CGFloat], by deficit: CGFloat, views: [UIView]) -> [CGFloat] {
        guard deficit > 0 else { return mains }
        var sizes = mains, left = deficit
        let order = views.indices.sorted {
            let a = views[$0].contentCompressionResistancePriority(for: axis)
            let b = views[$1].contentCompressionResistancePriority(for: axis)
            return a != b ? a < b : $0 < $1
        }
        for i in order where left > 0 {
            let take = min(sizes[i], left)
            sizes[i] -= take
            left -= take
        }
        return sizes
    }

    /// Lengths and start offsets across the axis, in `length`.
    private func align(_ crosses: [CGFloat], views: [UIView], in length: CGFloat) -> ([CGFloat], [CGFloat]) {
        var mode = alignment
        if axis == .vertical, mode == .firstBaseline { mode = .leading }
        if axis == .vertical, mode == .lastBaseline { mode = .trailing }
        switch mode {
        case .fill: return (crosses.map { _ in length }, crosses.map { _ in 0 })
        case .leading: return (crosses, crosses.map { _ in 0 })
        case .center: return (crosses, crosses.map { (length - $0) / 2 })
        case .trailing: return (crosses, crosses.map { length - $0 })
        case .firstBaseline:
            let baselines = zip(views, crosses).map { Self.baseline(of: $0, height: $1) }
            let line = baselines.max() ?? 0
            return (crosses, baselines.map { line - $0 })
        case .lastBaseline:
            let baselines = zip(views, crosses).map { Self.baseline(of: $0, height: $1) }
            let below = zip(crosses, baselines).map { $0 - $1 }.max() ?? 0
            return (crosses, baselines.map { length - below - $0 })
        }
    }

    /// The approximate distance from a view's top to its (single-line) text baseline.
    static func baseline(of view: UIView, height: CGFloat) -> CGFloat {
        if let label = view as? UILabel, let font = label.font { return font.ascender }
        if let button = view as? UIButton, let font = button.titleLabel?.font {
            return (height - font.lineHeight) / 2 + font.ascender
        }
        return height
    }
}
