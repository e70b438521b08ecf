import Foundation

/// How strongly a layout wish holds (Apple: UILayoutPriority): 1…1000, 1000 required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A requirement: 1000.
    public static let required = UILayoutPriority(1000)
    /// The default high priority (a button's compression resistance): 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// The default low priority (a view's content hugging): 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of fitting a view to its smallest size: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// Orders priorities by their raw values.
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    /// The priority `b` above `a`.
    public static func + (a: Self, b: Float) -> Self { Self(a.rawValue + b) }
    /// The priority `b` below `a`.
    public static func - (a: Self, b: Float) -> Self { Self(a.rawValue - b) }
}

/// A view's content hugging and compression resistance priorities per axis.
struct LayoutPriorities {
    var hugging = [UILayoutPriority.defaultLow, .defaultLow]
    var compressionResistance = [UILayoutPriority.defaultHigh, .defaultHigh]
}

extension UIView {
    /// The value of `intrinsicContentSize` on an axis with no intrinsic size: −1.
    public static let noIntrinsicMetric: CGFloat = -1

    /// How strongly the view resists growing past its intrinsic size on `axis` (Apple:
    /// contentHuggingPriority(for:)). Default `.defaultLow` (250). A `.fill` stack view
    /// stretches its lowest-hugging view.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutPriorities.hugging[axis.rawValue]
    }

    /// Sets the content hugging priority for `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutPriorities.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (Apple:
    /// contentCompressionResistancePriority(for:)). Default `.defaultHigh` (750). A `.fill`
    /// stack view that is too small shrinks its least resistant view first.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutPriorities.compressionResistance[axis.rawValue]
    }

    /// Sets the compression resistance priority for `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutPriorities.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }
}
