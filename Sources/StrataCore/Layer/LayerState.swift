import Foundation
import StrataGraphics

/// Every property of a layer that its presentation copy carries, in typed storage.
///
/// The model layer holds the values the app set; its presentation layer holds a copy with the
/// running animations applied. Colours are kept as `RGBA` (not `CGColor`) so that animating one
/// allocates nothing. Defaults are Core Animation's (CALayer reference). The compositor
/// (same package) reads a presentation copy's state directly: one load per field instead of
/// a dynamically dispatched getter, and what the render tree holds rather than what a
/// subclass's overridden getter might answer.
package struct LayerState {
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var opacity: Float = 1
    package var isHidden = false
    package var isDoubleSided = true
    package var masksToBounds = false
    package var cornerRadius: CGFloat = 0
    package var borderWidth: CGFloat = 0
    /// Core Animation's default border colour is opaque black.
    package var borderColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    package var backgroundColor: RGBA? = nil
    /// Core Animation's default shadow colour is opaque black.
    package var shadowColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    package var shadowOpacity: Float = 0
    /// Core Animation's default shadow offset is (0, -3).
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: CGPath? = nil
    package var contents: AnyObject? = nil
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsScale: CGFloat = 1
    /// The values of the properties a subclass adds (`CustomLayerProperty.slot` indexes it);
    /// empty for a plain CALayer.
    var extra: [ExtraValue] = []
}

/// One subclass-added property value. `owner` retains the object an `.object` value refers to
/// (AnimValue itself holds it unretained).
struct ExtraValue {
    var value: AnimValue
    var owner: AnyObject?

    init(_ value: AnimValue) {
        self.value = value
        if case .object(let ref) = value { owner = ref.object } else { owner = nil }
    }
}
