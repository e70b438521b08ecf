import Foundation
import StrataCore

extension UICollectionView {
    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// The grid-like layout that comes with UIKit (Apple: UICollectionViewFlowLayout): each
/// section's items fill lines across the collection view (rows when scrolling vertically,
/// columns horizontally), with an optional header before and footer after the section.
///
/// The rule, from Apple's `minimumInteritemSpacing` page ("used to compute how many items
/// can fit in a single line, but after the number of items is determined, the actual spacing
/// may possibly be adjusted upward"): a line takes as many items as fit at the minimum
/// spacing (at least one); a full line spreads its items so the first touches the section's
/// leading inset and the last its trailing one, with equal spacing between; the section's
/// last line, and a line holding one item, keeps the minimum spacing from the leading edge.
/// Items smaller than their line are centred across it; lines are `minimumLineSpacing` apart.
/// Sizes and spacing come from the delegate when it adopts
/// `UICollectionViewDelegateFlowLayout`, else from the properties.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// A flow layout's scrolling axis (Apple: UICollectionView.ScrollDirection).
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// Pass as `estimatedItemSize` to have cells size themselves (Strata reads it as
    /// `itemSize`: it does not self-size cells).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item when the delegate gives none. Default 50×50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if oldValue != itemSize { invalidateLayout() } } }
    /// An estimate used in place of `itemSize` when not zero (Strata sizes items with it as
    /// they are; cells do not size themselves). Default zero.
    open var estimatedItemSize = CGSize.zero { didSet { if oldValue != estimatedItemSize { invalidateLayout() } } }
    /// The least spacing between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { if oldValue != minimumLineSpacing { invalidateLayout() } } }
    /// The least spacing between items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if oldValue != minimumInteritemSpacing { invalidateLayout() } } }
    /// Margins around each section's items (inside the header and footer). Default zero.
    open var sectionInset = UIEdgeInsets.zero { didSet { if oldValue != sectionInset { invalidateLayout() } } }
    /// The scrolling axis. Default `.vertical`.
    open var scrollDirection = ScrollDirection.vertical { didSet { if oldValue != scrollDirection { invalidateLayout() } } }
    /// The size of section headers (only the height counts scrolling vertically, the width
    /// horizontally); zero for none. Default zero.
    open var headerReferenceSize = CGSize.zero { didSet { if oldValue != headerReferenceSize { invalidateLayout() } } }
    /// The size of section footers, as `headerReferenceSize`. Default zero.
    open var footerReferenceSize = CGSize.zero { didSet { if oldValue != footerReferenceSize { invalidateLayout() } } }

    /// The item size the delegate's default reads: `estimatedItemSize` when set (and not
    /// automatic), else `itemSize`.
    var defaultItemSize: CGSize {
        estimatedItemSize != .zero && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
    }

    /// Whether each section's header sticks to the leading edge of the visible area while
    /// its section scrolls by, pushed off by the next section. Default false.
    open var sectionHeadersPinToVisibleBounds = false { didSet { if oldValue != sectionHeadersPinToVisibleBounds { invalidateLayout() } } }
    /// Whether each section's footer sticks to the trailing edge of the visible area while
    /// its section scrolls by. Default false.
    open var sectionFootersPinToVisibleBounds = false { didSet { if oldValue != sectionFootersPinToVisibleBounds { invalidateLayout() } } }

    var sections: [FlowLayoutSection] = []
    private var contentSize = CGSize.zero
    /// The width (vertical) or height the lines were filled for.
    private var preparedCrossLength: CGFloat = 0

    /// A flow layout.
    public override init() { super.init() }
    /// A flow layout from an archive (Strata reads nothing from it).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Computes every section's lines from the collection view's counts and the sizes.
    open override func prepare() {
        super.prepare()
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let crossLength = vertical ? collectionView.bounds.width : collectionView.bounds.height
        preparedCrossLength = crossLength
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let metrics = FlowLayoutSection.Metrics(
                inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
                lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
                header: delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                footer: delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
            let sizes = (0..<count).map { item in
                delegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? defaultItemSize
            }
            let laid = FlowLayoutSection(section: section, sizes: sizes, metrics: metrics, start: along,
                                         crossLength: crossLength, vertical: vertical, make: attributesType)
            along = laid.end
            sections.append(laid)
        }
        contentSize = vertical ? CGSize(width: crossLength, height: along) : CGSize(width: along, height: crossLength)
    }

    /// The size of all sections one after the other, across the collection view's width
    /// (scrolling vertically) or height.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Every item, header and footer whose frame meets `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.frame.intersects(rect) {
            if let header = pinned(header: index) ?? section.header, header.frame.intersects(rect) { found.append(header) }
            found += section.items.filter { $0.frame.intersects(rect) }
            if let footer = pinned(footer: index) ?? section.footer, footer.frame.intersects(rect) { found.append(footer) }
        }
        return found
    }

    /// The attributes of the item at `indexPath`; nil for a path naming no item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The header or footer of `indexPath`'s section.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                           at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return pinned(header: indexPath.section) ?? sections[indexPath.section].header
        case UICollectionView.elementKindSectionFooter: return pinned(footer: indexPath.section) ?? sections[indexPath.section].footer
        default: return nil
        }
    }

    /// True when the bounds' size across the scrolling axis differs from the one the lines
    /// were filled for; a scroll alone changes nothing, unless headers or footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        let length = scrollDirection == .vertical ? newBounds.width : newBounds.height
        return length != preparedCrossLength
    }
}

extension UICollectionView {
    /// The axis a flow layout scrolls along (Apple: UICollectionView.ScrollDirection).
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows, stacked top to bottom.
        case vertical
        /// Lines are columns, stacked left to right.
        case horizontal
    }
}
