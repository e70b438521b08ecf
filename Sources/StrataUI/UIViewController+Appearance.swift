import Foundation

/// Where a controller is in its appearance callbacks.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// The appearance callbacks (Apple: "Handling view-related notifications" — viewWillAppear(_:),
/// viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)), as UIKit calls them:
/// - a controller's view entering a window (a window's root controller, a child's view added
///   to a view on screen) calls will- and did-appear; leaving it, will- and did-disappear;
/// - a navigation push or pop, a tab change and a presentation call will- at the start of the
///   transition and did- at its end (a cancelled interactive transition reverses them);
/// - a full-screen (`.fullScreen`, `.currentContext`) presentation makes its presenter
///   disappear and its dismissal makes it appear again; sheets and `.overFullScreen` do not;
/// - containers pass their calls on to the children whose views they show, unless
///   `shouldAutomaticallyForwardAppearanceMethods` is false.
/// Each controller's calls alternate: a second "will appear" while appearing is not made.
extension UIViewController {
    /// Whether the controller is appearing because it was added to a container (Apple:
    /// isMovingToParent): true in its first viewWillAppear/viewDidAppear after `addChild`.
    public var isMovingToParent: Bool { relations.isMovingToParent }
    /// Whether the controller is disappearing because it is being removed from its container
    /// (Apple: isMovingFromParent): true while a navigation controller pops it.
    public var isMovingFromParent: Bool { relations.isMovingFromParent }
    /// Whether the controller is appearing because it is being presented (Apple:
    /// isBeingPresented): true in its viewWillAppear/viewDidAppear of the presentation.
    public var isBeingPresented: Bool { relations.isBeingPresented }
    /// Whether the controller is disappearing because it is being dismissed (Apple:
    /// isBeingDismissed).
    public var isBeingDismissed: Bool { relations.isBeingDismissed }

    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, relations.appearance) {
        case (true, .disappeared), (true, .disappearing):
            relations.appearance = .appearing
            relations.appearanceAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            relations.appearance = .disappearing
            relations.appearanceAnimated = animated
            viewWillDisappear(animated)
        default:
            return
        }
        for child in shownChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    func endAppearance() {
        let animated = relations.appearanceAnimated
        switch relations.appearance {
        case .appearing:
            relations.appearance = .appeared
            viewDidAppear(animated)
            relations.isMovingToParent = false
            relations.isBeingPresented = false
        case .disappearing:
            relations.appearance = .disappeared
            viewDidDisappear(animated)
            relations.isMovingFromParent = false
            relations.isBeingDismissed = false
        default:
            return
        }
        for child in shownChildren where child.relations.appearance == .appearing || child.relations.appearance == .disappearing {
            child.endAppearanceTransition()
        }
    }

    /// The children the appearance calls pass on to: those whose views are in this view.
    private var shownChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }

    /// Whether the controller is on screen or on its way there (so its containers' changes
    /// make its children appear and disappear).
    var isAppearingOrAppeared: Bool { relations.appearance == .appearing || relations.appearance == .appeared }

    /// A container swaps the child it shows: `from` will disappear and `to` will appear, when
    /// the container is on screen. Returns the call that ends both (after the transition).
    func beginSwapAppearance(from: UIViewController?, to: UIViewController?, animated: Bool) -> () -> Void {
        guard isAppearingOrAppeared else { return {} }
        from?.beginAppearanceTransition(false, animated: animated)
        to?.beginAppearanceTransition(true, animated: animated)
        return {
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
        }
    }

    /// A swap was cancelled (an interactive transition let go): `to` disappears again and
    /// `from` appears again.
    func cancelSwapAppearance(from: UIViewController?, to: UIViewController?) {
        guard isAppearingOrAppeared else { return }
        Self.reverseAppearance(from: from, to: to, animated: true)
    }

    /// A transition that made `from` disappear and `to` appear was cancelled: `to` disappears
    /// again and `from` appears again.
    static func reverseAppearance(from: UIViewController?, to: UIViewController?, animated: Bool) {
        to?.beginAppearanceTransition(false, animated: animated)
        from?.beginAppearanceTransition(true, animated: animated)
        to?.endAppearanceTransition()
        from?.endAppearanceTransition()
    }

    // MARK: The view entering and leaving a window

    /// The controller's view is about to enter (`window` set) or leave a window: begins the
    /// appearance transition unless a container or a transition already did, or the parent
    /// forwards nothing.
    func rootViewWillMove(toWindow window: UIWindow?) {
        guard parent?.shouldAutomaticallyForwardAppearanceMethods ?? true else { return }
        let resting: AppearanceState = window == nil ? .appeared : .disappeared
        guard relations.appearance == resting else { return }
        relations.appearanceBeganByWindow = true
        beginAppearanceTransition(window != nil, animated: false)
    }

    /// The controller's view entered or left its window: ends what `rootViewWillMove` began.
    func rootViewDidMoveToWindow() {
        guard relations.appearanceBeganByWindow else { return }
        relations.appearanceBeganByWindow = false
        endAppearanceTransition()
    }
}
