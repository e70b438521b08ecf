import Foundation

// Core Graphics' `equalTo(_:)` comparisons, which iOS code calls on points, sizes and
// rectangles (`if oldValue.equalTo(bounds) { … }`). Apple's CoreGraphics overlay declares them
// (CGRect.equalTo(_:) is CGRectEqualToRect); Foundation on Linux, whose CGRect this is, does not.

extension CGRect {
    /// True when both rectangles have the same origin and size, or both are null (Apple:
    /// CGRectEqualToRect — "if the two specified rectangles have equal size and origin values,
    /// or if both rectangles are null rectangles").
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return origin.x == rect2.origin.x && origin.y == rect2.origin.y
            && size.width == rect2.size.width && size.height == rect2.size.height
    }
}

extension CGPoint {
    /// True when both points have the same coordinates (Apple: CGPointEqualToPoint).
    public func equalTo(_ point2: CGPoint) -> Bool {
        x == point2.x && y == point2.y
    }
}

extension CGSize {
    /// True when both sizes have the same width and height (Apple: CGSizeEqualToSize).
    public func equalTo(_ size2: CGSize) -> Bool {
        width == size2.width && height == size2.height
    }
}
