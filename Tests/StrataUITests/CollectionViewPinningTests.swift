import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Pinned section headers and footers of a flow layout.
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds
/// — "headers pin to the top of the collection view bounds during scrolling";
/// sectionfooterspintovisiblebounds — footers to the bottom.
@Suite struct CollectionViewPinningTests {
    @Test func aHeaderSticksUntilTheNextSectionPushesItOff() {
        CollectionViewTests.rig(items: 9, sections: 3, configure: { layout in
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.sectionHeadersPinToVisibleBounds = true
        }) { rig in
            let cv = rig.collectionView
            let kind = UICollectionView.elementKindSectionHeader
            func header(_ section: Int) -> UICollectionReusableView? {
                cv.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
            }
            // Each section: a 40-point header and three 100-point lines 10 apart: 360 points.
            #expect(header(0)?.frame.minY == 0 && header(1)?.frame.minY == 360)

            cv.contentOffset = CGPoint(x: 0, y: 100)
            cv.layoutIfNeeded()
            #expect(header(0)?.frame.minY == 100, "stuck to the top of the visible area")
            #expect(header(0)?.layer.zPosition == 1024, "above the items")

            cv.contentOffset = CGPoint(x: 0, y: 340)
            cv.layoutIfNeeded()
            #expect(header(0)?.frame.minY == 320, "pushed up by section 1, never leaving its own section")
            #expect(header(1)?.frame.minY == 360)

            cv.contentOffset = CGPoint(x: 0, y: 400)
            cv.layoutIfNeeded()
            #expect(header(0) == nil, "section 0 is out of sight")
            #expect(header(1)?.frame.minY == 400)
            let attributes = cv.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1))
            #expect(attributes?.frame.minY == 400 && attributes?.zIndex == 1024)
        }
    }

    @Test func aFooterSticksToTheBottom() {
        CollectionViewTests.rig(items: 9, sections: 3, configure: { layout in
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.footerReferenceSize = CGSize(width: 0, height: 30)
            layout.sectionFootersPinToVisibleBounds = true
        }) { rig in
            let cv = rig.collectionView
            let footer = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                    at: IndexPath(item: 0, section: 1))
            // Section 1 spans 350…700 (its footer at 670); the visible area ends at 480.
            #expect(footer?.frame.minY == 450, "pinned to the bottom of the visible area: \(String(describing: footer?.frame))")
            cv.contentOffset = CGPoint(x: 0, y: 300)
            cv.layoutIfNeeded()
            #expect(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                               at: IndexPath(item: 0, section: 0))?.frame.minY == 320,
                    "in place once its section ends above the bottom")
        }
    }
}
