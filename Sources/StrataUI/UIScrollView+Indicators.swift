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

    private func place(_ bar: CALayer, vertical: Bool) {
        let b = bounds, inset = adjustedContentInset
        let margin = Self.indicatorMargin, thickness = Self.indicatorThickness
        let range = vertical ? verticalRange : horizontalRange
        let offset = vertical ? b.minY : b.minX
        let viewport = vertical ? b.height : b.width
        let track = viewport - 2 * margin - (vertical ? inset.top + inset.bottom : inset.left + inset.right)
        let content = vertical ? contentSize.height + inset.top + inset.bottom : contentSize.width + inset.left + inset.right
        guard track > 0, content > 0 else { return bar.frame = .zero }
        var length = max(Self.indicatorMinimumLength, track * min(viewport / content, 1))
        let overshoot = offset < range.lowerBound ? range.lowerBound - offset : max(offset - range.upperBound, 0)
        length = min(max(2 * thickness, length - overshoot), track)
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
        let along = offset + margin + (vertical ? inset.top : inset.left) + progress * (track - length)
        bar.frame = vertical
            ? CGRect(x: b.maxX - margin - thickness, y: along, width: thickness, height: length)
            : CGRect(x: along, y: b.maxY - margin - thickness, width: length, height: thickness)
    }
}
