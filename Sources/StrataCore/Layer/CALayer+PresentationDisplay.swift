import Foundation
import StrataGraphics

/// Redrawing the presentation layer while a property that needs display animates: "Returns a
/// Boolean indicating whether changes to the specified key require the layer to be redisplayed
/// … Subclasses should override this method and return true if the layer must be redisplayed
/// when the value of the specified attribute changes. Animations changing the value of the
/// attribute also trigger redisplay" (CALayer `needsDisplay(forKey:)`). Core Animation then
/// calls `display()` on the presentation layer each frame, so `draw(in:)` draws the
/// interpolated value — the progress-ring pattern of iOS code.
extension CALayer {
    /// Decides, when the animations change, whether refreshing the presentation copy redraws it.
    func updatePresentationRedisplay() {
        guard !animationTracks.isEmpty else { redisplaysPresentation = false; return }
        redisplaysPresentation = !Self.displayProperties(of: type(of: self)).isEmpty
    }

    /// Redraws `copy` (this model's presentation copy) when the values of the display keys
    /// differ from those it was last drawn with, or its contents were reset to the model's.
    func redisplayPresentationIfNeeded(_ copy: CALayer) {
        let properties = Self.displayProperties(of: type(of: self))
        let values = properties.map { $0.get(copy) }
        if let last = copy.presentationDisplay, last.contents === copy.state.contents,
           zip(last.values, values).allSatisfy({ Self.same($0, $1) }) { return }
        copy.display()
        copy.presentationDisplay = PresentationDisplayState(values: values, contents: copy.state.contents)
    }

    private static let displayLock = NSLock()
    nonisolated(unsafe) private static var displayTable: [ObjectIdentifier: (generation: Int, properties: [LayerProperty])] = [:]

    /// The properties of `layerClass` (built in, the class's own, and its key-value ones) for
    /// which the class's `needsDisplay(forKey:)` is true; cached per class until a key-value
    /// property is registered. Asked when a layer's animations change and, for layers that
    /// redraw their presentation, each frame: one lock and one lookup.
    static func displayProperties(of layerClass: CALayer.Type) -> [LayerProperty] {
        let generation = DynamicLayerProperties.generation
        let id = ObjectIdentifier(layerClass)
        displayLock.lock()
        if let cached = displayTable[id], cached.generation == generation {
            displayLock.unlock()
            return cached.properties
        }
        displayLock.unlock()
        let keys = Array(LayerProperty.builtIn.keys) + Array(layerClass.customProperties.keys)
            + DynamicLayerProperties.keys(in: layerClass)
        let properties = keys.sorted().filter { layerClass.needsDisplay(forKey: $0) }
            .compactMap { LayerProperty.named($0, in: layerClass) }
        displayLock.lock()
        displayTable[id] = (generation, properties)
        displayLock.unlock()
        return properties
    }

    /// Whether two values are equal (objects by identity).
    static func same(_ a: AnimValue, _ b: AnimValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x == y
        case (.point(let x), .point(let y)): return x == y
        case (.size(let x), .size(let y)): return x == y
        case (.rect(let x), .rect(let y)): return x == y
        case (.transform(let x), .transform(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.color(let x), .color(let y)): return x == y
        case (.object(let x), .object(let y)): return x.object === y.object
        default: return false
        }
    }
}

/// What a presentation copy was last drawn with.
struct PresentationDisplayState {
    var values: [AnimValue]
    var contents: AnyObject?
}
