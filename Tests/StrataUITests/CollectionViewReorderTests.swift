import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Reordering by dragging, as a long-press handler drives it on iOS.
/// https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:),
/// updateinteractivemovementtargetposition(_:), endinteractivemovement() and
/// cancelinteractivemovement(); the data source's collectionView(_:moveItemAt:to:) —
/// "Tells your data source object to move the specified item to its new location".
@Suite struct CollectionViewReorderTests {
    final class Letters: NSObject, UICollectionViewDataSource {
        var items = ["a", "b", "c", "d", "e", "f"]
        var movable = true
        var moves: [(IndexPath, IndexPath)] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SwatchCell.reuseIdentifier, for: indexPath) as! SwatchCell
            cell.label.text = items[indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append((sourceIndexPath, destinationIndexPath))
            let item = items.remove(at: sourceIndexPath.item)
            items.insert(item, at: destinationIndexPath.item)
        }
    }

    @Test func aDraggedItemMakesRoomAndIsDroppedOrPutBack() {
        onVirtualClock { clock, root in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
            cv.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
            let letters = Letters()
            cv.dataSource = letters
            root.addSubview(cv)
            cv.layoutIfNeeded()
            func label(_ item: Int) -> String? { (cv.cellForItem(at: IndexPath(item: item, section: 0)) as? SwatchCell)?.label.text }
            let a = cv.cellForItem(at: IndexPath(item: 0, section: 0))!, b = cv.cellForItem(at: IndexPath(item: 1, section: 0))!

            #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "one at a time")
            cv.updateInteractiveMovementTargetPosition(CGPoint(x: 120, y: 60))
            #expect(a.center == CGPoint(x: 120, y: 60), "under the finger")
            cv.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
            #expect(a.center == CGPoint(x: 270, y: 50) && label(2) == "a")
            clock.advance(by: 0.31)
            #expect(b.center == CGPoint(x: 50, y: 50), "b made room")
            #expect(letters.moves.isEmpty, "the data source hears only at the end")

            cv.endInteractiveMovement()
            #expect(letters.items == ["b", "c", "a", "d", "e", "f"])
            clock.advance(by: 0.31)
            #expect(a.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
            #expect((0..<6).map(label) == letters.items.map { Optional($0) })

            // Cancelled: everything goes back, the data source hears nothing.
            #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
            cv.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 160))
            clock.advance(by: 0.31)
            #expect(label(5) == "d")
            cv.cancelInteractiveMovement()
            clock.advance(by: 0.31)
            #expect((0..<6).map(label) == letters.items.map { Optional($0) } && letters.moves.count == 1)

            letters.movable = false
            #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "canMoveItemAt said no")
            #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 40, section: 0)))
            cv.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 0))
            cv.endInteractiveMovement()
        }
    }
}
