import Foundation
import StrataCore

/// A row of segments of which one is selected (Apple: UISegmentedControl), drawn in the iOS 13
/// look: a rounded grey track and a white rounded indicator under the selected segment that
/// slides to a newly selected one over 0.25 s. A tap on a segment selects it and sends
/// `.valueChanged`; setting `selectedSegmentIndex` from code sends nothing, as in UIKit.
/// Segments hold titles (a segment given an image shows nothing: Strata draws no template
/// images here).
open class UISegmentedControl: UIControl {
    /// The index that means no segment is selected (Apple: noSegment).
    public static let noSegment = -1
    /// UIKit's height for a segmented control.
    static let height: CGFloat = 32
    /// The indicator's inset from the track's edge.
    static let inset: CGFloat = 2

    private var titles: [String?] = []
    private var labels: [UILabel] = []
    private let indicator = UIView()
    private var storedIndex = UISegmentedControl.noSegment

    /// The selected segment, or `noSegment`. Setting an index out of range selects nothing.
    open var selectedSegmentIndex: Int {
        get { storedIndex }
        set { select(newValue, animated: false) }
    }
    /// Whether a tap selects only while the finger is down (Apple: isMomentary). Default false.
    open var isMomentary = false
    /// The indicator's colour. Default nil: white.
    open var selectedSegmentTintColor: UIColor? { didSet { restyle() } }
    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// A control whose segments show `items` (Strings become titles).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for (i, item) in (items ?? []).enumerated() { insertSegment(withTitle: item as? String, at: i, animated: false) }
        let size = sizeThatFits(.zero)
        frame.size = size
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A control from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        layer.cornerRadius = 8
        indicator.isUserInteractionEnabled = false
        indicator.layer.cornerRadius = 7
        indicator.layer.shadowOpacity = 0.12
        indicator.layer.shadowRadius = 4
        indicator.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(indicator)
        restyle()
    }

    /// Adds a segment showing `title` at `segment` (clamped to the segments' range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), titles.count)
        titles.insert(title, at: index)
        let label = UILabel()
        label.text = title
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 13, weight: .medium)
        label.isUserInteractionEnabled = false
        labels.insert(label, at: index)
        addSubview(label)
        if storedIndex >= index && storedIndex != Self.noSegment { storedIndex += 1 }
        relayout(animated: animated)
    }

    /// Removes the segment at `segment`; removing the selected one selects nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        labels.remove(at: segment).removeFromSuperview()
        if storedIndex == segment { storedIndex = Self.noSegment } else if storedIndex > segment { storedIndex -= 1 }
        relayout(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        while !titles.isEmpty { removeSegment(at: titles.count - 1, animated: false) }
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        labels[segment].text = title
    }

    /// The title of the segment at `segment`, nil when it has none or there is no such segment.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// The size fitting the segments' titles side by side (each as wide as the widest, plus
    /// padding) at UIKit's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widest = labels.map { $0.intrinsicContentSize.width }.max() ?? 0
        return CGSize(width: CGFloat(max(titles.count, 1)) * (widest + 24), height: Self.height)
    }
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSegments()
    }

    /// A tap that lifts inside a segment selects it (animated) and sends `.valueChanged`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let touch = touches.first, bounds.contains(touch.location(in: self)), !titles.isEmpty {
            let width = bounds.width / CGFloat(titles.count)
            let segment = min(titles.count - 1, max(0, Int(touch.location(in: self).x / max(width, 1))))
            if segment != storedIndex || isMomentary {
                select(segment, animated: true)
                sendActions(for: .valueChanged)
                if isMomentary { select(Self.noSegment, animated: true) }
            }
        }
        super.touchesEnded(touches, with: event)
    }

    open override func stateDidChange() { restyle() }

    private func select(_ index: Int, animated: Bool) {
        storedIndex = titles.indices.contains(index) ? index : Self.noSegment
        relayout(animated: animated)
    }

    private func relayout(animated: Bool) {
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.placeSegments() })
        } else {
            UIView.performWithoutAnimation { placeSegments() }
        }
        restyle()
    }

    /// The segment frames (equal widths) and the indicator under the selected one.
    private func placeSegments() {
        guard !titles.isEmpty else {
            indicator.alpha = 0
            return
        }
        let width = bounds.width / CGFloat(titles.count)
        for (i, label) in labels.enumerated() {
            label.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: bounds.height)
        }
        let index = storedIndex == Self.noSegment ? 0 : storedIndex
        indicator.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
            .insetBy(dx: Self.inset, dy: Self.inset)
        indicator.alpha = storedIndex == Self.noSegment ? 0 : 1
    }

    private func restyle() {
        performWithoutActions {
            backgroundColor = UIColor.systemGray6
            indicator.backgroundColor = selectedSegmentTintColor ?? .white
            for (i, label) in labels.enumerated() {
                label.font = .systemFont(ofSize: 13, weight: i == storedIndex ? .semibold : .medium)
            }
            alpha = isEnabled ? 1 : 0.5
        }
    }
}
