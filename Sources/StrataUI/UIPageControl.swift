import Foundation
import StrataCore

/// A row of dots, one per page, with the current page's dot highlighted (Apple:
/// UIPageControl), usually beside a paging scroll view. A tap on the trailing side of the
/// current dot moves to the next page, on the leading side to the previous one, and sends
/// `.valueChanged`; setting `currentPage` from code sends nothing.
open class UIPageControl: UIControl {
    /// A dot's diameter and the distance from one dot's centre to the next.
    static let dotDiameter: CGFloat = 7, dotPitch: CGFloat = 16
    /// The control's natural height.
    static let naturalHeight: CGFloat = 26

    private var dots: [CALayer] = []

    /// The number of pages (dots). Default 0. The current page is pulled into range.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            clampCurrentPage()
            rebuildDots()
            invalidateIntrinsicContentSize()
        }
    }

    /// The page shown, 0 … numberOfPages − 1. Default 0. Sends no action when set from code.
    open var currentPage = 0 {
        willSet { keyValueWillChange("currentPage") }
        didSet {
            defer { keyValueDidChange("currentPage") }
            clampCurrentPage()
            if !defersCurrentPageDisplay { restyle() }
        }
    }

    /// Whether the control hides itself when there is only one page. Default false.
    open var hidesForSinglePage = false { didSet { restyle() } }
    /// Whether a tap waits for `updateCurrentPageDisplay()` before showing the new page.
    /// Default false.
    open var defersCurrentPageDisplay = false
    /// The colour of the other pages' dots. Default nil: translucent white.
    open var pageIndicatorTintColor: UIColor? { didSet { restyle() } }
    /// The colour of the current page's dot. Default nil: white.
    open var currentPageIndicatorTintColor: UIColor? { didSet { restyle() } }

    private var displayedPage = 0

    /// Shows `currentPage` (after taps, when `defersCurrentPageDisplay` is true).
    open func updateCurrentPageDisplay() { restyle() }

    /// The size that shows `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(pageCount, 0))
        return CGSize(width: n > 0 ? (n - 1) * Self.dotPitch + Self.dotDiameter + 2 * Self.dotPitch : 0,
                      height: Self.naturalHeight)
    }

    /// The dots' size.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The dots' size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the dots in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeDots()
    }

    /// A tap past the current dot's centre goes to the next page, before it to the previous
    /// one, and sends `.valueChanged`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, numberOfPages > 1, let touch = touches.first {
            let p = touch.location(in: self)
            if bounds.contains(p) {
                let step = p.x > dotCenter(displayedPage).x ? 1 : -1
                let page = min(max(currentPage + step, 0), numberOfPages - 1)
                if page != currentPage {
                    currentPage = page
                    sendActions(for: .valueChanged)
                }
            }
        }
        super.touchesEnded(touches, with: event)
    }

    private func clampCurrentPage() {
        let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
        if clamped != currentPage { currentPage = clamped }
    }

    /// The centre of dot `index` in the view's coordinates.
    func dotCenter(_ index: Int) -> CGPoint {
        let width = CGFloat(max(numberOfPages - 1, 0)) * Self.dotPitch
        return CGPoint(x: bounds.midX - width / 2 + CGFloat(index) * Self.dotPitch, y: bounds.midY)
    }

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperlayer() }
        dots = (0..<numberOfPages).map { _ in CALayer() }
        performWithoutActions {
            for dot in dots {
                dot.bounds = CGRect(x: 0, y: 0, width: Self.dotDiameter, height: Self.dotDiameter)
                dot.cornerRadius = Self.dotDiameter / 2
                layer.addSublayer(dot)
            }
        }
        placeDots()
        restyle()
    }

    private func placeDots() {
        performWithoutActions {
            for (i, dot) in dots.enumerated() { dot.position = dotCenter(i) }
        }
    }

    private func restyle() {
        displayedPage = currentPage
        performWithoutActions {
            for (i, dot) in dots.enumerated() {
                let color = i == displayedPage ? currentPageIndicatorTintColor ?? .white
                                               : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.35)
                dot.backgroundColor = color.cgColor
            }
        }
        isHidden = hidesForSinglePage && numberOfPages <= 1
    }

    /// The colour a dot shows now (for tests and custom drawing).
    func shownColor(ofDot index: Int) -> CGColor? { dots.indices.contains(index) ? dots[index].backgroundColor : nil }
}
