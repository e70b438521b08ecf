// Code in the style of open-source UIKit screens (a stretchy-header feed, a paging onboarding,
// a settings row, snap-to-card scrolling), written for this test suite with the APIs and
// idioms such code uses — delegates without `@objc`, `targetContentOffset.pointee`,
// arranged subviews, `addAction` on controls — compiled with `import UIKit` unchanged. Tests
// call in from PortedUIKitCodeControlsTests.swift.
import UIKit

// MARK: - A feed whose header stretches when pulled down and fades when scrolled away

final class StretchyHeaderFeedController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let header = UIView()
    let rows = UIStackView()
    static let headerHeight: CGFloat = 120

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.delegate = self
        scrollView.alwaysBounceVertical = true
        rows.axis = .vertical
        rows.spacing = 12
        for i in 0..<30 {
            let label = UILabel()
            label.text = "Row \(i)"
            rows.addArrangedSubview(label)
        }
        header.backgroundColor = .systemBlue
        scrollView.addSubview(rows)
        scrollView.addSubview(header)
        view.addSubview(scrollView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        let height = rows.intrinsicContentSize.height
        rows.frame = CGRect(x: 16, y: Self.headerHeight, width: view.bounds.width - 32, height: height)
        scrollView.contentSize = CGSize(width: view.bounds.width, height: Self.headerHeight + height)
        layoutHeader()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        layoutHeader()
    }

    private func layoutHeader() {
        let y = scrollView.contentOffset.y
        if y < 0 {
            header.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: Self.headerHeight - y)
            header.alpha = 1
        } else {
            header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: Self.headerHeight)
            header.alpha = max(0, 1 - y / Self.headerHeight)
        }
    }
}

// MARK: - A paging onboarding that tracks its page

final class OnboardingPager: UIView, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    private(set) var currentPage = 0
    var onPageChange: ((Int) -> Void)?

    init(frame: CGRect, pages: [UIColor]) {
        super.init(frame: frame)
        scrollView.frame = bounds
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        for (i, color) in pages.enumerated() {
            let page = UIView(frame: CGRect(x: CGFloat(i) * bounds.width, y: 0, width: bounds.width, height: bounds.height))
            page.backgroundColor = color
            scrollView.addSubview(page)
        }
        scrollView.contentSize = CGSize(width: bounds.width * CGFloat(pages.count), height: bounds.height)
        addSubview(scrollView)
        pageControl.numberOfPages = pages.count
        pageControl.frame = CGRect(x: 0, y: bounds.height - 40, width: bounds.width, height: 26)
        pageControl.addAction(UIAction { [unowned self] _ in self.goTo(page: self.pageControl.currentPage) },
                              for: .valueChanged)
        addSubview(pageControl)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let page = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        pageControl.currentPage = page
        guard page != currentPage else { return }
        currentPage = page
        onPageChange?(page)
    }

    func goTo(page: Int) {
        scrollView.setContentOffset(CGPoint(x: CGFloat(page) * scrollView.bounds.width, y: 0), animated: true)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        scrollViewDidEndDecelerating(scrollView)
    }
}

// MARK: - A settings row: a title, a spacer-free stack and a switch

final class SettingsToggleRow: UIStackView {
    let titleLabel = UILabel()
    let toggle = UISwitch()
    private(set) var log: [Bool] = []

    init(title: String) {
        super.init(frame: .zero)
        axis = .horizontal
        alignment = .center
        isLayoutMarginsRelativeArrangement = true
        layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        titleLabel.text = title
        titleLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        addArrangedSubview(titleLabel)
        addArrangedSubview(toggle)
        toggle.addAction(UIAction { [unowned self] _ in self.log.append(self.toggle.isOn) }, for: .valueChanged)
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// MARK: - Cards that snap: the delegate rounds the target to a card

final class SnappingCards: NSObject, UIScrollViewDelegate {
    let cardHeight: CGFloat

    init(cardHeight: CGFloat) { self.cardHeight = cardHeight }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let index = (targetContentOffset.pointee.y / cardHeight).rounded()
        targetContentOffset.pointee.y = index * cardHeight
    }
}
