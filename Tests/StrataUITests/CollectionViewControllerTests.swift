import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UICollectionViewController subclassed as iOS code does: `super.init(collectionViewLayout:)`,
/// registration in `viewDidLoad`, and `override` on the data source, delegate and scroll view
/// delegate methods.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller — "the
/// collection view controller … sets the data source and delegate of the collection view to
/// itself"; clearsSelectionOnViewWillAppear defaults to true.
@Suite struct CollectionViewControllerTests {
    final class PaletteController: UICollectionViewController {
        var colors: [UIColor] = [.red, .green, .blue, .yellow]
        var selected: [IndexPath] = []
        var scrolls = 0

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 90, height: 90)
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .white
            collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            colors.count * 10
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SwatchCell.reuseIdentifier, for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.item % colors.count]
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }

        override func scrollViewDidScroll(_ scrollView: UIScrollView) {
            scrolls += 1
        }
    }

    @Test func aSubclassOverridesTheProtocolMethods() {
        onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let controller = PaletteController()
            window.rootViewController = controller
            controller.view.frame = window.bounds
            controller.collectionView.layoutIfNeeded()
            clock.advance(by: 0)
            let cv = controller.collectionView!
            #expect(cv.dataSource === controller && cv.delegate === controller)
            #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
            #expect(cv.numberOfItems(inSection: 0) == 40 && !cv.visibleCells.isEmpty)

            window.deliver(touchAt: CGPoint(x: 45, y: 45), phase: .began, timestamp: 0)
            window.deliver(touchAt: CGPoint(x: 45, y: 45), phase: .ended, timestamp: 0.05)
            #expect(controller.selected == [IndexPath(item: 0, section: 0)])
            cv.contentOffset = CGPoint(x: 0, y: 30)
            #expect(controller.scrolls > 0, "the override of the scroll view delegate method is called")

            controller.viewWillAppear(false)
            #expect(cv.indexPathsForSelectedItems == nil, "clearsSelectionOnViewWillAppear")
        }
    }
}
