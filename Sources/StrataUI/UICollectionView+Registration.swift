import Foundation
import StrataCore

/// iOS 14's registrations (Apple: UICollectionView.CellRegistration,
/// SupplementaryRegistration, `dequeueConfiguredReusableCell(using:for:item:)`): a cell class
/// and the code that configures it, registered under an identifier of their own the first
/// time a collection view dequeues with them.
extension UICollectionView {
    /// A cell class with its configuration handler.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        let identifier = "CellRegistration." + UUID().uuidString

        /// A registration making `Cell`s and configuring them with `handler`.
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// A supplementary view class of one kind with its configuration handler.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view of `elementKind` at an index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        let identifier = "SupplementaryRegistration." + UUID().uuidString

        /// A registration making `Supplementary` views of `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell from `registration` (registered on first use), configured by its handler with
    /// `item` (not called when `item` is nil).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if !cellQueue.isRegistered(registration.identifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(reusableFrame: .zero)
        cell.reuseIdentifier = registration.identifier
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from `registration` (registered on first use), configured by its
    /// handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let key = Self.supplementaryIdentifier(registration.elementKind, registration.identifier)
        if !supplementaryQueue.isRegistered(key) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                        for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(reusableFrame: .zero)
        view.reuseIdentifier = registration.identifier
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
