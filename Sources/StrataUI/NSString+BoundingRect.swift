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
    /// The rectangle the string takes within `size`, each run measured in its own attributes
    /// (Apple: `boundingRect(with:options:context:)`); see `NSString`'s.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let block = AttributedTextBlock(self, wrappingAt: size.width > 0 ? size.width : nil)
            rect = CGRect(origin: .zero, size: block?.size ?? .zero)
        } else {
            // One line whose baseline is the origin.
            let line = NSMutableAttributedString(attributedString: self)
            line.mutableString.replaceOccurrences(of: "\n", with: " ", options: [], range: NSRange(location: 0, length: line.length))
            let block = AttributedTextBlock(line)
            rect = CGRect(x: 0, y: -(block?.firstAscent ?? 0), width: block?.size.width ?? 0, height: block?.size.height ?? 0)
        }
        context?.totalBounds = rect
        return rect
    }
}
