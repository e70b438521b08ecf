// Collection view code in the shapes iOS apps and open-source layout libraries write it: a
// colour-swatch grid with a flow layout and a UICollectionViewDelegateFlowLayout data source,
// an UPCarouselFlowLayout-style carousel (a horizontal flow layout subclass scaling items by
// their distance from the centre and snapping to the nearest), and a card-stack layout (a
// UICollectionViewLayout subclass with its own attributes class, cards inserted sliding in).
// Written from memory for this suite in those projects' idioms (no code copied), compiled
// with `import UIKit` unchanged. Tests: CollectionView*Tests.swift.
import UIKit

// MARK: - A grid of swatches

final class SwatchCell: UICollectionViewCell {
    static let reuseIdentifier = "SwatchCell"
    let label = UILabel()
    private(set) var reuseCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        contentView.addSubview(label)
        let selection = UIView()
        selection.backgroundColor = .black
        selectedBackgroundView = selection
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        label.text = nil
    }
}

final class SwatchHeader: UICollectionReusableView {
    static let reuseIdentifier = "SwatchHeader"
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .gray
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SwatchGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[UIColor]]
    var sizes: [IndexPath: CGSize] = [:]
    var selections: [IndexPath] = []
    var deselections: [IndexPath] = []
    var displayed = 0, endedDisplaying = 0
    var refuse: Set<IndexPath> = []
    var cellsSeen = Set<ObjectIdentifier>()

    init(sections: [[UIColor]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SwatchCell.reuseIdentifier, for: indexPath) as! SwatchCell
        cell.contentView.backgroundColor = sections[indexPath.section][indexPath.item]
        cell.label.text = "\(indexPath.item)"
        cellsSeen.insert(ObjectIdentifier(cell))
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: SwatchHeader.reuseIdentifier,
                                                                     for: indexPath) as! SwatchHeader
        header.title.text = "Section \(indexPath.section)"
        return header
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refuse.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        deselections.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed += 1
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        endedDisplaying += 1
    }
}

// MARK: - UPCarouselFlowLayout shape

final class CarouselFlowLayout: UICollectionViewFlowLayout {
    var sideItemScale: CGFloat = 0.6
    var sideItemAlpha: CGFloat = 0.6
    private(set) var snaps: [CGPoint] = []

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        scrollDirection = .horizontal
        let inset = (collectionView.bounds.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        minimumLineSpacing = 20
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let superAttributes = super.layoutAttributesForElements(in: rect),
              let attributes = NSArray(array: superAttributes, copyItems: true) as? [UICollectionViewLayoutAttributes]
        else { return nil }
        return attributes.map(transformLayoutAttributes)
    }

    private func transformLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView = collectionView else { return attributes }
        let collectionCenter = collectionView.bounds.width / 2
        let offset = collectionView.contentOffset.x
        let normalizedCenter = attributes.center.x - offset
        let maxDistance = itemSize.width + minimumLineSpacing
        let distance = min(abs(collectionCenter - normalizedCenter), maxDistance)
        let ratio = (maxDistance - distance) / maxDistance
        let alpha = ratio * (1 - sideItemAlpha) + sideItemAlpha
        let scale = ratio * (1 - sideItemScale) + sideItemScale
        attributes.alpha = alpha
        attributes.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
        attributes.zIndex = Int(alpha * 10)
        return attributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView, !collectionView.isPagingEnabled,
              let layoutAttributes = self.layoutAttributesForElements(in: collectionView.bounds.offsetBy(dx: proposedContentOffset.x - collectionView.contentOffset.x, dy: 0))
        else { return super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity) }
        let midSide = collectionView.bounds.size.width / 2
        let proposedCenter = proposedContentOffset.x + midSide
        let closest = layoutAttributes.sorted { abs($0.center.x - proposedCenter) < abs($1.center.x - proposedCenter) }.first ?? UICollectionViewLayoutAttributes()
        let target = CGPoint(x: floor(closest.center.x - midSide), y: proposedContentOffset.y)
        snaps.append(target)
        return target
    }
}

// MARK: - A card stack: a UICollectionViewLayout subclass with custom attributes

final class CardAttributes: UICollectionViewLayoutAttributes {
    var shadowOpacity: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CardAttributes
        copy.shadowOpacity = shadowOpacity
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CardAttributes, other.shadowOpacity == shadowOpacity else { return false }
        return super.isEqual(object)
    }
}

final class CardCell: UICollectionViewCell {
    private(set) var appliedShadow: CGFloat = -1

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? CardAttributes else { return }
        appliedShadow = attributes.shadowOpacity
        layer.shadowOpacity = Float(attributes.shadowOpacity)
    }
}

final class CardStackLayout: UICollectionViewLayout {
    var cardSize = CGSize(width: 200, height: 120)
    var peek: CGFloat = 12
    private var cache: [IndexPath: CardAttributes] = [:]
    private var inserted: [IndexPath] = []
    private(set) var prepareCount = 0, updateBatches: [[UICollectionViewUpdateItem]] = []

    override class var layoutAttributesClass: AnyClass { CardAttributes.self }

    override func prepare() {
        super.prepare()
        prepareCount += 1
        cache.removeAll()
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return }
        let count = collectionView.numberOfItems(inSection: 0)
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: 0)
            let attributes = CardAttributes(forCellWith: indexPath)
            let depth = CGFloat(count - 1 - item)
            attributes.size = cardSize
            attributes.center = CGPoint(x: collectionView.bounds.midX, y: 100 + depth * peek)
            attributes.transform = CGAffineTransform(scaleX: 1 - depth * 0.05, y: 1 - depth * 0.05)
            attributes.zIndex = item
            attributes.shadowOpacity = item == count - 1 ? 0.5 : 0.1
            cache[indexPath] = attributes
        }
    }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.values.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath]
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        updateBatches.append(updateItems)
        inserted = updateItems.filter { $0.updateAction == .insert }.compactMap { $0.indexPathAfterUpdate }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard inserted.contains(itemIndexPath),
              let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? CardAttributes
        else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        attributes.center.x += collectionView?.bounds.width ?? 0
        attributes.alpha = 1
        return attributes
    }
}

// MARK: - The springy flow layout (WWDC 2013 "Advanced Techniques with UIKit Dynamics" shape)

final class SpringyFlowLayout: UICollectionViewFlowLayout {
    lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)

    override func prepare() {
        super.prepare()
        let contentRect = CGRect(origin: .zero, size: collectionViewContentSize)
        guard dynamicAnimator.behaviors.isEmpty, let items = super.layoutAttributesForElements(in: contentRect) else { return }
        for item in items {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            dynamicAnimator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamicAnimator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        let touchLocation = collectionView.panGestureRecognizer.location(in: collectionView)
        for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
            let distanceFromTouch = abs(touchLocation.y - spring.anchorPoint.y)
            let scrollResistance = distanceFromTouch / 1500
            guard let item = spring.items.first else { continue }
            var center = item.center
            center.y += delta < 0 ? max(delta, delta * scrollResistance) : min(delta, delta * scrollResistance)
            item.center = center
            dynamicAnimator.updateItem(usingCurrentState: item)
        }
        return false
    }
}
