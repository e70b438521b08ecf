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
    /// Called after the view lays out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Updates the constraints of the controller's view (Apple: updateViewConstraints()),
    /// in the view's update pass after `view.setNeedsUpdateConstraints()`. An override changes
    /// constraints and calls super last; the default updates the view's own constraints.
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    // Overridable hooks and calls declared here (Swift cannot override extension members);
    // their work is in UIViewController+Containment.swift and +Presentation.swift.

    /// Called before the controller is added to or removed from a container. Default: nothing.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller is added to or removed from a container. Default: nothing.
    open func didMove(toParent parent: UIViewController?) {}

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
