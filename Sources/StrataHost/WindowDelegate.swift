import Foundation
import StrataCore

/// What a `Window` tells its owner: every method is optional. A UIKit-style window (a
/// `UIWindow` on Strata) owns a `Window`, becomes its delegate and takes its events here.
public protocol WindowDelegate: AnyObject {
    /// Asked for each input event (root-layer points, with its velocity not yet tracked) before
    /// the window routes it to its layers; return false to take it yourself (as
    /// `UIWindow.sendEvent` would). Default true.
    func window(_ window: Window, shouldRoute event: InputEvent) -> Bool
    /// An event no layer's handler or responder took, with the layer hit (nil for none, and for
    /// key and text events). Default: nothing.
    func window(_ window: Window, didNotHandle event: InputEvent, hitLayer: CALayer?)
    /// The window changed size or pixels per point; `rootLayer`'s bounds already follow and
    /// its layout runs in the coming frame. Default: nothing.
    func windowDidResize(_ window: Window)
    /// A frame starts at media time `timestamp`, before its input and commit. Default: nothing.
    func windowWillRunFrame(_ window: Window, at timestamp: CFTimeInterval)
    /// The user asked to close the window (its close button); return false to keep it open.
    /// Default true.
    func windowShouldClose(_ window: Window) -> Bool
}

extension WindowDelegate {
    public func window(_ window: Window, shouldRoute event: InputEvent) -> Bool { true }
    public func window(_ window: Window, didNotHandle event: InputEvent, hitLayer: CALayer?) {}
    public func windowDidResize(_ window: Window) {}
    public func windowWillRunFrame(_ window: Window, at timestamp: CFTimeInterval) {}
    public func windowShouldClose(_ window: Window) -> Bool { true }
}
