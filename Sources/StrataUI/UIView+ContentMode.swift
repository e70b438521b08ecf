import Foundation
import StrataCore

extension UIView {
    /// How a view lays out its content when its size changes (Apple: UIView.ContentMode).
    public enum ContentMode: Int, Sendable {
        /// Fill the bounds (stretching); fit or fill keeping the aspect ratio; redraw on a size
        /// change; or place the content at its own size at the centre or an edge.
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        /// Place the content at its own size in a corner.
        case topLeft, topRight, bottomLeft, bottomRight

        /// The layer's contents gravity for the mode; the layer's y axis points down, as the
        /// view's does, so top is top.
        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }
}
