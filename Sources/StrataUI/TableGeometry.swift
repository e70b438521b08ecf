import Foundation

/// Where a table view's parts sit along its height: the table header, then each section's
/// header, rows and footer, then the table footer. A value, rebuilt from the data source on
/// reload and per batch update, and searched by offset to find what is in sight.
struct TableGeometry {
    struct Section {
        /// The header's height, with `headerPadding` above the header view included.
        var header: CGFloat = 0
        var headerPadding: CGFloat = 0
        var footer: CGFloat = 0
        var rowHeights: [CGFloat] = []
        /// The top of the section's header.
        var top: CGFloat = 0
        /// The top of each row.
        var rowTops: [CGFloat] = []
        /// The bottom of the section's footer.
        var bottom: CGFloat = 0

        var rowsTop: CGFloat { top + header }
        var rowsBottom: CGFloat { bottom - footer }
    }

    var tableHeader: CGFloat = 0
    var tableFooter: CGFloat = 0
    var sections: [Section] = []
    private(set) var contentHeight: CGFloat = 0

    /// Places every part from the heights.
    mutating func layOut() {
        var y = tableHeader
        for s in sections.indices {
            sections[s].top = y
            y += sections[s].header
            var tops = [CGFloat]()
            tops.reserveCapacity(sections[s].rowHeights.count)
            for h in sections[s].rowHeights { tops.append(y); y += h }
            sections[s].rowTops = tops
            y += sections[s].footer
            sections[s].bottom = y
        }
        contentHeight = y + tableFooter
    }

    func rowCount(_ section: Int) -> Int { sections.indices.contains(section) ? sections[section].rowHeights.count : 0 }

    func contains(_ path: IndexPath) -> Bool {
        path.count == 2 && sections.indices.contains(path.section) && sections[path.section].rowHeights.indices.contains(path.row)
    }

    /// The row's top and height; nil for a path out of range.
    func row(_ path: IndexPath) -> (top: CGFloat, height: CGFloat)? {
        guard contains(path) else { return nil }
        let s = sections[path.section]
        return (s.rowTops[path.row], s.rowHeights[path.row])
    }

    /// The rows that overlap `minY..<maxY`, top to bottom.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard minY.isFinite, maxY.isFinite, maxY > minY else { return [] }
        var paths: [IndexPath] = []
        var s = firstIndex(sections.count) { sections[$0].bottom > minY }
        while s < sections.count, sections[s].top < maxY {
            let section = sections[s]
            var r = firstIndex(section.rowTops.count) { section.rowTops[$0] + section.rowHeights[$0] > minY }
            while r < section.rowTops.count, section.rowTops[r] < maxY {
                if section.rowHeights[r] > 0 || section.rowTops[r] >= minY { paths.append(IndexPath(row: r, section: s)) }
                r += 1
            }
            s += 1
        }
        return paths
    }

    /// The sections that overlap `minY..<maxY`.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard minY.isFinite, maxY.isFinite else { return 0..<0 }
        let first = firstIndex(sections.count) { sections[$0].bottom > minY }
        var end = first
        while end < sections.count, sections[end].top < maxY { end += 1 }
        return first..<end
    }

    /// The row whose band holds `y`, if any.
    func row(at y: CGFloat) -> IndexPath? {
        guard y.isFinite else { return nil }
        let s = firstIndex(sections.count) { sections[$0].bottom > y }
        guard s < sections.count, y >= sections[s].rowsTop, y < sections[s].rowsBottom else { return nil }
        let section = sections[s]
        let r = firstIndex(section.rowTops.count) { section.rowTops[$0] + section.rowHeights[$0] > y }
        return r < section.rowTops.count ? IndexPath(row: r, section: s) : nil
    }

    /// The first index in `0..<count` for which `isPast` holds (it must hold from some index on).
    private func firstIndex(_ count: Int, where isPast: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isPast(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
