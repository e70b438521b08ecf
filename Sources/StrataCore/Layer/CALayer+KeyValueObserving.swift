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

extension CALayer: KeyValueKeyNaming {}

extension KeyValueKeyNaming where Self: CALayer {
    /// The layer's properties whose settings it reports, by the key it reports them under.
    package static func keyValueNames() -> [AnyKeyPath: String] {
        [\Self.bounds: "bounds", \Self.position: "position", \Self.zPosition: "zPosition",
         \Self.anchorPoint: "anchorPoint", \Self.anchorPointZ: "anchorPointZ",
         \Self.transform: "transform", \Self.sublayerTransform: "sublayerTransform",
         \Self.frame: "frame", \Self.opacity: "opacity", \Self.isHidden: "hidden",
         \Self.isDoubleSided: "doubleSided", \Self.masksToBounds: "masksToBounds",
         \Self.cornerRadius: "cornerRadius", \Self.borderWidth: "borderWidth",
         \Self.borderColor: "borderColor", \Self.backgroundColor: "backgroundColor",
         \Self.shadowColor: "shadowColor", \Self.shadowOpacity: "shadowOpacity",
         \Self.shadowOffset: "shadowOffset", \Self.shadowRadius: "shadowRadius",
         \Self.shadowPath: "shadowPath", \Self.contents: "contents", \Self.contentsRect: "contentsRect",
         \Self.contentsCenter: "contentsCenter", \Self.contentsScale: "contentsScale"]
    }
}
