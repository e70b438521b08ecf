import Foundation
import StrataCore

/// Dragging, deceleration, paging and the animated scroll: what the pan gesture and the
/// display link do to `contentOffset`.
extension UIScrollView {
    /// The scroll view's clock: its layer's local time, so motion keeps pace with a slowed or
    /// paused layer tree, as its Core Animation animations do.
    var scrollTime: CFTimeInterval { layer.convertTime(CACurrentMediaTime(), from: nil) }

    /// The release speed, in points per ms, above which paging moves on to the next page
    /// rather than back to the nearest.
    static let pagingFlickVelocity: CGFloat = 0.3

    func didScroll() {
        setNeedsLayout()
        updateIndicators()
        refreshControl?.scrollViewDidScroll()
        guard !notifyingScroll else { return }
        notifyingScroll = true
        delegate?.scrollViewDidScroll(self)
        notifyingScroll = false
    }

    // MARK: touches

    /// A finger came down on the scroll view: it tracks, and moving content stops under it.
    func touchedDown() {
        isTracking = true
        if scrollAnimation != nil {
            scrollAnimation = nil
            stopLink()
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        if motion != nil {
            motion = nil
            stopLink()
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Every finger lifted. Content a touch caught beyond an end, and not dragged, springs
    /// back.
    func touchLifted() {
        isTracking = false
        guard !isDragging, motion == nil, scrollAnimation == nil else { return }
        let o = contentOffset
        if !horizontalRange.contains(o.x) || !verticalRange.contains(o.y) { release(velocity: .zero) }
    }

    func panned(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            let t = pan.translation(in: self)
            dragBaseTranslation = t
            // The dragged ("raw") offset that shows as the current one, so nothing jumps.
            dragOrigin = CGPoint(x: RubberBand.raw(contentOffset.x, in: horizontalRange, length: bounds.width),
                                 y: RubberBand.raw(contentOffset.y, in: verticalRange, length: bounds.height))
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            guard isDragging else { return }
            let t = pan.translation(in: self)
            drag(to: CGPoint(x: dragOrigin.x - (t.x - dragBaseTranslation.x),
                             y: dragOrigin.y - (t.y - dragBaseTranslation.y)))
        case .ended:
            guard isDragging else { return }
            let v = pan.velocity(in: self)
            endDrag(velocity: CGPoint(x: -v.x / 1000, y: -v.y / 1000))
        case .cancelled, .failed:
            guard isDragging else { return }
            endDrag(velocity: .zero)
        case .possible:
            break
        }
    }

    private func drag(to raw: CGPoint) {
        var o = contentOffset
        if scrollsHorizontally { o.x = RubberBand.offset(raw.x, in: horizontalRange, length: bounds.width, bounces: bounces) }
        if scrollsVertically { o.y = RubberBand.offset(raw.y, in: verticalRange, length: bounds.height, bounces: bounces) }
        contentOffset = o
    }

    /// The finger lifted with `velocity` (points per ms, toward growing offsets).
    private func endDrag(velocity raw: CGPoint) {
        let velocity = CGPoint(x: scrollsHorizontally && raw.x.isFinite ? raw.x : 0,
                               y: scrollsVertically && raw.y.isFinite ? raw.y : 0)
        let projected = restingOffset(velocity: velocity)
        var target = restingOffset(proposed: projected, velocity: velocity)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        let chosen = target != projected || isPagingEnabled ? target : nil
        let decelerates = release(velocity: velocity, target: chosen, notify: false)
        isTracking = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        isDragging = false
        if decelerates { delegate?.scrollViewWillBeginDecelerating(self) }
    }

    /// Where released content will rest: the projection at `decelerationRate` clamped to the
    /// range, or with paging, the page the flick or the nearest edge picks.
    func restingOffset(velocity: CGPoint) -> CGPoint {
        let o = contentOffset, rate = decelerationRate.rawValue
        guard !isPagingEnabled else {
            return CGPoint(x: page(o.x, velocity.x, bounds.width, horizontalRange),
                           y: page(o.y, velocity.y, bounds.height, verticalRange))
        }
        func clamp(_ v: CGFloat, _ r: ClosedRange<CGFloat>) -> CGFloat { min(max(v, r.lowerBound), r.upperBound) }
        return CGPoint(x: clamp(ScrollAxisMotion.projection(from: o.x, velocity: velocity.x, rate: rate), horizontalRange),
                       y: clamp(ScrollAxisMotion.projection(from: o.y, velocity: velocity.y, rate: rate), verticalRange))
    }

    /// The page (a multiple of `size`) to settle on: the next one in the direction of a flick,
    /// else the nearest; within the range.
    private func page(_ offset: CGFloat, _ velocity: CGFloat, _ size: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
        guard size > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        let position = offset / size
        let index: CGFloat
        if velocity > Self.pagingFlickVelocity { index = position.rounded(.down) + 1 }
        else if velocity < -Self.pagingFlickVelocity { index = position.rounded(.up) - 1 }
        else { index = position.rounded() }
        return min(max(index * size, range.lowerBound), range.upperBound)
    }

    /// Sets the content moving from where it is; returns whether it moves at all. Paging
    /// settles at the fast rate, as UIKit's paging does.
    @discardableResult
    func release(velocity: CGPoint, target: CGPoint? = nil, notify: Bool = true) -> Bool {
        let rate = isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue
        let o = contentOffset
        var x = ScrollAxisMotion(offset: o.x, velocity: velocity.x, rate: rate, range: horizontalRange,
                                 bounces: bounces, target: target?.x)
        var y = ScrollAxisMotion(offset: o.y, velocity: velocity.y, rate: rate, range: verticalRange,
                                 bounces: bounces, target: target?.y)
        let nowX = x.offset(at: 0), nowY = y.offset(at: 0)
        contentOffset = CGPoint(x: nowX.offset, y: nowY.offset)
        guard !(nowX.finished && nowY.finished) else { return false }
        motion = (nowX.finished ? nil : x, nowY.finished ? nil : y, scrollTime)
        isDecelerating = true
        if notify {
            // A touch let go with nothing dragged: the spring back is a deceleration too.
            delegate?.scrollViewWillBeginDecelerating(self)
        }
        startLink()
        return true
    }

    /// Stops a deceleration or animated scroll where it is, without telling the delegate.
    func stopMotion() {
        motion = nil
        scrollAnimation = nil
        isDecelerating = false
        stopLink()
    }

    // MARK: frames

    func startLink() {
        guard link == nil else { return }
        let link = CADisplayLink { [weak self] _ in self?.tick() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stopLink() {
        link?.invalidate()
        link = nil
    }

    /// Each frame: moves the content along its deceleration or animation.
    private func tick() {
        let now = scrollTime
        if let animation = scrollAnimation {
            let f = animation.duration > 0 ? min(max((now - animation.start) / animation.duration, 0), 1) : 1
            let p = CGPoint(x: animation.from.x + (animation.to.x - animation.from.x) * f,
                            y: animation.from.y + (animation.to.y - animation.from.y) * f)
            contentOffset = f >= 1 ? animation.to : p
            if f >= 1 {
                scrollAnimation = nil
                stopLink()
                delegate?.scrollViewDidEndScrollingAnimation(self)
            }
            return
        }
        guard var current = motion else { return stopLink() }
        let ms = CGFloat(max(now - current.start, 0) * 1000)
        var o = contentOffset, done = true
        if var x = current.x {
            let step = x.offset(at: ms)
            o.x = step.offset
            done = done && step.finished
            current.x = x
        }
        if var y = current.y {
            let step = y.offset(at: ms)
            o.y = step.offset
            done = done && step.finished
            current.y = y
        }
        motion = done ? nil : current
        contentOffset = o
        if done {
            stopLink()
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }
}
