import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// A section-background flow layout, as apps write it: a decoration view registered by the
/// layout and placed behind each section's items.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)-9pxrn
/// and https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesfordecorationview(ofkind:at:)
/// — "decoration views … are not tied to the collection view's data source".
final class SectionBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .lightGray
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SectionBackgroundLayout: UICollectionViewFlowLayout {
    static let backgroundKind = "SectionBackground"

    override init() {
        super.init()
        register(SectionBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        for section in 0..<(collectionView?.numberOfSections ?? 0) {
            let indexPath = IndexPath(item: 0, section: section)
            if let background = layoutAttributesForDecorationView(ofKind: Self.backgroundKind, at: indexPath),
               background.frame.intersects(rect) {
                attributes.append(background)
            }
        }
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.backgroundKind, let collectionView = collectionView else { return nil }
        let count = collectionView.numberOfItems(inSection: indexPath.section)
        guard count > 0,
              let first = layoutAttributesForItem(at: IndexPath(item: 0, section: indexPath.section)),
              let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: indexPath.section)) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 0, y: first.frame.minY - 5, width: collectionView.bounds.width,
                                  height: last.frame.maxY - first.frame.minY + 10)
        attributes.zIndex = -1
        return attributes
    }
}

@Suite struct CollectionViewDecorationTests {
    @Test func sectionBackgroundsAreMadeByTheLayoutReusedAndFadeWithTheirSection() {
        onVirtualClock { clock, root in
            let layout = SectionBackgroundLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.sectionInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
            cv.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
            let grid = SwatchGrid(sections: [Array(repeating: .red, count: 6), Array(repeating: .blue, count: 6), Array(repeating: .green, count: 6)])
            cv.dataSource = grid
            root.addSubview(cv)
            cv.layoutIfNeeded()
            clock.advance(by: 0)

            func backgrounds() -> [SectionBackgroundView] { cv.subviews.compactMap { $0 as? SectionBackgroundView } }
            // Section 0: items at 20…230 → background 15…235; section 1 starts at 250.
            #expect(backgrounds().count == 2, "sections 0 and 1 are in the 300-point view")
            let first = backgrounds().first { $0.frame.minY == 15 }
            #expect(first?.frame == CGRect(x: 0, y: 15, width: 320, height: 220))
            #expect(first?.layer.zPosition == -1, "behind the cells")
            #expect(cv.visibleSupplementaryViews(ofKind: SectionBackgroundLayout.backgroundKind).isEmpty, "not a supplementary view")

            cv.contentOffset = CGPoint(x: 0, y: 400)
            cv.layoutIfNeeded()
            #expect(backgrounds().count == 2 && backgrounds().contains { $0 === first }, "section 0's background reused for section 2")

            cv.contentOffset = .zero
            cv.layoutIfNeeded()
            let top = backgrounds().first { $0.frame.minY == 15 }!
            grid.sections.remove(at: 0)
            cv.deleteSections(IndexSet(integer: 0))
            clock.advance(by: 0.15)
            #expect(near(shownAlpha(top), 0.5, 0.05), "fades out with its section: \(shownAlpha(top))")
            clock.advance(by: 0.2)
            cv.layoutIfNeeded()
            #expect(backgrounds().allSatisfy { $0.alpha == 1 } && backgrounds().count == 2)
        }
    }
}
