import Foundation

/// What a collection view asks about its data (Apple: UICollectionViewDataSource). The two
/// item methods are required; the others are optional on iOS and have defaults here in a
/// protocol extension.
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items `section` holds. A negative count is read as 0.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// How many sections the collection view holds. Default 1; a negative count is read as 0.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Default: an empty
    /// view (UIKit raises an exception when a layout asks for one the data source cannot give).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item may be moved interactively. Default false.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The item moved from `sourceIndexPath` to `destinationIndexPath`. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
}

public extension UICollectionViewDataSource {
    /// One section.
    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// An empty reusable view.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    /// False.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {}
}
