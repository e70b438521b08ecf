import Foundation
import StrataCore

/// The kind of element a set of layout attributes describes (Apple:
/// UICollectionView.ElementCategory).
public extension UICollectionView {
    enum ElementCategory: UInt, Sendable {
        /// A cell, named by `indexPath` alone.
        case cell
        /// A supplementary view (a header, a footer…), named by its kind and `indexPath`.
        case supplementaryView
        /// A decoration view (Strata shows none; the category exists for layouts that test it).
        case decorationView
    }
}

/// Where one cell or supplementary view of a collection view goes and how it looks (Apple:
/// UICollectionViewLayoutAttributes): a layout makes one per element and the collection view
/// applies it to the element's view.
///
/// As on iOS, `frame`, `center`, `size` and `bounds` are views of one geometry, `transform`
/// and `transform3D` of one transform; `copy()` makes an independent instance of the same
/// class (subclasses override `copy(with:)` and call `super`, as NSCopying asks).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's centre, in the collection view's content coordinates. Default (0, 0).
    open var center: CGPoint = .zero
    /// The element's size (the bounds' size). Default zero.
    open var size: CGSize = .zero
    /// The element's 3D transform about its centre. Default identity.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's opacity, 0…1. Default 1.
    open var alpha: CGFloat = 1
    /// Which elements draw over which: higher is in front. Default 0.
    open var zIndex = 0
    /// Whether the element is hidden (not shown at all). Default false.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether these attributes describe a cell or a supplementary or decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of supplementary or decoration view; nil for a cell.
    open private(set) var representedElementKind: String?

    /// Attributes for a cell at index path (0, 0), as NSObject's `init()` makes them.
    public override init() { super.init() }

    // The three initialisers below are `required convenience` so that a layout can make
    // instances of its `layoutAttributesClass` (a metatype) and `copy()` can make one of the
    // receiver's class; subclasses inherit them as long as they override `init()` or no
    // initialiser at all, as attribute subclasses do.

    /// Attributes for the cell at `indexPath`.
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The element's frame: `size` about `center`, before the transform.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            let r = newValue.standardized
            size = r.size
            center = CGPoint(x: r.midX, y: r.midY)
        }
    }

    /// The element's bounds: its size at origin (0, 0); setting it keeps the centre.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The element's affine transform (the 2D part of `transform3D`). Default identity.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A new instance of the receiver's class holding the same values (NSCopying). Subclasses
    /// that add properties override it, call `super` and copy theirs onto the result.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(forCellWith: indexPath)
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Whether `object` is attributes of the same class with equal values (UIKit compares
    /// attributes to decide whether a view needs them applied again).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return center == other.center && size == other.size && CATransform3DEqualToTransform(transform3D, other.transform3D)
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    open override var hash: Int { indexPath.hashValue ^ zIndex }

    open override var description: String {
        "<\(type(of: self)) \(indexPath) \(representedElementKind ?? "cell") frame=\(frame) alpha=\(alpha) z=\(zIndex)>"
    }
}
