import Foundation
import StrataCore

extension UIView {
    /// A layer of `layerClass`, made with that class's `init()` as UIKit does (through
    /// CALayer's `required init(modelLayerOf:)`, since Swift constructs a class from a metatype
    /// only through a required initialiser). A class that is not a CALayer gives a CALayer.
    static func makeLayer(_ layerClass: AnyClass) -> CALayer {
        if let layerType = layerClass as? CALayer.Type { return layerType.init(modelLayerOf: ()) }
        Diagnostics.warnOnce("UIView.layerClass \(layerClass) is not a CALayer subclass; using CALayer")
        return CALayer()
    }
}
