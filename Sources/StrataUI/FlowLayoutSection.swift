import Foundation
import StrataCore

/// One section of a flow layout, laid out: its header, its items in lines and its footer
/// (the rule is described on `UICollectionViewFlowLayout`). Worked in two axes — `along` the
/// scrolling direction and `across` it — so one routine serves both scroll directions.
struct FlowLayoutSection {
    struct Metrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var header: CGSize
        var footer: CGSize
    }

    var header: UICollectionViewLayoutAttributes?
    var items: [UICollectionViewLayoutAttributes] = []
    var footer: UICollectionViewLayoutAttributes?
    /// The section's whole extent, header to footer.
    var frame = CGRect.zero
    /// Where the next section starts along the scrolling axis.
    var end: CGFloat = 0

    /// Lays out `sizes` starting at `start` along the scrolling axis, across `crossLength`.
    /// Non-finite or negative sizes and spacings count as zero.
    init(section: Int, sizes: [CGSize], metrics: Metrics, start: CGFloat, crossLength: CGFloat,
         vertical: Bool, make: UICollectionViewLayoutAttributes.Type) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        // (along, across) → (x, y) and back.
        func rect(along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) -> CGRect {
            vertical ? CGRect(x: across, y: along, width: acrossLength, height: alongLength)
                     : CGRect(x: along, y: across, width: alongLength, height: acrossLength)
        }
        let i = metrics.inset
        let (before, after) = vertical ? (clean(i.top), clean(i.bottom)) : (clean(i.left), clean(i.right))
        let (leading, trailing) = vertical ? (clean(i.left), clean(i.right)) : (clean(i.top), clean(i.bottom))
        let lineSpacing = clean(metrics.lineSpacing), spacing = clean(metrics.interitemSpacing)
        let cross = clean(crossLength)
        var along = start

        /// A header or footer of `size` at `along` (none when it has no length), moving `along` past it.
        func supplementary(_ kind: String, _ size: CGSize) -> UICollectionViewLayoutAttributes? {
            let length = clean(vertical ? size.height : size.width)
            guard length > 0 else { return nil }
            let view = make.init(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
            view.frame = rect(along: along, across: 0, alongLength: length, acrossLength: cross)
            along += length
            return view
        }

        header = supplementary(UICollectionView.elementKindSectionHeader, metrics.header)

        along += before
        // Each item's (along, across) size.
        let extents = sizes.map { s in
            vertical ? (along: clean(s.height), across: clean(s.width)) : (along: clean(s.width), across: clean(s.height))
        }
        let available = max(cross - leading - trailing, 0)
        var first = 0
        var lineCount = 0
        while first < extents.count {
            // As many items as fit at the minimum spacing; at least one.
            var last = first, used = extents[first].across
            while last + 1 < extents.count, used + spacing + extents[last + 1].across <= available + 0.0001 {
                last += 1
                used += spacing + extents[last].across
            }
            let line = first...last
            let lineThickness = line.map { extents[$0].along }.max() ?? 0
            let isLastLine = last == extents.count - 1
            let gap = !isLastLine && line.count > 1 ? spacing + (available - used) / CGFloat(line.count - 1) : spacing
            if lineCount > 0 { along += lineSpacing }
            var across = leading
            for index in line {
                let e = extents[index]
                let attributes = make.init(forCellWith: IndexPath(item: index, section: section))
                attributes.frame = rect(along: along + (lineThickness - e.along) / 2, across: across,
                                        alongLength: e.along, acrossLength: e.across)
                items.append(attributes)
                across += e.across + gap
            }
            along += lineThickness
            lineCount += 1
            first = last + 1
        }
        along += after

        footer = supplementary(UICollectionView.elementKindSectionFooter, metrics.footer)
        end = along
        frame = rect(along: start, across: 0, alongLength: along - start, acrossLength: max(cross, 1))
    }
}
