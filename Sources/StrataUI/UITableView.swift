import Foundation
import StrataCore

/// A scrolling list of rows in sections (Apple: UITableView), a UIScrollView subclass.
///
/// The data source says how many sections and rows there are and makes each row's cell; the
/// delegate (the scroll view's `delegate`, adopting `UITableViewDelegate`) gives heights,
/// header and footer views and hears about selection. Only the rows in sight have cells: a
/// cell that scrolls out is kept under its reuse identifier and handed out again by
/// `dequeueReusableCell(withIdentifier:)` after `prepareForReuse()`. The data is first loaded
/// at the first layout, as on iOS, and again on `reloadData()`.
///
/// Row insertions, deletions, moves and reloads animate with `UIView` animation over
/// `rowAnimationDuration`; a batch whose counts do not add up reloads without animation and
/// prints why, where UIKit raises an exception.
open class UITableView: UIScrollView {
    /// The table's look (Apple: UITableView.Style).
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers float at the top while their section shows.
        case plain
        /// Sections set apart on a grey background; headers scroll with the content.
        case grouped
        /// Grouped, with the sections inset from the edges in rounded boxes.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row (Apple: UITableView.ScrollPosition).
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the whole row.
        case none
        /// The row at the top, middle or bottom of the visible area.
        case top, middle, bottom
    }

    /// How inserted and deleted rows come and go (Apple: UITableView.RowAnimation).
    public enum RowAnimation: Int, Sendable {
        /// Inserted rows fade in, deleted rows fade out.
        case fade
        /// Inserted rows slide in from the right; deleted rows slide out to the right.
        case right
        /// Inserted rows slide in from the left; deleted rows slide out to the left.
        case left
        /// Inserted rows slide down from the top; deleted rows slide up and out.
        case top
        /// Inserted rows slide up from the bottom; deleted rows slide down and out.
        case bottom
        /// Rows appear and vanish at once (the other rows still move).
        case none
        /// Rows grow from, or shrink to, their middle.
        case middle
        /// The table chooses: `.fade` in Strata.
        case automatic = 100
    }

    /// The value that asks for the default or measured size: for `rowHeight`, the row's
    /// Auto Layout height (or 44 points for a cell without constraints); for the section
    /// heights, the standard header and footer heights (Apple: automaticDimension).
    public static let automaticDimension: CGFloat = -1

    /// How long row animations run. UIKit does not document its figure; 0.3 s is the value
    /// commonly measured on iOS and the one UIKit uses for its other standard list motions.
    public static let rowAnimationDuration: TimeInterval = 0.3

    /// The table's style, fixed at creation.
    public let style: Style
    /// The object that supplies rows and cells. Setting it reloads at the next layout.
    open weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }
    /// The height of every row, unless the delegate gives one. Default `automaticDimension`.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsGeometry() } }
    /// A guess of a self-sizing row's height, used for rows not yet measured. Default
    /// `automaticDimension` (44 points).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers, unless the delegate gives one. Default `automaticDimension`.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsGeometry() } }
    /// The height of section footers, unless the delegate gives one. Default `automaticDimension`.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsGeometry() } }
    /// A guess of header heights. Stored.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// A guess of footer heights. Stored.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Whether separator lines show between rows. Default `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour. Default the system separator grey.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The separators' insets (left and right count). Default 16 points on the left.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// A view above the first section, as wide as the table, as tall as its own frame.
    open var tableHeaderView: UIView? { didSet { swapAccessory(oldValue, tableHeaderView) } }
    /// A view below the last section, as wide as the table, as tall as its own frame.
    open var tableFooterView: UIView? { didSet { swapAccessory(oldValue, tableFooterView) } }
    /// A view behind the rows, filling the table. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Told of rows about to come into sight (UITableView+Prefetching.swift). Default nil.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether `prefetchDataSource` is told anything. Default true.
    open var isPrefetchingEnabled = true
    /// Space above each section header in plain tables (iOS 15). Default
    /// `automaticDimension`, which is 0 in Strata (headers sit directly on the row above).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsGeometry() } }
    /// Whether the user can select rows. Default true.
    open var allowsSelection = true
    /// Whether the user can select several rows (a tap toggles a row). Default false.
    open var allowsMultipleSelection = false
    /// Whether the user can select rows while editing. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows while editing. Default false.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode (state only in Strata: no editing controls).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    // The loaded layout, the cells in sight and the reuse pools (UITableView+Tiling.swift).
    var geometry = TableGeometry()
    var needsReload = true
    var shownCells: [IndexPath: UITableViewCell] = [:]
    var shownHeaders: [Int: UIView] = [:], shownFooters: [Int: UIView] = [:]
    var leavingCells: [UITableViewCell] = []
    let cellQueue = ReusableViewQueue<UITableViewCell>()
    let headerFooterQueue = ReusableViewQueue<UITableViewHeaderFooterView>()
    var measuredHeights: [IndexPath: CGFloat] = [:]
    /// The width self-sizing rows were measured at; another width measures them again.
    var measuredWidth: CGFloat = 0
    var selectedPaths: [IndexPath] = []
    var touchedPath: IndexPath?
    /// The rows announced to the prefetch data source and not yet shown.
    var prefetchedPaths: Set<IndexPath> = []
    /// The rows that showed and have stayed near since (no notice needed for them).
    var prefetchSeenPaths: Set<IndexPath> = []
    /// The row `reconfigureRows(at:)` is asking the data source for, and its cell.
    var reconfiguring: (IndexPath, UITableViewCell)?
    var updateDepth = 0
    /// Set while the table tiles or prepares an update, so a nested layout pass leaves it be.
    var isPreparingUpdate = false
    /// A reload or update asked for from inside the table's layout, done when it ends.
    var deferredReload = false
    var pendingUpdates = TableUpdates()
    var batchCompletions: [(Bool) -> Void] = []
    /// How many batches did not add up and were reloaded instead (for tests).
    var inconsistentBatches = 0
    private var editingState = false
    /// The rows' swipe actions (TableSwipeController.swift).
    var swipe: TableSwipeController?

    /// A table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .white : .systemGroupedBackground
        alwaysBounceVertical = true
        swipe = TableSwipeController(table: self)
    }

    /// A plain table with `frame`.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// A plain table from an archive (Strata reads nothing from it).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = .white
        alwaysBounceVertical = true
        swipe = TableSwipeController(table: self)
    }

    /// The delegate: the scroll view's, adopting `UITableViewDelegate` for the table's
    /// questions. Setting it recomputes the heights at the next layout.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            setNeedsGeometry()
        }
    }

    /// The delegate as a table view delegate, if it is one (cast once, not per row).
    private(set) weak var tableDelegate: UITableViewDelegate?

    /// Enters or leaves editing mode, telling the shown cells.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        for cell in shownCells.values { cell.setEditing(editing, animated: animated) }
    }

    /// Loads the data if needed, then gives every row in sight a cell (asking the data
    /// source for new ones and keeping those that left for reuse) and places the section
    /// headers and footers and the table's header and footer views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutTable()
    }

    /// Reloads everything: counts, heights, every shown cell, header and footer; clears the
    /// selection (Apple: reloadData()).
    /// Called from inside the table's own layout (a data source reloading in
    /// `cellForRowAt`), the reload waits for that layout to finish.
    open func reloadData() {
        guard !isPreparingUpdate else {
            deferredReload = true
            setNeedsLayout()
            return
        }
        reloadTable()
    }

    /// A touch on a row highlights it (if the delegate's `shouldHighlightRowAt` agrees).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesBegan(touches) }
    /// A touch that leaves its row will not select it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesMoved(touches) }
    /// A touch lifted on the row it began on selects it (see `tableTouchesEnded`).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesEnded(touches) }
    /// A cancelled touch (a scroll began) selects nothing.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesCancelled(touches) }

    /// Recomputes the heights (keeping the cells) after a height setting changed.
    func setNeedsGeometry() {
        if !needsReload { rebuildGeometry() }
        setNeedsLayout()
    }

    /// Asks for the data to be loaded again at the next layout.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func swapAccessory(_ old: UIView?, _ new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        if !needsReload { rebuildGeometry() }
        setNeedsLayout()
    }
}

extension UITableViewCell {
    /// How separators are drawn (Apple: UITableViewCell.SeparatorStyle).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A thin line under each row.
        case singleLine
        /// As `.singleLine` (the etched look is gone since iOS 7).
        case singleLineEtched
    }
}
