/// The shape of a gradient layer's gradient (Apple: CAGradientLayerType).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours vary along the line startPoint → endPoint (the default).
    public static let axial = Self(rawValue: "axial")
    /// An ellipse centred on startPoint whose half-axes reach endPoint's x and y ("its width and
    /// height defined by (endPoint.x − startPoint.x) × 2 and (endPoint.y − startPoint.y) × 2",
    /// CAGradientLayer.h).
    public static let radial = Self(rawValue: "radial")
    /// Around startPoint, 0° toward endPoint, the angle increasing toward +y (CAGradientLayer.h).
    public static let conic = Self(rawValue: "conic")
    static let names = ["axial", "radial", "conic"]
}
