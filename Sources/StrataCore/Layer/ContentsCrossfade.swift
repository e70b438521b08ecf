import Foundation
import StrataGraphics

/// `contents` part-way through an animation between two images: Core Animation cross-fades
/// image contents (an implicit or explicit animation of `contents` dissolves one image into
/// the other rather than switching). The presentation state holds this; the compositor draws
/// the blend, and the `contents` getter answers with the nearer image. A Strata addition.
package final class ContentsCrossfade {
    /// The images (nil: no contents, which fades in or out).
    package let from: CGImage?
    package let to: CGImage?
    /// How far from `from` to `to`, 0…1.
    package let fraction: Double

    init(from: CGImage?, to: CGImage?, fraction: Double) {
        self.from = from
        self.to = to
        self.fraction = fraction
    }

    /// The image nearer in the blend.
    var nearer: CGImage? { fraction < 0.5 ? from : to }
}
