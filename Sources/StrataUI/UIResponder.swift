import Foundation

/// An object that handles touches (Apple: UIResponder). Unhandled touches pass up the
/// responder chain: a view's `next` is its view controller, else its superview.
///
/// `@unchecked Sendable` stands in for UIKit's `@MainActor`, which makes views and view
/// controllers Sendable on iOS: Swift 6 code that captures a view in
/// `DispatchQueue.main.async` compiles as written. As on iOS, use them from the main thread.
open class UIResponder: NSObject, @unchecked Sendable {
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
    open func awakeFromNib() {}
    /// Called when Interface Builder renders a designable object (Apple: NSObject
    /// `prepareForInterfaceBuilder()`); never called in Strata.
    open func prepareForInterfaceBuilder() {}

    /// Whether the responder can become first responder. Default false.
    open var canBecomeFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
