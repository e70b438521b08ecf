import Foundation

/// The search controller's view: touches pass through where it shows nothing.
final class SearchPresentationView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The dimming over the searched content; a tap on it ends the search.
final class SearchDimmingView: UIView {
    var onTap: (() -> Void)?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTap?()
        super.touchesEnded(touches, with: event)
    }
}
