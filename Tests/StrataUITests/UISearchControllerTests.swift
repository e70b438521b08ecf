import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UISearchController as list screens use it (Apple: UISearchController — "When the user
/// interacts with a UISearchBar, the search controller coordinates with a search results
/// controller"; UISearchResultsUpdating.updateSearchResults(for:) — "called whenever the search
/// bar becomes the first responder or changes are made to the text"; obscuresBackgroundDuringPresentation,
/// hidesNavigationBarDuringPresentation and automaticallyShowsCancelButton, default true;
/// showsSearchResultsController turning automaticallyShowsSearchResultsController off;
/// UINavigationItem.searchController; UIViewController.definesPresentationContext).
@Suite struct UISearchControllerTests {
    /// The common filtering sample, as iOS code writes it.
    final class CandyList: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
        let candies = ["Chocolate Bar", "Chocolate Chip", "Dark Chocolate", "Lollipop", "Candy Cane",
                       "Jaw Breaker", "Caramel", "Sour Chew", "Gummi Bear"]
        var filtered: [String] = []
        let searchController = UISearchController(searchResultsController: nil)
        var updates = 0
        var events: [String] = []
        var isFiltering: Bool { searchController.isActive && !(searchController.searchBar.text?.isEmpty ?? true) }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Candies"
            searchController.searchResultsUpdater = self
            searchController.delegate = self
            searchController.obscuresBackgroundDuringPresentation = false
            searchController.searchBar.placeholder = "Search Candies"
            navigationItem.searchController = searchController
            definesPresentationContext = true
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            isFiltering ? filtered.count : candies.count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = isFiltering ? filtered[indexPath.row] : candies[indexPath.row]
            return cell
        }
        func updateSearchResults(for searchController: UISearchController) {
            updates += 1
            let text = (searchController.searchBar.text ?? "").lowercased()
            filtered = candies.filter { $0.lowercased().contains(text) }
            tableView.reloadData()
        }
        func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
    }

    static func window(showing controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.layoutIfNeeded()
        return window
    }

    static func tap(_ window: UIWindow, _ point: CGPoint, at time: TimeInterval) {
        window.deliver(touchAt: point, phase: .began, timestamp: time)
        window.deliver(touchAt: point, phase: .ended, timestamp: time + 0.05)
    }

    static func shownTitles(_ table: UITableView) -> [String] {
        table.layoutIfNeeded()
        return table.indexPathsForVisibleRows?.compactMap { table.cellForRow(at: $0)?.textLabel?.text } ?? []
    }

    @Test func typingIntoTheNavigationItemsSearchBarFiltersTheTable() {
        onVirtualClock { clock, _ in
            let list = CandyList(style: .plain)
            let navigation = UINavigationController(rootViewController: list)
            let window = Self.window(showing: navigation)
            clock.advance(by: 0)
            let bar = list.searchController.searchBar
            #expect(bar.superview === navigation.view && bar.frame == CGRect(x: 0, y: 44, width: 320, height: 56),
                    "the bar sits under the navigation bar")
            #expect(navigation.content.frame.minY == 100 && Self.shownTitles(list.tableView).count == 9)
            #expect(!list.searchController.isActive && list.updates == 0)

            // Tapping the field presents the search: focus, Cancel, the navigation bar slides up.
            Self.tap(window, CGPoint(x: 100, y: 44 + 28), at: 0)
            #expect(list.searchController.isActive && bar.isFirstResponder)
            #expect(list.presentedViewController === list.searchController, "the controller defining the context presents it")
            #expect(list.searchController.presentingViewController === list)
            #expect(list.updates == 1, "updated on becoming first responder")
            #expect(list.events == ["willPresent"])
            clock.advance(by: 0.1)
            let sliding = navigation.navigationBar.layer.presentation()?.transform.m42 ?? 0
            #expect(sliding < 0 && sliding > -44, "the navigation bar is sliding up: \(sliding)")
            let barTop = bar.layer.presentation()?.frame.minY ?? -1
            #expect(barTop > 0 && barTop < 44, "the search bar moves up with it: \(barTop)")
            clock.advance(by: 0.5)
            #expect(navigation.isNavigationBarHidden)
            #expect(bar.frame.minY == 0 && navigation.content.frame.minY == 56)
            #expect(bar.showsCancelButton && list.events == ["willPresent", "didPresent"])

            // Typing through the window's key input filters.
            for letter in "choc" { window.deliver(text: String(letter)) }
            #expect(list.updates == 5, "one update per change")
            #expect(Self.shownTitles(list.tableView) == ["Chocolate Bar", "Chocolate Chip", "Dark Chocolate"])
            window.deliverBackspace()
            window.deliver(text: "c")
            #expect(Self.shownTitles(list.tableView) == ["Chocolate Bar", "Chocolate Chip", "Dark Chocolate"])
            window.deliver(text: "olate b")
            #expect(Self.shownTitles(list.tableView) == ["Chocolate Bar"])

            // A tap in the table goes through to it (nothing obscures it).
            clock.advance(by: 0.1)
            Self.tap(window, CGPoint(x: 100, y: 56 + 22), at: 1)
            #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))

            // Cancel clears the text, ends the search and brings everything back.
            Self.tap(window, CGPoint(x: 320 - 20, y: 28), at: 2)
            #expect(!list.searchController.isActive && bar.text == "" && !bar.isFirstResponder)
            #expect(list.updates == 9 && Self.shownTitles(list.tableView).count == 9)
            clock.advance(by: 0.6)
            #expect(!navigation.isNavigationBarHidden && bar.frame.minY == 44 && navigation.content.frame.minY == 100)
            #expect(!bar.showsCancelButton && list.presentedViewController == nil)
            #expect(list.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        }
    }

    /// With a results controller: the content is dimmed until text is entered, then the results
    /// cover it; a tap on the dimming ends the search; without a context-defining controller the
    /// root presents it, and `hidesNavigationBarDuringPresentation = false` keeps the bar.
    @Test func resultsControllerDimmingAndPresentationContext() throws {
        try onVirtualClock { clock, _ in
            let results = UIViewController()
            results.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            let search = UISearchController(searchResultsController: results)
            search.hidesNavigationBarDuringPresentation = false
            let screen = UIViewController()
            screen.view.backgroundColor = .white
            screen.navigationItem.searchController = search
            let navigation = UINavigationController(rootViewController: screen)
            let window = Self.window(showing: navigation)
            window.layer.anchorPoint = .zero
            window.layer.position = .zero
            clock.advance(by: 0)

            search.isActive = true
            #expect(navigation.presentedViewController === search, "no controller defines a context: the root presents")
            #expect(search.searchBar.isFirstResponder && !results.view.superview!.isHidden && results.view.isHidden)
            clock.advance(by: 0.5)
            #expect(!navigation.isNavigationBarHidden && search.searchBar.frame.minY == 44)
            let dimmedImage = try renderOnScreen(window, clock)
            try savePNGIfAsked(dimmedImage, "search-dimmed")
            let dimmed = pixelRGB(dimmedImage, 160, 300)
            #expect(dimmed.allSatisfy { abs($0 - 204) <= 3 }, "white under 20 % black: \(dimmed)")

            window.deliver(text: "a")
            #expect(!results.view.isHidden && results.view.frame.size == CGSize(width: 320, height: 380))
            clock.advance(by: 0.1)
            let coveredImage = try renderOnScreen(window, clock)
            try savePNGIfAsked(coveredImage, "search-results")
            let covered = pixelRGB(coveredImage, 160, 300)
            #expect(covered[0] > 250 && covered[1] < 5 && covered[2] < 5, "the results cover the content: \(covered)")
            let barPixel = pixelRGB(try renderOnScreen(window, clock), 160, 20)
            #expect(barPixel.allSatisfy { $0 > 240 }, "the navigation bar stays: \(barPixel)")

            // Forcing the results off shows the dimming again; a tap on it ends the search.
            search.showsSearchResultsController = false
            #expect(!search.automaticallyShowsSearchResultsController && results.view.isHidden)
            Self.tap(window, CGPoint(x: 160, y: 300), at: 1)
            #expect(!search.isActive)
            clock.advance(by: 0.5)
            #expect(search.viewIfLoaded?.superview == nil && navigation.presentedViewController == nil)
            #expect(search.searchBar.text == "a", "only Cancel clears the text")
        }
    }

    /// Pushing another controller takes the bar away; popping back brings it (and the active
    /// search) back. Dismissing the presenter's presented controller ends the search.
    @Test func pushesAndDismissal() {
        onVirtualClock { clock, _ in
            let list = CandyList(style: .plain)
            let navigation = UINavigationController(rootViewController: list)
            _ = Self.window(showing: navigation)
            clock.advance(by: 0)
            let search = list.searchController
            search.hidesNavigationBarDuringPresentation = false
            search.isActive = true
            clock.advance(by: 0.5)
            navigation.pushViewController(UIViewController(), animated: false)
            #expect(search.searchBar.superview == nil && navigation.content.frame.minY == 44)
            #expect(search.view.isHidden)
            navigation.popViewController(animated: false)
            #expect(search.searchBar.superview === navigation.view && navigation.content.frame.minY == 100)
            #expect(!search.view.isHidden && search.isActive)

            list.dismiss(animated: false)
            #expect(!search.isActive && list.presentedViewController == nil)
            #expect(list.events.suffix(2) == ["willDismiss", "didDismiss"])
        }
    }

    /// Scope buttons show while the search is active (the bar grows, the content moves down)
    /// and a new scope asks the updater again (Apple: automaticallyShowsScopeBar).
    @Test func scopeBarShowsWhileActive() {
        onVirtualClock { clock, _ in
            let list = CandyList(style: .plain)
            let navigation = UINavigationController(rootViewController: list)
            let window = Self.window(showing: navigation)
            let bar = list.searchController.searchBar
            bar.scopeButtonTitles = ["All", "Chocolate", "Other"]
            clock.advance(by: 0)
            #expect(!bar.showsScopeBar && navigation.content.frame.minY == 100)
            list.searchController.isActive = true
            clock.advance(by: 0.5)
            #expect(bar.showsScopeBar && bar.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
            #expect(navigation.content.frame.minY == 100, "the hidden navigation bar's 44 points went to the scopes")
            let updates = list.updates
            Self.tap(window, CGPoint(x: 160, y: 56 + 16), at: 1)
            #expect(bar.selectedScopeButtonIndex == 1 && list.updates == updates + 1)
            list.searchController.isActive = false
            clock.advance(by: 0.5)
            #expect(!bar.showsScopeBar && bar.frame.height == 56 && navigation.content.frame.minY == 100)
        }
    }

    /// The older placement: the bar as a table's header, no navigation controller. The root
    /// controller presents; the results cover the window below the bar; touches on the bar
    /// still reach it.
    @Test func barInATableHeader() throws {
        try onVirtualClock { clock, _ in
            let results = UIViewController()
            results.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            let search = UISearchController(searchResultsController: results)
            let list = UITableViewController(style: .plain)
            let window = Self.window(showing: list)
            window.layer.anchorPoint = .zero
            window.layer.position = .zero
            search.searchBar.sizeToFit()
            list.tableView.tableHeaderView = search.searchBar
            window.layoutIfNeeded()
            clock.advance(by: 0)
            Self.tap(window, CGPoint(x: 100, y: 28), at: 0)
            #expect(search.isActive && list.presentedViewController === search)
            window.deliver(text: "x")
            clock.advance(by: 0.5)
            #expect(search.view.superview === window && search.view.frame == CGRect(x: 0, y: 56, width: 320, height: 424))
            let image = try renderOnScreen(window, clock)
            try savePNGIfAsked(image, "search-table-header")
            let covered = pixelRGB(image, 160, 300)
            #expect(covered[2] > 250 && covered[0] < 5, "the results: \(covered)")
            Self.tap(window, CGPoint(x: 320 - 20, y: 28), at: 1)
            #expect(!search.isActive && search.searchBar.text == "")
            clock.advance(by: 0.5)
            #expect(search.view.superview == nil)
        }
    }

    /// A table-header bar inside a navigation controller: the navigation bar slides away and
    /// the table (with the bar) moves up; the results cover what is below the bar.
    @Test func tableHeaderBarInANavigationController() {
        onVirtualClock { clock, _ in
            let search = UISearchController(searchResultsController: UIViewController())
            let list = UITableViewController(style: .plain)
            let navigation = UINavigationController(rootViewController: list)
            let window = Self.window(showing: navigation)
            search.searchBar.sizeToFit()
            list.tableView.tableHeaderView = search.searchBar
            window.layoutIfNeeded()
            clock.advance(by: 0)
            Self.tap(window, CGPoint(x: 100, y: 44 + 28), at: 0)
            #expect(search.isActive && navigation.presentedViewController === search, "no controller defines a context: the root presents")
            clock.advance(by: 0.1)
            let sliding = search.view.layer.presentation()?.frame.minY ?? 0
            #expect(sliding > 56 && sliding < 100, "the results' area moves up with the bar: \(sliding)")
            clock.advance(by: 0.5)
            #expect(navigation.isNavigationBarHidden)
            #expect(search.searchBar.convert(search.searchBar.bounds, to: window).minY == 0)
            #expect(search.view.frame == CGRect(x: 0, y: 56, width: 320, height: 424))
            search.isActive = false
            clock.advance(by: 0.5)
            #expect(!navigation.isNavigationBarHidden && search.searchBar.convert(search.searchBar.bounds, to: window).minY == 44)
        }
    }

    /// The search controller and its results controller appear once per activation and
    /// disappear once per dismissal (Apple: the results controller is shown inside the
    /// presented search controller).
    @Test func appearanceCallsOncePerSearch() {
        final class Results: UIViewController {
            var calls: [String] = []
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("willAppear") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("didAppear") }
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls.append("willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls.append("didDisappear") }
        }
        onVirtualClock { clock, _ in
            let results = Results()
            let search = UISearchController(searchResultsController: results)
            let screen = UIViewController()
            screen.navigationItem.searchController = search
            let navigation = UINavigationController(rootViewController: screen)
            let window = Self.window(showing: navigation)
            defer { withExtendedLifetime(window) {} }
            clock.advance(by: 0)
            for round in 0..<2 {
                search.isActive = true
                clock.advance(by: 0.5)
                search.isActive = false
                clock.advance(by: 0.5)
                #expect(results.calls.count == 4 * (round + 1), "\(results.calls)")
            }
            #expect(results.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear",
                                      "willAppear", "didAppear", "willDisappear", "didDisappear"])
        }
    }

    /// A search controller with no bar on screen, no updater and no delegate can still be
    /// turned on and off; the deprecated `dimsBackgroundDuringPresentation` is the same property;
    /// setting the bar's `showsCancelButton` stops the automatic Cancel.
    @Test func looseSearchControllerNeverTraps() {
        onVirtualClock { clock, _ in
            let search = UISearchController(searchResultsController: nil)
            #expect(search.obscuresBackgroundDuringPresentation && search.hidesNavigationBarDuringPresentation)
            #expect(search.automaticallyShowsCancelButton && search.automaticallyShowsSearchResultsController)
            search.isActive = true
            #expect(search.isActive && search.presentingViewController == nil)
            search.isActive = true
            search.isActive = false
            search.isActive = false
            #expect(!search.isActive)
            search.searchBar.showsCancelButton = true
            #expect(!search.automaticallyShowsCancelButton)
            let item = UINavigationItem()
            item.searchController = search
            #expect(item.hidesSearchBarWhenScrolling)
            clock.advance(by: 1)
        }
    }
}

/// Writes `image` to `$STRATA_TEST_PNG_DIR/name.png` when that variable is set, to look at a
/// rendering by eye (as the compositor tests do).
func savePNGIfAsked(_ image: CGImage, _ name: String) throws {
    guard let dir = ProcessInfo.processInfo.environment["STRATA_TEST_PNG_DIR"] else { return }
    try image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png"))
}
