import Foundation
import StrataGraphics

extension UIView {
    /// The value for a dimension without an intrinsic size (Apple: UIView noIntrinsicMetric), -1.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the layout system the intrinsic size changed (Apple: UIView
    /// invalidateIntrinsicContentSize()). Strata has no constraint-based layout, so this only
    /// asks for a layout pass, where frame-based code reads `intrinsicContentSize` again.
    public func invalidateIntrinsicContentSize() { setNeedsLayout() }
}
