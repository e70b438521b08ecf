import Foundation

/// An object that handles touches (Apple: UIResponder). Unhandled touches pass up the
/// responder chain: a view's `next` is its view controller, else its superview.
///
/// `@unchecked Sendable` stands in for UIKit's `@MainActor`, which makes views and view
/// controllers Sendable on iOS: Swift 6 code that captures a view in
/// `DispatchQueue.main.async` compiles as written. As on iOS, use them from the main thread.
open class UIResponder: NSObject, @unchecked Sendable {
    /// A responder.
    public override init() { super.init() }

    /// A responder from an archive. Strata has no archives (nibs, storyboards); this
    /// initializer is `required` so that `UIApplicationMain` and `@main` can make the app
    /// delegate from its class, as UIKit makes it by name. Subclasses of `UIView` and
    /// `UIViewController` that add their own designated initializer must provide it, as on iOS.
    public required init?(coder: NSCoder) { super.init() }

    /// The next responder in the chain; nil at its end.
    open var next: UIResponder? { nil }

    /// Touches began in the responder. Default: passes them to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved. Default: passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended. Default: passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The system cancelled the touches. Default: passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// Called after an object is loaded from a nib or storyboard (Apple: NSObject
    /// `awakeFromNib()`). Strata loads no nibs, so it never calls it; subclasses' overrides
    /// that call `super` compile as written.
    /// Receives the changes of what this object observes with `addObserver(_:forKeyPath:
    /// options:context:)` (NSObject's method on iOS, declared here so that every view and view
    /// controller overrides it as written). The default does nothing.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?,
                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}

    open func awakeFromNib() {}
    /// Called when Interface Builder renders a designable object (Apple: NSObject
    /// `prepareForInterfaceBuilder()`); never called in Strata.
    open func prepareForInterfaceBuilder() {}

    // The accessibility informal protocol (Apple: NSObject's UIAccessibility properties),
    // open so views can override them as UIKit code does. Stored only: Linux has no assistive
    // technologies reading them.
    /// The label assistive technologies read. Default nil.
    open var accessibilityLabel: String?
    /// A hint about what an action does. Default nil.
    open var accessibilityHint: String?
    /// The element's current value. Default nil.
    open var accessibilityValue: String?
    /// An identifier for UI tests (Apple: UIAccessibilityIdentification). Default nil.
    open var accessibilityIdentifier: String?
    /// Whether the object is one element to assistive technologies. Default false.
    open var isAccessibilityElement = false
    /// The element's traits. Default none.
    open var accessibilityTraits: UIAccessibilityTraits = []

    /// Whether the responder can become first responder. Default false.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder is the first responder (keyboard input goes to it). Default false.
    open var isFirstResponder: Bool { false }
    /// Asks to become the first responder (the receiver of keys and text); true when it did.
    @discardableResult open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }
    /// Gives up first-responder status; true when it did.
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
