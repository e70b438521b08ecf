import Foundation

/// A scroll view's layout guides for Auto Layout.
extension UIScrollView {
    /// The scroll view's content area (Apple: contentLayoutGuide): constrain content to its
    /// edges and its size becomes `contentSize`. Constraints between the scroll view's own
    /// edges and its content attach here too, as on iOS.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.contentGuide { return guide }
        let guide = UILayoutGuide(role: .scrollContent, owner: self)
        autoLayout.contentGuide = guide
        return guide
    }

    /// The scroll view's frame, untouched by scrolling (Apple: frameLayoutGuide): constrain
    /// content's width to it for vertical-only scrolling, or pin views that must not scroll.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.frameGuide { return guide }
        let guide = UILayoutGuide(role: .scrollFrame, owner: self)
        autoLayout.frameGuide = guide
        return guide
    }
}
