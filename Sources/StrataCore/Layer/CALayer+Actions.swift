import Foundation
import StrataGraphics

/// Implicit animation: the action search Core Animation runs when a property changes
/// ("Changing a Layer's Default Behavior", Core Animation Programming Guide; CALayer
/// `action(forKey:)` reference).
extension CALayer {
    /// Whether this object is a model layer (not a presentation copy).
    final var isModelLayer: Bool { modelStorage == nil }

    /// Called after the model state of this layer changed: queues it for the commit.
    func modelDidChange() {
        guard isModelLayer, !isPendingCommit, !isShadowCopy else { return }
        isPendingCommit = true
        MediaClock.current.transactions.noteChanged(self)
    }

    /// Stores a property value; on a model layer also runs the implicit action.
    func setProperty(_ property: LayerProperty, _ value: AnimValue) {
        guard value.isFinite else {
            Diagnostics.warnOnce("ignored a non-finite value for '\(property.key)' on \(self)")
            return
        }
        guard isModelLayer else { property.set(value, on: self); return }
        if isKeyValueObserved {
            keyValueWillChange(property.key)
            defer { keyValueDidChange(property.key) }
            return setModelProperty(property, value)
        }
        setModelProperty(property, value)
    }

    /// `setProperty` on a model layer: stores the value and runs the implicit action.
    private func setModelProperty(_ property: LayerProperty, _ value: AnimValue) {
        let clock = MediaClock.current
        let key = property.key
        let actionsAllowed = !clock.transactions.disableActions
        let runActions = actionsAllowed && hasBeenCommitted
        // Core Animation asks for the action while the layer still holds the old value, and
        // runs it once the new value is stored (CALayer `action(forKey:)`: "the layer's
        // properties reflect the old values"; UIKit builds its view animations right there).
        // A layer never committed asks only its delegate: a view added and animated in the
        // same run-loop turn animates, while a bare new layer stays still.
        var action: CAAction?
        if runActions {
            action = self.action(forKey: key)
        } else if actionsAllowed, let delegate {
            action = delegate.action(for: self, forKey: key)
        }
        if action is NSNull { action = nil }
        let old: AnimValue? = action != nil ? presentationValue(of: property) : nil
        // An old image or path must outlive the change that replaces it in the model.
        var keepAlive: AnyObject?
        if case .object(let ref)? = old { keepAlive = ref.object }
        let wasHidden = property == .hidden ? isHidden : false
        // Core Animation runs a property's action only when the value changes (see
        // LayoutCommitTests.explicitAnimationSurvivesLayout): a layout pass re-applying a frame
        // must not replace an explicit animation by an implicit one.
        let unchanged = runActions && property.get(self).isSameValue(as: value)
        property.set(value, on: self)
        modelDidChange()
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        if let action, let old, !unchanged {
            pendingActionOldValue = (key, old, keepAlive)
            defer { pendingActionOldValue = nil }
            action.run(forKey: key, object: self, arguments: nil)
        }
        guard runActions else { return }
        // kCAOnOrderIn: "when a layer becomes visible, either as a result being inserted into
        // the visible layer hierarchy or the layer is no longer set as hidden"; kCAOnOrderOut:
        // "when the layer is removed from the layer hierarchy or is hidden" (Action Identifiers).
        if property == .hidden, wasHidden != isHidden {
            runEventAction(isHidden ? kCAOnOrderOut : kCAOnOrderIn)
        }
    }

    func searchAction(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        var style = self.style
        while let current = style {
            if let table = current["actions"] as? [String: CAAction], let action = table[event] {
                return action is NSNull ? nil : action
            }
            style = current["style"] as? [AnyHashable: Any]
        }
        return type(of: self).defaultAction(forKey: event)
    }

    class func builtInDefaultAction(forKey event: String) -> CAAction? {
        guard let property = LayerProperty.named(event, in: self),
              property.isImplicitlyAnimatable else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.timingFunction = CATransaction.animationTimingFunction()
            ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Runs the action for a non-property event (`kCAOnOrderIn`, `kCAOnOrderOut`, …) when
    /// the transaction allows actions, as Core Animation does when a layer enters or leaves
    /// a tree. Default actions for these events are nil; apps supply them via `actions`.
    /// `onScreen`: whether the event happens in a tree that has been shown (default: this
    /// layer has been committed); a new layer entering a committed tree passes true.
    func runEventAction(_ event: String, onScreen: Bool? = nil) {
        guard onScreen ?? hasBeenCommitted, !MediaClock.current.transactions.disableActions,
              let action = action(forKey: event), !(action is NSNull) else { return }
        action.run(forKey: event, object: self, arguments: nil)
    }

    /// The value of `property` on screen now (the presentation value).
    func presentationValue(of property: LayerProperty) -> AnimValue {
        guard !animationTracks.isEmpty else { return property.get(self) }
        return property.get(evaluatedPresentation(at: MediaClock.current.now))
    }
}
