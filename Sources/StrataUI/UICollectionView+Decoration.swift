import Foundation
import StrataCore

/// Decoration views (Apple: UICollectionViewLayout `register(_:forDecorationViewOfKind:)`,
/// `layoutAttributesForDecorationView(ofKind:at:)`): views the layout itself registers and
/// places — section backgrounds, separators — made and reused by the collection view without
/// the data source or the delegate. They are kept with the supplementary views under a key
/// whose kind carries a prefix no real kind has.
extension UICollectionView {
    static let decorationPrefix = "\u{1F}decoration\u{1F}"

    /// The key an element's view is kept under: its kind (prefixed for decorations) and path.
    func elementKey(for attributes: UICollectionViewLayoutAttributes) -> SupplementaryKey? {
        guard let kind = attributes.representedElementKind else { return nil }
        let prefix = attributes.representedElementCategory == .decorationView ? Self.decorationPrefix : ""
        return SupplementaryKey(kind: prefix + kind, indexPath: attributes.indexPath)
    }

    /// The decoration kind of `key`, nil for a supplementary view's key.
    func decorationKind(_ key: SupplementaryKey) -> String? {
        key.kind.hasPrefix(Self.decorationPrefix) ? String(key.kind.dropFirst(Self.decorationPrefix.count)) : nil
    }

    /// The layout's attributes now for the supplementary or decoration view of `key`.
    func layoutAttributes(for key: SupplementaryKey) -> UICollectionViewLayoutAttributes? {
        if let kind = decorationKind(key) { return currentLayout.layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath) }
        return currentLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
    }

    /// Where the view of `key` starts when it appears during an update.
    func initialAttributes(for key: SupplementaryKey) -> UICollectionViewLayoutAttributes? {
        if let kind = decorationKind(key) {
            return currentLayout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: key.indexPath)
        }
        return currentLayout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
    }

    /// Where the view of `key` ends when it disappears during an update.
    func finalAttributes(for key: SupplementaryKey) -> UICollectionViewLayoutAttributes? {
        if let kind = decorationKind(key) {
            return currentLayout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: key.indexPath)
        }
        return currentLayout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
    }

    /// Shows the supplementary view (from the data source) or decoration view (from the
    /// layout's registration) of `attributes`.
    @discardableResult
    func show(elementFor attributes: UICollectionViewLayoutAttributes, key: SupplementaryKey) -> UICollectionReusableView? {
        guard let kind = decorationKind(key) else { return show(supplementaryFor: attributes, key: key) }
        guard let type = currentLayout.decorationViewClasses[kind] else { return nil }
        if !supplementaryQueue.isRegistered(key.kind) { supplementaryQueue.register(key.kind) { type.init(reusableFrame: .zero) } }
        guard let (view, reused) = supplementaryQueue.dequeue(key.kind) else { return nil }
        if reused { view.prepareForReuse() }
        view.take(attributes)
        if view.superview !== self { addSubview(view) }
        visibleSupplementary[key] = view
        return view
    }
}
