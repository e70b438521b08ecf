import Foundation
import StrataCore

extension UINavigationItem {
    /// Whether an item's title is shown large (Apple: UINavigationItem.LargeTitleDisplayMode).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack (large for the bottom item).
        case automatic = 0
        /// Always large (when the bar prefers large titles).
        case always = 1
        /// Never large.
        case never = 2
    }
}

extension UINavigationBar {
    /// How much taller the bar is while it shows a large title (UIKit's large-title bar on an
    /// iPhone is 96 points: the 44-point strip and 52 below it).
    static let largeTitleHeight: CGFloat = 52
    /// UIKit's large-title font size (the large title text style).
    static let largeTitleFontSize: CGFloat = 34

    /// The bar's height as it is now: 44 points, 96 with a large title.
    var currentHeight: CGFloat { showsLargeTitle ? Self.height + Self.largeTitleHeight : Self.height }

    /// Whether a bar preferring large titles shows `stack`'s top item large: the first item
    /// from the top that is not `.automatic` decides, and the bottom item is large.
    func showsLargeTitle(for stack: [UINavigationItem]) -> Bool {
        guard prefersLargeTitles else { return false }
        for item in stack.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The inline title gives way to the large one (UIKit shows one or the other).
    func largeTitleChanged() {
        largeTitleLabel.isHidden = !showsLargeTitle
        titleLabel.isHidden = showsLargeTitle
        setNeedsLayout()
    }
}
