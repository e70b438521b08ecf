import Foundation
import StrataCore

// `@Managed var trackTintColor: UIColor` in a CALayer subclass, as iOS progress views write
// `@NSManaged var trackTintColor: UIColor` (RPCircularProgress-style layers): the colour object
// lives in the layer's key-value storage like any other custom key, so `init(layer:)` and the
// presentation copy carry it and `draw(in:)` reads it there. As on iOS it is stored, not
// animated (Core Animation interpolates CGColor values, not UIColor objects).
extension UIColor: ManagedPropertyValue {
    /// Before any is set: clear, the colour of a layer key that holds nothing (Core Animation
    /// gives an unset object key no value; Swift needs one for a non-optional property).
    /// A `@Managed` property of a UIColor subclass type cannot be given one and traps unset.
    public static var managedDefault: Self { UIColor(white: 0, alpha: 0) as! Self }
}
