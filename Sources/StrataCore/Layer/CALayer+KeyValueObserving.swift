import Foundation

/// Key-value observing of layers: every property setting of an observed layer is reported
/// under its key (`position`, `bounds`, `opacity`, `hidden`, …; `frame` for the frame setter),
/// and to the view the layer backs, which reports it under its own keys.
extension CALayer: KeyValueObservable, NSKeyValueObserving {
    package func keyValueObservingBegan() { isKeyValueObserved = true }

    /// Reports that `key` is about to change, to this layer's observers and its owner's.
    final func keyValueWillChange(_ key: String) {
        KeyValueObserverTable.willChange(self, key: key)
        (delegate as? LayerKeyValueOwner)?.layerWillChangeValue(forKey: key)
    }

    /// Reports that `key` changed.
    final func keyValueDidChange(_ key: String) {
        KeyValueObserverTable.didChange(self, key: key)
        (delegate as? LayerKeyValueOwner)?.layerDidChangeValue(forKey: key)
    }
}

/// The object a layer backs (a view), told of its layer's changes so that it can report them
/// under its own keys (`position` is a view's `center`, `opacity` its `alpha`).
package protocol LayerKeyValueOwner: AnyObject {
    func layerWillChangeValue(forKey key: String)
    func layerDidChangeValue(forKey key: String)
}
