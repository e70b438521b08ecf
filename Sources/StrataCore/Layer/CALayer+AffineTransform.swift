import Foundation
import StrataGraphics

extension CALayer {
    /// The layer's `transform` as an affine transform (Apple: `affineTransform()`): the 2-D part
    /// of the 4×4 matrix, as `CATransform3DGetAffineTransform` gives it.
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets `transform` to the affine transform `m` (Apple: `setAffineTransform(_:)`), as
    /// `CATransform3DMakeAffineTransform` makes it; like any `transform` change it animates
    /// implicitly.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }
}
