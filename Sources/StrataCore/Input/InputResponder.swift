import Foundation

/// An object that handles input for a layer, as a UIResponder does for its view: a layer's
/// `delegate` that conforms to it (a view owning its layer, as UIView does) receives the events
/// that hit the layer or one of its sublayers, unless a closer responder handled them first.
/// A Strata addition: Core Animation layers take no input on Apple platforms; UIKit's views do.
public protocol InputResponder: AnyObject {
    /// Handles `event` for `layer` (the layer whose delegate this is, on the way up from the
    /// layer hit). Return true when handled: the event then goes no further up the tree.
    func handle(_ event: InputEvent, for layer: CALayer) -> Bool
}
