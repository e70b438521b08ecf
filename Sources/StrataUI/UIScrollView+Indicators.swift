import Foundation
import StrataCore

/// The scroll indicators: thin rounded bars along the trailing and bottom edges, their length
/// the visible fraction of the content (at least 36 points, shorter while rubber-banding),
/// their position the scrolled fraction. They show while the user scrolls (dragging,
/// decelerating, animated scrolls) and fade out half a second after the content stops, as in
/// UIKit. They are layers, not subviews, so `subviews` holds only the content.
extension UIScrollView {
    static let indicatorThickness: CGFloat = 3, indicatorMargin: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36, indicatorFadeDelay: CFTimeInterval = 0.5

    func setUpIndicators() {
        for bar in [verticalIndicator, horizontalIndicator] {
            bar.cornerRadius = Self.indicatorThickness / 2
            bar.backgroundColor = UIColor(white: 0, alpha: 0.35).cgColor
            bar.opacity = 0
            layer.addSublayer(bar)
        }
    }

    /// Whether the user (or an animated scroll) is moving the content.
    var isScrollingVisibly: Bool { isDragging || isDecelerating || scrollAnimation != nil }

    /// Places the bars for the offset, showing them if the content is moving.
    func updateIndicators() {
        let show = isScrollingVisibly
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        place(verticalIndicator, vertical: true)
        place(horizontalIndicator, vertical: false)
        if show {
            verticalIndicator.opacity = showsVerticalScrollIndicator && contentExceeds(vertical: true) ? 1 : 0
            horizontalIndicator.opacity = showsHorizontalScrollIndicator && contentExceeds(vertical: false) ? 1 : 0
        }
        CATransaction.commit()
        if show { scheduleIndicatorFade() }
    }

    /// Shows the indicators briefly (Apple: flashScrollIndicators()).
    func flashIndicators() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        place(verticalIndicator, vertical: true)
        place(horizontalIndicator, vertical: false)
        verticalIndicator.opacity = showsVerticalScrollIndicator && contentExceeds(vertical: true) ? 1 : 0
        horizontalIndicator.opacity = showsHorizontalScrollIndicator && contentExceeds(vertical: false) ? 1 : 0
        CATransaction.commit()
        scheduleIndicatorFade()
    }

    private func contentExceeds(vertical: Bool) -> Bool {
        let range = vertical ? verticalRange : horizontalRange
        return range.upperBound > range.lowerBound
    }

    /// Fades the bars out once the content has been still for the delay.
    private func scheduleIndicatorFade() {
        indicatorFadeTimer?.cancel()
        indicatorFadeTimer = CADisplayLinkTimer(fireAt: CACurrentMediaTime() + Self.indicatorFadeDelay) { [weak self] in
            guard let self else { return }
            if self.isScrollingVisibly { return self.scheduleIndicatorFade() }
            self.indicatorFadeTimer = nil
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.3)
            self.verticalIndicator.opacity = 0
            self.horizontalIndicator.opacity = 0
            CATransaction.commit()
        }
    }

    /// Both indicators' insets (Apple: scrollIndicatorInsets, deprecated in iOS 13 for the
    /// vertical and horizontal ones): reads the vertical one, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    private func place(_ bar: CALayer, vertical: Bool) {
        // The track is inset by the indicator insets (and the safe area), not the content
        // inset, as in UIKit: code under a keyboard sets both.
        let own = vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        let b = bounds
        let inset = UIEdgeInsets(top: own.top + safe.top, left: own.left + safe.left,
                                 bottom: own.bottom + safe.bottom, right: own.right + safe.right)
        let margin = Self.indicatorMargin, thickness = Self.indicatorThickness
        let range = vertical ? verticalRange : horizontalRange
        let offset = vertical ? b.minY : b.minX
        let viewport = vertical ? b.height : b.width
        let track = viewport - 2 * margin - (vertical ? inset.top + inset.bottom : inset.left + inset.right)
        let scrolled = adjustedContentInset
        let content = vertical ? contentSize.height + scrolled.top + scrolled.bottom : contentSize.width + scrolled.left + scrolled.right
        guard track > 0, content > 0 else { return bar.frame = .zero }
        var length = max(Self.indicatorMinimumLength, track * min(viewport / content, 1))
        let overshoot = offset < range.lowerBound ? range.lowerBound - offset : max(offset - range.upperBound, 0)
        length = min(max(2 * thickness, length - overshoot), track)
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
        let along = offset + margin + (vertical ? inset.top : inset.left) + progress * (track - length)
        bar.frame = vertical
            ? CGRect(x: b.maxX - margin - thickness - inset.right, y: along, width: thickness, height: length)
            : CGRect(x: along, y: b.maxY - margin - thickness - inset.bottom, width: length, height: thickness)
    }
}
