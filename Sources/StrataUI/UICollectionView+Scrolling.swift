import Foundation
import StrataCore

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts an item (Apple:
    /// UICollectionView.ScrollPosition): at most one vertical and one horizontal position.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Don't scroll.
        public static let none = ScrollPosition([])
        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so the item at `indexPath` is at `scrollPosition`, within the scrollable range
    /// (Apple: `scrollToItem(at:at:animated:)`). An axis with no position keeps its offset.
    /// A path naming no item is ignored with a message (UIKit raises an exception).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            Diagnostics.warnOnce("UICollectionView: scrollToItem(at: \(indexPath)) names no item; ignored")
            return
        }
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
        offset.x = min(max(offset.x, horizontalRange.lowerBound), horizontalRange.upperBound)
        offset.y = min(max(offset.y, verticalRange.lowerBound), verticalRange.upperBound)
        guard offset.x.isFinite, offset.y.isFinite else { return }
        setContentOffset(offset, animated: animated)
    }
}
