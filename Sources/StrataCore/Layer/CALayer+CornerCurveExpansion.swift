import Foundation
import StrataGraphics

extension CALayer {
    /// How far along each edge a corner of `curve` reaches, in corner radii (Apple: CALayer
    /// cornerCurveExpansionFactor(_:)): 1 for `.circular`; 1.528665 for `.continuous`, whose
    /// smooth corner starts curving that far from the corner — the span Strata's compositor
    /// draws. Code sizing a view so a continuous corner fits uses it.
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }
}
