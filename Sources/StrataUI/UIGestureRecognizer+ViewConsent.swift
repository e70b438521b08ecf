import Foundation

extension UIGestureRecognizer {
    /// UIView `gestureRecognizerShouldBegin(_:)`: "Asks the view if the gesture recognizer
    /// should be allowed to continue tracking touch events … called when a gesture recognizer
    /// attempts to transition out of the possible state"; "the UISlider class uses this method
    /// to prevent swipes … that start in the thumb" — so the views the touches began in are
    /// asked, up to and including the recognizer's own view.
    func viewsAllowBeginning() -> Bool {
        guard let view else { return true }
        var asked: [UIView] = []
        for touch in trackedTouches {
            var current = touch.view
            while let candidate = current, candidate !== view {
                if !asked.contains(where: { $0 === candidate }) { asked.append(candidate) }
                current = candidate.superview
            }
        }
        asked.append(view)
        return asked.allSatisfy { $0.gestureRecognizerShouldBegin(self) }
    }
}
