/// How a layer's contents are placed in its bounds (Apple: CALayerContentsGravity).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The contents are centred in the bounds, at their own size.
    public static let center = Self(rawValue: "center")
    /// The contents are centred horizontally at the top edge (`bounds.minY`), at their own size.
    public static let top = Self(rawValue: "top")
    /// The contents are centred horizontally at the bottom edge (`bounds.maxY`), at their own size.
    public static let bottom = Self(rawValue: "bottom")
    /// The contents are centred vertically at the left edge, at their own size.
    public static let left = Self(rawValue: "left")
    /// The contents are centred vertically at the right edge, at their own size.
    public static let right = Self(rawValue: "right")
    /// The contents sit in the top-left corner, at their own size.
    public static let topLeft = Self(rawValue: "topLeft")
    /// The contents sit in the top-right corner, at their own size.
    public static let topRight = Self(rawValue: "topRight")
    /// The contents sit in the bottom-left corner, at their own size.
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    /// The contents sit in the bottom-right corner, at their own size.
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = Self(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping the aspect ratio.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping the aspect ratio (cropping).
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")

    /// Every gravity Core Animation defines.
    public static let all: [CALayerContentsGravity] = [
        .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
        .resize, .resizeAspect, .resizeAspectFill,
    ]
}
