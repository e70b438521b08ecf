import Foundation

extension UIView {
    /// How a view resizes when its superview's bounds change (Apple: UIView.AutoresizingMask,
    /// "springs and struts"): each flexible margin or size takes part of the change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies the subviews' autoresizing masks to a change of this view's size from `old` to
    /// `new`. As Apple documents: with more than one flexible part along an axis, the change is
    /// shared among them in proportion to their current sizes (equally when all are 0); with
    /// none, the view keeps its distance to the top-left.
    func autoresizeSubviews(from old: CGSize, to new: CGSize) {
        guard autoresizesSubviews, old.width.isFinite, old.height.isFinite, new.width.isFinite, new.height.isFinite else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask, frame = subview.frame
            let (x, width) = Self.resize(start: frame.minX, length: frame.width, total: old.width, delta: new.width - old.width,
                                         flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.resize(start: frame.minY, length: frame.height, total: old.height, delta: new.height - old.height,
                                          flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            let resized = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
            if resized != frame { subview.frame = resized }
        }
    }

    /// One axis: the new start and length after sharing `delta` among the flexible parts
    /// (leading margin, length, trailing margin) in proportion to their sizes.
    private static func resize(start: CGFloat, length: CGFloat, total: CGFloat, delta: CGFloat,
                               flexible: (lead: Bool, size: Bool, trail: Bool)) -> (CGFloat, CGFloat) {
        guard delta != 0 else { return (start, length) }
        let parts = [(flexible.lead, max(0, start)), (flexible.size, max(0, length)), (flexible.trail, max(0, total - start - length))]
        let count = parts.filter(\.0).count
        guard count > 0 else { return (start, length) }
        let sum = parts.filter(\.0).reduce(0) { $0 + $1.1 }
        func share(_ i: Int) -> CGFloat {
            guard parts[i].0 else { return 0 }
            return sum > 0 ? delta * parts[i].1 / sum : delta / CGFloat(count)
        }
        return (start + share(0), length + share(1))
    }
}
