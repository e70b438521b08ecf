import Foundation
import StrataCore

/// Selection and highlighting: by code, and by a tap on a cell (highlighted while the finger
/// is down, selected when it lifts on the same item, nothing when a scroll takes the touch),
/// as UIKit does (Apple: "UICollectionView", "Managing the selection";
/// "UICollectionViewDelegate", "Managing the selected cells").
extension UICollectionView {
    /// The paths of the selected items; nil when none is selected, as in UIKit.
    public var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects the item at `indexPath` (deselecting the others unless
    /// `allowsMultipleSelection`) and scrolls it to `scrollPosition`; nil deselects every
    /// item. The delegate is not told. Does nothing when `allowsSelection` is false or the
    /// path names no item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return clearSelection() }
        guard allowsSelection else { return }
        reloadCountsIfNeeded()
        guard isValidItem(indexPath) else {
            Diagnostics.warnOnce("UICollectionView: selectItem(at: \(indexPath)) names no item; ignored")
            return
        }
        if !allowsMultipleSelection {
            for other in selected where other != indexPath { setSelected(false, at: other) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`. The delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    func setSelected(_ isSelected: Bool, at path: IndexPath) {
        if isSelected {
            if !selected.contains(path) { selected.append(path) }
        } else {
            selected.removeAll { $0 == path }
        }
        visibleItems[path]?.isSelected = isSelected
    }

    func clearSelection() {
        for path in selected { setSelected(false, at: path) }
    }

    func keepOnlyFirstSelection() {
        for path in selected.dropFirst() { setSelected(false, at: path) }
    }

    // MARK: touches

    /// The item under the first of `touches`, if any.
    private func item(under touches: Set<UITouch>) -> IndexPath? {
        guard let touch = touches.first else { return nil }
        return indexPathForItem(at: touch.location(in: self))
    }

    /// A finger came down: highlight the item under it, if the delegate agrees.
    func touchDown(_ touches: Set<UITouch>) {
        guard allowsSelection, highlightedItem == nil, let path = item(under: touches) else { return }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        highlightedItem = path
        visibleItems[path]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: path)
    }

    /// The finger lifted (or a scroll took the touch): the highlight goes, and a tap on the
    /// item that was highlighted selects it (or, with multiple selection, toggles it).
    func touchUp(_ touches: Set<UITouch>, cancelled: Bool) {
        guard let path = highlightedItem else { return }
        highlightedItem = nil
        visibleItems[path]?.isHighlighted = false
        let delegate = collectionDelegate
        delegate?.collectionView(self, didUnhighlightItemAt: path)
        guard !cancelled, allowsSelection, item(under: touches) == path, isValidItem(path) else { return }
        if allowsMultipleSelection, selected.contains(path) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
            setSelected(false, at: path)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selected where other != path {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: path)
        delegate?.collectionView(self, didSelectItemAt: path)
    }
}
