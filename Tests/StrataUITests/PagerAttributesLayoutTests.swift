import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Layout attributes that carry where the item is relative to the visible page, as
/// AnimatedCollectionViewLayout's do (a layoutAttributesClass override, copy(with:) and
/// isEqual(_:) overrides that include the extra values).
final class PagePositionAttributes: UICollectionViewLayoutAttributes {
    var middleOffset: CGFloat = 0
    weak var contentView: UIView?

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! PagePositionAttributes
        copy.middleOffset = middleOffset
        copy.contentView = contentView
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? PagePositionAttributes else { return false }
        return super.isEqual(other) && other.middleOffset == middleOffset && other.contentView === contentView
    }
}

/// A pager that turns each page's content view like a cube face as it scrolls: the face turns
/// about the edge it shares with its neighbour (anchor point moved there with the centre kept),
/// with perspective (m34).
final class CubePagerLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { PagePositionAttributes.self }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView, let original = super.layoutAttributesForElements(in: rect) else { return nil }
        return original.compactMap { $0.copy() as? PagePositionAttributes }.map { a in
            a.middleOffset = (a.center.x - collectionView.contentOffset.x) / collectionView.frame.width - 0.5
            if a.contentView == nil { a.contentView = collectionView.cellForItem(at: a.indexPath)?.contentView }
            if let face = a.contentView, abs(a.middleOffset) < 1 {
                var turn = CATransform3DIdentity
                turn.m34 = -1 / 500
                face.layer.transform = CATransform3DRotate(turn, .pi / 2 * a.middleOffset, 0, 1, 0)
                Self.keepCentre(of: face, anchorAt: CGPoint(x: a.middleOffset > 0 ? 0 : 1, y: 0.5))
            }
            return a
        }
    }

    static func keepCentre(of view: UIView, anchorAt point: CGPoint) {
        guard view.layer.anchorPoint != point else { return }
        let old = view.layer.anchorPoint
        view.layer.position.x += view.bounds.width * (point.x - old.x)
        view.layer.position.y += view.bounds.height * (point.y - old.y)
        view.layer.anchorPoint = point
    }
}

final class PagerCell: UICollectionViewCell {
    var applied: [CGFloat] = []
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let a = layoutAttributes as? PagePositionAttributes { applied.append(a.middleOffset) }
    }
}

final class PagerSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
        cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .red : .blue
        return cell
    }
}

@Suite("Pager layouts with their own attributes class")
struct PagerAttributesLayoutTests {
    // Apple: UICollectionViewLayout layoutAttributesClass — "the class to use when creating
    // layout attributes objects"; UICollectionReusableView apply(_:) — "applies the specified
    // layout attributes to the view"; attributes are applied when isEqual(_:) says they changed.
    @Test("the cells receive the subclass's attributes as the page scrolls, and the faces turn about their shared edge")
    func cubeFaces() throws {
        try onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let layout = CubePagerLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 300, height: 300)
            layout.minimumLineSpacing = 0
            let pager = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            pager.isPagingEnabled = true
            pager.register(PagerCell.self, forCellWithReuseIdentifier: "page")
            let source = PagerSource()
            pager.dataSource = source
            window.addSubview(pager)
            window.makeKeyAndVisible()
            pager.layoutIfNeeded()
            clock.advance(by: 0)
            let first = try #require(pager.cellForItem(at: IndexPath(item: 0, section: 0)) as? PagerCell)
            #expect(first.applied.last == 0)

            pager.contentOffset = CGPoint(x: 150, y: 0)
            pager.layoutIfNeeded()
            let second = try #require(pager.cellForItem(at: IndexPath(item: 1, section: 0)) as? PagerCell)
            #expect(first.applied.last == -0.5 && second.applied.last == 0.5)
            // The first face turns about its right edge, the second about its left, each kept in place.
            #expect(first.contentView.layer.anchorPoint == CGPoint(x: 1, y: 0.5))
            #expect(first.contentView.layer.position == CGPoint(x: 300, y: 150))
            #expect(second.contentView.layer.anchorPoint == CGPoint(x: 0, y: 0.5))
            #expect(second.contentView.layer.position == CGPoint(x: 0, y: 150))
            let angle = atan2(-first.contentView.layer.transform.m13, first.contentView.layer.transform.m11)
            #expect(abs(abs(angle) - .pi / 4) < 1e-6 && first.contentView.layer.transform.m34 != 0)

            // On screen, the two faces meet in the middle, each foreshortened by the perspective:
            // red on the left, blue on the right, and the far edges nearer than the middle edge
            // so the faces' corners leave white.
            let root = whiteRoot(width: 300, height: 300)
            pager.removeFromSuperview()
            root.addSubview(pager)
            pager.layoutIfNeeded()
            clock.advance(by: 0)
            let image = try renderOnScreen(root, clock)
            let left = pixelRGB(image, 100, 150), right = pixelRGB(image, 200, 150)
            #expect(left[0] > 200 && left[2] < 60, "left face \(left)")
            #expect(right[2] > 200 && right[0] < 60, "right face \(right)")
            // The shared edge is full height; at the outer edges the faces are shorter.
            #expect(pixelRGB(image, 149, 2)[0] > 200 || pixelRGB(image, 150, 2)[2] > 200)
            #expect(pixelRGB(image, 40, 2) == [255, 255, 255], "the far corner of the left face leaves white")
        }
    }
}
