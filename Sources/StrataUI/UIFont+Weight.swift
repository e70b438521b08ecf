import Foundation

extension UIFont {
    /// A font weight (Apple: UIFont.Weight), from −1 (ultra light) to 1 (black); 0 is regular.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
        /// Apple's values for the named weights.
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The fontconfig style closest to the weight (DejaVu Sans ships ExtraLight, Book and
        /// Bold): semibold and heavier draw bold, light and lighter ExtraLight.
        var fontconfigSuffix: String {
            if rawValue >= Weight.semibold.rawValue { return ":bold" }
            if rawValue <= Weight.light.rawValue { return ":light" }
            return ""
        }
    }

    /// The system font at `fontSize` in `weight` (Apple: `systemFont(ofSize:weight:)`).
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(resolving: systemFamily + weight.fontconfigSuffix, size: fontSize)
    }
}
