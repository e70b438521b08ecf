import Foundation
import Testing
@testable import StrataUI

/// Apple: "IndexPath" (UIKit additions: `init(item:section:)`, `init(row:section:)`,
/// `section`, `item`, `row`).
@Suite struct IndexPathUIKitTests {
    @Test func itemAndRowNameTheSecondIndex() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.section == 1 && path.item == 3 && path.row == 3)
        #expect(path == IndexPath(row: 3, section: 1))
        path.row = 5
        path.section = 2
        #expect(Array(path) == [2, 5])
        #expect([IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 0)].sorted()
            == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1)])
    }

    @Test func malformedPathsReadZeroInsteadOfTrapping() {
        var empty = IndexPath()
        #expect(empty.section == 0 && empty.item == 0)
        empty.row = 4
        #expect(empty.count == 0)
        #expect(IndexPath(index: 7).section == 7 && IndexPath(index: 7).row == 0)
    }

    @Test func reuseQueueKeepsViewsPerIdentifier() {
        let queue = ReusableViewQueue<UIView>()
        #expect(queue.dequeue("cell") == nil)
        var made = 0
        queue.register("cell") { made += 1; return UIView() }
        let first = queue.dequeue("cell")
        #expect(first?.reused == false && made == 1)
        queue.enqueue(first!.view, identifier: "cell")
        let again = queue.dequeue("cell")
        #expect(again?.reused == true && again?.view === first?.view && made == 1)
        queue.enqueue(again!.view, identifier: "cell")
        queue.register("cell") { UIView() }
        #expect(queue.idleCount("cell") == 0)
        queue.unregister("cell")
        #expect(queue.dequeue("cell") == nil && !queue.isRegistered("cell"))
    }
}
