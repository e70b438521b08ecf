import Foundation

/// How the ends of stroked lines are drawn (Apple: CGLineCap). Default `.butt`.
public enum CGLineCap: Int32, Sendable {
    /// The line stops at its end point.
    case butt = 0
    /// A half circle of the line width's diameter caps the end.
    case round = 1
    /// The line extends half the line width past the end point.
    case square = 2
}

/// How the corners of stroked paths are drawn (Apple: CGLineJoin). Default `.miter`.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, bevelled when the miter would exceed the miter limit.
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Squared-off corners.
    case bevel = 2
}

/// What `drawPath(using:)` paints (Apple: CGPathDrawingMode).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the non-zero winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (non-zero), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}

/// Whether a gradient extends past its end points (Apple: CGGradientDrawingOptions).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fill before the start with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fill after the end with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// The pixel layout flags of a bitmap context (Apple: CGBitmapInfo): the alpha info in the low
/// five bits plus a byte order.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The bits holding a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits holding the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order: components in the order the alpha info names (RGBA, ARGB).
    public static let byteOrderDefault = CGBitmapInfo(rawValue: 0)
    /// 32-bit pixels stored little-endian: premultipliedFirst becomes B, G, R, A in memory.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 32-bit pixels stored big-endian: premultipliedFirst becomes A, R, G, B in memory.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// 16-bit components stored little-endian (no 16-bit layout is supported; named for code
    /// that tests for it).
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 16-bit components stored big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// Floating-point components (not supported by Strata's contexts and images).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits holding the float flag.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
}

/// The byte order of an image's pixels (Apple: CGImageByteOrderInfo).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// The bits of `CGBitmapInfo` that hold the byte order.
    case orderMask = 0x7000
    /// The default byte order (big-endian: the bytes in component order).
    case orderDefault = 0
    /// 16-bit little-endian words.
    case order16Little = 0x1000
    /// 32-bit little-endian words: `premultipliedFirst` is then BGRA in memory.
    case order32Little = 0x2000
    /// 16-bit big-endian words.
    case order16Big = 0x3000
    /// 32-bit big-endian words: the components in memory in the order named.
    case order32Big = 0x4000
}

extension CGImage {
    /// The byte order of the pixels: Strata's are R, G, B, A bytes (the default order).
    public var byteOrderInfo: CGImageByteOrderInfo { .orderDefault }
}
