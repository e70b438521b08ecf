import StrataGraphics

// The small string-valued option types of CAShapeLayer, kept together (each is a few lines).

/// How the interior of a shape layer's path is decided (Apple: CAShapeLayerFillRule).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding (the default, `kCAFillRuleNonZero`).
    public static let nonZero = Self(rawValue: "non-zero")
    /// Even-odd (`kCAFillRuleEvenOdd`).
    public static let evenOdd = Self(rawValue: "even-odd")
    /// Apple's raw values plus the Swift case names, which scene files may use too.
    static let names = ["non-zero", "even-odd", "nonZero", "evenOdd"]
    static func named(_ s: String?) -> Self { s == "even-odd" || s == "evenOdd" ? .evenOdd : .nonZero }
}

/// How the ends of a shape layer's stroke are drawn (Apple: CAShapeLayerLineCap).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The default.
    public static let butt = Self(rawValue: "butt")
    /// The line ends in a half circle around its end point.
    public static let round = Self(rawValue: "round")
    /// The line ends in a half square past its end point.
    public static let square = Self(rawValue: "square")
    static let names = ["butt", "round", "square"]
    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// How the corners of a shape layer's stroke are drawn (Apple: CAShapeLayerLineJoin).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The default.
    public static let miter = Self(rawValue: "miter")
    /// Segments join with a circular arc.
    public static let round = Self(rawValue: "round")
    /// Segments join with the corner cut off square.
    public static let bevel = Self(rawValue: "bevel")
    static let names = ["miter", "round", "bevel"]
    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

