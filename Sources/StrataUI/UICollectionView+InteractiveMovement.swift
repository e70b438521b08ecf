import Foundation
import StrataCore

/// Reordering by dragging (Apple: UICollectionView, "Reordering items interactively"):
/// between `beginInteractiveMovementForItem(at:)` and `endInteractiveMovement()` the item's
/// cell follows `updateInteractiveMovementTargetPosition(_:)`, and the other items make room
/// for it with animated moves as it passes over them; the end tells the data source
/// `collectionView(_:moveItemAt:to:)` and settles the cell, a cancel puts everything back.
///
/// While the items make room, the data source still holds the old order: a cell made in that
/// time (an item scrolling into sight) is asked for at its displaced index path.
extension UICollectionView {
    /// Starts moving the item at `indexPath`; false (nothing starts) when a movement is under
    /// way, the path names no item or the data source's `canMoveItemAt` says no.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource else { return false }
        reloadCountsIfNeeded()
        guard isValidItem(indexPath), dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        layoutIfNeeded()
        interactiveMovement = (indexPath, indexPath)
        cellForItem(at: indexPath)?.layer.zPosition = CGFloat(UICollectionViewFlowLayout.pinnedZIndex + 1)
        return true
    }

    /// Moves the item's cell to `targetPosition` (content coordinates); when it is over
    /// another item of the same section, that item's place becomes the target and the items
    /// between shift over.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        if let over = indexPathForItem(at: targetPosition), over != movement.current, over.section == movement.current.section {
            interactiveMovement = (movement.original, over)
            performBatchUpdates({ self.moveItem(at: movement.current, to: over) })
        }
        if let moving = interactiveMovement.flatMap({ cellForItem(at: $0.current) }) {
            UIView.performWithoutAnimation { moving.center = targetPosition }
        }
    }

    /// Ends the movement: the data source moves the item to where it was dropped and its
    /// cell settles into its place.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.original != movement.current {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
        }
        settleMovedCell(at: movement.current)
    }

    /// Cancels the movement: the items go back to where they were.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.original != movement.current {
            performBatchUpdates({ self.moveItem(at: movement.current, to: movement.original) })
        }
        settleMovedCell(at: movement.original)
    }

    private func settleMovedCell(at path: IndexPath) {
        guard let cell = cellForItem(at: path), let attributes = layoutAttributesForItem(at: path) else { return }
        UIView.animate(withDuration: Self.updateAnimationDuration) { cell.take(attributes) }
    }
}
