import Foundation
import StrataGraphics

/// The few places the scene loader touches StrataGraphics and the engine's reflection API,
/// gathered so a change in either is a change here only.
enum SceneGraphics {
    /// An sRGB colour; components are 0…1, not premultiplied (SCENE.md).
    static func color(red: Double, green: Double, blue: Double, alpha: Double) -> CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// [r, g, b, a] of a colour; a grey colour's single component stands for r, g and b.
    static func rgba(of color: CGColor) -> [Double] {
        let components = (color.components ?? []).map { Double($0) }
        switch components.count {
        case 4...: return Array(components.prefix(4))
        case 3: return components + [1]
        case 2: return [components[0], components[0], components[0], components[1]]
        case 1: return [components[0], components[0], components[0], 1]
        default: return [0, 0, 0, Double(color.alpha)]
        }
    }

    static func loadImage(at url: URL) throws -> CGImage {
        try CGImage.load(contentsOf: url)
    }

    static func path(svgData: String) throws -> CGPath {
        try CGPath(svgPathData: svgData)
    }

    static func path(ellipseIn rect: CGRect) -> CGPath {
        CGPath(ellipseIn: rect, transform: nil)
    }

    static func path(rect: CGRect) -> CGPath {
        CGPath(rect: rect, transform: nil)
    }

    /// The JSON shape a key path takes on `layer` (nil: not an animatable/settable key path).
    static func valueKind(of layer: CALayer, keyPath: String) -> CAValueKind? {
        layer.valueKind(forKeyPath: keyPath)
    }

    /// Keys an event's `set` may change besides the animatable ones: the layer's own timing
    /// (pausing a layer, as seed 000 does, sets speed and timeOffset) and the non-animatable
    /// attributes CALayer's `setValue(_:forKeyPath:)` accepts.
    static let settableAttributes: [String: CAValueKind] = [
        "speed": .number, "timeOffset": .number, "beginTime": .number, "contentsGravity": .gravity, "frame": .rect,
    ]

    /// The property key a scene key names: the same, except CAGradientLayer's `type`, which a
    /// scene spells `gradientType` (`type` chooses the layer class).
    static func propertyKey(forSceneKey key: String, of layer: CALayer) -> String {
        key == "gradientType" && layer is CAGradientLayer ? "type" : key
    }

    /// The type-specific keys a layer of this class takes in a scene file.
    static func sceneKeys(of layer: CALayer) -> [String] {
        type(of: layer).customProperties.keys.map { $0 == "type" ? "gradientType" : $0 }.sorted()
    }

    /// Throws the engine's error when `value` cannot be set at `keyPath` (a wrong type, a name
    /// outside an option list such as fillRule's), so scene files fail at load, not while playing.
    static func check(_ value: Any, forKeyPath keyPath: String, on layer: CALayer) throws {
        guard let target = layer.resolveKeyPath(keyPath) else { return }
        let typed = try ValueConverter.convert(value, to: target.kind, for: keyPath)
        if case .custom(let c) = target.property { try c.property.validate(typed) }
    }

    /// The kind of a key path an event may set, animatable or not.
    static func settableKind(of layer: CALayer, keyPath: String) -> CAValueKind? {
        guard keyPath != "type" || !(layer is CAGradientLayer) else { return nil }
        return valueKind(of: layer, keyPath: propertyKey(forSceneKey: keyPath, of: layer)) ?? settableAttributes[keyPath]
    }
}
