import Foundation

/// A model change an event makes to a layer.
public enum SceneChange {
    /// `setValue(_:forKeyPath:)`, which runs the implicit action unless actions are disabled.
    case set(CALayer, keyPath: String, value: Any)
    /// `add(_:forKey:)`.
    case add(CALayer, animation: CAAnimation, key: String?)
    /// `removeAnimation(forKey:)`, or `removeAllAnimations()` when the key is nil.
    case remove(CALayer, key: String?)
}
