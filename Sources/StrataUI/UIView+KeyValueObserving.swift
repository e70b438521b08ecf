import Foundation
import StrataCore

/// Key-value observing of views. A view's geometry, opacity, visibility and colour live in its
/// layer, so the layer reports their settings and the view names them with its own keys;
/// properties kept by the view (a scroll view's `contentSize`, a control's flags) report
/// themselves. Keys are UIKit's Objective-C property names (`hidden`, `highlighted`), which
/// string observers (`addObserver(_:forKeyPath:options:context:)`) use, as on iOS.
extension UIView: KeyValueObservable, LayerKeyValueOwner, KeyValueReadable {
    package func keyValueObservingBegan() { layer.isKeyValueObserved = true }

    /// The view's key for a key of its layer; nil for a layer property the view does not name
    /// (its key-path observations are still checked).
    private static func viewKey(forLayerKey key: String) -> String? {
        switch key {
        case "position": return "center"
        case "bounds": return "bounds"
        case "opacity": return "alpha"
        case "hidden": return "hidden"
        case "transform": return "transform"
        case "backgroundColor": return "backgroundColor"
        default: return nil
        }
    }

    package func layerWillChangeValue(forKey key: String) {
        KeyValueObserverTable.willChange(self, key: Self.viewKey(forLayerKey: key))
    }

    package func layerDidChangeValue(forKey key: String) {
        KeyValueObserverTable.didChange(self, key: Self.viewKey(forLayerKey: key))
    }

    /// Reports that the view's `key` is about to change (only when the view is observed).
    final func keyValueWillChange(_ key: String) {
        if layer.isKeyValueObserved { KeyValueObserverTable.willChange(self, key: key) }
    }

    /// Reports that the view's `key` changed.
    final func keyValueDidChange(_ key: String) {
        if layer.isKeyValueObserved { KeyValueObserverTable.didChange(self, key: key) }
    }

    /// The values of the keys views report, for change dictionaries and dotted key paths.
    package func observedValue(forKey key: String) -> Any?? {
        switch key {
        case "frame": return frame
        case "bounds": return bounds
        case "center": return center
        case "transform": return transform
        case "alpha": return alpha
        case "hidden", "isHidden": return isHidden
        case "backgroundColor": return .some(backgroundColor)
        case "tintColor": return .some(tintColor)
        case "layer": return layer
        case "superview": return .some(superview)
        case "tag": return tag
        case "userInteractionEnabled", "isUserInteractionEnabled": return isUserInteractionEnabled
        default: break
        }
        if let scrollView = self as? UIScrollView {
            switch key {
            case "contentOffset": return scrollView.contentOffset
            case "contentSize": return scrollView.contentSize
            case "contentInset": return scrollView.contentInset
            case "panGestureRecognizer": return scrollView.panGestureRecognizer
            default: break
            }
        }
        if let control = self as? UIControl {
            switch key {
            case "enabled", "isEnabled": return control.isEnabled
            case "selected", "isSelected": return control.isSelected
            case "highlighted", "isHighlighted": return control.isHighlighted
            default: break
            }
        }
        switch (self, key) {
        case (let label as UILabel, "text"): return .some(label.text)
        case (let pageControl as UIPageControl, "currentPage"): return pageControl.currentPage
        case (let slider as UISlider, "value"): return slider.value
        case (let progressView as UIProgressView, "progress"): return progressView.progress
        default: return nil
        }
    }
}

extension UIResponder: NSKeyValueObserving {}

extension UIView: KeyValueKeyNaming {}

extension KeyValueKeyNaming where Self: UIView {
    /// The view's properties whose settings it reports, by the key it reports them under
    /// (with a scroll view's and a control's own).
    package static func keyValueNames() -> [AnyKeyPath: String] {
        var names: [AnyKeyPath: String] = [
            \Self.frame: "frame", \Self.bounds: "bounds", \Self.center: "center",
            \Self.transform: "transform", \Self.alpha: "alpha", \Self.isHidden: "hidden",
            \Self.backgroundColor: "backgroundColor",
        ]
        if let scrollView = Self.self as? ScrollViewKeyNaming.Type { names.merge(scrollView.scrollViewKeyValueNames()) { $1 } }
        if let control = Self.self as? ControlKeyNaming.Type { names.merge(control.controlKeyValueNames()) { $1 } }
        if let own = Self.self as? OwnKeyNaming.Type { names.merge(own.ownKeyValueNames()) { $1 } }
        return names
    }
}

/// A scroll view's own reported keys (a protocol, so that the key paths are built on the
/// observed subclass).
protocol ScrollViewKeyNaming { static func scrollViewKeyValueNames() -> [AnyKeyPath: String] }
extension UIScrollView: ScrollViewKeyNaming {}
extension ScrollViewKeyNaming where Self: UIScrollView {
    static func scrollViewKeyValueNames() -> [AnyKeyPath: String] {
        [\Self.contentOffset: "contentOffset", \Self.contentSize: "contentSize", \Self.contentInset: "contentInset"]
    }
}

/// A control's own reported keys.
protocol ControlKeyNaming { static func controlKeyValueNames() -> [AnyKeyPath: String] }
extension UIControl: ControlKeyNaming {}
extension ControlKeyNaming where Self: UIControl {
    static func controlKeyValueNames() -> [AnyKeyPath: String] {
        [\Self.isEnabled: "enabled", \Self.isSelected: "selected", \Self.isHighlighted: "highlighted"]
    }
}

/// The reported keys of the views and controls with one property of their own (each class
/// conforms once, so that its key paths are built on the observed subclass).
protocol OwnKeyNaming { static func ownKeyValueNames() -> [AnyKeyPath: String] }
extension UILabel: OwnKeyNaming {
    static func ownKeyValueNames() -> [AnyKeyPath: String] { labelNames(Self.self) }
    private static func labelNames<L: UILabel>(_: L.Type) -> [AnyKeyPath: String] { [\L.text: "text"] }
}
extension UIProgressView: OwnKeyNaming {
    static func ownKeyValueNames() -> [AnyKeyPath: String] { progressNames(Self.self) }
    private static func progressNames<P: UIProgressView>(_: P.Type) -> [AnyKeyPath: String] { [\P.progress: "progress"] }
}
extension UIPageControl: OwnKeyNaming {
    static func ownKeyValueNames() -> [AnyKeyPath: String] { pageNames(Self.self) }
    private static func pageNames<P: UIPageControl>(_: P.Type) -> [AnyKeyPath: String] { [\P.currentPage: "currentPage"] }
}
extension UISlider: OwnKeyNaming {
    static func ownKeyValueNames() -> [AnyKeyPath: String] { sliderNames(Self.self) }
    private static func sliderNames<S: UISlider>(_: S.Type) -> [AnyKeyPath: String] { [\S.value: "value"] }
}

extension UIViewController: KeyValueReadable, KeyValueKeyNaming {
    /// The values of the keys view controllers report.
    package func observedValue(forKey key: String) -> Any?? {
        switch key {
        case "preferredContentSize": return preferredContentSize
        case "title": return .some(title)
        case "view": return .some(viewIfLoaded)
        default: return nil
        }
    }
}

extension KeyValueKeyNaming where Self: UIViewController {
    package static func keyValueNames() -> [AnyKeyPath: String] { [\Self.preferredContentSize: "preferredContentSize"] }
}
