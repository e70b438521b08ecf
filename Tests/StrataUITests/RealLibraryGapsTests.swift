import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Gaps found by compiling real open-source UIKit animation code against StrataUI (each test
/// names the code that needed it); the behaviour asserted is iOS's, in our own words.
@Suite struct RealLibraryGapsTests {
    /// A navigation transition sample returns `UIViewPropertyAnimator()` from
    /// `interruptibleAnimator(using:)` when it has no controllers: NSObject's `init()`, which
    /// UIViewPropertyAnimator inherits (https://developer.apple.com/documentation/uikit/uiviewpropertyanimator).
    /// It has no duration, so animations added to it land at once and it completes at the end.
    @Test func plainInitialisedPropertyAnimatorHasNoDurationAndFinishesAtOnce() {
        onVirtualClock { clock, root in
            let view = committedView(clock, in: root)
            let animator = UIViewPropertyAnimator()
            var position: UIViewAnimatingPosition?
            animator.addAnimations { view.alpha = 0.25 }
            animator.addCompletion { position = $0 }

            #expect(animator.duration == 0)
            #expect(animator.state == .inactive)
            animator.startAnimation()
            clock.advance(by: 1.0 / 60)

            #expect(position == .end)
            #expect(near(shownAlpha(view), 0.25, 1e-6))
            #expect(animator.timingParameters?.timingCurveType == .builtin)
        }
    }
}

/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`, which custom transitions
/// use to cut and stretch parts of a screen
/// (https://developer.apple.com/documentation/uikit/uiview/resizablesnapshotview(from:afterscreenupdates:withcapinsets:)):
/// "the portion of the view … in the bounds coordinate space", with "stretchable insets".
@Suite struct ResizableSnapshotTests {
    /// A 60×20 strip: red 0–10, green 10–50, blue 50–60.
    private func strip() -> UIView {
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        for (x, w, color) in [(0.0, 10.0, UIColor.red), (10, 40, .green), (50, 10, .blue)] {
            let part = UIView(frame: CGRect(x: x, y: 0, width: w, height: 20))
            part.backgroundColor = color
            strip.addSubview(part)
        }
        return strip
    }

    @Test func capsKeepTheirSizeWhenTheSnapshotIsStretched() throws {
        try onVirtualClock { clock, _ in
            let root = whiteRoot(width: 120, height: 20)
            let snapshot = try #require(strip().resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 60, height: 20), afterScreenUpdates: true,
                                                                   withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
            #expect(snapshot.bounds.size == CGSize(width: 60, height: 20))
            snapshot.frame = CGRect(x: 0, y: 0, width: 120, height: 20)
            root.addSubview(snapshot)
            clock.advance(by: 0)

            let image = try renderOnScreen(root, clock)

            #expect(pixelRGB(image, 5, 10) == [255, 0, 0], "left cap, unstretched")
            #expect(pixelRGB(image, 15, 10) == [0, 255, 0], "the middle starts after 10 points (plain stretching would still be red)")
            #expect(pixelRGB(image, 104, 10) == [0, 255, 0], "and ends 10 points before the right edge")
            #expect(pixelRGB(image, 115, 10) == [0, 0, 255], "right cap")
        }
    }

    @Test func takesOnlyTheRequestedRectOfTheBounds() throws {
        try onVirtualClock { clock, _ in
            let root = whiteRoot(width: 40, height: 20)
            let snapshot = try #require(strip().resizableSnapshotView(from: CGRect(x: 45, y: 0, width: 10, height: 20), afterScreenUpdates: false,
                                                                   withCapInsets: .zero))
            root.addSubview(snapshot)
            clock.advance(by: 0)

            let image = try renderOnScreen(root, clock)

            #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
            #expect(pixelRGB(image, 2, 10) == [0, 255, 0], "x 45–50 of the strip is green")
            #expect(pixelRGB(image, 7, 10) == [0, 0, 255], "x 50–55 is blue")
            #expect(pixelRGB(image, 20, 10) == [255, 255, 255], "nothing beyond the rect")
            #expect(strip().resizableSnapshotView(from: .zero, afterScreenUpdates: true, withCapInsets: .zero) == nil)
            #expect(strip().resizableSnapshotView(from: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5), afterScreenUpdates: true, withCapInsets: .zero) == nil)
        }
    }
}

private final class MarginWatchingController: UIViewController {
    var marginChanges = 0
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange(); marginChanges += 1 }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
}

private final class SafeAreaWatchingView: UIView {
    var safeAreaChanges = 0
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange(); safeAreaChanges += 1 }
}

/// Overrides that message and banner libraries write (SwiftMessages' views override
/// `safeAreaInsetsDidChange()`; controllers override `viewLayoutMarginsDidChange()`).
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewlayoutmarginsdidchange()
/// — "called to notify the view controller that the layout margins of its root view changed".
@Suite struct MarginCallbackTests {
    @Test func theControllerHearsOfItsRootViewsMarginChangesOnly() {
        let controller = MarginWatchingController()
        controller.view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        controller.view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let child = UIView()
        controller.view.addSubview(child)
        child.layoutMargins = .zero
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)

        #expect(controller.marginChanges == 2, "a change, not a repeat, and not a subview's")
        let view = SafeAreaWatchingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(view.safeAreaChanges == 0 && view.safeAreaInsets == .zero, "Strata's safe area never changes")
    }
}

private final class LayoutWatchingCollectionView: UICollectionView {
    var seen: [String] = []
    override var collectionViewLayout: UICollectionViewLayout { didSet { seen.append("didSet") } }
    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        seen.append("set")
        super.setCollectionViewLayout(layout, animated: animated)
    }
    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        seen.append("set+completion")
        super.setCollectionViewLayout(layout, animated: animated, completion: completion)
    }
}

/// Gemini's GeminiCollectionView overrides `collectionViewLayout` (with `didSet`) and both
/// `setCollectionViewLayout(_:animated:)` and `setCollectionViewLayout(_:animated:completion:)`
/// to follow the flow layout's scroll direction
/// (https://developer.apple.com/documentation/uikit/uicollectionview/setcollectionviewlayout(_:animated:)).
@Suite struct CollectionLayoutOverrideTests {
    @Test func subclassesSeeEveryWayTheLayoutChanges() {
        let view = LayoutWatchingCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                                collectionViewLayout: UICollectionViewFlowLayout())
        let second = UICollectionViewFlowLayout(), third = UICollectionViewFlowLayout(), fourth = UICollectionViewFlowLayout()
        var finished: Bool?

        view.setCollectionViewLayout(second, animated: false)
        let afterSecond = view.collectionViewLayout
        view.seen.removeAll()
        view.collectionViewLayout = third
        let viaProperty = view.seen
        view.seen.removeAll()
        view.setCollectionViewLayout(fourth, animated: false) { finished = $0 }

        #expect(afterSecond === second)
        #expect(viaProperty.contains("didSet") && view.collectionViewLayout !== third)
        #expect(view.seen.first == "set+completion" && view.collectionViewLayout === fourth)
        #expect(finished == true, "without animation the completion runs at once, finished")
        #expect(second.collectionView == nil && fourth.collectionView === view, "the old layout lets go of the view")
    }
}

/// Tilts every cell it hands out, as Gemini's `animateCell(_:)` does from `cellForItemAt`.
private final class TiltingSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tilt", for: indexPath)
        cell.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        cell.layer.position.y -= cell.bounds.height / 2   // keep the cell where it is, hinged at its top edge
        cell.layer.transform = CATransform3DMakeRotation(0.3, 1, 0, 0)
        cell.alpha = 0.5
        return cell
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes (Subclassing
/// notes): "In iOS 7 and later, the collection view does not apply layout attributes if those
/// attributes have not changed", comparing them with `isEqual(_:)`. Found running Gemini, whose
/// cube cells are hinged and turned in `cellForItemAt` and while scrolling.
@Suite struct UnchangedAttributesTests {
    @Test func whatTheAppSetsOnACellStaysUntilItsAttributesChange() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 10
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tilt")
        let source = TiltingSource()
        view.dataSource = source
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))

        view.contentOffset.y = 5
        view.layoutIfNeeded()
        view.contentOffset.y = 0
        view.layoutIfNeeded()

        #expect(cell.alpha == 0.5, "not reset to the attributes' alpha by later layout passes")
        #expect(abs(cell.layer.transform.m23 - sin(0.3)) < 1e-9, "the tilt stays")
        #expect(cell.layer.anchorPoint == CGPoint(x: 0.5, y: 0) && abs(cell.layer.position.y - 60) < 1e-9,
                "hinged at its top edge, 60 points down (not moved to the attributes' centre)")

        layout.itemSize = CGSize(width: 100, height: 80)
        view.layoutIfNeeded()

        let moved = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(moved.alpha == 1 && CATransform3DIsIdentity(moved.layer.transform), "changed attributes are applied again")
        #expect(moved.bounds.height == 80)
    }
}

/// Toast-Swift announces each toast with `UIAccessibility.post(notification: .screenChanged,
/// argument: toast)` (https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)).
/// With no assistive technology running, the post changes nothing; the notifications keep UIKit's values.
@Suite struct AccessibilityPostTests {
    @Test func postingReachesNothingAndKeepsUIKitsValues() {
        let toast = UIView()
        UIAccessibility.post(notification: .screenChanged, argument: toast)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)

        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(UIAccessibility.Notification.layoutChanged.rawValue == 1001)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
        #expect(Set([UIAccessibility.Notification.screenChanged, .pageScrolled]).count == 2)
        #expect(toast.superview == nil && !UIAccessibility.isVoiceOverRunning)
    }
}

/// Centres its first page by setting the collection view's inset and offset from inside
/// `invalidateLayout(with:)`, as expanding-collection's PageCollectionLayout does.
private final class CentringPageLayout: UICollectionViewFlowLayout {
    var everythingContexts = 0
    private var lastSize = CGSize.zero
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        if context.invalidateEverything { everythingContexts += 1 }
        guard let view = collectionView, view.bounds.size != lastSize else { return }
        let inset = view.bounds.width / 2 - itemSize.width / 2
        view.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        view.contentOffset = CGPoint(x: -inset, y: 0)   // a bounds change inside the invalidation
        lastSize = view.bounds.size
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

private final class CountSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateeverything —
/// "the collection view sets it to true when you change the current layout object, change the
/// data source of the collection view, or call the reloadData() method". Found running
/// expanding-collection, whose layout sets the inset there and, on Strata, was never asked
/// (and, once asked, re-entered itself through the offset it set until the stack ran out).
@Suite struct LayoutInvalidationTests {
    @Test func layoutDataSourceAndReloadInvalidateEverythingWithoutReentering() {
        let layout = CentringPageLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
        let afterLayout = layout.everythingContexts
        let source = CountSource()
        view.dataSource = source
        let afterDataSource = layout.everythingContexts
        view.layoutIfNeeded()
        let beforeReload = layout.everythingContexts
        view.reloadData()
        let afterReload = layout.everythingContexts
        view.layoutIfNeeded()

        #expect(afterLayout >= 1, "adopting the layout")
        #expect(afterDataSource > afterLayout, "setting the data source")
        #expect(afterReload > beforeReload, "reloadData")
        #expect(view.contentInset.left == 60 && view.contentOffset.x == -60, "the first page centred")
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.center.x == 100)
    }
}
