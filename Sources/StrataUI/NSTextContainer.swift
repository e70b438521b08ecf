import Foundation

/// The region a text view lays its text out in (Apple: NSTextContainer): the padding at each
/// end of a line, a line limit and how lines break. A text view's container follows the view's
/// width (`widthTracksTextView`); code most often zeroes `lineFragmentPadding` to line text up
/// with labels.
open class NSTextContainer: NSObject {
    /// The container's size; a text view sets its width from its own while
    /// `widthTracksTextView`. Height unlimited by default.
    open var size: CGSize
    /// The space left empty at each end of every line. Default 5 points.
    open var lineFragmentPadding: CGFloat = 5 { didSet { changed?() } }
    /// At most this many lines are shown; 0 shows them all.
    open var maximumNumberOfLines = 0 { didSet { changed?() } }
    /// How the last line that fits breaks. Default by word wrapping.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { changed?() } }
    /// Whether the width follows the text view's. Default true.
    open var widthTracksTextView = true { didSet { changed?() } }
    /// Whether the height follows the text view's. Default false.
    open var heightTracksTextView = false { didSet { changed?() } }
    /// Told when a setting that changes layout changes (the text view relays its text out).
    var changed: (() -> Void)?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container of unlimited size.
    public override convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }
}
