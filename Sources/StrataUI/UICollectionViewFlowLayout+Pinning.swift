import Foundation
import StrataCore

/// Pinned headers and footers (Apple: UICollectionViewFlowLayout
/// `sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`): while any of
/// its section is in view, a header keeps to the leading edge of the visible area (inside the
/// content inset) but never leaves its section — the next section pushes it off — and draws
/// above the items. Footers do the same at the trailing edge.
extension UICollectionViewFlowLayout {
    /// The z index of a pinned header or footer, above the items (UIKit uses 1024).
    static let pinnedZIndex = 1024

    /// The pinned attributes of `section`'s header; nil when headers are not pinned or the
    /// section has none.
    func pinned(header section: Int) -> UICollectionViewLayoutAttributes? {
        guard sectionHeadersPinToVisibleBounds, let collectionView, sections.indices.contains(section),
              let header = sections[section].header else { return nil }
        let vertical = scrollDirection == .vertical
        let visible = collectionView.bounds, inset = collectionView.adjustedContentInset
        let frame = header.frame, box = sections[section].frame
        let footerLength = sections[section].footer.map { vertical ? $0.frame.height : $0.frame.width } ?? 0
        let pinnedFrame: CGRect
        if vertical {
            let top = min(max(frame.minY, visible.minY + inset.top), box.maxY - footerLength - frame.height)
            pinnedFrame = CGRect(x: frame.minX, y: max(top, frame.minY), width: frame.width, height: frame.height)
        } else {
            let left = min(max(frame.minX, visible.minX + inset.left), box.maxX - footerLength - frame.width)
            pinnedFrame = CGRect(x: max(left, frame.minX), y: frame.minY, width: frame.width, height: frame.height)
        }
        return stuck(header, at: pinnedFrame)
    }

    /// The pinned attributes of `section`'s footer (see `pinned(header:)`).
    func pinned(footer section: Int) -> UICollectionViewLayoutAttributes? {
        guard sectionFootersPinToVisibleBounds, let collectionView, sections.indices.contains(section),
              let footer = sections[section].footer else { return nil }
        let vertical = scrollDirection == .vertical
        let visible = collectionView.bounds, inset = collectionView.adjustedContentInset
        let frame = footer.frame, box = sections[section].frame
        let headerLength = sections[section].header.map { vertical ? $0.frame.height : $0.frame.width } ?? 0
        let pinnedFrame: CGRect
        if vertical {
            let top = max(min(frame.minY, visible.maxY - inset.bottom - frame.height), box.minY + headerLength)
            pinnedFrame = CGRect(x: frame.minX, y: min(top, frame.minY), width: frame.width, height: frame.height)
        } else {
            let left = max(min(frame.minX, visible.maxX - inset.right - frame.width), box.minX + headerLength)
            pinnedFrame = CGRect(x: min(left, frame.minX), y: frame.minY, width: frame.width, height: frame.height)
        }
        return stuck(footer, at: pinnedFrame)
    }

    private func stuck(_ attributes: UICollectionViewLayoutAttributes, at frame: CGRect) -> UICollectionViewLayoutAttributes? {
        guard frame.minX.isFinite, frame.minY.isFinite else { return nil }
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        copy?.frame = frame
        copy?.zIndex = Self.pinnedZIndex
        return copy
    }
}
