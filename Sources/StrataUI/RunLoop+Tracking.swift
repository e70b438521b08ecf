import Foundation

extension RunLoop.Mode {
    /// The mode set while tracking in controls takes place (Apple: `RunLoop.Mode.tracking`,
    /// UIKit's `UITrackingRunLoopMode`). Counting labels and other display-link code add their
    /// links in it as well as `.default` so they keep firing while a scroll view is dragged.
    /// Strata's display links fire every frame whatever mode they were added in, so this is
    /// the mode's name for source compatibility.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
