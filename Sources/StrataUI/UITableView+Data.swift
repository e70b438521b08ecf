import Foundation
import StrataCore

/// Loading the data source's counts and the delegate's heights, and the queries on them.
extension UITableView {
    /// The most rows or sections Strata accepts from a data source; beyond it the count is
    /// cut (with a message) rather than exhausting memory.
    static let countLimit = 10_000_000

    /// Reloads everything: counts, heights and every shown cell, header and footer; clears
    /// the selection (`reloadData()`).
    func reloadTable() {
        for (path, cell) in shownCells { retire(cell, at: path) }
        shownCells = [:]
        for (_, view) in shownHeaders { retireSupplement(view) }
        for (_, view) in shownFooters { retireSupplement(view) }
        shownHeaders = [:]
        shownFooters = [:]
        measuredHeights = [:]
        prefetchedPaths = []
        prefetchSeenPaths = []
        selectedPaths = []
        pendingUpdates = TableUpdates()
        needsReload = false
        rebuildGeometry()
        setNeedsLayout()
    }

    /// Loads the data if it was never loaded or a reload is pending.
    func loadIfNeeded() { if needsReload { reloadTable() } }

    /// The number of sections, as last loaded.
    public var numberOfSections: Int {
        loadIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows in `section`, as last loaded (0 for a section out of range).
    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return geometry.rowCount(section)
    }

    /// The data source's counts now: rows per section.
    func queryCounts() -> [Int] {
        guard let source = dataSource else { return [] }
        let sections = checkedCount(source.numberOfSections(in: self), "numberOfSections(in:)")
        return (0..<sections).map {
            checkedCount(source.tableView(self, numberOfRowsInSection: $0), "tableView(_:numberOfRowsInSection: \($0))")
        }
    }

    private func checkedCount(_ count: Int, _ what: String) -> Int {
        if count < 0 {
            Diagnostics.warnOnce("UITableView: \(what) returned \(count); using 0")
            return 0
        }
        if count > Self.countLimit {
            Diagnostics.warnOnce("UITableView: \(what) returned \(count); using \(Self.countLimit)")
            return Self.countLimit
        }
        return count
    }

    /// Builds the layout from `counts` (the data source's, by default), asking the delegate
    /// for every height.
    func rebuildGeometry(counts: [Int]? = nil) {
        let counts = counts ?? queryCounts()
        var g = TableGeometry()
        g.tableHeader = checkedHeight(tableHeaderView?.frame.height ?? 0, "tableHeaderView")
        g.tableFooter = checkedHeight(tableFooterView?.frame.height ?? 0, "tableFooterView")
        let padding = style == .plain && sectionHeaderTopPadding > 0 && sectionHeaderTopPadding.isFinite ? sectionHeaderTopPadding : 0
        g.sections = counts.indices.map { s in
            let header = headerHeight(s)
            return TableGeometry.Section(header: header > 0 ? header + padding : 0, headerPadding: header > 0 ? padding : 0,
                                         footer: footerHeight(s),
                                         rowHeights: (0..<counts[s]).map { rowHeight(at: IndexPath(row: $0, section: s)) })
        }
        g.layOut()
        geometry = g
        updateContentSize()
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// Whether the row sizes itself (no height from the delegate or `rowHeight`).
    func isSelfSizing(_ path: IndexPath) -> Bool {
        rowHeight == Self.automaticDimension
            && (tableDelegate?.tableView(self, heightForRowAt: path) ?? Self.automaticDimension) == Self.automaticDimension
    }

    /// The row's height: the delegate's, else `rowHeight`, else the measured or estimated one.
    func rowHeight(at path: IndexPath) -> CGFloat {
        var h = tableDelegate?.tableView(self, heightForRowAt: path) ?? Self.automaticDimension
        if h == Self.automaticDimension { h = rowHeight }
        if h == Self.automaticDimension {
            if let measured = measuredHeights[path] { return measured }
            let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: path) ?? Self.automaticDimension
            if estimate > 0 && estimate.isFinite { return estimate }
            return estimatedRowHeight > 0 && estimatedRowHeight.isFinite ? estimatedRowHeight : Self.standardRowHeight
        }
        return checkedHeight(h, "a row height from tableView(_:heightForRowAt:)")
    }

    /// A plain cell's height on iOS.
    static let standardRowHeight: CGFloat = 44

    private func headerHeight(_ section: Int) -> CGFloat {
        var h = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? Self.automaticDimension
        if h == Self.automaticDimension { h = sectionHeaderHeight }
        guard h == Self.automaticDimension else { return checkedHeight(h, "a section header height") }
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) { return fittingHeight(of: view) }
        let titled = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        return style == .plain ? (titled ? 28 : 0) : (titled ? 38 : 18)
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        var h = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? Self.automaticDimension
        if h == Self.automaticDimension { h = sectionFooterHeight }
        guard h == Self.automaticDimension else { return checkedHeight(h, "a section footer height") }
        if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) { return fittingHeight(of: view) }
        let titled = dataSource?.tableView(self, titleForFooterInSection: section) != nil
        return style == .plain ? (titled ? 28 : 0) : (titled ? 38 : 18)
    }

    /// A header or footer view's own height: its frame's, else its Auto Layout height, else 28.
    private func fittingHeight(of view: UIView) -> CGFloat {
        if view.frame.height > 0 { return checkedHeight(view.frame.height, "a header or footer view") }
        let fitted = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        return fitted > 0 && fitted.isFinite ? fitted : 28
    }

    /// A usable height: a non-finite one is read as 44 points, a negative one as 0 (UIKit
    /// asserts), with a message.
    func checkedHeight(_ h: CGFloat, _ what: String) -> CGFloat {
        if !h.isFinite {
            Diagnostics.warnOnce("UITableView: \(what) is \(h); using \(Self.standardRowHeight)")
            return Self.standardRowHeight
        }
        if h < 0 {
            Diagnostics.warnOnce("UITableView: \(what) is \(h); using 0")
            return 0
        }
        return h
    }

    // MARK: queries

    /// The horizontal band rows take: the full width, inset 20 points in `.insetGrouped`.
    var rowBand: (x: CGFloat, width: CGFloat) {
        let inset: CGFloat = style == .insetGrouped ? 20 : 0
        return (inset, max(bounds.width - 2 * inset, 0))
    }

    /// The row's rectangle in the table's (content) coordinates; `.zero` for a path out of range.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard let row = geometry.row(indexPath) else { return .zero }
        let band = rowBand
        return CGRect(x: band.x, y: row.top, width: band.width, height: row.height)
    }

    /// The section's rectangle (header, rows and footer); `.zero` out of range.
    public func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
    }

    /// The section header's rectangle where it scrolls (not where a floating header shows).
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.header)
    }

    /// The section footer's rectangle.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.rowsBottom, width: bounds.width, height: s.footer)
    }

    /// The row at `point` (in the table's coordinates), or nil where there is none.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.row(at: point.y)
    }

    /// The rows that overlap `rect`.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        return geometry.rows(from: rect.minY, to: rect.maxY)
    }

    /// The row `cell` shows, or nil when it is not shown.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    /// The cell shown for the row, or nil when the row is out of sight or out of range.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return shownCells[indexPath]
    }

    /// The cells in sight, top to bottom.
    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return shownCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows in sight, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return shownCells.keys.sorted()
    }

    /// The header view shown for `section`, if it is in sight.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return shownHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if it is in sight.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return shownFooters[section] as? UITableViewHeaderFooterView
    }
}
