import Foundation
import StrataCore

/// A view controller that runs a search interface around a search bar (Apple:
/// UISearchController). The user tapping the bar (or `isActive = true`) presents it: the bar
/// takes the keyboard, Cancel slides in, the navigation bar slides away when the bar is a
/// navigation item's, and the content under the bar is dimmed (`obscuresBackgroundDuringPresentation`)
/// until text is entered, when the results controller's view covers it. The
/// `searchResultsUpdater` is asked to update on activation, on each change to the text or scope
/// and when the search ends; Cancel, a tap on the dimmed content or `isActive = false` dismiss.
///
/// The search controller is presented by the nearest controller (from the one showing the bar
/// up through its parents) whose `definesPresentationContext` is true, else by the root of
/// that chain, as on iOS: that controller's `presentedViewController` is the search controller
/// while it is active, and its view is what the search covers.
open class UISearchController: UIViewController {
    /// The controller showing the results; nil when the searched controller shows them itself.
    public private(set) var searchResultsController: UIViewController?
    /// The object asked to update the results (held weakly).
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The delegate (held weakly).
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content under the bar is obscured while the search is active and the results
    /// controller not yet shown (Apple: obscuresBackgroundDuringPresentation). Default true.
    open var obscuresBackgroundDuringPresentation = true { didSet { updateResultsVisibility() } }
    /// The old name of `obscuresBackgroundDuringPresentation`.
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar slides away while searching. Default true.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search controller shows the bar's Cancel button while active (Apple:
    /// automaticallyShowsCancelButton). Setting the bar's `showsCancelButton` makes it false.
    /// Default true.
    open var automaticallyShowsCancelButton = true
    /// Whether the bar's scope buttons (its `scopeButtonTitles`) show while the search is
    /// active and hide when it ends. Default true.
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows by itself once the bar has text (Apple:
    /// automaticallyShowsSearchResultsController). Setting `showsSearchResultsController`
    /// makes it false. Default true.
    open var automaticallyShowsSearchResultsController = true { didSet { updateResultsVisibility() } }
    /// Whether the results controller's view is shown while active.
    open var showsSearchResultsController: Bool {
        get { resultsShown }
        set {
            automaticallyShowsSearchResultsController = false
            resultsShown = newValue
            updateResultsVisibility()
        }
    }
    private var resultsShown = false

    private lazy var defaultSearchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.barHeight))
    /// The search bar to put in the interface (a navigation item's `searchController`, a
    /// table's header, …). Subclasses may override it to supply their own bar.
    open var searchBar: UISearchBar { defaultSearchBar }

    /// Whether the search interface is shown. Setting it presents or dismisses it (animated
    /// when the bar is in a window).
    open var isActive: Bool {
        get { active }
        set {
            if newValue { activate(animated: wiredBar.window != nil) }
            else { deactivate(animated: wiredBar.window != nil, completion: nil) }
        }
    }
    private var active = false

    /// The navigation controller whose bar area shows `searchBar` (set by it).
    weak var installedIn: UINavigationController?
    /// The controller whose navigation item holds this search controller (set by the
    /// navigation controller that installs the bar).
    weak var owner: UIViewController?
    /// The navigation controller whose bar this search hid (to show it again at the end).
    private weak var hiddenNavigation: UINavigationController?
    /// Whether this search showed the bar's scope bar (to hide it again at the end).
    private var showedScopeBar = false
    /// The controller this one is presented by while active.
    private weak var context: UIViewController?
    private let dimmingView = SearchDimmingView()

    /// UIKit's search presentation duration (measured; not documented).
    static let searchPresentationDuration: TimeInterval = 0.3

    /// A search controller whose results show in `searchResultsController` (nil: in the
    /// searched controller itself).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        if let results = searchResultsController { addChild(results) }
        _ = wiredBar
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _ = wiredBar
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _ = wiredBar
    }

    /// The search bar, told on first use that this controller drives it.
    var wiredBar: UISearchBar {
        let bar = searchBar
        if bar.searchController !== self { bar.searchController = self }
        return bar
    }

    /// A see-through view (touches pass to the content under it except on the dimming and the
    /// results) holding the dimming view and the results controller's view.
    open override func loadView() {
        let root = SearchPresentationView(frame: UIScreen.main.bounds)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.frame = root.bounds
        dimmingView.onTap = { [weak self] in self?.deactivate(animated: true, completion: nil) }
        root.addSubview(dimmingView)
        if let results = searchResultsController {
            let resultsView: UIView = results.view
            resultsView.frame = root.bounds
            resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            resultsView.isHidden = true
            root.addSubview(resultsView)
            results.didMove(toParent: self)
        }
        view = root
    }

    /// Called on the search controller itself, dismissal ends the search (Apple: the presenting
    /// controller dismisses what it presented).
    open override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard active else { return super.dismiss(animated: flag, completion: completion) }
        deactivate(animated: flag, completion: completion)
    }

    // MARK: Presenting and dismissing

    func activate(animated: Bool) {
        guard !active else { return }
        let bar = wiredBar
        active = true
        delegate?.presentSearchController(self)
        delegate?.willPresentSearchController(self)
        let presenter = presentationContext()
        context = presenter
        if let presenter, presenter.presentedViewController == nil, presenter !== self {
            presenter.relations.presented = self
            relations.presenting = presenter
        }
        relations.isBeingPresented = true
        loadViewIfNeeded()
        placeView()
        beginAppearanceTransition(true, animated: animated)
        if automaticallyShowsScopeBar, !bar.showsScopeBar, !(bar.scopeButtonTitles ?? []).isEmpty {
            showedScopeBar = true
            setScopeBar(shown: true, animated: animated)
        }
        // The navigation bar slides away whether the search bar is its item's or in the
        // content (a table header), which then moves up with the content.
        if hidesNavigationBarDuringPresentation, let navigation = installedIn ?? barController()?.navigationController,
           !navigation.isNavigationBarHidden {
            hiddenNavigation = navigation
            navigation.setNavigationBarHidden(true, animated: animated)
            if installedIn == nil {
                if animated { UIView.animate(withDuration: 0.2) { self.placeView() } } else { placeView() }
            }
        }
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(true, animated: animated) }
        if !bar.isFirstResponder { bar.becomeFirstResponder() }
        UIView.performWithoutAnimation {
            view.alpha = 0
            updateResultsVisibility()
        }
        let finish = { [weak self] (_: Bool) in
            guard let self, self.active else { return }
            self.endAppearanceTransition()
            self.delegate?.didPresentSearchController(self)
        }
        if animated {
            UIView.animate(withDuration: Self.searchPresentationDuration, animations: { self.view.alpha = 1 }, completion: finish)
        } else {
            UIView.performWithoutAnimation { view.alpha = 1 }
            finish(true)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func deactivate(animated: Bool, completion: (() -> Void)?) {
        guard active else { completion?(); return }
        let bar = wiredBar
        active = false
        delegate?.willDismissSearchController(self)
        relations.isBeingDismissed = true
        beginAppearanceTransition(false, animated: animated)
        if bar.isFirstResponder { bar.resignFirstResponder() }
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(false, animated: animated) }
        if showedScopeBar {
            showedScopeBar = false
            setScopeBar(shown: false, animated: animated)
        }
        if let navigation = hiddenNavigation {
            hiddenNavigation = nil
            navigation.setNavigationBarHidden(false, animated: animated)
        }
        let finish = { [weak self] (_: Bool) in
            guard let self, !self.active else { return }
            self.viewIfLoaded?.removeFromSuperview()
            if let presenter = self.context, presenter.relations.presented === self { presenter.relations.presented = nil }
            self.relations.presenting = nil
            self.context = nil
            self.endAppearanceTransition()
            self.delegate?.didDismissSearchController(self)
            completion?()
        }
        if animated, let shown = viewIfLoaded, shown.window != nil {
            UIView.animate(withDuration: Self.searchPresentationDuration, animations: { shown.alpha = 0 }, completion: finish)
        } else {
            finish(true)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Shows or hides the bar's scope buttons; a navigation controller showing the bar lays
    /// out again (sliding the content when `animated`).
    private func setScopeBar(shown: Bool, animated: Bool) {
        let bar = wiredBar
        bar.showsScopeBar = shown
        guard let navigation = installedIn else { return }
        if animated { UIView.animate(withDuration: 0.2) { navigation.layoutBars() } }
        else { UIView.performWithoutAnimation { navigation.layoutBars() } }
    }

    /// The controller that presents the search: the nearest one, from the controller showing
    /// the bar up through its parents, that defines the presentation context; else the root.
    func presentationContext() -> UIViewController? {
        let start = barController()
        var candidate = start, root = start
        while let controller = candidate {
            if controller.definesPresentationContext { return controller }
            root = controller
            candidate = controller.parent
        }
        return root
    }

    /// The controller showing the bar: the one whose navigation item holds this search
    /// controller, else the nearest along the bar's responder chain.
    private func barController() -> UIViewController? {
        if let owner { return owner }
        var responder: UIResponder? = wiredBar
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// Puts the view over the content below the bar: in the navigation controller's view when
    /// the bar is installed there, else in the window, over the presenting controller's view.
    func placeView() {
        guard active, let shown = viewIfLoaded else { return }
        let bar = wiredBar
        if let navigation = installedIn, let host = navigation.viewIfLoaded {
            let top = bar.frame.maxY, bottom = navigation.content.frame.maxY
            if shown.superview !== host { UIView.performWithoutAnimation { host.insertSubview(shown, belowSubview: navigation.navigationBar) } }
            shown.frame = CGRect(x: 0, y: top, width: host.bounds.width, height: max(0, bottom - top))
            shown.isHidden = false
            return
        }
        guard let host = bar.window ?? context?.viewIfLoaded?.superview else { return }
        let barFrame = bar.convert(bar.bounds, to: host)
        var area = host.bounds
        if let covered = context?.viewIfLoaded, covered.window === bar.window { area = covered.convert(covered.bounds, to: host) }
        if shown.superview !== host { UIView.performWithoutAnimation { host.addSubview(shown) } }
        shown.frame = CGRect(x: area.minX, y: barFrame.maxY, width: area.width, height: max(0, area.maxY - barFrame.maxY))
    }

    /// The dimming shows until the results controller does; the results show once there is text
    /// (or as `showsSearchResultsController` says).
    func updateResultsVisibility() {
        if automaticallyShowsSearchResultsController { resultsShown = !(wiredBar.text ?? "").isEmpty }
        guard let shown = viewIfLoaded else { return }
        let showsResults = active && resultsShown && searchResultsController != nil
        searchResultsController?.viewIfLoaded?.isHidden = !showsResults
        dimmingView.isHidden = !(obscuresBackgroundDuringPresentation && !showsResults)
        shown.setNeedsLayout()
    }

    // MARK: Told by the search bar

    func searchBarBeganEditing() { activate(animated: wiredBar.window != nil) }

    func searchBarTextChanged() {
        updateResultsVisibility()
        if active { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    func searchBarScopeChanged() {
        if active { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    /// Cancel: the text is cleared and the search ends.
    func searchBarCancelled() {
        wiredBar.text = ""
        updateResultsVisibility()
        deactivate(animated: wiredBar.window != nil, completion: nil)
    }
}
