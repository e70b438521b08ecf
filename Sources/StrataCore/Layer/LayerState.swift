import Foundation
import StrataGraphics

/// Every property of a layer that its presentation copy carries, in typed storage.
///
/// The model layer holds the values the app set; its presentation layer holds a copy with the
/// running animations applied. Colours are kept as `RGBA` (not `CGColor`) so that animating one
/// allocates nothing. Defaults are Core Animation's (CALayer reference).
struct LayerState {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var zPosition: CGFloat = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden = false
    var isDoubleSided = true
    var masksToBounds = false
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    /// Core Animation's default border colour is opaque black.
    var borderColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    var backgroundColor: RGBA? = nil
    /// Core Animation's default shadow colour is opaque black.
    var shadowColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowOpacity: Float = 0
    /// Core Animation's default shadow offset is (0, -3).
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath? = nil
    var contents: AnyObject? = nil
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsScale: CGFloat = 1
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
