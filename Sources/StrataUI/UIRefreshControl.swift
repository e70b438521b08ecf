import Foundation
import StrataCore

/// Pull to refresh (Apple: UIRefreshControl): set as a scroll view's (or table's, or
/// collection view's) `refreshControl`, it shows a spinner above the content as the user pulls
/// down; pulled far enough while dragging, it starts refreshing — the content rests below the
/// spinner — and sends `.valueChanged`. Call `endRefreshing()` when the new data is in: the
/// spinner stops and the content slides back up.
open class UIRefreshControl: UIControl {
    /// The control's height: where the content rests while refreshing.
    static let height: CGFloat = 60
    /// How far the content must be pulled down past its top to start refreshing.
    static let triggerDistance: CGFloat = 100

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// Text under the spinner. Default nil.
    open var attributedTitle: NSAttributedString? {
        get { titleLabel.attributedText }
        set {
            titleLabel.attributedText = newValue
            titleLabel.isHidden = newValue == nil
        }
    }

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// The scroll view the control belongs to.
    weak var scrollView: UIScrollView?
    /// The scroll view's top inset without the room the refresh adds.
    private var baseInsetTop: CGFloat = 0
    /// Whether the next pull may start a refresh (again once the content is back at rest).
    private var armed = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A refresh control (Apple: `init()`).
    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textColor = .gray
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(spinner)
        addSubview(titleLabel)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    /// Starts refreshing from code (no `.valueChanged` is sent): the spinner turns and the
    /// content makes room for it.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        startRefreshing()
    }

    /// Ends the refresh: the spinner stops and the content slides back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        guard let scrollView else { return }
        let base = baseInsetTop
        UIView.animate(withDuration: 0.3) {
            scrollView.contentInset.top = base
            if scrollView.contentOffset.y < -base { scrollView.contentOffset.y = -base }
            self.spinner.alpha = 0
        }
    }

    /// Joins `scrollView` (its `refreshControl` was set), or leaves it (nil).
    func attach(to scrollView: UIScrollView?) {
        if let old = self.scrollView, isRefreshing { old.contentInset.top = baseInsetTop }
        isRefreshing = false
        spinner.stopAnimating()
        self.scrollView = scrollView
        guard let scrollView else { return removeFromSuperview() }
        baseInsetTop = scrollView.contentInset.top
        scrollView.insertSubview(self, at: 0)
        scrollViewDidScroll()
    }

    /// Follows the scroll view: placed above the content, the spinner showing as it is pulled,
    /// a refresh started past the trigger distance while the finger still drags.
    func scrollViewDidScroll() {
        guard let scrollView else { return }
        frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
        spinner.center = CGPoint(x: bounds.midX, y: titleLabel.isHidden ? bounds.midY : bounds.midY - 8)
        titleLabel.frame = CGRect(x: 0, y: bounds.midY + 8, width: bounds.width, height: 16)
        let pulled = -(scrollView.contentOffset.y + baseInsetTop)
        if pulled <= 0.5 { armed = true }
        guard !isRefreshing else { return }
        UIView.performWithoutAnimation { spinner.alpha = min(max(pulled / Self.triggerDistance, 0), 1) }
        if armed, scrollView.isDragging, pulled >= Self.triggerDistance {
            armed = false
            startRefreshing()
            sendActions(for: .valueChanged)
        }
    }

    private func startRefreshing() {
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        scrollView?.contentInset.top = baseInsetTop + Self.height
    }
}
