import Foundation
import StrataCore

/// Options for measuring and drawing strings (Apple: NSStringDrawingOptions).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay the string out in lines from the rectangle's origin, wrapping at its width; without
    /// it the string is one line whose baseline is the origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line heights (Strata's line height already includes it).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use the glyphs' image bounds (Strata measures typographic bounds).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last visible line when the text does not fit (kept for drawing calls).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// How string drawing and measuring went (Apple: NSStringDrawingContext). Strata does not
/// shrink text: `actualScaleFactor` stays 1.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to. Default 0 (no shrinking).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn or measured at. Always 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last measured with this context.
    open internal(set) var totalBounds: CGRect = .zero
}

/// UIKit's `boundingRect(with:options:attributes:context:)`: what chat bubbles, toasts, tip
/// views and self-sizing cells measure text with.
enum StringBounds {
    static func rect(_ text: String, size: CGSize, options: NSStringDrawingOptions,
                     attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        let font = attributes?[.font] as? UIFont ?? UIFont(resolving: "Helvetica", size: 12)
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            // Wrapped at the width (unbounded when not positive); every line counts, as
            // UIKit's measure does for the height constraint the usual callers pass.
            let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
            let lines = CATextLayer.wrappedLines(of: text, fontName: font.fontName, size: font.pointSize, width: width)
            let widest = lines.map { font.width(of: $0) }.max() ?? 0
            rect = CGRect(x: 0, y: 0, width: widest, height: font.lineHeight * CGFloat(lines.count))
        } else {
            // One line whose baseline is the origin.
            let line = text.replacingOccurrences(of: "\n", with: " ")
            rect = CGRect(x: 0, y: -font.ascender, width: text.isEmpty ? 0 : font.width(of: line), height: font.lineHeight)
        }
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// The rectangle the string takes drawn with `attributes` within `size` (Apple:
    /// `boundingRect(with:options:attributes:context:)`): with `.usesLineFragmentOrigin`,
    /// lines wrapped at `size.width` from the origin; otherwise one line whose baseline is the
    /// origin (the rectangle starts one ascender above it). Sizes are fractional: round up
    /// with `ceil` to size views, as on iOS.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringBounds.rect(String(self), size: size, options: options, attributes: attributes, context: context)
    }
}

extension StringProtocol {
    /// The rectangle the string takes drawn with `attributes` within `size` (UIKit's NSString
    /// addition, which Swift strings reach through bridging); see `NSString`'s.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringBounds.rect(String(self), size: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The rectangle the string takes within `size`, in the attributes at its first
    /// character (Apple: `boundingRect(with:options:context:)`); see `NSString`'s.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let attributes = length > 0 ? self.attributes(at: 0, effectiveRange: nil) : [:]
        return StringBounds.rect(string, size: size, options: options, attributes: attributes, context: context)
    }
}
