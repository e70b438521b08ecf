import Foundation

/// Manages a view hierarchy (Apple: UIViewController): `view` is made by `loadView()` the
/// first time it is read, then `viewDidLoad()` runs.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// Children, parent and presentation (UIViewController+Containment.swift).
    let relations = ControllerRelations()
    /// The appearance the controller asks for instead of the system's (Apple:
    /// overrideUserInterfaceStyle). Stored: Strata's interface is always light. Default unspecified.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// A controller with no nib (UIKit's `init()` calls `init(nibName: nil, bundle: nil)`, so
    /// a subclass may declare its own `init()` without `override`, as on iOS).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// UIKit's designated initializer; nib names are ignored (there are no nibs).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// A controller from an archive; Strata has no storyboards, so it is a plain controller.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The loaded view, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the view. Default: a plain view the size of the screen.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Whether the controller's content is being edited (Apple: isEditing). Setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false

    /// Starts or ends editing (Apple: setEditing(_:animated:)): the `editButtonItem` reads
    /// "Done" while editing and "Edit" otherwise. Override it to put your views in editing
    /// mode (UITableViewController passes it to its table), calling super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        relations.editButtonItem?.title = editing ? "Done" : "Edit"
        relations.editButtonItem?.style = editing ? .done : .plain
    }

    /// Called once after the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears: added to a window, pushed, presented, its tab selected
    /// (UIViewController+Appearance.swift says when each is called).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (after the transition that shows it).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears: removed from its window, popped, covered by a
    /// full-screen presentation, dismissed, its tab left.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether this controller passes its appearance calls on to its children (Apple:
    /// shouldAutomaticallyForwardAppearanceMethods). Default true; a container that returns
    /// false calls its children's `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller its view is about to appear or disappear (Apple:
    /// beginAppearanceTransition(_:animated:)): calls `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)` unless it is already in that state.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Tells the controller its view appeared or disappeared (Apple: endAppearanceTransition()):
    /// calls `viewDidAppear(_:)` or `viewDidDisappear(_:)` for the transition begun.
    open func endAppearanceTransition() { endAppearance() }
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    // Status bar and home indicator preferences (UIViewController+StatusBar.swift reads them).
    // Declared here, not in an extension, so that subclasses can override them as on iOS.
    /// The status bar style the controller prefers (Apple: preferredStatusBarStyle). Default `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden (Apple: prefersStatusBarHidden). Default false.
    open var prefersStatusBarHidden: Bool { false }
    /// How a status bar change animates (Apple: preferredStatusBarUpdateAnimation). Default `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` is used instead of this controller's (Apple:
    /// childForStatusBarStyle). Default nil.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` is used instead of this controller's (Apple:
    /// childForStatusBarHidden). Default nil.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether the controller prefers the home indicator hidden (Apple: prefersHomeIndicatorAutoHidden). Default false.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose `prefersHomeIndicatorAutoHidden` is used (Apple: childForHomeIndicatorAutoHidden). Default nil.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The edges whose system gestures come second to the app's (Apple:
    /// preferredScreenEdgesDeferringSystemGestures). Default none.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// Whether a controller presented not full-screen takes over the status bar's appearance
    /// (Apple: modalPresentationCapturesStatusBarAppearance). Default false.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Tells the system the status bar preferences changed (Apple: setNeedsStatusBarAppearanceUpdate).
    /// `UIStatusBarManager` reads the preferences each time it is asked, so nothing is cached.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Tells the system `prefersHomeIndicatorAutoHidden` changed (Apple: setNeedsUpdateOfHomeIndicatorAutoHidden).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// Tells the system the deferred screen edges changed (Apple: setNeedsUpdateOfScreenEdgesDeferringSystemGestures).
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Called after the view lays out its subviews.
    open func viewDidLayoutSubviews() {}
    // UIContentContainer (UIContentContainer.swift), declared here so that subclasses override it.
    /// The size the controller would like its view to have in a container (Apple:
    /// preferredContentSize). Default `.zero`; a change is reported to the parent.
    open var preferredContentSize: CGSize = .zero {
        willSet { KeyValueObserverTable.willChange(self, key: "preferredContentSize") }
        didSet {
            defer { KeyValueObserverTable.didChange(self, key: "preferredContentSize") }
            guard preferredContentSize != oldValue else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    /// A child's `preferredContentSize` changed (Apple: preferredContentSizeDidChange(forChildContentContainer:)). Default: nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// A child's fitting size changed (Apple: systemLayoutFittingSizeDidChange(forChildContentContainer:)). Default: nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size for a child inside `parentSize` (Apple: size(forChildContentContainer:withParentContainerSize:)).
    /// Default: the parent's size.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// The view is about to change to `size` (Apple: viewWillTransition(to:with:)): on Strata when
    /// the host window is resized. Default: tells the children and the presented controller,
    /// so overrides call super, as UIKit asks.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }
    /// The traits are about to change (Apple: willTransition(to:with:)). Strata's traits do not
    /// change, so this is not called. Default: nothing.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// The traits changed (Apple: traitCollectionDidChange(_:)). Strata's traits do not change,
    /// so this is not called. Default: nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called when the root view's `layoutMargins` changed (Apple: viewLayoutMarginsDidChange()).
    open func viewLayoutMarginsDidChange() {}
    /// Called when the root view's safe area changed (Apple: viewSafeAreaInsetsDidChange()).
    /// Strata's safe areas never change (see `UIView.safeAreaInsetsDidChange()`).
    open func viewSafeAreaInsetsDidChange() {}
    /// Updates the constraints of the controller's view (Apple: updateViewConstraints()),
    /// in the view's update pass after `view.setNeedsUpdateConstraints()`. An override changes
    /// constraints and calls super last; the default updates the view's own constraints.
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    // Overridable hooks and calls declared here (Swift cannot override extension members);
    // their work is in UIViewController+Containment.swift and +Presentation.swift.

    /// Adds `childController` as a child; calls its `willMove(toParent:)` (the caller adds
    /// its view and then calls `didMove(toParent:)`, as UIKit asks). Open, as UIKit's: a
    /// container may override it.
    open func addChild(_ childController: UIViewController) { addChildCore(childController) }
    /// Removes the controller from its parent; calls `didMove(toParent: nil)` (the caller has
    /// called `willMove(toParent: nil)` and removes the view, as UIKit asks).
    open func removeFromParent() { removeFromParentCore() }
    /// Called before the controller is added to or removed from a container. Default: nothing.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller is added to or removed from a container. Default: nothing.
    open func didMove(toParent parent: UIViewController?) {}

    // Presentation settings (their work is in UIViewController+Presentation.swift), declared
    // here so that subclasses override them, as presented controllers often do:
    // `override var modalPresentationStyle: UIModalPresentationStyle { get { .custom } set {} }`.

    /// How the presented controller covers the screen. Default `.automatic`.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { relations.presentationStyle }
        set { relations.presentationStyle = newValue }
    }
    /// The animation of presentation and dismissal. Default `.coverVertical`.
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { relations.transitionStyle }
        set { relations.transitionStyle = newValue }
    }
    /// Whether this controller's view is the one covered when it or a descendant presents in
    /// the current context (Apple: definesPresentationContext); a search controller presents
    /// over the nearest such controller. Default false.
    open var definesPresentationContext = false
    /// Whether the controller refuses interactive dismissal (a sheet dragged down comes back,
    /// and the presentation controller's delegate is told of the attempt). Default false.
    open var isModalInPresentation: Bool {
        get { relations.isModalInPresentation }
        set { relations.isModalInPresentation = newValue }
    }

    /// Presents `viewControllerToPresent` over this controller's view, animated by its
    /// `modalTransitionStyle` (UIKit: `present(_:animated:completion:)`).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented — or, called on a presented controller,
    /// asks its presenter to (UIKit: `dismiss(animated:completion:)`).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissController(animated: flag, completion: completion)
    }

    /// The controller's view's superview continues the chain.
    open override var next: UIResponder? { loadedView?.superview }
}
