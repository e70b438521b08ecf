import Foundation
import StrataGraphics

/// A subclass's `defaultValue(forKey:)` for CALayer's own keys: "If you define custom
/// properties for a layer but do not set a value, this method returns a suitable 'zero' default
/// value … Subclasses that override this method return default values for the keys they
/// define" (CALayer `defaultValue(forKey:)`). A new layer of the class starts with them.
extension CALayer {
    /// Sets the class's non-nil defaults for its animatable keys (no action: a new layer).
    func applyClassDefaults() {
        for (property, value) in Self.classDefaults(of: type(of: self)) { property.set(value, on: self) }
    }

    /// Gives the properties a subclass adds (`customProperties`: CAShapeLayer's path, …) their
    /// defaults, unless the state already holds that class's values (a copy of one).
    func startCustomPropertiesAtDefaults() {
        let properties = type(of: self).customProperties
        guard state.extra.count < properties.count else { return }
        state.extra = Self.defaultExtra(Array(properties.values))
    }

    private static let defaultsLock = NSLock()
    nonisolated(unsafe) private static var defaultsTable: [ObjectIdentifier: [(LayerProperty, AnimValue)]] = [:]

    /// The class's defaults, asked once per class. Objects (images, paths) are not taken: a
    /// default must outlive every layer, and only values do.
    static func classDefaults(of layerClass: CALayer.Type) -> [(LayerProperty, AnimValue)] {
        let id = ObjectIdentifier(layerClass)
        defaultsLock.lock()
        if let cached = defaultsTable[id] { defaultsLock.unlock(); return cached }
        defaultsLock.unlock()
        var defaults: [(LayerProperty, AnimValue)] = []
        if DynamicLayerProperties.isAppClass(layerClass) {
            for key in (Array(LayerProperty.builtIn.keys) + Array(layerClass.customProperties.keys)).sorted() {
                guard let value = layerClass.defaultValue(forKey: key),
                      let property = LayerProperty.named(key, in: layerClass),
                      let typed = try? ValueConverter.convert(value, to: property.kind, for: key),
                      typed.isFinite else { continue }
                if case .object = typed { continue }
                defaults.append((property, typed))
            }
        }
        defaultsLock.lock()
        defaultsTable[id] = defaults
        defaultsLock.unlock()
        return defaults
    }
}
